import Tessera

/// What an overlay draws for one step of a spotlight sequence: the focused element, where it
/// landed (nil when its view is not on screen), and where the sequence stands. Frames are in the
/// overlay's own coordinates.
///
/// ```swift
/// struct PlainOverlay: FocusOverlay {
///     let focus: SpotlightFocus
///     init(focus: SpotlightFocus, container: Size) { self.focus = focus }
///     var body: some View { Text("\(focus.step + 1) of \(focus.count): \(focus.element.message)") }
/// }
/// ```
public struct SpotlightFocus: Hashable, Sendable {
    public var element: Spotlight.Element
    public var shape: Spotlight.Element.Shape
    /// The focused view's frame, or nil when no view is marked with the element's key.
    public var frame: Rect?
    /// The step shown (0-based) and how many there are.
    public var step: Int
    public var count: Int
    public var cancellable: Bool

    public var isLast: Bool { step == count - 1 }
}

/// The look of a spotlight (seed 002): built from the step's focus and the size of the
/// container it covers. `presentSpotlight` only knows this protocol, so a
/// sequence can change its look without touching anything else.
///
/// ```swift
/// HomeScreen().presentSpotlight(tour, step: 0, overlay: PlainOverlay.self)   // PlainOverlay: FocusOverlay
/// ```
public protocol FocusOverlay: View {
    init(focus: SpotlightFocus, container: Size)
}
