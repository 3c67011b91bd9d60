import Foundation
import Tessera
import TesseraStories
#if canImport(Testing)
import Testing
#endif

/// One case of a catalog snapshot suite: a story of a package's catalog in one theme, with the
/// reference it is checked against. A package's whole suite is one parameterized test:
///
/// ```swift
/// @Test(arguments: StorySnapshot.all(in: AcmeCatalog.self))
/// func story(_ snapshot: StorySnapshot) { assertSnapshot(of: snapshot) }
/// ```
///
/// The reference is `Snapshots/<suite>/<name>.<theme>@<scale>x.png`: the suite is the story's
/// group with `/` turned into `-` ("Atoms/Button" → "Atoms-Button"), the name is the story's
/// name, and any character outside letters, digits and `- _ . +` becomes `_`. The mapping
/// depends only on the story's id, so references stay put when stories are reordered or added.
public struct StorySnapshot: Sendable {
    public let story: Story
    public let colorScheme: ColorScheme
    /// The tokens the story is drawn with: its catalog's (`StoryCatalog.tokens`).
    public let tokens: TokenLayers
    /// The key catalogs its tokens are checked against (`StoryCatalog.tokenKeys`).
    public let tokenKeys: [any TokenKeyCatalog.Type]

    public init(
        story: Story, colorScheme: ColorScheme, tokens: TokenLayers = .defaults, tokenKeys: [any TokenKeyCatalog.Type] = []
    ) {
        self.story = story
        self.colorScheme = colorScheme
        self.tokens = tokens
        self.tokenKeys = tokenKeys
    }

    /// Every story of `catalog` in each of `themes`: a suite's arguments, so a story is tested
    /// the moment it is listed.
    public static func all<Catalog: StoryCatalog>(
        in catalog: Catalog.Type, themes: [ColorScheme] = ColorScheme.allCases
    ) -> [StorySnapshot] {
        Catalog.stories.flatMap { story in themes.map { StorySnapshot(story: story, colorScheme: $0, tokens: Catalog.tokens, tokenKeys: Catalog.tokenKeys) } }
    }

    /// The reference's folder under `Snapshots/` (`SnapshotReference`, shared with `gallery approve`).
    public var suite: String { SnapshotReference.suite(group: story.group) }
    /// The reference's name within its suite.
    public var name: String { SnapshotReference.name(story.name) }
    public var theme: String { colorScheme.rawValue }
}

#if canImport(Testing)
extension StorySnapshot: CustomTestStringConvertible {
    /// "Atoms/Button/primary (dark)" in the test list.
    public var testDescription: String { "\(story.id) (\(theme))" }
}
#endif
