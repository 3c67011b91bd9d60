import TesseraGeometry

/// A modifier as a value: styles reusable and composable without a view.
///
/// ```swift
/// let card: Modifier = .padding(.m) <> .background(.card) <> .cornerRadius(.l) <> .shadow(.card)
/// Text("Hello").modifier(card)
/// ```
///
/// `a <> b` applies `a` first, then `b`, exactly as chaining `.a().b()` on a view would, so
/// a style written either way renders the same pixels. Modifier values hold data only (tokens,
/// colors, sizes, shapes), which keeps them `Sendable` and lets JSON scenes build them;
/// modifiers that take views (`background(_:alignment:)` with a view) are view methods.
public struct Modifier: Sendable {
    let steps: [ModifierStep]

    init(_ step: ModifierStep) { steps = [step] }
    init(steps: [ModifierStep]) { self.steps = steps }

    /// The modifier that changes nothing (the identity of `<>`).
    public static let identity = Modifier(steps: [])
}

/// Bento's precedence ladder: composition (`<>`) binds tightest, then nodes into a section
/// (`|---+`), then sections into a box (`|-+`), so `.empty |-+ Section(id: .a) |---+ Node(...)`
/// adds the node to the section before the section joins the box.
precedencegroup ComposingPrecedence {
    associativity: left
    higherThan: NodeConcatenationPrecedence
}

precedencegroup NodeConcatenationPrecedence {
    associativity: left
    higherThan: SectionConcatenationPrecedence
}

precedencegroup SectionConcatenationPrecedence {
    associativity: left
    higherThan: AdditionPrecedence
}

infix operator <>: ComposingPrecedence

/// Composes two modifiers: the left one applies first (innermost).
public func <> (lhs: Modifier, rhs: Modifier) -> Modifier {
    Modifier(steps: lhs.steps + rhs.steps)
}

/// One primitive modifier. Environment steps change what the content inherits; the others
/// change the lowered element (wrapping it when they change layout, decorating it otherwise).
enum ModifierStep: Sendable {
    // Environment
    case foregroundColor(ColorValue)
    case tint(ColorValue)
    case font(TokenKey<Typography>)
    case lineLimit(Int?)
    case truncationMode(TruncationMode)
    case multilineTextAlignment(TextAlignment)
    case textSize(TextSize)
    case layoutDirection(LayoutDirection)
    // Layout
    case padding(top: LengthValue?, leading: LengthValue?, bottom: LengthValue?, trailing: LengthValue?)
    case frame(width: LengthValue?, height: LengthValue?, alignment: Alignment)
    case flexibleFrame(minWidth: LengthValue?, maxWidth: LengthValue?, minHeight: LengthValue?, maxHeight: LengthValue?,
                       alignment: Alignment)
    case flex(grow: Double, shrink: Double, basis: Double?)
    case alignSelf(AlignSelf)
    case aspectRatio(Double?, ContentMode)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case absolutePosition(top: Double?, leading: Double?, bottom: Double?, trailing: Double?)
    // Decoration
    case offset(x: Double, y: Double)
    case background(ColorValue, AnyShape)
    case border(ColorValue, width: LengthValue, AnyShape)
    case clip(AnyShape)
    case cornerRadius(Radius, RoundedCornerStyle)
    case shadow(Elevation)
    case opacity(NumberValue)
    case hidden
    case key(String)
    case interactive(Interaction)
    case modal

    var isEnvironment: Bool {
        switch self {
        case .foregroundColor, .tint, .font, .lineLimit, .truncationMode, .multilineTextAlignment, .textSize,
             .layoutDirection: true
        default: false
        }
    }
}

/// An edge of a view's frame; `leading` and `trailing` follow the layout direction.
public enum Edge: Sendable {
    case top, leading, bottom, trailing

    /// Which edges `padding` applies to.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

extension Modifier {
    /// Space around the content on the given edges (default 16 points: the `space.4` token `.m`).
    public static func padding(_ edges: Edge.Set = .all, _ length: LengthValue = .m) -> Modifier {
        Modifier(.padding(top: edges.contains(.top) ? length : nil, leading: edges.contains(.leading) ? length : nil,
                          bottom: edges.contains(.bottom) ? length : nil, trailing: edges.contains(.trailing) ? length : nil))
    }

    public static func padding(_ length: LengthValue) -> Modifier { padding(.all, length) }

    /// Padding by any dimension token, including ones without a short name (`.padding(.space5)`).
    public static func padding(_ edges: Edge.Set = .all, _ token: TokenKey<Length>) -> Modifier {
        padding(edges, .token(token))
    }

    public static func padding(top: LengthValue? = nil, leading: LengthValue? = nil, bottom: LengthValue? = nil,
                               trailing: LengthValue? = nil) -> Modifier {
        Modifier(.padding(top: top, leading: leading, bottom: bottom, trailing: trailing))
    }

    /// A fixed size on either axis; the content is proposed that size and aligned inside it.
    public static func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> Modifier {
        Modifier(.frame(width: width.map(LengthValue.points), height: height.map(LengthValue.points), alignment: alignment))
    }

    /// A fixed size from dimension tokens (any `TokenKey<Length>`: spacing, sizes, icon sizes),
    /// resolved in the view's theme: `.frame(width: .sizeIconLarge, height: .sizeIconLarge)`.
    public static func frame(width: TokenKey<Length>? = nil, height: TokenKey<Length>? = nil,
                             alignment: Alignment = .center) -> Modifier {
        Modifier(.frame(width: width.map(LengthValue.token), height: height.map(LengthValue.token), alignment: alignment))
    }

    /// Bounds on either axis; `.infinity` as a maximum takes all the room offered.
    public static func frame(minWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil,
                             maxHeight: Double? = nil, alignment: Alignment = .center) -> Modifier {
        Modifier(.flexibleFrame(minWidth: minWidth.map(LengthValue.points), maxWidth: maxWidth.map(LengthValue.points),
                                minHeight: minHeight.map(LengthValue.points), maxHeight: maxHeight.map(LengthValue.points),
                                alignment: alignment))
    }

    /// Bounds from dimension tokens: `.frame(minHeight: .sizeTouchTarget)`. (Chain a second
    /// frame for `.infinity`: `.frame(minHeight: .sizeTouchTarget).frame(maxWidth: .infinity)`.)
    public static func frame(minWidth: TokenKey<Length>? = nil, maxWidth: TokenKey<Length>? = nil,
                             minHeight: TokenKey<Length>? = nil, maxHeight: TokenKey<Length>? = nil,
                             alignment: Alignment = .center) -> Modifier {
        Modifier(.flexibleFrame(minWidth: minWidth.map(LengthValue.token), maxWidth: maxWidth.map(LengthValue.token),
                                minHeight: minHeight.map(LengthValue.token), maxHeight: maxHeight.map(LengthValue.token),
                                alignment: alignment))
    }

    /// CSS `flex`: how the view grows and shrinks along its container's main axis, from `basis`
    /// points (nil: its content size).
    public static func flex(grow: Double = 0, shrink: Double = 1, basis: Double? = nil) -> Modifier {
        Modifier(.flex(grow: grow, shrink: shrink, basis: basis))
    }

    public static func alignSelf(_ alignment: AlignSelf) -> Modifier { Modifier(.alignSelf(alignment)) }

    /// Keeps width / height at `ratio` (nil: an image's own ratio); images fit or fill it.
    public static func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode = .fit) -> Modifier {
        Modifier(.aspectRatio(ratio, contentMode))
    }

    /// Keeps the ideal size: text no longer wraps or truncates to fit a narrow parent.
    public static func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> Modifier {
        Modifier(.fixedSize(horizontal: horizontal, vertical: vertical))
    }

    /// Takes the view out of its parent's flow and pins it to the parent's edges (CSS `position:
    /// absolute` with insets; leading and trailing follow the layout direction).
    public static func absolutePosition(top: Double? = nil, leading: Double? = nil, bottom: Double? = nil,
                                        trailing: Double? = nil) -> Modifier {
        Modifier(.absolutePosition(top: top, leading: leading, bottom: bottom, trailing: trailing))
    }

    /// Moves the drawing (not the layout) by x, y points (x mirrored right to left).
    public static func offset(x: Double = 0, y: Double = 0) -> Modifier { Modifier(.offset(x: x, y: y)) }

    /// Fills a shape (default: the frame) with a color behind the content.
    public static func background(_ color: ColorValue, in shape: some Shape = Rectangle()) -> Modifier {
        Modifier(.background(color, AnyShape(shape)))
    }

    public static func foregroundColor(_ color: ColorValue) -> Modifier { Modifier(.foregroundColor(color)) }
    public static func tint(_ color: ColorValue) -> Modifier { Modifier(.tint(color)) }
    public static func font(_ typography: TokenKey<Typography>) -> Modifier { Modifier(.font(typography)) }
    public static func lineLimit(_ limit: Int?) -> Modifier { Modifier(.lineLimit(limit)) }
    public static func truncationMode(_ mode: TruncationMode) -> Modifier { Modifier(.truncationMode(mode)) }
    public static func multilineTextAlignment(_ alignment: TextAlignment) -> Modifier {
        Modifier(.multilineTextAlignment(alignment))
    }
    public static func textSize(_ size: TextSize) -> Modifier { Modifier(.textSize(size)) }
    public static func layoutDirection(_ direction: LayoutDirection) -> Modifier { Modifier(.layoutDirection(direction)) }

    /// Clips to a rounded rectangle (`.continuous` for squircle corners).
    public static func cornerRadius(_ radius: Radius, style: RoundedCornerStyle = .circular) -> Modifier {
        Modifier(.cornerRadius(radius, style))
    }

    /// Clips to a rounded rectangle whose radius is any dimension token (`.cornerRadius(.radiusSmall)`).
    public static func cornerRadius(_ token: TokenKey<Length>, style: RoundedCornerStyle = .circular) -> Modifier {
        Modifier(.cornerRadius(.token(token), style))
    }

    public static func clipShape(_ shape: some Shape) -> Modifier { Modifier(.clip(AnyShape(shape))) }

    /// Strokes the shape (default: the frame) inside the frame, as SwiftUI's `border`.
    public static func border(_ color: ColorValue, width: LengthValue = 1, in shape: some Shape = Rectangle()) -> Modifier {
        Modifier(.border(color, width: width, AnyShape(shape)))
    }

    /// A border whose width is a dimension token: `.border(.cardBorder, width: .borderWidthThin)`.
    public static func border(_ color: ColorValue, width: TokenKey<Length>, in shape: some Shape = Rectangle()) -> Modifier {
        Modifier(.border(color, width: .token(width), AnyShape(shape)))
    }

    /// Casts the elevation's shadows from the shape the view was last clipped or filled to.
    public static func shadow(_ elevation: Elevation) -> Modifier { Modifier(.shadow(elevation)) }
    public static func opacity(_ value: Double) -> Modifier { Modifier(.opacity(.literal(value))) }
    /// Opacity from a number token: `.opacity(.opacityDisabled)`.
    public static func opacity(_ token: TokenKey<Double>) -> Modifier { Modifier(.opacity(.token(token))) }
    /// Keeps the room but draws nothing.
    public static let hidden = Modifier(.hidden)

    /// Publishes the view's frame under `name`: `RenderResult.frames[name]`, and the
    /// `KeyedFrames` preference for `overlayPreferenceValue`.
    public static func key(_ name: String) -> Modifier { Modifier(.key(name)) }

    /// Declares that people tap or click the view (a button, toggle, chip, tappable row), as
    /// SwiftUI's `.accessibilityAddTraits(.isButton)`: the audit checks its frame against the
    /// `size.touchTarget` token (44 × 44 points). It draws nothing.
    public static let interactive = Modifier(.interactive(Interaction()))

    /// Declares the view interactive, disabled or with a tap region grown to the touch target
    /// (see `Interaction`).
    public static func interactive(isEnabled: Bool = true, expandsHitArea: Bool = false) -> Modifier {
        Modifier(.interactive(Interaction(isEnabled: isEnabled, expandsHitArea: expandsHitArea)))
    }

    /// Declares the view a modal layer over what was drawn before it (a spotlight's scrim and
    /// message, a sheet): what it covers is inert, as UIKit's `accessibilityViewIsModal` makes
    /// it for VoiceOver, so the audit does not judge text drawn earlier beneath its frame for
    /// contrast or overlap. It draws nothing.
    public static let modal = Modifier(.modal)
}
