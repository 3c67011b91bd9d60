/// TesseraSnapshotStrategy: Tessera views in pointfreeco's swift-snapshot-testing, on Linux too.
///
/// swift-snapshot-testing's image strategies need UIKit or AppKit; on Linux it has none. Tessera
/// draws views itself, so this module offers them as a strategy on PNG `Data`:
///
/// ```swift
/// assertSnapshot(of: ReceiptCard(total: 12.5), as: .tessera(width: 375, theme: .dark))
/// ```
///
/// References are swift-snapshot-testing's (`__Snapshots__/<test file>/<test>.<n>.png`, its
/// record modes and `SNAPSHOT_ARTIFACTS`). Images that are not byte-identical are compared with
/// Tessera's own engine (`PixelMatch`: the YIQ distance and anti-aliasing detection that
/// `TesseraSnapshotTesting` uses), so a failure says how many pixels differ, by how much and
/// where, and attaches the difference image.
///
/// What it must not know: how views are laid out or drawn (that is `Renderer`), or how
/// references are stored (that is swift-snapshot-testing's).
public enum TesseraSnapshotStrategyModule {}
