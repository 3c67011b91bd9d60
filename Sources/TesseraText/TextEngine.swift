/// The text system: fonts, shaping and the measurement caches, shared by every render.
///
/// The layout engine asks "how big is this paragraph at this width?" many times per render, so
/// `measure` caches twice: shaped text by (text, font setup), and layouts by (text, style,
/// width). Both caches are behind a lock and hold pure results, so any number of threads get
/// the same answers as one.
public final class TextEngine: @unchecked Sendable {
    /// The process-wide engine.
    public static let shared = TextEngine()

    public let fonts: FontLibrary
    let glyphs = GlyphCache()
    private let lock = Lock()
    private var shapedCache: [ShapingKey: ShapedText] = [:]
    private var layoutCache: [LayoutKey: TextLayout] = [:]
    /// Caches are cleared when they grow past this many entries, bounding memory in a
    /// long-running process (results do not depend on what is cached).
    private let cacheLimit = 100_000

    private struct ShapingKey: Hashable {
        var text: String
        var family: String
        var weight: Int
        var italic: Bool
        var size: Double
        var tracking: Double
        var tabularNumbers: Bool
        var han: HanVariant?
        var hyphenation: Hyphenation

        init(_ text: String, _ style: TextStyle, _ hyphenation: Hyphenation) {
            self.text = text
            family = style.family
            weight = style.weight
            italic = style.italic
            size = style.size
            tracking = style.tracking
            tabularNumbers = style.tabularNumbers
            han = style.locale.flatMap(HanVariant.init(locale:))
            self.hyphenation = hyphenation
        }
    }

    private struct LayoutKey: Hashable {
        var text: String
        var style: TextStyle
        var maxWidth: Double
    }

    public init(fonts: FontLibrary = FontLibrary()) {
        self.fonts = fonts
    }

    /// Typesets `text` for lines at most `maxWidth` points wide (`.infinity`: only hard breaks).
    public func measure(_ text: String, style: TextStyle, maxWidth: Double = .infinity) throws(TextError) -> TextLayout {
        try style.validate()
        guard !maxWidth.isNaN, maxWidth >= 0 else {
            throw .invalidValue(name: "maxWidth", value: "\(maxWidth)", reason: "must be zero or more (or infinity)")
        }
        let key = LayoutKey(text: text, style: style, maxWidth: maxWidth)
        if let cached = lock.withLock({ layoutCache[key] }) { return cached }
        let layout = Typesetter(
            shaped: try shaped(text, style, hyphenation: Hyphenation(style)), ellipsis: try shaped("\u{2026}", style),
            hyphen: style.hyphens == .none ? nil : try shaped(try hyphenString(style), style),
            style: style, maxWidth: maxWidth
        ).layout()
        lock.withLock {
            if layoutCache.count >= cacheLimit { layoutCache.removeAll(keepingCapacity: true) }
            layoutCache[key] = layout
        }
        return layout
    }

    /// Drops every cached measurement (fonts and glyph masks stay).
    public func clearMeasurementCache() {
        lock.withLock {
            shapedCache.removeAll()
            layoutCache.removeAll()
        }
    }

    /// The hyphen a hyphenated line ends with: U+2010 HYPHEN when the style's font has it, else
    /// the hyphen-minus, as browsers choose (both from the text's own font).
    private func hyphenString(_ style: TextStyle) throws(TextError) -> String {
        let primary = try fonts.face(family: style.family, weight: style.weight, italic: style.italic)
        return primary.hasGlyph(for: "\u{2010}") ? "\u{2010}" : "-"
    }

    private func shaped(_ text: String, _ style: TextStyle, hyphenation: Hyphenation = .none) throws(TextError) -> ShapedText {
        let key = ShapingKey(text, style, hyphenation)
        if let cached = lock.withLock({ shapedCache[key] }) { return cached }
        let primary = try fonts.face(family: style.family, weight: style.weight, italic: style.italic)
        let shaped = Shaper(fonts: fonts, primary: primary, size: style.size, tracking: style.tracking,
                            tabularNumbers: style.tabularNumbers, han: key.han, hyphenation: hyphenation).shape(text)
        lock.withLock {
            if shapedCache.count >= cacheLimit { shapedCache.removeAll(keepingCapacity: true) }
            shapedCache[key] = shaped
        }
        return shaped
    }
}
