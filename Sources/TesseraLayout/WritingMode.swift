/// CSS Writing Modes 4 `writing-mode`: which way lines run (the inline axis) and which way they
/// stack (the block axis). Inherited, as in CSS (`Style.writingMode` nil takes the parent's).
///
/// Layout stays horizontal: a box in a vertical mode is laid out as the mirror image of a
/// horizontal one across the diagonal (its style's physical sides and sizes swapped, see
/// `Style.logical(in:)`), and its children's frames are turned back when the layout is done
/// (see OrthogonalFlow.swift). So the flex, grid and block algorithms never see a vertical box.
public enum WritingMode: String, Sendable, CaseIterable {
    /// Lines run left to right (right to left in `rtl`) and stack top to bottom.
    case horizontalTB = "horizontal-tb"
    /// Lines run top to bottom (bottom to top in `rtl`) and stack left to right.
    case verticalLR = "vertical-lr"
    /// Lines run top to bottom (bottom to top in `rtl`) and stack right to left.
    case verticalRL = "vertical-rl"

    /// The inline axis is vertical.
    var isVertical: Bool { self != .horizontalTB }
}

extension Edges {
    /// The sides as a box in `mode` sees them, top being its block-start side and left its
    /// inline-start side (in `ltr`): the physical left or right, and the top.
    func logical(in mode: WritingMode) -> Edges {
        switch mode {
        case .horizontalTB: self
        case .verticalLR: Edges(top: left, right: bottom, bottom: right, left: top)
        case .verticalRL: Edges(top: right, right: bottom, bottom: left, left: top)
        }
    }
}

extension Style {
    /// This (physical) style as laid out in `mode`'s transposed space: widths are block sizes,
    /// heights inline sizes, sides as `Edges.logical(in:)` maps them. Flex and grid properties,
    /// gaps and alignment are logical in CSS already and stay as they are.
    func logical(in mode: WritingMode) -> Style {
        guard mode.isVertical else { return self }
        var style = self
        (style.width, style.height) = (height, width)
        (style.minWidth, style.minHeight) = (minHeight, minWidth)
        (style.maxWidth, style.maxHeight) = (maxHeight, maxWidth)
        (style.overflowX, style.overflowY) = (overflowY, overflowX)
        // Within the range validation allows, whichever way the ratio is read.
        style.aspectRatio = aspectRatio.map { min(1 / $0, maximumLength) }
        style.sizingKeywords = SizingKeywords(
            width: sizingKeywords.height, height: sizingKeywords.width, minWidth: sizingKeywords.minHeight,
            minHeight: sizingKeywords.minWidth, maxWidth: sizingKeywords.maxHeight, maxHeight: sizingKeywords.maxWidth,
            flexBasis: sizingKeywords.flexBasis)
        style.margin = margin.logical(in: mode)
        style.padding = padding.logical(in: mode)
        style.border = border.logical(in: mode)
        style.inset = inset.logical(in: mode)
        return style
    }
}

extension LayoutOutput {
    /// The size seen from the other axis; an orthogonal box has no baseline along its parent's
    /// block axis (its parent synthesizes one from its border box, as CSS does).
    var transposed: LayoutOutput { LayoutOutput(width: height, height: width, baseline: nil) }
}

extension Frame {
    /// The frame, laid out in `mode`'s transposed space, in physical coordinates of a parent
    /// `parentWidth` wide (vertical-rl stacks blocks from the right).
    func physical(in mode: WritingMode, parentWidth: Double) -> Frame {
        switch mode {
        case .horizontalTB: self
        case .verticalLR: Frame(x: y, y: x, width: height, height: width)
        case .verticalRL: Frame(x: parentWidth - y - height, y: x, width: height, height: width)
        }
    }
}
