/// Scroll containers (CSS Overflow 3): a box whose `overflow` is not `visible` in either axis.
/// Its automatic minimum size is 0 in both axes, its baseline stays inside its border box, and
/// each axis that is `scroll` reserves a scrollbar gutter of `scrollbarWidth` between its border
/// and its padding — the vertical scrollbar at the inline end (the right, or the left in a
/// right-to-left box), the horizontal one at the bottom — out of the content box, never adding to
/// the border box a `width` or `height` gives (with `box-sizing: content-box` too), as Chromium
/// does with classic scrollbars. `auto` reserves nothing: Chromium's classic scrollbars take the
/// gutter when the content overflows, which would need a second layout; overlay scrollbars (as on
/// Apple platforms) never do. See docs/layout-json.md.
extension Style {
    /// Both axes' overflow. Setting it sets both; reading gives their shared value, or where they
    /// differ `auto` (a `visible` beside any other value computes to `auto` in CSS) unless
    /// neither is `visible` — then `overflowY`.
    public var overflow: Overflow {
        get {
            if overflowX == overflowY || overflowX != .visible && overflowY != .visible { return overflowY }
            return .auto
        }
        set {
            overflowX = newValue
            overflowY = newValue
        }
    }

    /// Overflow is not `visible` in some axis (then neither is, in CSS's computed values).
    @inline(__always) var isScrollContainer: Bool { overflowX != .visible || overflowY != .visible }

    /// The width the vertical scrollbar takes from the content box (`overflow-y: scroll`).
    var verticalScrollbarGutter: Double { overflowY == .scroll ? scrollbarWidth : 0 }
    /// The height the horizontal scrollbar takes from the content box (`overflow-x: scroll`).
    var horizontalScrollbarGutter: Double { overflowX == .scroll ? scrollbarWidth : 0 }
}

extension LayoutTree {
    /// `Style.isScrollContainer` of a node, read field by field: the property read through
    /// `styles[node]` copied the whole style out of the array (measured: a copy per flex item).
    @inline(__always)
    func isScrollContainer(_ node: Int) -> Bool {
        styles[node].overflowX != .visible || styles[node].overflowY != .visible
    }
}
