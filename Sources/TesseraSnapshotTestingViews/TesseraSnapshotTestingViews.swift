/// TesseraSnapshotTestingViews: `assertSnapshot(of: some View, ...)` — render a Tessera view with
/// Tessera's tokens (or yours layered over them) and compare it with its reference in one call —
/// and a catalog's whole snapshot suite in one parameterized test (`StorySnapshot.all(in:)`,
/// `assertSnapshot(of:)`).
///
/// It is a separate target rather than part of TesseraSnapshotTesting because the comparison
/// engine must not know views, layout, text or tokens (it checks any PNG); this thin layer is
/// the only place the two meet.
///
/// What it must not know: the gallery's run, files or command line. Stories it knows only as a
/// catalog declares them (`TesseraStories`, which sits below both it and the gallery).
public enum TesseraSnapshotTestingViewsModule {}
