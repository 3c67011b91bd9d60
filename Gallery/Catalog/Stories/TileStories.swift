import TesseraComponents
import TesseraShowcase

/// Seed 001's coffee-shop tiles with drawn illustrations, and the Rewards tile in both states.
public enum TileStories: StoryProvider {
    public static var stories: [Story] { [
        Story(group: "Surfaces/Tile", name: "coffee",
              summary: "The coffee-shop tile: drawn cup, title, wrapping footnote subtitle and the green Order button.") {
            SurfaceStoryStage {
                Tile(title: "Breakfast made meatless",
                     subtitle: "Try the Impossible™ Breakfast Sandwich with plant-based sausage.", illustration: .coffee)
            }
        },
        Story(group: "Surfaces/Tile", name: "star",
              summary: "A bonus-stars tile with the drawn star.") {
            SurfaceStoryStage {
                Tile(title: "Bonus stars", subtitle: "Earn 50 bonus stars on any handcrafted drink today.",
                     action: "Join", illustration: .star)
            }
        },
        Story(group: "Surfaces/Tile", name: "gift",
              summary: "A gift-card tile with the drawn gift.") {
            SurfaceStoryStage {
                Tile(title: "Send a gift", subtitle: "A coffee for a friend, delivered by message.",
                     action: "Send", illustration: .gift)
            }
        },
        Story(group: "Surfaces/Tile", name: "long-text",
              summary: "A long title and subtitle wrap; the button stays below the subtitle.") {
            SurfaceStoryStage {
                Tile(title: "Uplifting flavors for the whole afternoon and the evening after it",
                     subtitle: "Our new spring lineup brings lavender, oat milk and honey together in hot, iced and blended drinks, available at every participating store until the end of May.",
                     illustration: .coffee)
            }
        },
        Story(group: "Surfaces/Tile", name: "feed-regular",
              summary: "Three tiles stacked as seed 001's home feed, at the regular width.", size: .regular) {
            SurfaceStoryStage {
                Tile(title: "Breakfast made meatless", subtitle: "Try the Impossible™ Breakfast Sandwich.", illustration: .coffee)
                Tile(title: "Bonus stars", subtitle: "Earn 50 bonus stars today.", illustration: .star)
            }
        },
        Story(group: "Surfaces/Tile", name: "grid-compact",
              summary: "Tiles in a LazyVGrid with adaptive columns of at least 160 points: two columns on an iPhone.") {
            SurfaceStoryStage { TileGrid() }
        },
        Story(group: "Surfaces/Tile", name: "grid-ipad",
              summary: "The same adaptive grid in the iPad's readable column: three columns, the fourth tile starting a row.",
              size: .width(ShowcaseDevice.iPadPortrait.width)) {
            SurfaceStoryStage { TileGrid() }
        },
        Story(group: "Surfaces/Tile", name: "grid-right-to-left",
              summary: "The adaptive tile grid mirrored: the first tile in the rightmost column, rows filling right to left.") {
            SurfaceStoryStage { TileGrid() }
                .layoutDirection(.rightToLeft)
        },
        Story(group: "Surfaces/RewardsTile", name: "collapsed",
              summary: "The Rewards tile collapsed: balance, progress to the next reward, chevron pointing down.") {
            SurfaceStoryStage { RewardsTile(stars: 125) }
        },
        Story(group: "Surfaces/RewardsTile", name: "expanded",
              summary: "The Rewards tile expanded: chevron up and the reward ladder, reached rewards in green.") {
            SurfaceStoryStage { RewardsTile(stars: 125, state: .expanded) }
        },
        Story(group: "Surfaces/RewardsTile", name: "expanded-regular",
              summary: "The expanded Rewards tile at the regular width: titles stay beside their prices.",
              size: .regular) {
            SurfaceStoryStage { RewardsTile(stars: 125, state: .expanded) }
        },
        Story(group: "Surfaces/RewardsTile", name: "all-reached",
              summary: "A balance above every reward: a full bar and every price in green.") {
            SurfaceStoryStage { RewardsTile(stars: 460, state: .expanded) }
        },
        Story(group: "Surfaces/Tile", name: "right-to-left",
              summary: "The tile mirrored for right-to-left languages: text and the Order button lead from the right.") {
            SurfaceStoryStage {
                Tile(title: "Breakfast made meatless", subtitle: "Try the Impossible™ Breakfast Sandwich.", illustration: .coffee)
            }
            .layoutDirection(.rightToLeft)
        },
        Story(group: "Surfaces/Tile", name: "largest-text",
              summary: "The tile at the largest accessibility text size on the narrowest phone: everything wraps, nothing clips.",
              size: .width(320)) {
            SurfaceStoryStage {
                Tile(title: "Bonus stars", subtitle: "Earn 50 bonus stars on any handcrafted drink today.", illustration: .star)
            }
            .textSize(.accessibility5)
        },
        Story(group: "Surfaces/RewardsTile", name: "expanded-largest-text",
              summary: "The expanded Rewards tile at the largest text size: reward titles move under their prices.",
              size: .width(320)) {
            SurfaceStoryStage { RewardsTile(stars: 125, state: .expanded) }
                .textSize(.accessibility5)
        },
        Story(group: "Surfaces/RewardsTile", name: "expanded-right-to-left",
              summary: "The expanded Rewards tile mirrored: the bar fills from the right, prices lead on the right.") {
            SurfaceStoryStage { RewardsTile(stars: 125, state: .expanded) }
                .layoutDirection(.rightToLeft)
        },
    ] }
}

/// Four coffee-shop tiles in a `LazyVGrid` whose one adaptive item fits as many columns of at
/// least 160 points as the width allows: two on a phone (343 points between the margins), three
/// in the 560-point column tiles keep to on an iPad, as the coffee-shop home does.
struct TileGrid: View {
    var body: some View {
        // A row centering its one item, which grows up to the column's width (a stretched frame
        // with a maximum would keep to the leading edge).
        Flex(justifyContent: .center) {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 160), spacing: .m, alignment: .top)], spacing: .m) {
                Tile(title: "Bonus stars", subtitle: "Earn 50 bonus stars today.", action: "Join", illustration: .star)
                Tile(title: "Try these", subtitle: "Our new oat-milk cortado.", illustration: .coffee)
                Tile(title: "Uplifting", subtitle: "Send a gift card.", action: "Send", illustration: .gift)
                Tile(title: "Welcome back", subtitle: "Your usual, one tap away.", action: "Reorder", illustration: .coffee)
            }
            .frame(maxWidth: 560)
            .flex(grow: 1, shrink: 1, basis: 0)
        }
    }
}
