/// What a block container's visit computes once, before its children are placed (as
/// `FlexContext` and `GridContext` for the other containers): its box, its width once found, the
/// height its children's percentages resolve against, and which of its edges its children's
/// margins collapse through (CSS 2.1 §8.3.1).
struct BlockContext {
    let node: Int
    let input: LayoutInput
    let performLayout: Bool
    let box: ResolvedBox
    let rtl: Bool
    /// Laid out in its parent block's flow: its margins can collapse with its children's. A
    /// block that is a flex or grid item, absolutely positioned, the root, or that clips its
    /// overflow establishes a block formatting context of its own, whose margins stay apart.
    let inFlow: Bool
    /// Border-box width: known from the parent or the style, else found from the children.
    var width: Double?
    /// The content-box height children's percentage heights resolve against, if definite.
    var percentBaseHeight: Double?
    /// `align-content` other than `normal` moves the in-flow content as one block (CSS Box
    /// Alignment §5.1, which also makes the box a formatting context of its own).
    let alignContent: AlignContent
    /// The first in-flow child's top margin adjoins this box's top margin: no padding or border
    /// between them (§8.3.1).
    let collapsesWithFirstChild: Bool
    /// The last in-flow child's bottom margin may adjoin this box's: no padding or border
    /// between them and an auto height (§8.3.1; a min height that decides the height also keeps
    /// them apart, checked once the height is known).
    let collapsesWithLastChild: Bool

    /// `style` where it is stored (`StyleTable.address(of:)`): read field by field, not copied
    /// whole (see `ResolvedBox.init(at:)`).
    init(node: Int, style: UnsafePointer<Style>, direction: Direction, input: LayoutInput, performLayout: Bool,
         inFlow: Bool) {
        self.node = node
        self.input = input
        self.performLayout = performLayout
        self.inFlow = inFlow
        rtl = direction == .rtl
        // A right-to-left scroll container's vertical scrollbar is on its left (as in Chromium).
        let box = ResolvedBox(at: style, parentWidth: input.parentWidth, parentHeight: input.parentHeight,
                              contentSized: input.contentSizedAxis, rtl: rtl)
        self.box = box
        width = input.knownWidth ?? box.width.map(box.clampWidth)
        let definiteHeight = input.knownHeightIsDefinite ? input.knownHeight : nil
        percentBaseHeight = (definiteHeight ?? box.height.map(box.clampHeight))
            .map { max(0, $0 - box.paddingBorderHeight) }
        alignContent = style.pointee.alignContent
        let ownContext = !inFlow || style.pointee.isScrollContainer || style.pointee.alignContent != .normal
        collapsesWithFirstChild = !ownContext && box.padding.top == 0 && box.border.top == 0
        collapsesWithLastChild = !ownContext && box.padding.bottom == 0 && box.border.bottom == 0
            && style.pointee.height.resolve(input.parentHeight) == nil
    }

    /// Once the width is known: a height an aspect ratio gives from it is definite too (CSS
    /// Sizing 4 §5.1), so percentages inside resolve against it.
    mutating func resolveRatioPercentBase(style: borrowing Style, width: Double) {
        guard percentBaseHeight == nil, let ratio = box.aspectRatio, input.contentSizedAxis == .none,
              style.height.resolve(input.parentHeight) == nil else { return }
        percentBaseHeight = max(0, box.clampHeight(box.heightFromWidth(width, ratio: ratio)) - box.paddingBorderHeight)
    }

    var contentLeft: Double { box.border.left + box.padding.left }
    var contentTop: Double { box.border.top + box.padding.top }
}
