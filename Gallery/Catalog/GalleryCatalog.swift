/// GalleryCatalog: the story catalog, shared by the `gallery` executable and the snapshot tests.
///
/// What it is for: naming every reviewable state of the design library — each component's and
/// screen's variants as `Story` values (group, name, summary, size mode, view factory), and the
/// token pages (colors in both themes, palette, type scale, spacing, radii, elevations, icons).
///
/// What it must not know: where or how stories are rendered, written or compared (that is
/// `GalleryKit` and the snapshot suite); components' internals beyond their public API.
