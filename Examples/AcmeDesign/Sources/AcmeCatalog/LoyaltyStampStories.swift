import AcmeComponents
import Tessera
import TesseraGallery

/// The stamp row from an empty card to a full one, and wrapping on a narrow screen.
enum LoyaltyStampStories: StoryProvider {
    static var stories: [Story] { [
        Story(group: "Rows/LoyaltyStampRow", name: "in-progress", summary: "Three of eight stamps collected, five to go.") {
            LoyaltyStampRow(collected: 3, total: 8, reward: "a free coffee").padding(.m)
        },
        Story(group: "Rows/LoyaltyStampRow", name: "reward-ready", summary: "Every stamp collected: the caption says the reward is ready.") {
            LoyaltyStampRow(collected: 8, total: 8, reward: "free coffee").padding(.m)
        },
        Story(group: "Rows/LoyaltyStampRow", name: "narrow-ten", summary: "Ten stamps on a 240-pt column wrap to a second line instead of shrinking.", size: .width(240)) {
            LoyaltyStampRow(collected: 6, total: 10, reward: "a free lunch").padding(.m)
        },
    ] }
}
