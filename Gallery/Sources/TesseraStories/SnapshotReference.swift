import Foundation

/// Where a story's snapshot reference lives: `<group, / → ->/<name>.<theme>@<scale>x.png` under
/// `Snapshots/`, with any character outside letters, digits and `- _ . +` turned into `_`.
///
/// One mapping shared by the snapshot suites (`StorySnapshot`) and `gallery approve`, which
/// writes accepted gallery images where the suite will look for them: if the two spelled it
/// separately, an approved image could land beside the reference instead of replacing it.
public enum SnapshotReference {
    /// The folder under `Snapshots/` for a story group ("Atoms/Button" → "Atoms-Button").
    public static func suite(group: String) -> String {
        fileSafe(group.replacingOccurrences(of: "/", with: "-"))
    }

    /// The file name (without theme and scale) for a story's name.
    public static func name(_ name: String) -> String { fileSafe(name) }

    /// The reference's path relative to `Snapshots/`, at a whole-number scale.
    public static func path(group: String, name: String, theme: String, scale: Int) -> String {
        "\(suite(group: group))/\(Self.name(name)).\(theme)@\(scale)x.png"
    }

    private static func fileSafe(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".", "+": scalar
            default: "_"
            }
        }))
    }
}
