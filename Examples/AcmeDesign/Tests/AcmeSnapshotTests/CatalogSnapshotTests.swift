import AcmeCatalog
import TesseraSnapshotTestingViews
import Testing

/// Every story of Acme's catalog in light and dark at 2x, against
/// `Snapshots/<group, / → ->/<name>.<theme>@2x.png`, drawn with the catalog's tokens (Acme's
/// brand over Tessera's defaults): what the gallery shows is what CI checks.
@Test(arguments: StorySnapshot.all(in: AcmeCatalog.self))
func story(_ snapshot: StorySnapshot) {
    assertSnapshot(of: snapshot)
}
