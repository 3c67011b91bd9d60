import TesseraGeometry

/// A modifier as a value: styles reusable and composable without a view.
///
/// ```swift
/// let card: Modifier = .padding(.m) <> .background(.card) <> .cornerRadius(.l) <> .shadow(.card)
/// Text("Hello").modifier(card)
/// ```
///
/// `a <> b` applies `a` first, then `b`, exactly as chaining `.a().b()` on a view would, so
/// a style written either way renders the same pixels. Modifier values hold data only (tokens,
/// colors, sizes, shapes), which keeps them `Sendable` and lets JSON scenes build them;
/// modifiers that take views (`background(_:alignment:)` with a view) are view methods.
public struct Modifier: Sendable {
    let steps: [ModifierStep]

    init(steps: [ModifierStep]) { self.steps = steps }

    /// The modifier that changes nothing (the identity of `<>`).
    public static let identity = Modifier(steps: [])
}

/// Bento's precedence ladder: composition (`<>`) binds tightest, then nodes into a section
/// (`|---+`), then sections into a box (`|-+`), so `.empty |-+ Section(id: .a) |---+ Node(...)`
/// adds the node to the section before the section joins the box.
precedencegroup ComposingPrecedence {
    associativity: left
    higherThan: NodeConcatenationPrecedence
}

precedencegroup NodeConcatenationPrecedence {
    associativity: left
    higherThan: SectionConcatenationPrecedence
}

precedencegroup SectionConcatenationPrecedence {
    associativity: left
    higherThan: AdditionPrecedence
}

infix operator <>: ComposingPrecedence

/// Composes two modifiers: the left one applies first (innermost).
public func <> (lhs: Modifier, rhs: Modifier) -> Modifier {
    Modifier(steps: lhs.steps + rhs.steps)
}

/// An edge of a view's frame; `leading` and `trailing` follow the layout direction.
public enum Edge: Sendable {
    case top, leading, bottom, trailing

    /// Which edges `padding` applies to.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}
