import TesseraJSON

/// Draws the view and its subtree at an opacity from 0 to 1 (a layer, composited once).
struct OpacityModifier: ElementStep {
    let opacity: NumberValue

    func apply(to element: Element, in context: LoweringContext) throws(RenderError) -> Element {
        let value = opacity.value(in: context.environment.theme)
        guard value.isFinite, (0...1).contains(value) else {
            throw .invalidValue(path: context.path, name: "opacity", value: "\(value)", reason: "must be between 0 and 1")
        }
        element.decorations.append(.opacity(value))
        return element
    }
}

extension Modifier {
    public static func opacity(_ value: Double) -> Modifier { Modifier(OpacityModifier(opacity: .literal(value))) }
    /// Opacity from a number token: `.opacity(.opacityDisabled)`.
    public static func opacity(_ token: TokenKey<Double>) -> Modifier { Modifier(OpacityModifier(opacity: .token(token))) }
}

extension View {
    public func opacity(_ value: Double) -> ModifiedContent<Self> { modifier(.opacity(value)) }
    public func opacity(_ token: TokenKey<Double>) -> ModifiedContent<Self> { modifier(.opacity(token)) }
}

extension SceneModifier {
    static let opacity = SceneModifier("opacity", value: "0 … 1, or a number token name (`opacity.disabled`)") { value throws(RenderError) in
        guard case .string(let name) = value.json else { return .opacity(try value.number()) }
        guard let token = value.reader.theme.key(named: name, as: Double.self) else {
            throw .scene(path: value.path, reason: "unknown number token \(Excerpt.quoted(name))\(value.reader.suggestion(Double.self, name)) (a number from 0 to 1, or a token such as opacity.disabled)")
        }
        return .opacity(token)
    }
}
