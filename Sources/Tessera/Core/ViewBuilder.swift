/// Builds a list of views from a block, as SwiftUI's `@ViewBuilder`: plain statements, `if`,
/// `if let`, `if`/`else`, `switch`, `for … in` and `if #available` all work. Views are
/// type-erased into a `ViewList` because Tessera only needs their order, not their static types.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression(_ view: some View) -> [AnyView] { [AnyView(view)] }
    public static func buildExpression(_ views: [AnyView]) -> [AnyView] { views }
    /// A list built elsewhere (`ViewList(children)`) joins as its views, not as one view: what
    /// containers that treat children one by one (`ViewThatFits`) need.
    public static func buildExpression(_ list: ViewList) -> [AnyView] { list.views }
    public static func buildBlock(_ parts: [AnyView]...) -> [AnyView] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [AnyView]?) -> [AnyView] { part ?? [] }
    public static func buildEither(first: [AnyView]) -> [AnyView] { first }
    public static func buildEither(second: [AnyView]) -> [AnyView] { second }
    public static func buildArray(_ parts: [[AnyView]]) -> [AnyView] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [AnyView]) -> [AnyView] { part }
    public static func buildFinalResult(_ parts: [AnyView]) -> ViewList { ViewList(parts) }
}

/// An ordered list of views with no layout of its own: what a `@ViewBuilder` block builds. Its
/// views join the enclosing stack as separate children.
public struct ViewList: View, PrimitiveView {
    public typealias Body = Never
    public let views: [AnyView]

    public init(_ views: [AnyView]) { self.views = views }

    /// Builds from an array of views, as Bento builds stacks from arrays.
    public init<V: View>(_ views: [V]) { self.views = views.map { AnyView($0) } }

    func lower(in context: LoweringContext) throws(RenderError) -> [Element] {
        var elements: [Element] = []
        for view in views { elements += try context.lower(view) }
        return elements
    }
}
