/// A card with an optional media header, a title, a body and a row of actions: the common
/// shape of feed and homepage cards.
///
/// The media runs edge to edge under the card's rounded top corners; the text and actions sit
/// inside the card padding. The title and body wrap (they never truncate: a card grows to fit
/// its text at every text size). Sub-views are keyed `card.media`, `card.title`, `card.body`
/// and `card.actions`.
///
/// ```swift
/// ContentCard(title: "Add your starting stats", message: "Log your weight and measurements.") {
///     TileIllustration(.star).frame(height: 120)
/// } actions: {
///     Text("Add stats").font(.headline).foregroundColor(.link)
/// }
/// ContentCard(title: "Welcome back", message: "Pick up where you left off.")
/// ```
public struct ContentCard<Media: View, Actions: View>: View {
    let title: String
    let message: String?
    let style: CardBackgroundStyle
    let typography: CardTypography
    let radius: Radius
    let elevation: Elevation?
    let media: Media?
    let actions: Actions?

    init(title: String, message: String?, style: CardBackgroundStyle, typography: CardTypography, radius: Radius,
         elevation: Elevation?, media: Media?, actions: Actions?) {
        self.title = title
        self.message = message
        self.style = style
        self.typography = typography
        self.radius = radius
        self.elevation = elevation
        self.media = media
        self.actions = actions
    }

    /// A card with a media header and actions.
    public init(title: String, message: String? = nil, style: CardBackgroundStyle = .standard,
                @ViewBuilder media: () -> Media, @ViewBuilder actions: () -> Actions) {
        self.init(title: title, message: message, style: style, typography: .card, radius: .card,
                  elevation: .card, media: media(), actions: actions())
    }

    public var body: some View {
        Card(padding: .zero, spacing: .zero, radius: radius, elevation: elevation, style: style) {
            if let media {
                media
                    .frame(maxWidth: .infinity)
                    .key("\(typography.keyPrefix).media")
            }
            VStack(alignment: .leading, spacing: .zero) {
                EnvironmentReader { env in
                    Text(title)
                        .font(env.titleStyle(typography.title))
                        .hyphenatedAtAccessibilitySizes()
                        .key("\(typography.keyPrefix).title")
                }
                if let message {
                    Text(message)
                        .font(typography.message)
                        .foregroundColor(style.secondaryForeground)
                        .hyphenatedAtAccessibilitySizes()
                        .key("\(typography.keyPrefix).body")
                        .padding(.top, typography.messageSpacing)
                }
                if let actions {
                    // Actions wrap as whole buttons onto a new line when the row is full (large
                    // text sizes) instead of squeezing each label.
                    Flex(wrap: .wrap, alignItems: .center, rowGap: .xs, columnGap: .m) { actions }
                        .key("\(typography.keyPrefix).actions")
                        .padding(.top, typography.actionSpacing)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.cardPadding)
        }
    }
}

extension ContentCard where Media == EmptyView {
    /// A card with actions and no media: write the `actions:` label (a lone trailing closure
    /// is the media, so this overload is disfavored).
    @_disfavoredOverload
    public init(title: String, message: String? = nil, style: CardBackgroundStyle = .standard,
                @ViewBuilder actions: () -> Actions) {
        self.init(title: title, message: message, style: style, typography: .card, radius: .card,
                  elevation: .card, media: nil, actions: actions())
    }
}

extension ContentCard where Actions == EmptyView {
    /// A card with a media header and no actions.
    public init(title: String, message: String? = nil, style: CardBackgroundStyle = .standard,
                @ViewBuilder media: () -> Media) {
        self.init(title: title, message: message, style: style, typography: .card, radius: .card,
                  elevation: .card, media: media(), actions: nil)
    }
}

extension ContentCard where Media == EmptyView, Actions == EmptyView {
    /// A card with only text.
    public init(title: String, message: String? = nil, style: CardBackgroundStyle = .standard) {
        self.init(title: title, message: message, style: style, typography: .card, radius: .card,
                  elevation: .card, media: nil, actions: nil)
    }
}

/// The type styles, vertical rhythm and frame keys of a card's text. Cards use the headline
/// style; the coffee-shop tile its own larger title and roomier call to action.
struct CardTypography {
    var title: TokenKey<Typography>
    var message: TokenKey<Typography>
    /// Between the title and the message.
    var messageSpacing: LengthValue
    /// Above the actions.
    var actionSpacing: LengthValue
    /// Sub-views are keyed `<keyPrefix>.title`, `.body`, `.media`, `.actions`.
    var keyPrefix: String

    static let card = CardTypography(title: .headline, message: .subheadline, messageSpacing: .xxs,
                                     actionSpacing: .s, keyPrefix: "card")
    static let tile = CardTypography(title: .title3Emphasized, message: .footnote, messageSpacing: .xs,
                                     actionSpacing: .m, keyPrefix: "tile")
}
