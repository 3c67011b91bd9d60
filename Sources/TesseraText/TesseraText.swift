/// TesseraText turns a string, a `TextStyle` and a width into measured, wrapped, truncated lines
/// (`TextLayout`) and draws them into a TesseraRaster `Canvas`.
///
/// It finds fonts (fontconfig, or files registered by path), shapes with HarfBuzz (kerning,
/// ligatures, tabular numbers), breaks lines by UAX #14 (libunibreak) at grapheme boundaries, and
/// rasterizes unhinted FreeType outlines and color emoji bitmaps through the rasterizer.
///
/// It must not know about layout trees, design tokens or components: callers hand it a plain
/// `TextStyle` and a width, and get sizes and baselines back. Everything is deterministic (no
/// hinting, no dependence on thread count or hash order) so renders are byte-identical everywhere.
///
/// Entry point: `TextEngine` (`TextEngine.shared` for the process-wide one).
