import TesseraLayout
import TesseraText

/// What lowering a view needs: the environment it inherits, the services shared by a render
/// (text engine, image cache, asset root) and the path of views above it, for error messages.
///
/// A class so nested lowering shares the path stack; `with(environment:)` makes a child context
/// for environment overrides.
final class LoweringContext {
    let environment: EnvironmentValues
    let services: RenderServices
    private let parent: LoweringContext?
    private var trail: [Any.Type] = []

    init(environment: EnvironmentValues, services: RenderServices, parent: LoweringContext? = nil) {
        self.environment = environment
        self.services = services
        self.parent = parent
    }

    /// A context for a subtree with a changed environment.
    func with(environment: EnvironmentValues) -> LoweringContext {
        LoweringContext(environment: environment, services: services, parent: self)
    }

    /// Lowers any view: primitives lower themselves, composed views lower their body. Each
    /// level counts against the budget's nesting (lowering recurses once per level).
    func lower(_ view: any View) throws(RenderError) -> [Element] {
        trail.append(type(of: view))
        defer { trail.removeLast() }
        try services.enterNesting(1, path: path)
        defer { services.leaveNesting(1) }
        if let primitive = view as? PrimitiveView {
            let elements = try primitive.lower(in: self)
            adoptDirection(elements)
            return elements
        }
        return try lower(view.body)
    }

    /// Flexbox's `direction` carries the layout direction; the innermost environment wins, so
    /// only elements without one take this context's.
    func adoptDirection(_ elements: [Element]) {
        let direction: Direction = environment.isRightToLeft ? .rtl : .ltr
        for element in elements where element.style.direction == nil { element.style.direction = direction }
    }

    /// The views from the root to the one being lowered (`Card > VStack > Text`), for errors.
    var path: String { Self.path(of: viewTypes) }

    /// The types of the views from the root to the one being lowered: what `path` names, kept
    /// by the audit for each text without paying for the names until a finding needs them.
    var viewTypes: [Any.Type] { (parent?.viewTypes ?? []) + trail }

    static func path(of types: [Any.Type]) -> String {
        let names = types.map { String("\($0)".prefix { $0 != "<" }) }
        let filtered = names.filter { !$0.isEmpty && $0 != "AnyView" && $0 != "ViewList" && $0 != "ModifiedContent" }
        return filtered.isEmpty ? "root" : filtered.joined(separator: " > ")
    }

    /// Throws unless `value` is a finite number from 0 to `max`.
    func check(_ value: Double, _ name: String, max: Double = 1_000_000) throws(RenderError) {
        guard value.isFinite, value >= 0, value <= max else {
            throw .invalidValue(path: path, name: name, value: "\(value)", reason: "must be a finite number from 0 to \(Int(max))")
        }
    }
}
