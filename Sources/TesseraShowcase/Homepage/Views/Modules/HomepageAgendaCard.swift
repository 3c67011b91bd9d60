import TesseraComponents

/// A module card listing timed entries (planned workouts and meals, recipes): one line each
/// with its time, icon and title, then an optional message and call to action. The card style
/// comes from the module, like `HomepageModuleCard`'s.
struct HomepageAgendaCard: View {
    struct Line {
        var time: String?
        var icon: TokenKey<Icon>
        var title: String
    }

    let title: String
    let lines: [Line]
    let message: String?
    let action: String?
    let style: CardBackgroundStyle

    var body: some View {
        Card(elevation: nil, style: style) {
            Text(title).font(.headline).key("module.card.title")
            VStack(alignment: .leading, spacing: .xs) {
                for (index, line) in lines.enumerated() {
                    HStack(spacing: .s) {
                        if let time = line.time {
                            // A time cut to "07…" says nothing: it keeps its width, the title wraps.
                            Text(time).font(.subheadline).lineLimit(1).fixedSize(horizontal: true, vertical: false)
                                .frame(minWidth: 48, alignment: .leading)
                        }
                        Image(icon: line.icon).frame(width: 20, height: 20)
                        Text(line.title).font(.subheadline).flex(grow: 1, shrink: 1)
                    }
                    .key("module.card.line.\(index)")
                }
            }
            if let message {
                Text(message).font(.footnote).key("module.card.message")
            }
            if let action {
                HomepageModuleCardAction(action, style: style)
            }
        }
        .key("module.card")
    }
}
