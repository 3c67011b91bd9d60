/// Seed 001's home-screen header: a large-title greeting that wraps (emoji included, drawn
/// in color) above an "Inbox" button. Expanded it shows both; collapsed (the screen scrolled
/// past the greeting) only the button row stays, as the seed slides the greeting away.
///
/// Padding follows the seed's system spacing: the screen margin on the sides, `space.2` above
/// and below, `space.4` between greeting and button. At the accessibility text sizes the
/// greeting steps down to body size, as iOS's large titles grow far less than body text
/// there, so "afternoon," keeps its letters on one line; the inbox icon grows with the
/// button's text. Sub-views are keyed `header.greeting`,
/// `header.inbox` and `header.inbox.icon`.
///
/// ```swift
/// HomeHeader(greeting: "Good afternoon, Jonathan ☀️")
/// HomeHeader(greeting: "Good afternoon, Jonathan ☀️", state: .collapsed)
/// ```
public struct HomeHeader: View {
    let greeting: String
    let inboxTitle: String
    let state: ExpansionState

    public init(greeting: String, inboxTitle: String = "Inbox", state: ExpansionState = .expanded) {
        self.greeting = greeting
        self.inboxTitle = inboxTitle
        self.state = state
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: .m) {
            if state == .expanded {
                EnvironmentReader { env in
                    Text(greeting)
                        .font(env.titleStyle(.largeTitle))
                        .key("header.greeting")
                }
            }
            HStack(spacing: .xs) {
                IconView(.inbox, size: .small, tint: .primary, relativeTo: .subheadline)
                    .key("header.inbox.icon")
                Text(inboxTitle)
                    .font(.subheadline)
                    .lineLimit(1)
            }
            .padding(.horizontal, .s)
            .padding(.vertical, .xs)
            .border(.token(.separatorStrong), width: .token(.borderWidthThin), in: Capsule())
            .key("header.inbox")
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.horizontal, .screenMargin)
        .padding(.vertical, .xs)
        .foregroundColor(.primary)
        .background(.background)
    }
}
