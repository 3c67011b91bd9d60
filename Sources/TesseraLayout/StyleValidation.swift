/// Checks a style's numbers before layout, so a NaN or negative size becomes an error naming the
/// property instead of a silently wrong frame.
extension Style {
    func validate(node: Int) throws(LayoutError) {
        func length(_ value: Double, _ name: StaticString, allowNegative: Bool = false) throws(LayoutError) {
            if !value.isFinite || abs(value) > maximumLength || (!allowNegative && value < 0) {
                throw .invalidStyle(node: node, property: "\(name)", value: value)
            }
        }
        func dimension(_ value: Dimension, _ name: StaticString, allowNegative: Bool = false) throws(LayoutError) {
            switch value {
            case .auto: return
            case .points(let v), .percent(let v): try length(v, name, allowNegative: allowNegative)
            }
        }
        func lengthPercentage(_ value: LengthPercentage, _ name: StaticString) throws(LayoutError) {
            switch value {
            case .points(let v), .percent(let v): try length(v, name)
            }
        }
        try length(rowGap, "rowGap")
        try length(columnGap, "columnGap")
        if let percent = rowGapPercent { try length(percent, "rowGap") }
        if let percent = columnGapPercent { try length(percent, "columnGap") }
        try length(flexGrow, "flexGrow")
        try length(flexShrink, "flexShrink")
        switch flexBasis {
        case .auto, .content: break
        case .points(let v), .percent(let v): try length(v, "flexBasis")
        }
        try dimension(width, "width")
        try dimension(height, "height")
        try dimension(minWidth, "minWidth")
        try dimension(minHeight, "minHeight")
        try dimension(maxWidth, "maxWidth")
        try dimension(maxHeight, "maxHeight")
        // Spelled out rather than looped over (side, name) pairs: this runs for every node of
        // every first layout, and must not allocate.
        try dimension(margin.top, "margin.top", allowNegative: true)
        try dimension(margin.right, "margin.right", allowNegative: true)
        try dimension(margin.bottom, "margin.bottom", allowNegative: true)
        try dimension(margin.left, "margin.left", allowNegative: true)
        try lengthPercentage(padding.top, "padding.top")
        try lengthPercentage(padding.right, "padding.right")
        try lengthPercentage(padding.bottom, "padding.bottom")
        try lengthPercentage(padding.left, "padding.left")
        try length(border.top, "border.top")
        try length(border.right, "border.right")
        try length(border.bottom, "border.bottom")
        try length(border.left, "border.left")
        try dimension(inset.top, "top", allowNegative: true)
        try dimension(inset.right, "right", allowNegative: true)
        try dimension(inset.bottom, "bottom", allowNegative: true)
        try dimension(inset.left, "left", allowNegative: true)
        if let grid = setGridStyle { try grid.validate(node: node) }
        try length(scrollbarWidth, "scrollbarWidth")
        if let ratio = aspectRatio {
            if !ratio.isFinite || ratio <= 0 || ratio > maximumLength {
                throw .invalidStyle(node: node, property: "aspectRatio", value: ratio)
            }
        }
    }
}
