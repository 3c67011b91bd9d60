import GalleryCatalog
import Tessera
import Testing

/// One test case of the catalog suite: a story in a theme, with the reference name it checks.
///
/// The reference is `Snapshots/<suite>/<name>.<theme>@2x.png` where the suite is the story's
/// group with `/` turned into `-` ("Atoms/Button" → "Atoms-Button") and the name is the story's
/// name; any character outside letters, digits and `- _ . +` becomes `_`. The mapping depends
/// only on the story's id, so references stay put when stories are reordered or added, and
/// `catalogNamesAreUniqueAndValid` fails if two stories ever map to one file.
struct StorySnapshot: Sendable, CustomTestStringConvertible {
    let story: Story
    let colorScheme: ColorScheme

    /// The scale the suite renders at: the gallery's default, and the one designers review.
    static let scale = 2.0

    /// Every story of the catalog in every theme: the suite's arguments.
    static var all: [StorySnapshot] {
        Catalog.stories.flatMap { story in ColorScheme.allCases.map { StorySnapshot(story: story, colorScheme: $0) } }
    }

    var suite: String { Self.fileSafe(story.group.replacingOccurrences(of: "/", with: "-")) }
    var name: String { Self.fileSafe(story.name) }
    var theme: String { colorScheme.rawValue }

    var testDescription: String { "\(story.id) (\(theme))" }

    private static func fileSafe(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".", "+": scalar
            default: "_"
            }
        }))
    }
}
