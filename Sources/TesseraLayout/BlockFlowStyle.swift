/// CSS 2.1 §9.5 `float`: a child of a block container taken out of the flow and shifted to the
/// left or right of its line, with the in-flow content after it avoiding it (see
/// `BlockFloats.swift`). Children of flex and grid containers are blockified and never float.
public enum FloatSide: String, Sendable, CaseIterable { case none, left, right }

/// CSS 2.1 §9.5.2 `clear`: which earlier floats of the same block formatting context a box
/// (in-flow or floating) must be placed below.
public enum Clear: String, Sendable, CaseIterable {
    case none, left, right, both

    /// Clears floats on `side`.
    func clears(_ side: FloatSide) -> Bool {
        switch self {
        case .none: false
        case .both: side != .none
        case .left: side == .left
        case .right: side == .right
        }
    }
}

/// CSS Containment 2 `contain`, as far as layout sees it: `layout` and `paint` make the box a
/// formatting context of its own (it holds its floats, its children's margins stay inside), and
/// `layout` also takes its baseline away (a flex row aligns it by its border box); `size` sizes
/// the box as if it had no content (`computeSizeContained`; on a block it also keeps its
/// children's margins inside, unlike CSS, and a grid is sized without its explicit tracks, so
/// the JSON reader refuses `size` on a grid). `content` is `layout paint`, `strict` is `size
/// layout paint`; `style` has no effect on layout.
public struct Containment: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let layout = Containment(rawValue: 1)
    public static let paint = Containment(rawValue: 2)
    public static let size = Containment(rawValue: 4)
    public static let content: Containment = [.layout, .paint]
    public static let strict: Containment = [.size, .layout, .paint]
}

/// CSS Text 3 `text-align`, for what it does to block-level boxes: nothing for `start`, `end`,
/// `left`, `right`, `center` and `justify` (they align inline content, which the engine does not
/// lay out), while Chromium's legacy `-webkit-left`, `-webkit-right` and `-webkit-center` move a
/// block container's block-level children that are narrower than it, as auto margins would, when
/// their own margins are not auto. Inherited, as in CSS: `Style.textAlign` nil takes the parent's.
public enum TextAlign: String, Sendable, CaseIterable {
    case start, end, left, right, center, justify
    case webkitLeft = "-webkit-left", webkitRight = "-webkit-right", webkitCenter = "-webkit-center"
}

extension Style {
    /// A block container that lays its children out in a block formatting context of its own
    /// (CSS 2.1 §9.4.1): the root of its floats, whose margins do not collapse with its
    /// children's, and which a float beside it narrows or pushes down rather than overlaps.
    /// Flex and grid containers always are; a block is when it floats, clips its overflow, has
    /// layout or paint containment, or aligns its content (`align-content`, CSS Box Alignment §5.1).
    var blockEstablishesContext: Bool {
        float != .none || isScrollContainer || alignContent != .normal || !contain.isEmpty
    }
}

extension LayoutTree {
    /// Size containment (CSS Containment 2 §3.1): the box is sized as if it had no content
    /// (its style, padding and border alone, as an empty leaf), then its content is laid out
    /// inside that size, overflowing it if need be. Sizes its parent decided stay; a height
    /// containment gives keeps percentage heights inside indefinite, as an auto height would.
    mutating func computeSizeContained(_ node: Int, _ input: LayoutInput, performLayout: Bool) -> LayoutOutput {
        let empty = computeLeaf(node, input, asEmpty: true)
        if input.contentSizedAxis != .none || (!performLayout && !input.needsBaseline) || children[node].isEmpty {
            return LayoutOutput(width: empty.width, height: empty.height, baseline: nil)
        }
        var inner = input
        inner.contentSizedAxis = .none
        inner.knownWidth = empty.width
        if input.knownHeight == nil {
            inner.knownHeight = empty.height
            inner.knownHeightIsDefinite = false
        }
        inner.availableWidth = .definite(empty.width)
        inner.availableHeight = .definite(inner.knownHeight ?? empty.height)
        switch styles[node].display {
        case .block: return computeBlockContainer(node, inner, performLayout: performLayout)
        case .grid: return computeGridContainer(node, inner, performLayout: performLayout)
        case .flex, .none, .contents: return computeFlexContainer(node, inner, performLayout: performLayout)
        }
    }
}
