/// TesseraSnapshotTestingViews: `assertSnapshot(of: some View, ...)` — render a Tessera view with
/// Tessera's tokens (or yours layered over them) and compare it with its reference in one call.
///
/// It is a separate target rather than part of TesseraSnapshotTesting because the comparison
/// engine must not know views, layout, text or tokens (it checks any PNG); this thin layer is
/// the only place the two meet.
///
/// What it must not know: gallery stories or the catalog (the gallery sits above it).
public enum TesseraSnapshotTestingViewsModule {}
