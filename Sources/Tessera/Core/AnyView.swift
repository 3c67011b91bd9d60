/// A type-erased view: lets arrays, optionals and JSON scenes hold views of different types.
public struct AnyView: View, PrimitiveView {
    public typealias Body = Never
    let view: any View

    public init(_ view: some View) {
        self.view = (view as? AnyView)?.view ?? view
    }

    func lower(in context: LoweringContext) throws(RenderError) -> [Element] {
        try context.lower(view)
    }
}

extension View {
    /// Erases the view's type (for arrays of mixed views).
    public func eraseToAnyView() -> AnyView { AnyView(self) }
}
