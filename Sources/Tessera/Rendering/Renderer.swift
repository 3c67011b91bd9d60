import Foundation
import TesseraGeometry
import TesseraLayout
import TesseraRaster
import TesseraText

/// One call from a view to a PNG: lowers the view with an environment, lays it out, lowers it
/// to a display list, draws it and encodes it.
///
/// ```swift
/// let renderer = try Renderer(tokens: URL(filePath: "Tokens"), colorScheme: .dark, scale: 2)
/// let result = try renderer.render(Card(), width: 375)
/// try result.pngData()           // PNG bytes
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
    public var theme: Theme { themes.loadedTheme(preferring: colorScheme) }
    /// Device pixels per point (1, 2, 3).
    public var scale: Double
    public var textSize: TextSize
    public var layoutDirection: LayoutDirection
    public var locale: String
    /// Painted under everything (nil: transparent).
    public var background: ColorValue?
    public var textEngine: TextEngine
    /// Draws characters no available font covers as `.notdef` boxes instead of failing with
    /// `RenderError.missingCharacters`. Off: a render never shows tofu silently.
    public var allowsMissingGlyphs = false

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
    /// `*.resolver.json`), knowing both so subtrees can force either; folders and themes are
    /// loaded once per process and cached.
    public init(
        tokens: URL, colorScheme: ColorScheme = .light, scale: Double = 2, textSize: TextSize = .large,
        layoutDirection: LayoutDirection = .leftToRight, locale: String = "en-US", background: ColorValue? = nil,
        textEngine: TextEngine = .shared
    ) throws(RenderError) {
        self.init(themes: try ThemeSet(tokens: tokens, scheme: colorScheme), colorScheme: colorScheme,
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
        let services = RenderServices(textEngine: textEngine, images: .shared, scale: scale)
        services.allowsMissingGlyphs = allowsMissingGlyphs
        var environment = self.environment
        // A token-folder renderer whose scheme was changed after it was made resolves it now.
        _ = try environment.themes.load(colorScheme)
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
        let pixelWidth = Int((list.size.width * scale).rounded(.up)), pixelHeight = Int((list.size.height * scale).rounded(.up))
        do {
            var canvas = try Canvas(width: max(pixelWidth, 1), height: max(pixelHeight, 1), scale: scale)
            try canvas.execute(list.displayList)
            return RenderResult(bitmap: canvas.bitmap, scale: scale, size: list.size, frames: list.frames,
                                displayList: list.displayList, fonts: list.fonts)
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

    /// The PNG file bytes (`options` trade size for speed; the same options give the same bytes).
    public func pngData(options: PNG.EncodeOptions = .default) throws(RenderError) -> [UInt8] {
        do { return try PNG.encode(bitmap, options: options) } catch { throw .raster(error) }
    }

    /// Writes the PNG file.
    public func writePNG(to url: URL) throws {
        try Data(pngData()).write(to: url)
    }
}

/// Token folders and their themes, loaded once per process.
final class ThemeCache: @unchecked Sendable {
    static let shared = ThemeCache()
    private let lock = NSLock()
    private var libraries: [String: TokenLibrary] = [:]
    private var themes: [String: Theme] = [:]

    func theme(tokens: URL, colorScheme: ColorScheme) throws(RenderError) -> Theme {
        let path = tokens.standardizedFileURL.path
        let key = path + "\u{0}" + colorScheme.rawValue
        if let theme = lock.withLock({ themes[key] }) { return theme }
        do {
            let library = try lock.withLock({ libraries[path] }) ?? TokenLibrary(directory: tokens)
            let theme = try library.theme(colorScheme)
            lock.withLock {
                libraries[path] = library
                themes[key] = theme
            }
            return theme
        } catch {
            throw .tokens("\(error)")
        }
    }
}
