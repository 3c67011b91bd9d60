/// TesseraGallery: a package's story catalog as the `gallery` command line — `render` (themes,
/// scale, text sizes, directions, filter, shards), `list` and `merge` — in one line of its own
/// executable: `GalleryCommand<MyCatalog>.main()`.
///
/// Tessera's own `gallery` is one client of it. Catalogs are declared with `TesseraStories`
/// (re-exported here, so a gallery executable or a catalog library imports this module alone).
///
/// What it must not know: any particular catalog; how images are made, written or merged (that
/// is `GalleryKit`, which this module drives and reports on: arguments, terminals, exit codes).
@_exported import TesseraStories
