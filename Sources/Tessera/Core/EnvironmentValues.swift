import TesseraText

/// Which way text and horizontal stacks run.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}

public typealias TextAlignment = TesseraText.TextAlignment
public typealias TruncationMode = TesseraText.TruncationMode
public typealias Hyphens = TesseraText.Hyphens

/// Everything a view inherits from its ancestors: the renderer's settings (theme, color scheme,
/// display scale, text size, layout direction, locale) and the styles modifiers hand down
/// (foreground color, font, line limit, truncation, hyphenation, text alignment).
///
/// Overridden for a subtree with `.environment(\.keyPath, value)` or the dedicated modifiers;
/// modules add values of their own with an `EnvironmentKey`.
public struct EnvironmentValues {
    /// The resolved design tokens every color, font, spacing, radius and elevation comes from:
    /// the theme of the current color scheme. Setting it replaces that scheme's theme in
    /// `themes` (the other scheme's stays).
    public var theme: Theme {
        get { themes.theme(preferring: colorScheme) }
        set { themes.set(newValue, for: colorScheme) }
    }
    /// The themes the subtree is styled from, by color scheme.
    public var themes: ThemeSet
    /// Light or dark. Setting it re-themes the subtree from `themes`: a dark card on a light
    /// page is `Card().environment(\.colorScheme, .dark)`.
    public var colorScheme: ColorScheme
    /// Device pixels per point (1, 2, 3): the canvas scale and the pixel grid layout rounds to.
    public var displayScale: Double
    /// The text-size category; every typography token is scaled by its factor.
    public var textSize: TextSize
    public var layoutDirection: LayoutDirection
    /// A BCP 47 language tag (`en-GB`), for components that format numbers and dates, and for
    /// text: it picks the face Han characters are drawn with (`ja`, `zh-Hans`, `zh-Hant`, `ko`)
    /// and the hyphenation dictionary (`de`, `fr`, `en-US`).
    public var locale: String

    /// Color of text and template images (`foregroundColor`).
    public var foregroundColor: ColorValue = .textPrimary
    /// Accent color for controls (`tint`).
    public var tint: ColorValue = .accent
    /// Typography token of text (`font`).
    public var font: TokenKey<Typography> = .body
    public var lineLimit: Int?
    public var truncationMode: TruncationMode = .tail
    /// Whether text breaks inside words with a hyphen drawn (`hyphens`), from the locale's dictionary.
    public var hyphens: Hyphens = .none
    public var multilineTextAlignment: TextAlignment = .leading
    /// Values of custom `EnvironmentKey`s, by key type.
    var customValues: [ObjectIdentifier: any Sendable] = [:]

    public init(
        theme: Theme, colorScheme: ColorScheme = .light, displayScale: Double = 2, textSize: TextSize = .large,
        layoutDirection: LayoutDirection = .leftToRight, locale: String = "en-US"
    ) {
        self.init(themes: ThemeSet(theme, for: colorScheme), colorScheme: colorScheme, displayScale: displayScale,
                  textSize: textSize, layoutDirection: layoutDirection, locale: locale)
    }

    public init(
        themes: ThemeSet, colorScheme: ColorScheme = .light, displayScale: Double = 2, textSize: TextSize = .large,
        layoutDirection: LayoutDirection = .leftToRight, locale: String = "en-US"
    ) {
        self.themes = themes
        self.colorScheme = colorScheme
        self.displayScale = displayScale
        self.textSize = textSize
        self.layoutDirection = layoutDirection
        self.locale = locale
    }

    var isRightToLeft: Bool { layoutDirection == .rightToLeft }

    /// The concrete color of a color value in this theme.
    public func resolve(_ color: ColorValue) -> Color {
        switch color {
        case .token(let key): theme[key]
        case .literal(let color): color
        case .foreground: concrete(foregroundColor) ?? theme[.textPrimary]
        case .tint: concrete(tint) ?? theme[.accentPrimary]
        }
    }

    /// A token or literal color; nil for the indirect `.foreground` and `.tint` (the modifiers
    /// that set them store what those stand for, so an indirect value here can only come from a
    /// key-path override and falls back to the default).
    private func concrete(_ color: ColorValue) -> Color? {
        switch color {
        case .token(let key): theme[key]
        case .literal(let color): color
        case .foreground, .tint: nil
        }
    }

    /// The text style of a typography token at this environment's text size, for text whose
    /// (first) paragraph reads right to left or not.
    ///
    /// Leading is the layout's leading edge, as in SwiftUI: the right edge in a right-to-left
    /// layout for every paragraph. The text engine aligns to each paragraph's own start (CSS
    /// `start`), so only a left-to-right paragraph in a right-to-left layout swaps leading and
    /// trailing — swapping an Arabic or Hebrew one too put its short last line at the left.
    func textStyle(_ key: TokenKey<Typography>, rightToLeftText: Bool = false) -> TextStyle {
        let typography = theme.typography(key, size: textSize)
        var alignment = multilineTextAlignment
        if isRightToLeft && !rightToLeftText {
            alignment = alignment == .leading ? .trailing : alignment == .trailing ? .leading : .center
        }
        return TextStyle(
            family: typography.fontFamily.first ?? "Inter", weight: Int(typography.fontWeight.value.rounded()),
            size: typography.fontSize.points, lineHeight: .multiple(typography.lineHeight),
            tracking: typography.letterSpacing.points, alignment: alignment, lineLimit: lineLimit,
            truncation: truncationMode, locale: locale, hyphens: hyphens)
    }
}
