import AcmeComponents
import Tessera
import TesseraGallery

/// Receipts: a typical one with a promotion, and one whose item names wrap.
enum ReceiptStories: StoryProvider {
    static var stories: [Story] { [
        Story(group: "Cards/ReceiptCard", name: "with-promo", summary: "Three items, the total in the brand's price style, and the promotion that applied.") {
            ReceiptCard(
                store: "Acme Market, Main St.", time: "Today, 8:42",
                items: [.init("Flat white", price: "3.40 €"), .init("Croissant", quantity: 2, price: "4.20 €"),
                        .init("Orange juice", price: "2.90 €")],
                total: "10.50 €", promo: "Member price applied")
            .padding(.m)
        },
        Story(group: "Cards/ReceiptCard", name: "long-names", summary: "Item names that wrap push their rows taller; prices stay on one line at the edge.") {
            ReceiptCard(
                store: "Acme Market, Central Station concourse, level −1", time: "Yesterday, 19:05",
                items: [.init("Organic free-range eggs, large, box of twelve", price: "5.80 €"),
                        .init("Sourdough loaf with rye and sunflower seeds", quantity: 3, price: "13.50 €")],
                total: "19.30 €")
            .padding(.m)
        },
    ] }
}
