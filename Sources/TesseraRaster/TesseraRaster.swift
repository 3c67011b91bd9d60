// TesseraRaster: Tessera's own anti-aliased 2D rasterizer and its PNG input/output.
//
// It turns vector paths (rounded rectangles, curves, SVG path data) into premultiplied RGBA8
// pixels on a `Canvas`: exact-area anti-aliased fills and strokes, solid/gradient/image paints,
// nested anti-aliased clips, opacity layers and CSS-style blurred shadows, all driven either
// directly or through a `DisplayList` (read and written as JSON with TesseraJSON, see
// `DrawDocument`). The output is deterministic: integer blending with exact rounding and no
// dependence on threads or time, so the same operations give byte-identical PNGs everywhere.
//
// What it must not know: fonts, text and layout. Text reaches the canvas as glyph paths or
// cached `CoverageMask`s (see `Canvas.fill(mask:dx:dy:with:)`); layout reaches it as absolute
// coordinates in a display list.
