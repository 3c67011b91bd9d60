/// A CSS Sizing 3/4 keyword in place of a length.
public enum SizingKeyword: String, Hashable, Sendable, CaseIterable {
    /// The smallest size the content fits in (the longest word of a text).
    case minContent = "min-content"
    /// The size the content takes unconstrained (a text on one line).
    case maxContent = "max-content"
    /// The available size, but no less than min-content and no more than max-content.
    case fitContent = "fit-content"
    /// The available size less the margins (Chromium's `stretch`, `-webkit-fill-available`).
    case stretch
}

/// The sizing keywords of a node's size properties, beside `Style`'s lengths: a property set to
/// a keyword holds `auto` in `Style` and its keyword here.
///
/// Kept apart from `Dimension`, so every step of layout keeps reading plain lengths: a container
/// visit resolves its children's keywords into lengths against its own size before it sizes
/// them (`resolveSizingKeywords`), which is where CSS resolves them too (against the available
/// space of the containing block).
public struct SizingKeywords: Hashable, Sendable {
    public var width: SizingKeyword?
    public var height: SizingKeyword?
    public var minWidth: SizingKeyword?
    public var minHeight: SizingKeyword?
    public var maxWidth: SizingKeyword?
    public var maxHeight: SizingKeyword?
    public var flexBasis: SizingKeyword?

    public init(width: SizingKeyword? = nil, height: SizingKeyword? = nil, minWidth: SizingKeyword? = nil,
                minHeight: SizingKeyword? = nil, maxWidth: SizingKeyword? = nil, maxHeight: SizingKeyword? = nil,
                flexBasis: SizingKeyword? = nil) {
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.minHeight = minHeight
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
        self.flexBasis = flexBasis
    }

    public var isEmpty: Bool { self == SizingKeywords() }

    /// A `stretch` or `fit-content`: the box's lengths depend on its container's size, as
    /// percentages do (so its cached sizes are told apart by that size).
    var resolveAgainstContainer: Bool {
        [width, height, minWidth, minHeight, maxWidth, maxHeight, flexBasis].contains { $0 == .stretch || $0 == .fitContent }
    }

    /// A content-based keyword on the height: the content's height, which (unlike `auto`) an
    /// item is not stretched over (CSS Sizing 3 §3.1, as Chromium lays it out).
    var heightIsContentBased: Bool { height != nil && height != .stretch }
}
