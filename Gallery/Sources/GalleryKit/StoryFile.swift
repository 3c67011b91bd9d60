import TesseraStories

/// Where a story's images go: `<group>/<story>.<rendition>@<scale>x.png`, relative to the output
/// (`<group>/<story>.<rendition>@<scale>x.part-<n>.png` for the parts of a story too tall for one
/// canvas, numbered from 1). The rendition is the theme, followed by `.<text size>` and
/// `.ltr`/`.rtl` only when the run renders more than one of them (`GallerySettings.fileLabel`).
///
/// Group and name become folder and file names, so they are checked here: path components of
/// letters, digits, space, `-`, `_`, `.` and `+`, never `.` or `..` (a story cannot write outside
/// the output folder, and every file system and browser can open its files).
enum StoryFile {
    static func path(group: String, name: String, rendition: String, scale: Int, part: Int? = nil) -> String {
        guard let part else { return "\(group)/\(name).\(rendition)@\(scale)x.png" }
        return "\(group)/\(name).\(rendition)@\(scale)x.part-\(part).png"
    }

    /// Contact sheets live apart from the stories (a story may be called anything allowed); a
    /// sheet split into pages is `<group>.<rendition>.page-<n>.png`, numbered from 1.
    static func contactSheetPath(group: String, rendition: String, page: Int? = nil) -> String {
        guard let page else { return "_contact-sheets/\(group).\(rendition).png" }
        return "_contact-sheets/\(group).\(rendition).page-\(page).png"
    }

    /// Why `story`'s id cannot be a path, or nil when it can.
    static func problem(with story: Story) -> String? {
        let components = story.group.split(separator: "/", omittingEmptySubsequences: false) + [Substring(story.name)]
        return problem(with: components, in: story.id)
    }

    /// Why `file`, a path a manifest lists, is not one a gallery run writes (a `.png` under the
    /// rules of story ids, plus the `@` of the scale), or nil. `gallery merge` checks it before the file system is
    /// asked anything, so a hostile manifest fails on its text alone wherever it can.
    static func problem(withManifestFile file: String) -> String? {
        guard file.hasSuffix(".png") else { return "is not a .png file" }
        return problem(with: file.split(separator: "/", omittingEmptySubsequences: false), in: nil, allowing: "@")
    }

    /// `id` is quoted in the message when given (a manifest's file is quoted by its caller);
    /// `extra` is allowed besides the characters of a story id (the `@` of `@2x`).
    private static func problem(with components: [Substring], in id: String?, allowing extra: Unicode.Scalar? = nil) -> String? {
        let place = id.map { " in \"\($0)\"" } ?? ""
        for component in components {
            if component.isEmpty { return "has an empty group or name component\(place)" }
            if component == "." || component == ".." { return "uses \"\(component)\" as a name\(place)" }
            if let bad = component.unicodeScalars.first(where: { !allowed($0) && $0 != extra }) {
                return "has the character \(bad.escaped(asASCII: true))\(place) (use letters, digits, space, - _ . +)"
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
