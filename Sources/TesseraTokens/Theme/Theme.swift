import TesseraGeometry

/// The tokens of one resolution (for example `theme: dark`) with typed, compile-checked look-ups.
///
/// Components read `theme[.textPrimary]`, never a raw color, so switching the theme re-styles
/// everything. A theme holds every token of its resolution, typed, and is built for the key
/// catalogs its users need (`requiring:`): it checks that each of their keys names a token of the
/// right type, so those subscripts cannot fail later. It demands nothing else, so any DTCG set
/// loads; a key of a catalog it was not checked against that it lacks stops the program with the
/// token's name, as an out-of-range index would (Tessera's renderer checks its own catalog before
/// every render, so this takes a key of your own that you did not pass as `keys:`).
public struct Theme: Sendable {
    /// The context chosen for each modifier, such as `["theme": "dark"]`.
    public let contexts: [String: String]
    /// Every token of the resolution, by name.
    public let tokens: ResolvedTokens

    /// The values by type and name, shared by every copy: themes travel in every environment
    /// value of a render, so a copy is one reference, not fourteen tables.
    private let tables: TypedTables
    /// The catalogs this theme has been checked against, so checking one again costs nothing.
    private var checkedCatalogs: Set<ObjectIdentifier> = []

    /// Builds the typed tables from resolved tokens and checks every key of `catalogs`; throws a
    /// diagnostic for each key whose token is missing or has another type (the token files and
    /// the generated keys disagree: run `tessera tokens swift`).
    public init(tokens: ResolvedTokens, contexts: [String: String] = [:], requiring catalogs: [any TokenKeyCatalog.Type] = []) throws(TokenErrors) {
        self.tables = TypedTables(tokens)
        self.contexts = contexts
        self.tokens = tokens
        try throwIfAny(problems(catalogs))
        checkedCatalogs = Set(catalogs.map(ObjectIdentifier.init))
    }

    /// This theme, checked against `catalogs`: throws a diagnostic for every key of theirs it has
    /// no token of the right type for, and otherwise returns a copy that remembers them, so a
    /// renderer that checks its themes before every render pays for each catalog once.
    public func checked(_ catalogs: [any TokenKeyCatalog.Type]) throws(TokenErrors) -> Theme {
        let unchecked = catalogs.filter { !checkedCatalogs.contains(ObjectIdentifier($0)) }
        guard !unchecked.isEmpty else { return self }
        try throwIfAny(problems(unchecked))
        var copy = self
        copy.checkedCatalogs.formUnion(unchecked.map(ObjectIdentifier.init))
        return copy
    }

    /// A diagnostic for every key of `catalogs` this theme has no token of the right type for.
    private func problems(_ catalogs: [any TokenKeyCatalog.Type]) -> [TokenDiagnostic] {
        var diagnostics: [TokenDiagnostic] = []
        for catalog in catalogs {
            for type in TokenType.allCases {
                for name in catalog.names(of: type) {
                    guard let token = tokens[name] else {
                        diagnostics.append(TokenDiagnostic(file: "\(catalog)", path: name, location: .unknown, message: "key has no token in \(Theme.describe(contexts)); regenerate with `tessera tokens swift`"))
                        continue
                    }
                    if token.type != type {
                        diagnostics.append(TokenDiagnostic(file: token.file, path: name, location: token.location, message: "is a \(token.type.rawValue) but its key in \(catalog) expects a \(type.rawValue); regenerate with `tessera tokens swift`"))
                    }
                }
            }
        }
        return diagnostics
    }

    private func throwIfAny(_ diagnostics: [TokenDiagnostic]) throws(TokenErrors) {
        guard diagnostics.isEmpty else { throw TokenErrors(diagnostics) }
    }

    static func describe(_ contexts: [String: String]) -> String {
        contexts.isEmpty ? "the default resolution" : contexts.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
    }

    public subscript(key: TokenKey<Color>) -> Color { tables.colors[key.name] ?? missing(key) }
    public subscript(key: TokenKey<Length>) -> Length { tables.dimensions[key.name] ?? missing(key) }
    public subscript(key: TokenKey<[String]>) -> [String] { tables.fontFamilies[key.name] ?? missing(key) }
    public subscript(key: TokenKey<FontWeight>) -> FontWeight { tables.fontWeights[key.name] ?? missing(key) }
    public subscript(key: TokenKey<AnimationDuration>) -> AnimationDuration { tables.durations[key.name] ?? missing(key) }
    public subscript(key: TokenKey<CubicBezier>) -> CubicBezier { tables.cubicBeziers[key.name] ?? missing(key) }
    public subscript(key: TokenKey<Double>) -> Double { tables.numbers[key.name] ?? missing(key) }
    public subscript(key: TokenKey<Typography>) -> Typography { tables.typographies[key.name] ?? missing(key) }
    public subscript(key: TokenKey<[BoxShadow]>) -> [BoxShadow] { tables.shadows[key.name] ?? missing(key) }
    public subscript(key: TokenKey<Border>) -> Border { tables.borders[key.name] ?? missing(key) }
    public subscript(key: TokenKey<[ColorStop]>) -> [ColorStop] { tables.gradients[key.name] ?? missing(key) }
    public subscript(key: TokenKey<LineStyle>) -> LineStyle { tables.strokeStyles[key.name] ?? missing(key) }
    public subscript(key: TokenKey<Transition>) -> Transition { tables.transitions[key.name] ?? missing(key) }
    public subscript(key: TokenKey<Icon>) -> Icon { tables.icons[key.name] ?? missing(key) }

    /// A key whose catalog this theme was not built for, and whose token it lacks: a programming
    /// error (build the theme or renderer for that catalog to get a diagnostic instead).
    private func missing<V>(_ key: TokenKey<V>) -> V {
        preconditionFailure("the theme (\(Theme.describe(contexts))) has no \(V.self) token \(key.name); build it for the key's catalog (requiring:/keys:) to have this reported when the theme loads")
    }
}

/// A theme's values by type and name, built once from its resolved tokens.
private final class TypedTables: Sendable {
    let colors: [String: Color]
    let dimensions: [String: Length]
    let fontFamilies: [String: [String]]
    let fontWeights: [String: FontWeight]
    let durations: [String: AnimationDuration]
    let cubicBeziers: [String: CubicBezier]
    let numbers: [String: Double]
    let typographies: [String: Typography]
    let shadows: [String: [BoxShadow]]
    let borders: [String: Border]
    let gradients: [String: [ColorStop]]
    let strokeStyles: [String: LineStyle]
    let transitions: [String: Transition]
    let icons: [String: Icon]

    init(_ tokens: ResolvedTokens) {
        func table<V>(_ extract: (TokenValue) -> V?) -> [String: V] {
            var table: [String: V] = [:]
            for token in tokens.tokens {
                if let value = extract(token.value) { table[token.name] = value }
            }
            return table
        }
        colors = table { if case .color(let v) = $0 { v } else { nil } }
        dimensions = table { if case .dimension(let v) = $0 { v } else { nil } }
        fontFamilies = table { if case .fontFamily(let v) = $0 { v } else { nil } }
        fontWeights = table { if case .fontWeight(let v) = $0 { v } else { nil } }
        durations = table { if case .duration(let v) = $0 { v } else { nil } }
        cubicBeziers = table { if case .cubicBezier(let v) = $0 { v } else { nil } }
        numbers = table { if case .number(let v) = $0 { v } else { nil } }
        typographies = table { if case .typography(let v) = $0 { v } else { nil } }
        shadows = table { if case .shadow(let v) = $0 { v } else { nil } }
        borders = table { if case .border(let v) = $0 { v } else { nil } }
        gradients = table { if case .gradient(let v) = $0 { v } else { nil } }
        strokeStyles = table { if case .strokeStyle(let v) = $0 { v } else { nil } }
        transitions = table { if case .transition(let v) = $0 { v } else { nil } }
        icons = table { if case .icon(let v) = $0 { v } else { nil } }
    }
}
