/// Four physical sides, in CSS order. Margins, padding, borders and insets are physical in CSS
/// (they do not flip with `direction` or `flex-direction`), so they are stored physically too.
public struct Edges<Value: Equatable & Sendable>: Equatable, Sendable {
    public var top: Value
    public var right: Value
    public var bottom: Value
    public var left: Value

    public init(top: Value, right: Value, bottom: Value, left: Value) {
        self.top = top
        self.right = right
        self.bottom = bottom
        self.left = left
    }

    /// The same value on all four sides.
    public init(all value: Value) {
        self.init(top: value, right: value, bottom: value, left: value)
    }
}

/// Hashable so that `Style` is (the layout tree stores each distinct style once).
extension Edges: Hashable where Value: Hashable {}
