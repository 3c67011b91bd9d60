/// TesseraStories: how a package declares its gallery catalog — `Story` (group, name, summary,
/// size and a factory for its view), `StorySize`, `StoryProvider` and `StoryCatalog` — and the
/// one way a story becomes an image (`Story.render(with:)`).
///
/// It is a module of its own, below both the gallery (`TesseraGallery`: the run and the command
/// line) and the snapshot helpers (`TesseraSnapshotTestingViews`), so a package's catalog
/// library depends on neither, and its tests check exactly what its gallery shows.
///
/// What it must not know: where or how stories are written, listed or compared; any catalog.
