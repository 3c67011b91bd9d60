/// Sizing keywords (CSS Sizing 3 §3.1, CSS Sizing 4 §3 `stretch`) resolved into lengths by the
/// box's container, against the room it offers, before it sizes the box: what Chromium does when
/// it computes a child's constraint space. The rest of layout then reads plain lengths.
///
/// Along the width (the inline axis), `min-content` and `max-content` are the box's content
/// widths, `fit-content` the room clamped between them, `stretch` the room less the margins. A
/// room the container does not know yet (it is sized by its content) leaves `stretch` auto and
/// makes `fit-content` the size of the constraint it is measured under, as its contribution is.
/// Along the height (the block axis) the content-based keywords are the content's height, as
/// `auto` is, except that such a box is not stretched by `align-items`; `stretch` is the definite
/// room less the margins. A flex basis takes the main axis's.
///
/// In a grid, `stretch` and `fit-content` widths and a `stretch` height resolve against the grid
/// area, which only the grid's alignment step knows: they are left auto here and that step
/// stretches or fits them (see `gridItemWidth`).
///
/// The lengths are written into the box's stored style (the keywords stay in
/// `Style.sizingKeywords`; `style(of:)` reads them as auto again, as given). A container visit
/// resolves them afresh each time; where they change, the box's cached sizes, found with the old
/// ones, go.
extension LayoutTree {
    /// The container a box's keywords resolve in.
    enum KeywordContainer {
        case flexRow, flexColumn, grid, block
    }

    /// Resolves the keywords of `container`'s in-flow children against its content box (`width`,
    /// `height`: nil where not definite; `constraint`: what the width is measured under then).
    /// Lines the container kept for a re-layout hold the old sizes of a changed child: they go.
    mutating func resolveChildSizingKeywords(_ container: Int, kind: KeywordContainer, width: Double?,
                                             height: Double?, constraint: AvailableSpace) {
        for child in children[container] where !styles[child.index].sizingKeywords.isEmpty {
            let index = child.index
            guard styles[index].display != .none, styles[index].position != .absolute else { continue }
            let margins = ResolvedBox(styles[index], parentWidth: width, parentHeight: height)
            if resolveSizingKeywords(index, kind: kind, roomWidth: width.map { $0 - margins.marginWidth },
                                     roomHeight: height.map { $0 - margins.marginHeight },
                                     parentWidth: width, parentHeight: height, constraint: constraint) {
                retained[container] = nil
            }
        }
    }

    /// Resolves one box's keywords: `roomWidth`/`roomHeight` are the margin-less room it may
    /// fill (nil where not definite). True when the lengths changed.
    @discardableResult
    mutating func resolveSizingKeywords(_ node: Int, kind: KeywordContainer, roomWidth: Double?, roomHeight: Double?,
                                        parentWidth: Double?, parentHeight: Double?, constraint: AvailableSpace) -> Bool {
        let keywords = styles[node].sizingKeywords
        let box = ResolvedBox(styles[node], parentWidth: parentWidth, parentHeight: parentHeight)
        let contentBoxWidth = box.contentBox ? box.paddingBorderWidth : 0
        let contentBoxHeight = box.contentBox ? box.paddingBorderHeight : 0
        let inGrid = kind == .grid
        var content: (min: Double, max: Double)?
        func contentWidths(_ tree: inout LayoutTree) -> (min: Double, max: Double) {
            if let content { return content }
            func measure(_ space: AvailableSpace) -> Double {
                tree.computeNode(node, LayoutInput(
                    knownWidth: nil, knownHeight: nil, parentWidth: parentWidth, parentHeight: parentHeight,
                    availableWidth: space, availableHeight: .maxContent, contentSizedAxis: .width),
                    performLayout: false).width
            }
            let found = (min: measure(.minContent), max: measure(.maxContent))
            content = found
            return found
        }
        /// A width keyword as a border-box width; nil is auto.
        func width(_ keyword: SizingKeyword, _ tree: inout LayoutTree) -> Double? {
            switch keyword {
            case .minContent: return contentWidths(&tree).min
            case .maxContent: return contentWidths(&tree).max
            case .fitContent:
                if inGrid { return nil }
                let (low, high) = contentWidths(&tree)
                if let roomWidth { return min(high, max(low, roomWidth)) }
                return constraint == .minContent ? low : high
            case .stretch:
                return inGrid ? nil : roomWidth.map { max(0, $0) }
            }
        }
        /// A height keyword as a border-box height; nil is auto (the content's height).
        func height(_ keyword: SizingKeyword) -> Double? {
            keyword == .stretch && !inGrid ? roomHeight.map { max(0, $0) } : nil
        }
        func length(_ value: Double?, _ extra: Double) -> Dimension { value.map { .points(max(0, $0 - extra)) } ?? .auto }

        var resolved = styles[node]
        if let keyword = keywords.width { resolved.width = length(width(keyword, &self), contentBoxWidth) }
        if let keyword = keywords.minWidth { resolved.minWidth = length(width(keyword, &self), contentBoxWidth) }
        if let keyword = keywords.maxWidth { resolved.maxWidth = length(width(keyword, &self), contentBoxWidth) }
        if let keyword = keywords.height { resolved.height = length(height(keyword), contentBoxHeight) }
        if let keyword = keywords.minHeight { resolved.minHeight = length(height(keyword), contentBoxHeight) }
        if let keyword = keywords.maxHeight {
            resolved.maxHeight = length(keyword == .stretch ? height(keyword)
                                        : contentHeight(node, resolved, parentWidth: parentWidth,
                                                        parentHeight: parentHeight), contentBoxHeight)
        }
        if let keyword = keywords.flexBasis {
            resolved.flexBasis = flexBasis(keyword, kind: kind, width: { tree in width(keyword, &tree) },
                                           roomHeight: roomHeight, contentBoxWidth: contentBoxWidth,
                                           contentBoxHeight: contentBoxHeight)
        }
        guard resolved != styles[node] else { return false }
        styles[node] = resolved
        retained[node] = nil
        return true
    }

    /// A flex basis keyword: in a row the width's; in a column the content's height (`content`)
    /// unless stretched over a definite height.
    private mutating func flexBasis(_ keyword: SizingKeyword, kind: KeywordContainer,
                                    width: (inout LayoutTree) -> Double?, roomHeight: Double?,
                                    contentBoxWidth: Double, contentBoxHeight: Double) -> FlexBasis {
        if kind == .flexRow {
            if keyword == .maxContent { return .content }
            return width(&self).map { .points(max(0, $0 - contentBoxWidth)) } ?? .content
        }
        if keyword == .stretch, let roomHeight { return .points(max(0, roomHeight - contentBoxHeight)) }
        return .content
    }

    /// A content-based max height: the content's height at the box's width, where that is a
    /// length; nil (no maximum) otherwise.
    private mutating func contentHeight(_ node: Int, _ style: Style, parentWidth: Double?,
                                        parentHeight: Double?) -> Double? {
        guard case .points = style.width,
              let known = ResolvedBox(style, parentWidth: parentWidth, parentHeight: parentHeight).width else { return nil }
        return computeNode(node, LayoutInput(
            knownWidth: known, knownHeight: nil, parentWidth: parentWidth, parentHeight: parentHeight,
            availableWidth: .definite(known), availableHeight: .maxContent, contentSizedAxis: .height),
            performLayout: false).height
    }

    /// A node's style as given: the lengths its keywords resolved to in the last layout read
    /// as auto again.
    func declaredStyle(_ node: Int) -> Style {
        var declared = styles[node]
        let keywords = declared.sizingKeywords
        guard !keywords.isEmpty else { return declared }
        if keywords.width != nil { declared.width = .auto }
        if keywords.height != nil { declared.height = .auto }
        if keywords.minWidth != nil { declared.minWidth = .auto }
        if keywords.minHeight != nil { declared.minHeight = .auto }
        if keywords.maxWidth != nil { declared.maxWidth = .auto }
        if keywords.maxHeight != nil { declared.maxHeight = .auto }
        if keywords.flexBasis != nil { declared.flexBasis = .auto }
        return declared
    }
}

extension LayoutTree {
    /// A flex container's children, against its content box as its visit starts.
    mutating func resolveFlexChildKeywords(_ context: borrowing FlexContext) {
        let axes = context.axes
        resolveChildSizingKeywords(context.node, kind: axes.isRow ? .flexRow : .flexColumn,
                                   width: axes.main(context.innerMain, context.innerCross),
                                   height: context.percentInnerHeight, constraint: context.input.availableWidth)
    }

    /// Whether a child's keywords resolve against the container's width (which a row sized by
    /// its items finds only after sizing them: it then starts over at that width).
    func childKeywordsSeeWidth(_ container: Int) -> Bool {
        children[container].contains { child in
            let keywords = styles[child.index].sizingKeywords
            return [keywords.width, keywords.minWidth, keywords.maxWidth, keywords.flexBasis].contains {
                $0 == .stretch || $0 == .fitContent
            }
        }
    }

    /// The root, in the viewport (a nil size is not definite).
    mutating func resolveRootSizingKeywords(_ root: Int, width: Double?, height: Double?) {
        let box = ResolvedBox(styles[root], parentWidth: width, parentHeight: height)
        resolveSizingKeywords(root, kind: .block, roomWidth: width.map { $0 - box.marginWidth },
                              roomHeight: height.map { $0 - box.marginHeight }, parentWidth: width,
                              parentHeight: height, constraint: .maxContent)
    }

    /// An absolutely positioned box, in its containing block (the padding box) less its insets.
    mutating func resolveAbsoluteSizingKeywords(_ node: Int, blockWidth: Double, blockHeight: Double) {
        let style = styles[node]
        let box = ResolvedBox(style, parentWidth: blockWidth, parentHeight: blockHeight)
        let insetWidth = (style.inset.left.resolve(blockWidth) ?? 0) + (style.inset.right.resolve(blockWidth) ?? 0)
        let insetHeight = (style.inset.top.resolve(blockHeight) ?? 0) + (style.inset.bottom.resolve(blockHeight) ?? 0)
        resolveSizingKeywords(node, kind: .block, roomWidth: blockWidth - insetWidth - box.marginWidth,
                              roomHeight: blockHeight - insetHeight - box.marginHeight, parentWidth: blockWidth,
                              parentHeight: blockHeight, constraint: .maxContent)
    }
}
