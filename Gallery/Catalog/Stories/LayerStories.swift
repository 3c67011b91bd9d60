import Tessera

/// Stories for the declarative layer's own containers (no design-library components): what a
/// scroll viewport, a re-themed subtree and a layout-time choice look like.
public enum LayerStories: StoryProvider {
    public static var stories: [Story] { [
        Story(group: "Layer/ScrollView", name: "screen-top",
              summary: "A header, a scroll view and a tab bar framed to the device: the tab bar stays at the bottom.",
              size: .screen(width: 375, height: 667)) {
            LayerSamples.scrollingScreen(offset: 0)
        },
        Story(group: "Layer/ScrollView", name: "screen-scrolled",
              summary: "The same screen scrolled 150 points: the top row is cut by the viewport under the header.",
              size: .screen(width: 375, height: 667)) {
            LayerSamples.scrollingScreen(offset: 150)
        },
        Story(group: "Layer/ScrollView", name: "carousel",
              summary: "A horizontal scroll view as tall as its cards, scrolled 60 points: cards cut at both edges.") {
            LayerSamples.carousel()
        },
        Story(group: "Layer/Environment", name: "dark-card-on-light-page",
              summary: "One card forced to the dark scheme with .environment(\\.colorScheme, .dark): its tokens resolve dark.") {
            LayerSamples.schemeCards()
        },
    ] }
}

/// The sample views the layer stories show.
enum LayerSamples {
    static let places = ["Main Street Pharmacy", "Harbour Coffee", "North Gym", "Riverside Market", "Old Town Bakery",
                         "Station Books", "Park Florist", "Hilltop Deli", "Canal Cycles", "Corner Grocer"]

    static func scrollingScreen(offset: Double) -> some View {
        VStack(spacing: 0) {
            Text("Nearby").font(.largeTitle)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.m)
                .background(.background)
            Divider()
            ScrollView(contentOffset: offset) {
                VStack(spacing: 0) {
                    ForEach(places) { place in
                        HStack(spacing: .s) {
                            Image(icon: .store).foregroundColor(.accent)
                            VStack(alignment: .leading, spacing: .xxs) {
                                Text(place).font(.headline)
                                Text("Open until 8 pm · 0.4 km").font(.subheadline).foregroundColor(.secondary)
                            }
                            Spacer()
                            Image(icon: .chevronRight).foregroundColor(.secondary)
                        }
                        .padding(.m)
                        Divider()
                    }
                }
            }
            .background(.groupedBackground)
            Divider()
            HStack(spacing: 0) {
                ForEach([TokenKey<Icon>.house, .store, .inbox, .star]) { icon in
                    Image(icon: icon).foregroundColor(icon == .house ? .accent : .secondary).frame(maxWidth: .infinity)
                }
            }
            .padding(.vertical, .s)
            .background(.background)
        }
    }

    static func schemeCards() -> some View {
        VStack(spacing: .m) {
            card(title: "Your order is on its way", detail: "Arrives in 12 minutes")
            card(title: "Try the night menu", detail: "Forced dark, on a page in either scheme")
                .environment(\.colorScheme, .dark)
        }
        .padding(.m)
        .background(.groupedBackground)
    }

    static func card(title: String, detail: String) -> some View {
        HStack(spacing: .s) {
            Image(icon: .cup).foregroundColor(.accent)
            VStack(alignment: .leading, spacing: .xxs) {
                Text(title).font(.headline)
                Text(detail).font(.subheadline).foregroundColor(.secondary)
            }
            Spacer()
        }
        .padding(.m)
        .background(.card)
        .cornerRadius(.l)
        .shadow(.card)
    }

    static func carousel() -> some View {
        VStack(alignment: .leading, spacing: .s) {
            Text("Offers").font(.title2).padding(.horizontal, .m)
            ScrollView(.horizontal, contentOffset: 60) {
                HStack(spacing: .s) {
                    ForEach(["Two for one", "Free delivery", "10% off", "New menu"]) { title in
                        VStack(alignment: .leading, spacing: .xxs) {
                            Text(title).font(.headline)
                            Text("This week only").font(.footnote).foregroundColor(.secondary)
                        }
                        .frame(width: 160, alignment: .leading)
                        .padding(.m)
                        .background(.card)
                        .cornerRadius(.l)
                    }
                }
                .padding(.horizontal, .m)
            }
        }
        .padding(.vertical, .m)
        .background(.groupedBackground)
    }
}
