/// TesseraSnapshotTesting: snapshot tests for Tessera renders.
///
/// It compares a render (PNG bytes or a `Bitmap`) with a reference PNG kept in the package's
/// `Snapshots/` folder, records references when asked (record modes as in swift-snapshot-testing),
/// and on failure writes the actual image, a pixelmatch-style diff image and one HTML report for
/// the whole run. Comparison is byte-first (identical PNGs pass without decoding), then
/// perceptual per pixel (YIQ distance with anti-aliasing detection, as pixelmatch does), so
/// references recorded on one machine keep passing on another.
///
/// What it must not know: views, layout, text or tokens. Higher layers render first and hand over
/// PNG bytes or a bitmap with a name, a theme name and a scale; that keeps this module usable for
/// any renderer output and keeps the dependency arrow pointing down.
public enum TesseraSnapshotTestingModule {}
