/// Groups views without a layout of their own: its children join the enclosing stack, and
/// modifiers on the group apply to each child, as in SwiftUI.
public struct Group: View, PrimitiveView {
    public typealias Body = Never
    let content: ViewList

    public init(@ViewBuilder content: () -> ViewList) { self.content = content() }

    func lower(in context: LoweringContext) throws(RenderError) -> [Element] {
        try content.lower(in: context)
    }
}

/// A view that draws nothing and takes no room.
public struct EmptyView: View, PrimitiveView {
    public typealias Body = Never
    public init() {}

    func lower(in context: LoweringContext) throws(RenderError) -> [Element] { [] }
}

/// One view per element of a collection (views for `for … in` outside a builder block).
public struct ForEach<Data: RandomAccessCollection>: View, PrimitiveView {
    public typealias Body = Never
    let data: Data
    let content: (Data.Element) -> AnyView

    public init<Content: View>(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = { AnyView(content($0)) }
    }

    /// SwiftUI's spelling; identity is not needed to render, so `id` only documents it.
    public init<ID: Hashable, Content: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                             @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, content: content)
    }

    func lower(in context: LoweringContext) throws(RenderError) -> [Element] {
        var elements: [Element] = []
        for item in data { elements += try context.lower(content(item)) }
        return elements
    }
}

/// Builds its content from the environment it inherits (SwiftUI's `@Environment`, as a view):
/// how a component reads the color scheme, layout direction, tint or theme.
///
/// ```swift
/// EnvironmentReader { env in
///     Image(icon: env.layoutDirection == .rightToLeft ? .chevronLeft : .chevronRight)
/// }
/// ```
public struct EnvironmentReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: (EnvironmentValues) -> Content

    public init(@ViewBuilder content: @escaping (EnvironmentValues) -> Content) { self.content = content }

    func lower(in context: LoweringContext) throws(RenderError) -> [Element] {
        try context.lower(content(context.environment))
    }
}

extension Optional: View where Wrapped: View {
    public var body: some View {
        if let view = self { view }
    }
}
