import TesseraComponents

/// The design library in the world's major scripts: one story per language, each a row, a card,
/// a banner and a tile with that language's text and emoji sequences (a ZWJ family, a flag, a
/// skin tone) — Japanese, Simplified Chinese, Korean, Hindi, Thai, Arabic and Hebrew (right to
/// left), Russian, Greek. Each story sets its locale, so Han characters take the Japanese,
/// Chinese or Korean face as a browser would with `lang`, and a pseudo-locale run of the gallery
/// leaves these already translated stories as they are.
public enum WorldStories: StoryProvider {
    public static var stories: [Story] {
        WorldText.all.map { text in
            let direction = text.rightToLeft ? ", right to left" : ""
            return Story(group: "World", name: text.name,
                         summary: "A row, a card, a banner and a tile in \(text.language)\(direction), with emoji sequences.") {
                WorldSampler(text: text)
            }
        }
    }
}

/// One language's row, card, banner and tile on the grouped background, in its locale and
/// direction, across the whole width (a right-to-left one starts at the right edge).
struct WorldSampler: View {
    let text: WorldText

    var body: some View {
        VStack(alignment: .leading, spacing: .m) {
            Row2(title: text.rowTitle, subtitle: text.rowSubtitle).background(.surface).cornerRadius(.card)
            ContentCard(title: text.cardTitle, message: text.cardMessage) {
                TileIllustration(.star, height: 96)
            } actions: {
                Text(text.cardAction).font(.headline).foregroundColor(.link)
                Text(text.cardDismiss).font(.headline).foregroundColor(.secondary)
            }
            Banner(description: text.banner, leadingIcon: .deliveryVan, trailingIcon: .chevronRight)
            Tile(title: text.tileTitle, subtitle: text.tileSubtitle, action: text.tileAction, illustration: .coffee)
        }
        .padding(.screenMargin)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.groupedBackground)
        .environment(\.locale, text.locale)
        .layoutDirection(text.rightToLeft ? .rightToLeft : .leftToRight)
    }
}
