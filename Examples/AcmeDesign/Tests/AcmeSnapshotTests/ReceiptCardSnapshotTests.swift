import AcmeComponents
import Tessera
import TesseraSnapshotTestingViews
import Testing

/// States outside the catalog, checked with view snapshots: an accessibility text size
/// (accessibility3: stamps grow with the caption, receipt rows stack their prices, the promo
/// wraps) and right to left.
@Suite struct ReceiptCardSnapshotTests {
    let receipt = ReceiptCard(
        store: "Acme Market", time: "Today, 8:42",
        items: [.init("Flat white", price: "3.40 €"), .init("Croissant", quantity: 2, price: "4.20 €")],
        total: "7.60 €", promo: "Member price applied")

    @Test(arguments: ColorScheme.allCases)
    func accessibilityText(theme: ColorScheme) {
        assertSnapshot(
            of: VStack(spacing: .m) { receipt; LoyaltyStampRow(collected: 2, total: 6, reward: "a free coffee") }.padding(.m),
            named: "receipt-accessibility3", theme: theme, scale: 2, size: .width(375), textSize: .accessibility3,
            tokens: AcmeTokens.layers, keys: AcmeTokens.keys)
    }

    @Test(arguments: ColorScheme.allCases)
    func rightToLeft(theme: ColorScheme) {
        assertSnapshot(
            of: receipt.padding(.m), named: "receipt-rtl", theme: theme, scale: 2, size: .width(375),
            layoutDirection: .rightToLeft, tokens: AcmeTokens.layers, keys: AcmeTokens.keys)
    }
}
