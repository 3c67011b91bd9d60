/// The most lines text below wraps to (nil: no limit); the last one truncates.
struct LineLimitModifier: EnvironmentStep {
    let limit: Int?

    func apply(to environment: inout EnvironmentValues, in context: LoweringContext) throws(RenderError) {
        if let limit, limit < 1 {
            throw .invalidValue(path: context.path, name: "lineLimit", value: "\(limit)", reason: "must be at least 1")
        }
        environment.lineLimit = limit
    }
}

extension Modifier {
    public static func lineLimit(_ limit: Int?) -> Modifier { Modifier(LineLimitModifier(limit: limit)) }
}

extension View {
    public func lineLimit(_ limit: Int?) -> ModifiedContent<Self> { modifier(.lineLimit(limit)) }
}

extension SceneModifier {
    static let lineLimit = SceneModifier("lineLimit", value: "whole number ≥ 1") { value throws(RenderError) in
        let limit = try value.number()
        guard limit >= 1, limit <= 10_000, limit == limit.rounded() else {
            throw .scene(path: value.path, reason: "must be a whole number from 1")
        }
        return .lineLimit(Int(limit))
    }
}
