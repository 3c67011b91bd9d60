import TesseraTokens
import TesseraText
import TesseraGeometry
import TesseraRaster

/// Something a modifier attaches to an element without changing its layout: drawn in (or
/// around) the element's frame once layout has placed it. Decorations apply in the order the
/// modifiers were written, innermost first, so `.background` then `.padding` differs from
/// `.padding` then `.background` exactly as in SwiftUI.
enum Decoration {
    /// A view laid out in the element's frame and drawn behind it.
    case background(Element, Alignment)
    /// A view laid out in the element's frame and drawn in front of it.
    case overlay(Element, Alignment)
    /// A shape filling the frame, behind the content (`.background(.surface)`).
    case fill(AnyShape, Paint)
    /// A shape's outline drawn inside the frame, in front of the content (`.border`).
    case stroke(AnyShape, Paint, width: Double)
    case clip(AnyShape)
    /// Shadows cast by the shape the element was last clipped or filled to (its rectangle otherwise).
    case shadow(AnyShape, [BoxShadow])
    case opacity(Double)
    /// Moves drawing (and keyed frames) without changing layout.
    case offset(Point)
    /// Lays out and reserves the room but draws nothing.
    case hidden
    /// Publishes a preference value computed from the element's frame (in root coordinates).
    case preference(PreferenceWriter)
    /// A view built from the preferences the element's subtree published, drawn over it.
    case preferenceOverlay(PreferenceOverlay)
}

/// Text to typeset and how to paint it.
struct TextContent {
    var string: String
    var style: TextStyle
    var paint: Paint
    /// The types of the views from the root to this text, kept only when the render is audited
    /// (findings name them: `Card > VStack > Text`).
    var viewTypes: [Any.Type]? = nil
}

extension Decoration {
    /// The name of a `.key(name)` decoration.
    var auditKey: String? {
        if case .preference(let writer) = self { return writer.key }
        return nil
    }
}

/// How a shape view paints its path.
struct ShapeStyling {
    var fill: Paint?
    var stroke: (paint: Paint, style: StrokeStyle)?
}

/// A decoded image (a PNG file or a token icon) and how it fits its frame.
struct ImageContent {
    enum Source {
        case bitmap(Bitmap, pointSize: Size)
        /// Template rendering: the icon's path, filled with the paint.
        case icon(Path, grid: Double, paint: Paint)
    }
    var source: Source
    var contentMode: ContentMode
    /// Drawn mirrored horizontally (a directional image in a right-to-left layout).
    var isMirrored = false
}

