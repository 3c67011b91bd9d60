import Foundation
import TesseraGeometry
import TesseraLayout
import TesseraRaster
import TesseraText

/// One call from a view to a PNG: lowers the view with an environment, lays it out, lowers it
/// to a display list, draws it and encodes it.
///
/// ```swift
/// let renderer = try Renderer(colorScheme: .dark, scale: 2)      // Tessera's bundled tokens
/// let result = try renderer.render(Card(), width: 375)
/// try result.pngData().write(to: URL(filePath: "card.png"))
/// result.frames["card.title"]    // keyed frames, in points
/// ```
///
/// A renderer is an immutable value: render from as many threads as you like, each with its own
/// view values. The same view always gives the same bytes.
public struct Renderer: Sendable {
    /// The themes views are styled from, by color scheme: a subtree that forces the other
    /// scheme (`.environment(\.colorScheme, .dark)`) is re-themed from them.
    public let themes: ThemeSet
    public var colorScheme: ColorScheme
    /// The theme of `colorScheme` (the one theme, for a renderer built from one).
    public var theme: Theme { themes.theme(preferring: colorScheme) }
    /// Device pixels per point (1, 2, 3).
    public var scale: Double
    public var textSize: TextSize
    public var layoutDirection: LayoutDirection
    public var locale: String
    /// The locale a renderer draws in when none is named.
    public static let defaultLocale = "en-US"
    /// Painted under everything (nil: transparent).
    public var background: ColorValue?
    public var textEngine: TextEngine
    /// What one render may spend (canvas, off-screen buffers, images, path edges, blur,
    /// nesting); over it, `render` throws naming the budget. Raise it for trusted, heavy views.
    public var budget: RenderBudget = .default
    /// Draws characters no available font covers as `.notdef` boxes instead of failing with
    /// `RenderError.missingCharacters`. Off: a render never shows tofu silently.
    public var allowsMissingGlyphs = false
    /// Threads an image of 65,536 pixels or more (from a card at 2x up to full screens, token
    /// pages and contact sheets) is drawn on, in bands of rows; the pixels do not depend on it.
    /// 1 draws on the calling thread only; more pays when cores are free.
    public var rasterThreads = 1

    /// The largest canvas side in points that `render` accepts.
    public static let maximumSide = 16_384.0

    /// A renderer for one theme: forcing the other color scheme in a subtree is an error (use
    /// `init(themes:…)` or `init(tokens:…)` for both).
    public init(
        theme: Theme, colorScheme: ColorScheme = .light, scale: Double = 2, textSize: TextSize = .large,
        layoutDirection: LayoutDirection = .leftToRight, locale: String = "en-US", background: ColorValue? = nil,
        textEngine: TextEngine = .shared
    ) {
        self.init(themes: ThemeSet(theme, for: colorScheme), colorScheme: colorScheme, scale: scale, textSize: textSize,
                  layoutDirection: layoutDirection, locale: locale, background: background, textEngine: textEngine)
    }

    /// A renderer drawing `colorScheme` from `themes` (which may re-theme subtrees to the other).
    public init(
        themes: ThemeSet, colorScheme: ColorScheme = .light, scale: Double = 2, textSize: TextSize = .large,
        layoutDirection: LayoutDirection = .leftToRight, locale: String = "en-US", background: ColorValue? = nil,
        textEngine: TextEngine = .shared
    ) {
        self.themes = themes
        self.colorScheme = colorScheme
        self.scale = scale
        self.textSize = textSize
        self.layoutDirection = layoutDirection
        self.locale = locale
        self.background = background
        self.textEngine = textEngine
    }

    /// A renderer for the light or dark theme of the token folder at `tokens` (its
    /// `*.resolver.json`), which replaces Tessera's defaults. Both themes are loaded now, so
    /// subtrees can force either.
    public init(
        tokens: URL, keys: [any TokenKeyCatalog.Type] = [], colorScheme: ColorScheme = .light, scale: Double = 2,
        textSize: TextSize = .large, layoutDirection: LayoutDirection = .leftToRight, locale: String = "en-US",
        background: ColorValue? = nil, textEngine: TextEngine = .shared
    ) throws(RenderError) {
        try self.init(tokens: .folder(tokens), keys: keys, colorScheme: colorScheme, scale: scale, textSize: textSize,
                      layoutDirection: layoutDirection, locale: locale, background: background, textEngine: textEngine)
    }

    /// A renderer for the light or dark theme of `tokens`: Tessera's bundled defaults unless
    /// told otherwise, or your folders layered over them (`.defaults.overlaid(by: brandFolder)`).
    /// Both themes are loaded now and checked against Tessera's keys and `keys` (catalogs you
    /// generated for your own tokens with `tessera tokens swift`), so a missing token is an
    /// error here, never while drawing.
    ///
    /// ```swift
    /// let renderer = try Renderer(colorScheme: .dark, scale: 2)
    /// try renderer.render(Card(), width: 375).pngData()
    /// ```
    public init(
        tokens: TokenLayers = .defaults, keys: [any TokenKeyCatalog.Type] = [], colorScheme: ColorScheme = .light,
        scale: Double = 2, textSize: TextSize = .large, layoutDirection: LayoutDirection = .leftToRight,
        locale: String = "en-US", background: ColorValue? = nil, textEngine: TextEngine = .shared
    ) throws(RenderError) {
        self.init(themes: try ThemeSet(tokens: tokens, keys: keys), colorScheme: colorScheme,
                  scale: scale, textSize: textSize, layoutDirection: layoutDirection, locale: locale,
                  background: background, textEngine: textEngine)
    }

    /// The environment views are lowered with.
    public var environment: EnvironmentValues {
        EnvironmentValues(themes: themes, colorScheme: colorScheme, displayScale: scale, textSize: textSize,
                          layoutDirection: layoutDirection, locale: locale)
    }

    /// Renders `view` `width` points wide, as tall as its content.
    public func render(_ view: some View, width: Double) throws(RenderError) -> RenderResult {
        try render(view, width: width, height: nil)
    }

    /// Renders `view` in a canvas of exactly `size` points.
    public func render(_ view: some View, size: Size) throws(RenderError) -> RenderResult {
        try render(view, width: size.width, height: size.height)
    }

    /// The display list `render` would draw (absolute operations in points; glyph masks in
    /// device pixels of `scale`), with its size and keyed frames.
    public func displayList(for view: some View, width: Double, height: Double? = nil) throws(RenderError) -> RenderedList {
        try checkSettings(width: width, height: height)
        let services = RenderServices(textEngine: textEngine, images: .shared, scale: scale, budget: budget)
        services.allowsMissingGlyphs = allowsMissingGlyphs
        var environment = self.environment
        environment.themes = try themes.checkedForRendering()
        let context = LoweringContext(environment: environment, services: services)
        let root = Element.single(try context.lower(view))
        let island = try LayoutIsland(root, width: width, height: height, alignment: .top, services: services, round: true)
        let size = Size(width: width, height: height ?? island.tree.frame(of: island.root).height)
        let painter = Painter(services: services)
        var operations: [DisplayOperation] = []
        if let background {
            operations.append(.fill(.rect(Rect(x: 0, y: 0, width: size.width, height: size.height)),
                                    paint: .solid(environment.resolve(background))))
        }
        try painter.paint(root, frame: island.frame, tree: island.tree)
        operations += painter.operations
        let frames = painter.preferences[KeyedFrames.self]
        return RenderedList(displayList: DisplayList(operations), size: size, frames: frames,
                            fonts: services.faces.sorted(by: FontFace.byFamilyAndFile))
    }

    func render(_ view: some View, width: Double, height: Double?) throws(RenderError) -> RenderResult {
        try rasterize(displayList(for: view, width: width, height: height))
    }

    /// Draws a display list into a canvas of its size at this renderer's scale.
    public func rasterize(_ list: RenderedList) throws(RenderError) -> RenderResult {
        var scratch = RasterScratch()
        return try rasterize(list, reusing: &scratch)
    }

    /// `rasterize`, drawing with `scratch`'s buffers and leaving them in it for the next image
    /// (for image after image on one thread: `RasterScratch`). The bitmap's bytes are
    /// `scratch`'s too: hand them back with `scratch.reclaim(result.bitmap)` when done.
    public func rasterize(_ list: RenderedList, reusing scratch: inout RasterScratch) throws(RenderError) -> RenderResult {
        let canvas = try canvas(drawing: list, reusing: &scratch)
        return RenderResult(bitmap: canvas.finish(into: &scratch), scale: scale, size: list.size, frames: list.frames,
                            displayList: list.displayList, fonts: list.fonts)
    }

    /// The canvas `rasterize` draws, for a caller that needs no bitmap of it (it encodes the
    /// canvas straight away, `PNG.Encoder.encode(_ canvas:)`): give its buffers back with
    /// `recycle(into:)`.
    public func canvas(drawing list: RenderedList, reusing scratch: inout RasterScratch) throws(RenderError) -> Canvas {
        let pixelWidth = Int((list.size.width * scale).rounded(.up)), pixelHeight = Int((list.size.height * scale).rounded(.up))
        do {
            return try Canvas.drawing(list.displayList, width: max(pixelWidth, 1), height: max(pixelHeight, 1),
                                      scale: scale, budget: budget, threads: rasterThreads, reusing: &scratch)
        } catch {
            throw .raster(error)
        }
    }

    private func checkSettings(width: Double, height: Double?) throws(RenderError) {
        for (name, value) in [("width", width), ("height", height ?? 0)] {
            guard value.isFinite, value >= 0, value <= Self.maximumSide else {
                throw .invalidValue(path: "render", name: name, value: "\(value)", reason: "must be a finite number from 0 to \(Int(Self.maximumSide)) points")
            }
        }
        guard scale.isFinite, scale > 0, scale <= 8 else {
            throw .invalidValue(path: "render", name: "scale", value: "\(scale)", reason: "must be a finite number in (0, 8]")
        }
    }
}

/// A display list with the size it was laid out at and the frames of keyed views.
public struct RenderedList: Sendable {
    public let displayList: DisplayList
    /// In points.
    public let size: Size
    /// Keyed frames in points, root coordinates.
    public let frames: [String: Rect]
    /// The font faces its text is drawn with, by family and file (`FontFingerprint` records them).
    public let fonts: [FontFace]
}

/// The image a render made, its size, the frame of every keyed view, and its display list.
public struct RenderResult: Sendable {
    public let bitmap: Bitmap
    public let scale: Double
    /// In points (the bitmap is `size × scale` pixels, rounded up).
    public let size: Size
    /// The frame of every view keyed with `.key(_:)`, in points, root coordinates.
    public let frames: [String: Rect]
    public let displayList: DisplayList
    /// The font faces its text is drawn with, by family and file (`FontFingerprint` records them).
    public let fonts: [FontFace]

    /// The PNG file, as UIKit's `pngData()` hands it out (`options` trade size for speed; the
    /// same options give the same bytes): `try result.pngData().write(to: url)`.
    public func pngData(options: PNG.EncodeOptions = .default) throws(RenderError) -> Data {
        Data(try pngBytes(options: options))
    }

    /// The PNG file bytes as an array, for callers that keep bytes (`verifySnapshot(png:)`).
    @_disfavoredOverload
    public func pngData(options: PNG.EncodeOptions = .default) throws(RenderError) -> [UInt8] {
        try pngBytes(options: options)
    }

    private func pngBytes(options: PNG.EncodeOptions) throws(RenderError) -> [UInt8] {
        do { return try PNG.encode(bitmap, options: options) } catch { throw .raster(error) }
    }

    /// Writes the PNG file.
    public func writePNG(to url: URL) throws {
        try pngData().write(to: url)
    }
}
