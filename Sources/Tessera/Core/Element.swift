import TesseraGeometry
import TesseraLayout
import TesseraRaster
import TesseraText

/// A lowered view: concrete layout style, content and decorations, with every token already
/// resolved. Elements are what the layout tree and the display list are built from.
///
/// A class because lowering adjusts an element after creating it (its parent decides how it
/// flexes; a wrapping modifier hoists its flex-item properties), and layout passes record the
/// node each element became.
final class Element {
    enum Content {
        case container
        case text(TextContent)
        /// A shape filling (or stroking) its frame.
        case shape(AnyShape, ShapeStyling)
        case image(ImageContent)
        /// Children laid over each other, each placed by the alignment (SwiftUI's ZStack).
        case layers([Element], Alignment)
        /// A scroll viewport: its one child (the content) overflows it along the axis, clipped
        /// and shifted by the content offset when drawn.
        case viewport(Viewport)
        /// Candidates laid out alone; the first whose ideal size fits is measured and drawn
        /// (SwiftUI's ViewThatFits).
        case choice([Element], Axis.Set)
    }

    var style = Style()
    var content: Content
    var children: [Element] = []
    /// Wants all the room offered along each axis (shapes, `Spacer`, `.frame(maxWidth: .infinity)`).
    var expandsHorizontally = false
    var expandsVertically = false
    /// May get smaller than its ideal size along its parent's main axis (text can wrap).
    var shrinks = false
    /// A `Spacer`: grows along its parent's main axis only, never across it.
    var spacerMinLength: Double?
    /// A `Divider`: a hairline across its parent's main axis, `dividerThickness` points thick.
    var isDivider = false
    var dividerThickness = 1.0
    /// The flex-item properties were set by `.flex`, so parents leave them alone.
    var hasExplicitFlex = false
    /// A scroll viewport along that axis is inside (not inside another one's content), so this
    /// may get smaller than its content there: parents give it a zero minimum length along
    /// their main axis, where flexbox's automatic minimum would otherwise be the content's.
    var containsHorizontalViewport = false
    var containsVerticalViewport = false
    /// Set by `.interactive()`: the view path of a view people tap, whose frame the audit checks
    /// as a touch target. A flag, not a decoration, so declaring it cannot change how modifiers
    /// around it lower (padding folds into a container only while it has no decorations).
    var interactivePath: String?
    /// How the view declared `.interactive(_:)` is used (disabled, grown tap region).
    var interaction = Interaction()
    /// Set by `.modal()`: text drawn before this view beneath its frame is inert to the audit.
    var isModal = false
    /// How the view sits in a `Grid` cell (read only by grids; see `GridCellTraits`).
    var gridCell = GridCellTraits()
    /// Set on the element a `GridRow` lowered to.
    var gridRow: GridRowMark?
    /// Decorations applied after layout, innermost (first applied) first.
    var decorations: [Decoration] = []
    /// The node this element became in the layout pass that is being drawn.
    var node = NodeID.root

    init(_ content: Content) { self.content = content }

    var isPlainLeaf: Bool {
        guard decorations.isEmpty, children.isEmpty else { return false }
        switch content {
        case .shape, .image: return true
        case .container, .text, .layers, .viewport, .choice: return false
        }
    }

    /// A flex container element: a stack or a wrapper made by a modifier.
    static func container(_ direction: FlexDirection) -> Element {
        let element = Element(.container)
        element.style.flexDirection = direction
        return element
    }

    /// Takes `child` into this container, deciding how it flexes along this container's axes
    /// from what it wants (SwiftUI's flexibility expressed as flexbox item properties).
    func adopt(_ child: Element) {
        let row = style.flexDirection == .row || style.flexDirection == .rowReverse
        if child.isDivider {
            if row { child.style.width = .points(child.dividerThickness) } else { child.style.height = .points(child.dividerThickness) }
            child.style.flexShrink = 0
            child.style.alignSelf = .stretch
            children.append(child)
            // Like SwiftUI's Divider, a horizontal one makes its column as wide as it is offered.
            if !row { expandsHorizontally = true }
            return
        }
        if !child.hasExplicitFlex {
            if let minLength = child.spacerMinLength {
                child.style.flexGrow = 1
                child.style.flexShrink = 1
                if row { child.style.minWidth = .points(minLength) } else { child.style.minHeight = .points(minLength) }
            } else {
                let growsMain = row ? child.expandsHorizontally : child.expandsVertically
                if growsMain { child.style.flexGrow = 1 }
                // A fixed frame along the axis is kept, as SwiftUI's `.frame(height:)` is, even
                // when the stack is too short (it can be, now that it may hold a scroll viewport).
                var fixedMain = false
                if case .points = row ? child.style.width : child.style.height { fixedMain = true }
                child.style.flexShrink = (child.shrinks || growsMain) && !fixedMain ? 1 : 0
            }
        }
        if row, child.containsHorizontalViewport, child.style.minWidth == .auto { child.style.minWidth = .points(0) }
        if !row, child.containsVerticalViewport, child.style.minHeight == .auto { child.style.minHeight = .points(0) }
        containsHorizontalViewport = containsHorizontalViewport || child.containsHorizontalViewport
        containsVerticalViewport = containsVerticalViewport || child.containsVerticalViewport
        let stretchesCross = row ? child.expandsVertically : child.expandsHorizontally
        if stretchesCross && child.style.alignSelf == .auto && child.spacerMinLength == nil {
            child.style.alignSelf = .stretch
        }
        children.append(child)
        // A `Spacer` or a `.flex(grow:)` child takes whatever room this container has along its
        // axis, so the container must ask its own parent for all the room there is: otherwise it
        // hugs its content and the growing child has no free space to take (a title column
        // with empty text would leave a trailing badge in the middle instead of at the edge).
        if child.spacerMinLength != nil || (child.hasExplicitFlex && child.style.flexGrow > 0) {
            if row { expandsHorizontally = true } else { expandsVertically = true }
        }
        if child.spacerMinLength == nil {
            expandsHorizontally = expandsHorizontally || child.expandsHorizontally
            expandsVertically = expandsVertically || child.expandsVertically
        }
        shrinks = shrinks || child.shrinks
    }

    /// Wraps `child` in a column container that aligns it by `alignment`: how modifiers that
    /// change layout (padding, frame) keep SwiftUI's "a modifier wraps the view" semantics. The
    /// child's flex-item properties move to the wrapper, which is what its parent now sees.
    static func wrapping(_ child: Element, alignment: Alignment = .center) -> Element {
        let wrapper = Element.container(.column)
        wrapper.style.justifyContent = alignment.vertical.justify
        wrapper.style.alignItems = alignment.horizontal.alignItems
        wrapper.style.flexGrow = child.style.flexGrow
        wrapper.style.flexShrink = child.style.flexShrink
        wrapper.style.flexBasis = child.style.flexBasis
        wrapper.style.alignSelf = child.style.alignSelf
        wrapper.style.position = child.style.position
        wrapper.style.inset = child.style.inset
        wrapper.hasExplicitFlex = child.hasExplicitFlex
        wrapper.gridCell = child.gridCell
        var reset = Style()
        reset.flexDirection = child.style.flexDirection
        child.style.flexGrow = reset.flexGrow
        child.style.flexShrink = reset.flexShrink
        child.style.flexBasis = reset.flexBasis
        child.style.alignSelf = reset.alignSelf
        child.style.position = reset.position
        child.style.inset = reset.inset
        child.hasExplicitFlex = false
        child.gridCell = GridCellTraits()
        wrapper.adopt(child)
        return wrapper
    }
}

extension NodeID {
    /// A placeholder until a layout pass assigns the real node.
    static let root: NodeID = {
        var tree = LayoutTree()
        return tree.addNode()
    }()
}

extension VerticalAlignment {
    var justify: JustifyContent {
        switch self {
        case .top, .firstTextBaseline: .flexStart
        case .center: .center
        case .bottom: .flexEnd
        }
    }

    var alignItems: AlignItems {
        switch self {
        case .top: .flexStart
        case .center: .center
        case .bottom: .flexEnd
        case .firstTextBaseline: .baseline
        }
    }
}

extension HorizontalAlignment {
    var alignItems: AlignItems {
        switch self {
        case .leading: .flexStart
        case .center: .center
        case .trailing: .flexEnd
        }
    }

    var justify: JustifyContent {
        switch self {
        case .leading: .flexStart
        case .center: .center
        case .trailing: .flexEnd
        }
    }
}
