/// Checks a style's numbers before layout, so a NaN or negative size becomes an error naming the
/// property instead of a silently wrong frame.
extension Style {
    func validate(node: Int) throws(LayoutError) {
        func length(_ value: Double, _ name: String, allowNegative: Bool = false) throws(LayoutError) {
            if !value.isFinite || abs(value) > maximumLength || (!allowNegative && value < 0) {
                throw .invalidStyle(node: node, property: name, value: value)
            }
        }
        func dimension(_ value: Dimension, _ name: String, allowNegative: Bool = false) throws(LayoutError) {
            switch value {
            case .auto: return
            case .points(let v), .percent(let v): try length(v, name, allowNegative: allowNegative)
            }
        }
        func lengthPercentage(_ value: LengthPercentage, _ name: String) throws(LayoutError) {
            switch value {
            case .points(let v), .percent(let v): try length(v, name)
            }
        }
        try length(rowGap, "rowGap")
        try length(columnGap, "columnGap")
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
        for (side, name) in [(margin.top, "top"), (margin.right, "right"), (margin.bottom, "bottom"), (margin.left, "left")] {
            try dimension(side, "margin.\(name)", allowNegative: true)
        }
        for (side, name) in [(padding.top, "top"), (padding.right, "right"), (padding.bottom, "bottom"), (padding.left, "left")] {
            try lengthPercentage(side, "padding.\(name)")
        }
        for (side, name) in [(border.top, "top"), (border.right, "right"), (border.bottom, "bottom"), (border.left, "left")] {
            try length(side, "border.\(name)")
        }
        for (side, name) in [(inset.top, "top"), (inset.right, "right"), (inset.bottom, "bottom"), (inset.left, "left")] {
            try dimension(side, name, allowNegative: true)
        }
        if let ratio = aspectRatio {
            if !ratio.isFinite || ratio <= 0 || ratio > maximumLength {
                throw .invalidStyle(node: node, property: "aspectRatio", value: ratio)
            }
        }
    }
}
