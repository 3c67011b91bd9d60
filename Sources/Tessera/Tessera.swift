/// Tessera: the declarative layer users write components against.
///
/// What it is for: SwiftUI-like views (`Text`, `Image`, shapes, stacks, `Flex`), builders,
/// chained modifiers and modifier values (`Modifier`, composed with `<>`), an environment
/// (theme, color scheme, scale, text size, layout direction, locale), preferences and keyed
/// frames, Bento's lists of sections and nodes, JSON scenes — and `Renderer`, one call from a
/// view to a PNG.
///
/// The pipeline, each stage a pure function: a view (value tree) is lowered with its
/// environment into elements (concrete colors, fonts and layout styles); elements become a
/// `TesseraLayout` tree (text and images measure through closures); the computed frames and the
/// elements lower to a `TesseraRaster` display list; the canvas executes it; libpng encodes it.
///
/// What it must not know: how pixels are rasterized, how fonts are shaped, how flexbox resolves
/// sizes, or how token files are parsed — those belong to the modules below it. Components read
/// semantic tokens only; literal colors and points stay possible for custom shapes and tests.
@_exported import TesseraGeometry
@_exported import TesseraRaster
@_exported import TesseraTokens
