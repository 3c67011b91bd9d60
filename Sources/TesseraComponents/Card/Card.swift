/// A rounded surface that groups related content: padding, corner radius and elevation from
/// tokens, colors from a `CardBackgroundStyle`.
///
/// `Card` is the container every other card is built from (`ContentCard`, the homepage
/// modules' cards), so all cards share one padding, one radius and one shadow. It fills the
/// width it is offered and leads its content.
///
/// ```swift
/// Card {
///     Text("Morning run").font(.headline)
///     Text("5 km along the river").font(.subheadline)
/// }
/// Card(padding: .l, radius: .xl, elevation: .medium, style: .blush) { … }
/// ```
public struct Card<Content: View>: View {
    let padding: LengthValue
    let spacing: LengthValue
    let radius: Radius
    let elevation: Elevation?
    let style: CardBackgroundStyle
    let content: Content

    /// - Parameters:
    ///   - padding: space between the edge and the content (`space.cardPadding`).
    ///   - spacing: space between the content's views, stacked top to bottom (`space.3`).
    ///   - radius: corner radius (`radius.card`).
    ///   - elevation: the shadow, or nil for a flat card (on a module's colored background).
    ///   - style: ink and fill.
    public init(padding: LengthValue = .cardPadding, spacing: LengthValue = .s, radius: Radius = .card, elevation: Elevation? = .card,
                style: CardBackgroundStyle = .standard, @ViewBuilder content: () -> Content) {
        self.padding = padding
        self.spacing = spacing
        self.radius = radius
        self.elevation = elevation
        self.style = style
        self.content = content()
    }

    public var body: some View {
        let surface = VStack(alignment: .leading, spacing: spacing) { content }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(padding)
            .foregroundColor(style.foreground)
            .background(style.background)
            .cornerRadius(radius)
        if let elevation {
            surface.shadow(elevation)
        } else {
            surface
        }
    }
}
