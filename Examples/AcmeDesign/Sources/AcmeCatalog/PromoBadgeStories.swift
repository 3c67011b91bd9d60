import AcmeComponents
import Tessera
import TesseraGallery

/// The promo badge's emphases, with and without an icon, and the width it keeps on a narrow row.
enum PromoBadgeStories: StoryProvider {
    static var stories: [Story] { [
        Story(group: "Atoms/PromoBadge", name: "warm", summary: "The usual promotion: warm surface, brand-colored text.", size: .width(240)) {
            PromoBadge("2 for 1").padding(.m)
        },
        Story(group: "Atoms/PromoBadge", name: "brand-with-icon", summary: "The one headline offer of a screen, on the brand accent, with a star.", size: .width(240)) {
            PromoBadge("Members only", icon: .star, emphasis: .brand).padding(.m)
        },
        Story(group: "Atoms/PromoBadge", name: "beside-long-title", summary: "Beside a title that wraps: the badge keeps its width, the title gives way.") {
            HStack(alignment: .top, spacing: .s) {
                Text("Seasonal pumpkin spice latte with oat milk").font(.headline).flex(grow: 1, shrink: 1)
                PromoBadge("−20 % today")
            }
            .padding(.m)
        },
    ] }
}
