import Foundation
import GalleryCatalog
import Tessera
import TesseraSnapshotTesting
import TesseraText
import Testing

/// Every gallery story in every theme, checked against its committed reference at 2x.
///
/// The cases come from `Catalog.stories`, so a new story is tested the moment it is listed, and
/// it is rendered by `Story.render(with:)`, the function the gallery uses: what designers review
/// is what CI checks.
@Suite struct CatalogSnapshotTests {
    @Test(arguments: StorySnapshot.all)
    func story(_ snapshot: StorySnapshot) throws {
        let renderer = try Story.renderer(tokens: PackageFolders.tokens(), colorScheme: snapshot.colorScheme, scale: StorySnapshot.scale)
        let result = try snapshot.story.render(with: renderer)
        assertSnapshot(png: try result.pngData(), named: snapshot.name, theme: snapshot.theme, scale: StorySnapshot.scale,
                       suite: snapshot.suite, fonts: result.fonts.map(FontFingerprint.init))
    }

    @Test func catalogNamesAreUniqueAndValid() throws {
        var seen: [String: String] = [:]
        for snapshot in StorySnapshot.all {
            let identity = try SnapshotIdentity(
                suite: snapshot.suite, name: snapshot.name, theme: snapshot.theme, scale: StorySnapshot.scale)
            let earlier = seen.updateValue(snapshot.story.id, forKey: identity.referencePath)
            #expect(earlier == nil, "\(snapshot.story.id) and \(earlier ?? "") share the reference \(identity.referencePath)")
        }
        #expect(seen.count == Catalog.stories.count * ColorScheme.allCases.count)
    }

    @Test func namesMapGroupsToFolders() {
        let story = Story(group: "Atoms/Button", name: "primary large", summary: "") { Text("x") }
        let snapshot = StorySnapshot(story: story, colorScheme: .dark)
        #expect(snapshot.suite == "Atoms-Button")
        #expect(snapshot.name == "primary_large")
        #expect(snapshot.theme == "dark")
    }
}
