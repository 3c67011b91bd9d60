/// A piece of user interface, declared as a value: either composed from other views (`body`)
/// or one of Tessera's primitives, which lower themselves to layout elements.
///
/// Views need not be `Sendable`: each render lowers its own view values, so a gallery renders in
/// parallel by building views per thread from factories.
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public var body: Never { return fatalError("Never has no body") }
}

/// A view Tessera draws itself. Its `body` is never asked for: lowering calls `lower` instead.
protocol PrimitiveView {
    /// The elements this view contributes to its parent (none for `EmptyView`, several for a
    /// `Group` or `ForEach`).
    func lower(in context: LoweringContext) throws(RenderError) -> [Element]
}

extension View where Body == Never {
    /// Primitive views (`Body == Never`) have no composed body; lowering never asks for it.
    public var body: Never { return fatalError("\(Self.self) is a primitive view and has no body") }
}
