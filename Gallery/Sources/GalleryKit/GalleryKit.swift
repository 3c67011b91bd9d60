/// GalleryKit: the engine behind `TesseraGallery`'s command line, as a library of its own so the
/// tests can drive it.
///
/// What it is for: choosing stories from a catalog (glob filter, group-balanced shards),
/// rendering them in every requested theme on all cores with results in catalog order, writing
/// the PNGs, per-group contact sheets, `manifest.json` (with our own SHA-256), `audit.json` and
/// a self-contained `index.html` (the gallery as a small app), merging shard outputs, comparing
/// two runs (with `TesseraPixelDiff`, not the snapshot helpers: the gallery links no test
/// framework) and approving changes as references.
///
/// It is not a product: adopters reach it through `GalleryCommand`, so its types can change
/// without breaking them.
///
/// What it must not know: any particular catalog (stories are handed in), how any component
/// looks, how views are laid out or drawn (that is `Tessera`'s `Renderer`), or anything about the
/// command line (argument parsing, terminals and exit codes live in `TesseraGallery`).
