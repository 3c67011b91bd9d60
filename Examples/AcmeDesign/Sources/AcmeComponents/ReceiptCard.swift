import Tessera
import TesseraComponents

/// A receipt after checkout: the store and time, one row per item, and the total — on Acme's
/// rounder card (`radius.receipt`), prices in the brand's price style (`typography.brand.price`).
///
/// Item names wrap (a long product name pushes its row taller, never under its price); prices
/// never wrap and stay aligned at the trailing edge. At the accessibility text sizes each price
/// goes under its name, as iOS stacks rows there, rather than squeezing the name letter by letter. Amounts are strings the caller formats, so
/// the card knows no currency rules.
///
/// ```swift
/// ReceiptCard(store: "Acme Market, Main St.", time: "Today, 8:42",
///             items: [.init("Flat white", price: "3.40"), .init("Croissant", quantity: 2, price: "4.20")],
///             total: "7.60 €", promo: "Member price applied")
/// ```
public struct ReceiptCard: View {
    public var store: String
    public var time: String
    public var items: [Item]
    public var total: String
    /// A promotion that applied to this receipt, shown as a `PromoBadge` under the total.
    public var promo: String?

    /// One line of the receipt.
    public struct Item: Hashable, Sendable {
        public var name: String
        public var quantity: Int
        public var price: String

        public init(_ name: String, quantity: Int = 1, price: String) {
            self.name = name
            self.quantity = quantity
            self.price = price
        }

        /// "2 × Croissant", or just the name for one; the count stays with the name's first word
        /// (no-break spaces), so a narrow row never leaves "2 ×" alone on a line.
        var label: String { quantity == 1 ? name : "\(quantity)\u{00A0}×\u{00A0}\(name)" }
    }

    public init(store: String, time: String, items: [Item], total: String, promo: String? = nil) {
        self.store = store
        self.time = time
        self.items = items
        self.total = total
        self.promo = promo
    }

    public var body: some View {
        Card(spacing: .s, radius: .token(.radiusReceipt)) {
            VStack(alignment: .leading, spacing: .xxs) {
                Text(store).font(.headline).foregroundColor(.primary)
                Text(time).font(.footnote).foregroundColor(.secondary)
            }
            Divider()
            VStack(alignment: .leading, spacing: .xs) {
                EnvironmentReader { env in
                    ForEach(items, id: \.self) { item in
                        if env.usesAccessibilityLayout {
                            VStack(alignment: .leading, spacing: 0) { name(item); price(item) }
                        } else {
                            HStack(alignment: .top, spacing: .s) { name(item).flex(grow: 1); price(item) }
                        }
                    }
                }
            }
            Divider()
            HStack(alignment: .center, spacing: .s) {
                Text("Total").font(.headline).foregroundColor(.primary).flex(grow: 1)
                Text(total).font(.brandPrice).foregroundColor(.token(.brandAccent)).lineLimit(1)
                    .fixedSize(horizontal: true, vertical: false)
            }
            if let promo {
                PromoBadge(promo, icon: .star)
            }
        }
    }

    private func name(_ item: Item) -> some View {
        Text(item.label).font(.body).foregroundColor(.primary)
    }

    private func price(_ item: Item) -> some View {
        Text(item.price).font(.body).foregroundColor(.secondary).lineLimit(1).fixedSize(horizontal: true, vertical: false)
    }
}
