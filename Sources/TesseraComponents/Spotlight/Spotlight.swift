import Tessera

/// An onboarding sequence (seed 002): the elements to focus on, in order, each with its
/// message, and whether the user may leave the sequence early.
///
/// ```swift
/// let tour = Spotlight(elements: [
///     Spotlight.Element(key: "home.inbox", message: "New offers land in your inbox."),
///     Spotlight.Element(key: "home.order", message: "Order ahead and skip the line."),
/// ], cancellable: true)
/// HomeScreen().presentSpotlight(tour, step: 0)
/// ```
public struct Spotlight: Hashable, Sendable {
    public var elements: [Element]
    /// The overlay offers "Skip" so the sequence can be left before its end.
    public var cancellable: Bool

    public init(elements: [Element], cancellable: Bool) {
        self.elements = elements
        self.cancellable = cancellable
    }

    /// One stop of the sequence: the key a view was marked with (`.spotlightElement(key:)`) and
    /// what to say about it.
    public struct Element: Hashable, Sendable {
        public var key: String
        public var message: String

        public init(key: String, message: String) {
            self.key = key
            self.message = message
        }

        /// The outline the focus takes around a marked view.
        public enum Shape: Hashable, Sendable {
            /// A circle around the view (icons, avatars, round buttons).
            case circle
            /// The view's rectangle with rounded corners of this radius (rows, cards, fields).
            case roundedRect(cornerRadius: Double)
        }
    }
}
