/// GalleryKit: what the `gallery` executable does, as a library so the tests can drive it.
///
/// What it is for: choosing stories from the catalog (glob filter, group-balanced shards),
/// rendering them in every requested theme on all cores with results in catalog order, writing
/// the PNGs, per-group contact sheets, `manifest.json` (with our own SHA-256) and a
/// self-contained `index.html`, and merging shard outputs.
///
/// What it must not know: how any component looks (stories come from `GalleryCatalog`), how
/// views are laid out or drawn (that is `Tessera`'s `Renderer`), or anything about the command
/// line (argument parsing, terminals and exit codes live in the `gallery` executable).
