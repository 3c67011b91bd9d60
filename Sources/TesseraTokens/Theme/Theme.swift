import TesseraGeometry

/// The tokens of one resolution (for example `theme: dark`) with typed, compile-checked look-ups.
///
/// Components read `theme[.textPrimary]`, never a raw color, so switching the theme re-styles
/// everything. Creating a `Theme` checks that every generated key names a token of the right
/// type in this resolution; after that, subscripts are plain array reads (fast in render loops,
/// and no failure path). Tokens without keys (palette primitives) are reachable by name through
/// `tokens`.
public struct Theme: Sendable {
    /// The context chosen for each modifier, such as `["theme": "dark"]`.
    public let contexts: [String: String]
    /// Every token of the resolution, by name.
    public let tokens: ResolvedTokens

    private let colors: [Color]
    private let dimensions: [Length]
    private let fontFamilies: [[String]]
    private let fontWeights: [FontWeight]
    private let durations: [AnimationDuration]
    private let cubicBeziers: [CubicBezier]
    private let numbers: [Double]
    private let typographies: [Typography]
    private let shadows: [[BoxShadow]]
    private let borders: [Border]
    private let gradients: [[ColorStop]]
    private let strokeStyles: [LineStyle]
    private let transitions: [Transition]
    private let icons: [Icon]

    /// Builds the typed tables from resolved tokens; throws a diagnostic for every generated key
    /// that is missing or has another type (the token files and `TokenKeys.swift` disagree: run
    /// `tessera tokens swift`).
    public init(tokens: ResolvedTokens, contexts: [String: String] = [:]) throws(TokenErrors) {
        var diagnostics: [TokenDiagnostic] = []
        func table<V>(_ type: TokenType, _ extract: (TokenValue) -> V?) -> [V] {
            GeneratedTokenKeys.names(of: type).compactMap { name in
                guard let token = tokens[name] else {
                    diagnostics.append(TokenDiagnostic(file: "Generated/TokenKeys.swift", path: name, location: .unknown, message: "key has no token in \(Theme.describe(contexts)); regenerate with `tessera tokens swift`"))
                    return nil
                }
                guard let value = extract(token.value) else {
                    diagnostics.append(TokenDiagnostic(file: token.file, path: name, location: token.location, message: "is a \(token.type.rawValue) but its generated key expects a \(type.rawValue); regenerate with `tessera tokens swift`"))
                    return nil
                }
                return value
            }
        }
        colors = table(.color) { if case .color(let v) = $0 { v } else { nil } }
        dimensions = table(.dimension) { if case .dimension(let v) = $0 { v } else { nil } }
        fontFamilies = table(.fontFamily) { if case .fontFamily(let v) = $0 { v } else { nil } }
        fontWeights = table(.fontWeight) { if case .fontWeight(let v) = $0 { v } else { nil } }
        durations = table(.duration) { if case .duration(let v) = $0 { v } else { nil } }
        cubicBeziers = table(.cubicBezier) { if case .cubicBezier(let v) = $0 { v } else { nil } }
        numbers = table(.number) { if case .number(let v) = $0 { v } else { nil } }
        typographies = table(.typography) { if case .typography(let v) = $0 { v } else { nil } }
        shadows = table(.shadow) { if case .shadow(let v) = $0 { v } else { nil } }
        borders = table(.border) { if case .border(let v) = $0 { v } else { nil } }
        gradients = table(.gradient) { if case .gradient(let v) = $0 { v } else { nil } }
        strokeStyles = table(.strokeStyle) { if case .strokeStyle(let v) = $0 { v } else { nil } }
        transitions = table(.transition) { if case .transition(let v) = $0 { v } else { nil } }
        icons = table(.icon) { if case .icon(let v) = $0 { v } else { nil } }
        guard diagnostics.isEmpty else { throw TokenErrors(diagnostics) }
        self.contexts = contexts
        self.tokens = tokens
    }

    static func describe(_ contexts: [String: String]) -> String {
        contexts.isEmpty ? "the default resolution" : contexts.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
    }

    public subscript(key: TokenKey<Color>) -> Color { colors[key.index] }
    public subscript(key: TokenKey<Length>) -> Length { dimensions[key.index] }
    public subscript(key: TokenKey<[String]>) -> [String] { fontFamilies[key.index] }
    public subscript(key: TokenKey<FontWeight>) -> FontWeight { fontWeights[key.index] }
    public subscript(key: TokenKey<AnimationDuration>) -> AnimationDuration { durations[key.index] }
    public subscript(key: TokenKey<CubicBezier>) -> CubicBezier { cubicBeziers[key.index] }
    public subscript(key: TokenKey<Double>) -> Double { numbers[key.index] }
    public subscript(key: TokenKey<Typography>) -> Typography { typographies[key.index] }
    public subscript(key: TokenKey<[BoxShadow]>) -> [BoxShadow] { shadows[key.index] }
    public subscript(key: TokenKey<Border>) -> Border { borders[key.index] }
    public subscript(key: TokenKey<[ColorStop]>) -> [ColorStop] { gradients[key.index] }
    public subscript(key: TokenKey<LineStyle>) -> LineStyle { strokeStyles[key.index] }
    public subscript(key: TokenKey<Transition>) -> Transition { transitions[key.index] }
    public subscript(key: TokenKey<Icon>) -> Icon { icons[key.index] }

    /// A text style at a text-size category (Dynamic Type): the style scaled by the category's
    /// factor from the `textSize` tokens.
    public func typography(_ key: TokenKey<Typography>, size: TextSize) -> Typography {
        self[key].scaled(by: self[size.key])
    }
}

/// The iOS text-size categories (Dynamic Type), from extra small to the five accessibility sizes.
/// Each scales the type ramp by its `textSize.*` token (`large` is 1).
public enum TextSize: String, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    var key: TokenKey<Double> {
        switch self {
        case .xSmall: .textSizeXSmall
        case .small: .textSizeSmall
        case .medium: .textSizeMedium
        case .large: .textSizeLarge
        case .xLarge: .textSizeXLarge
        case .xxLarge: .textSizeXxLarge
        case .xxxLarge: .textSizeXxxLarge
        case .accessibility1: .textSizeAccessibility1
        case .accessibility2: .textSizeAccessibility2
        case .accessibility3: .textSizeAccessibility3
        case .accessibility4: .textSizeAccessibility4
        case .accessibility5: .textSizeAccessibility5
        }
    }
}
