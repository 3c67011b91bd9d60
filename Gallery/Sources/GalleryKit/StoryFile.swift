import TesseraStories

/// Where a story's images go: `<group>/<story>.<theme>@<scale>x.png`, relative to the output
/// (`<group>/<story>.<theme>@<scale>x.part-<n>.png` for the parts of a story too tall for one
/// canvas, numbered from 1).
///
/// Group and name become folder and file names, so they are checked here: path components of
/// letters, digits, space, `-`, `_`, `.` and `+`, never `.` or `..` (a story cannot write outside
/// the output folder, and every file system and browser can open its files).
enum StoryFile {
    static func path(group: String, name: String, theme: String, scale: Int, part: Int? = nil) -> String {
        guard let part else { return "\(group)/\(name).\(theme)@\(scale)x.png" }
        return "\(group)/\(name).\(theme)@\(scale)x.part-\(part).png"
    }

    /// Contact sheets live apart from the stories (a story may be called anything allowed); a
    /// sheet split into pages is `<group>.<theme>.page-<n>.png`, numbered from 1.
    static func contactSheetPath(group: String, theme: String, page: Int? = nil) -> String {
        guard let page else { return "_contact-sheets/\(group).\(theme).png" }
        return "_contact-sheets/\(group).\(theme).page-\(page).png"
    }

    /// Why `story`'s id cannot be a path, or nil when it can.
    static func problem(with story: Story) -> String? {
        let components = story.group.split(separator: "/", omittingEmptySubsequences: false) + [Substring(story.name)]
        for component in components {
            if component.isEmpty { return "has an empty group or name component in \"\(story.id)\"" }
            if component == "." || component == ".." { return "uses \"\(component)\" as a name in \"\(story.id)\"" }
            if let bad = component.unicodeScalars.first(where: { !allowed($0) }) {
                return "has the character \(bad.escaped(asASCII: true)) in \"\(story.id)\" (use letters, digits, space, - _ . +)"
            }
        }
        return nil
    }

    private static func allowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", " ", "-", "_", ".", "+": true
        default: false
        }
    }
}
