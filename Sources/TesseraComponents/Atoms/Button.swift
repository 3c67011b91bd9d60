/// A tappable action: a title with an optional leading icon, in one of five styles and three
/// sizes, enabled or disabled. Titles center and wrap rather than truncate (long translations
/// and the largest text sizes stay readable); the height grows from the size's minimum.
///
/// ```swift
/// Button("Continue")                                            // primary, large
/// Button("Add to order", icon: .plus, style: .secondary, size: .medium)
/// Button("Delete card", style: .destructive)
/// Button("Order", style: .order, size: .small)                  // seed 001's green capsule
/// Button("Continue", isDisabled: true)
/// ```
public struct Button: View {
    public var title: String
    public var icon: TokenKey<Icon>?
    public var style: ButtonStyle
    public var size: ButtonSize
    public var isDisabled: Bool

    public init(_ title: String, icon: TokenKey<Icon>? = nil, style: ButtonStyle = .primary,
                size: ButtonSize = .large, isDisabled: Bool = false) {
        self.title = title
        self.icon = icon
        self.style = style
        self.size = size
        self.isDisabled = isDisabled
    }

    public var body: some View {
        let colors = style.colors(disabled: isDisabled)
        let label = EnvironmentReader { env in
            // The icon leads the title; at the accessibility sizes it sits above it, so the
            // grown icon does not squeeze the title's words.
            Flex(direction: env.usesAccessibilityLayout ? .column : .row, justifyContent: .center, alignItems: .center,
                 rowGap: .xs, columnGap: .xs) {
                if let icon {
                    IconView(icon, size: size.iconSize, tint: colors.foreground, relativeTo: size.font).key("button.icon")
                }
                Text(title)
                    .font(size.font)
                    .foregroundColor(colors.foreground)
                    .multilineTextAlignment(.center)
                    .key("button.title")
            }
            // The accessibility sizes trade side padding for the title's words.
            .padding(.horizontal, env.usesAccessibilityLayout ? .s : size.horizontalPadding)
        }
        .padding(.vertical, size.verticalPadding)
        .frame(minHeight: size.minHeight)
        // A small button keeps its 32-point look; its tap region grows to the touch target.
        let interaction = Modifier.interactive(isEnabled: !isDisabled, expandsHitArea: true)
        if let outline = colors.outline {
            // The outline is a ring of the outline color around the inset fill, both clipped to
            // the button's shape: a border shape would need `radius.button` in points.
            clipped(clipped(label.background(colors.fill)).padding(.token(.borderWidthThin)).background(outline))
                .modifier(interaction)
        } else {
            clipped(label.background(colors.fill)).modifier(interaction)
        }
    }

    /// Clips to the style's shape: `radius.button` corners, or a capsule for `.order`.
    @ViewBuilder
    private func clipped(_ view: some View) -> some View {
        switch style.shape {
        case .capsule: view.clipShape(Capsule())
        case .rounded: view.cornerRadius(.button)
        }
    }
}

/// What a button means, and so how loud it is.
///
/// ```swift
/// Button("Delete card", style: .destructive)
/// ```
public enum ButtonStyle: String, Hashable, Sendable, CaseIterable {
    /// The screen's main action: accent fill.
    case primary
    /// An alternative action: accent outline.
    case secondary
    /// A low-emphasis action: accent text only.
    case tertiary
    /// An action that destroys data: error-colored outline and text (an error fill would not
    /// keep white text at 4.5:1 in the dark theme).
    case destructive
    /// Seed 001's green "Order" capsule on tiles: the call-to-action color, capsule shape.
    case order

    enum Outline { case capsule, rounded }

    var shape: Outline { self == .order ? .capsule : .rounded }

    struct Colors {
        var fill: ColorValue
        var foreground: ColorValue
        var outline: ColorValue?
    }

    func colors(disabled: Bool) -> Colors {
        if disabled {
            // Every style greys out the same way: an inset fill inside a separator ring, which
            // still reads as a button in both themes without competing with enabled ones.
            return self == .tertiary ? Colors(fill: .clear, foreground: .token(.textDisabled))
                : Colors(fill: .surfaceSecondary, foreground: .token(.textDisabled), outline: .separator)
        }
        switch self {
        case .primary: return Colors(fill: .accent, foreground: .onAccent)
        case .order: return Colors(fill: .action, foreground: .onAction)
        case .secondary: return Colors(fill: .surface, foreground: .link, outline: .accent)
        case .destructive:
            let error = ColorValue.token(.statusError)
            return Colors(fill: .surface, foreground: error, outline: error)
        case .tertiary: return Colors(fill: .clear, foreground: .link)
        }
    }
}

/// Button heights and type: small for inline actions (tiles), medium for toolbars, large for a
/// screen's main action (`size.buttonHeight`).
///
/// ```swift
/// Button("Order", style: .order, size: .small)
/// ```
public enum ButtonSize: String, Hashable, Sendable, CaseIterable {
    case small, medium, large

    var minHeight: Double {
        switch self {
        case .small: 32
        case .medium: 44
        case .large: 50
        }
    }

    var font: TokenKey<Typography> {
        switch self {
        case .small: .subheadline
        case .medium: .callout
        case .large: .headline
        }
    }

    /// Space above and below the title: one line of the size's type plus this stays within the
    /// minimum height, so only wrapped titles make a button taller.
    var verticalPadding: LengthValue { self == .small ? .xxs : .xs }

    var iconSize: IconSize { self == .large ? .medium : .small }

    var horizontalPadding: LengthValue {
        switch self {
        case .small: .s
        case .medium: .m
        case .large: .l
        }
    }
}
