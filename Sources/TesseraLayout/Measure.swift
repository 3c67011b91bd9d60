/// How much room a leaf's content is offered along one axis, as Yoga's measure modes put it.
///
/// A height is proposed only as `exactly` (the height is decided) or `unconstrained` (the
/// content says what it needs): never `atMost`. As in browsers, the room a box's parent has for
/// its height does not shape its content (text wraps to a width, never to a height), so layout
/// does not pass it on: that keeps layout linear in a tree's size, since a node is then asked
/// the same question for its height whatever room each of its ancestors had (before, nested
/// wrapping rows asked every descendant once per ancestor). Widths use all three cases.
public enum SizeProposal: Equatable, Sendable {
    /// The content box will be exactly this size; the measure tells what the other axis needs.
    case exactly(Double)
    /// The content should fit in this much if it can (text wraps); it may answer larger if it
    /// cannot (a long word). `atMost(0)` asks for the min-content size. Widths only.
    case atMost(Double)
    /// No limit: the max-content size.
    case unconstrained
}

/// The content size a leaf's measure closure returns, excluding padding and border.
public struct Measurement: Equatable, Sendable {
    public var width: Double
    public var height: Double
    /// Distance from the top of the content box to the first baseline, or nil if the content
    /// has none (the box then aligns by its bottom border edge, as CSS synthesizes).
    public var baseline: Double?

    public init(width: Double, height: Double, baseline: Double? = nil) {
        self.width = width
        self.height = height
        self.baseline = baseline
    }
}

/// Measures a leaf's content for a proposed width and height. It must be a pure function of
/// its arguments: results are cached within and across layouts until the node is marked dirty.
/// The height proposal is `exactly` or `unconstrained` (see `SizeProposal`). A leaf in a vertical
/// writing mode (`Style.writingMode`) is asked and answers in its own axes: `width` is its inline
/// size, along which its lines run (physically its height), and `height` its block size.
public typealias MeasureFunction = (_ width: SizeProposal, _ height: SizeProposal) -> Measurement

/// A node's computed box: position of its border box relative to the parent's border box.
public struct Frame: Equatable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = Frame(x: 0, y: 0, width: 0, height: 0)
}
