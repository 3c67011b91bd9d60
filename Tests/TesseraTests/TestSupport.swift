import Foundation
import Tessera

/// The repository, found from this file's location.
let packageURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Tessera's token folder as committed (the package ships it as a resource).
let tokenFolder = packageURL.appendingPathComponent("Sources/Tessera/Resources/Tokens")

let examplesURL = packageURL.appendingPathComponent("Examples")

func renderer(_ scheme: ColorScheme = .light, scale: Double = 2, textSize: TextSize = .large,
              direction: LayoutDirection = .leftToRight) throws -> Renderer {
    try Renderer(colorScheme: scheme, scale: scale, textSize: textSize, layoutDirection: direction)
}

/// The same card written three ways (SwiftUI chain, composed modifier values, Bento-style
/// array stack); the tests check they render identically.
struct ChainCard: View {
    var title = "Morning run"
    var subtitle = "5 km along the river, easy pace"

    var body: some View {
        VStack(alignment: .leading, spacing: .xs) {
            HStack(spacing: .s) {
                Image(icon: .dumbbell)
                    .foregroundColor(.accent)
                    .key("card.icon")
                Text(title)
                    .font(.headline)
                    .key("card.title")
            }
            Text(subtitle)
                .font(.subheadline)
                .foregroundColor(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.m)
        .background(.card)
        .cornerRadius(.l)
        .shadow(.card)
        .padding(.m)
    }
}

let cardStyle: Modifier = .frame(maxWidth: .infinity, alignment: .leading) <> .padding(.m) <> .background(.card)
    <> .cornerRadius(.l) <> .shadow(.card) <> .padding(.m)

struct ComposedCard: View {
    var title = "Morning run"
    var subtitle = "5 km along the river, easy pace"

    var body: some View {
        VStack(alignment: .leading, spacing: .xs) {
            HStack(spacing: .s) {
                Image(icon: .dumbbell).modifier(.foregroundColor(.accent) <> .key("card.icon"))
                Text(title).modifier(.font(.headline) <> .key("card.title"))
            }
            Text(subtitle).modifier(.font(.subheadline) <> .foregroundColor(.secondary))
        }
        .modifier(cardStyle)
    }
}
