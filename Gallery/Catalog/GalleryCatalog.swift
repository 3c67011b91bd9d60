/// GalleryCatalog: Tessera's own story catalog, shared by its `gallery` executable and its
/// snapshot suite — and the worked example of a catalog for packages that adopt Tessera.
///
/// What it is for: naming every reviewable state of the design library — each component's and
/// screen's variants as `Story` values (group, name, summary, size mode, view factory), and the
/// token pages (colors in both themes, palette, type scale, spacing, radii, elevations, icons).
///
/// It is demo content, not API: not a product, so its stories can change with the design library
/// without breaking anyone. Adopters declare their own `StoryCatalog` with `TesseraGallery`.
///
/// What it must not know: where or how stories are rendered, written or compared (that is
/// `TesseraGallery` and the snapshot suite); components' internals beyond their public API.
@_exported import TesseraStories
