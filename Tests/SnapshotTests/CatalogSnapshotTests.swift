import GalleryCatalog
import Tessera
import TesseraSnapshotTesting
import TesseraSnapshotTestingViews
import Testing

/// Every gallery story in every theme, checked against its committed reference at 2x.
///
/// The cases come from the catalog, so a new story is tested the moment it is listed, and
/// `assertSnapshot(of:)` renders it with `Story.render(with:)`, the function the gallery uses:
/// what designers review is what CI checks. This is the one-file suite an adopting package
/// writes for its own catalog (docs/adopting.md).
@Suite struct CatalogSnapshotTests {
    @Test(arguments: StorySnapshot.all(in: Catalog.self))
    func story(_ snapshot: StorySnapshot) {
        assertSnapshot(of: snapshot)
    }

    @Test func catalogNamesAreUniqueAndValid() throws {
        var seen: [String: String] = [:]
        for snapshot in StorySnapshot.all(in: Catalog.self) {
            let identity = try SnapshotIdentity(suite: snapshot.suite, name: snapshot.name, theme: snapshot.theme, scale: 2)
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
        #expect(snapshot.testDescription == "Atoms/Button/primary large (dark)")
    }
}
