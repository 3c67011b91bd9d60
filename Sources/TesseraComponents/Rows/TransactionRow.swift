/// One entry of the rewards history (seed 001's `Transaction`: type, date, amount): an icon for
/// the kind of transaction, the type over its date, and the signed star amount at the trailing
/// edge — earned stars in the success color, redeemed ones in the primary text color.
///
/// The date is passed formatted: formatting belongs to the app (and its locale), and a
/// rendering must not depend on the clock.
///
/// ```swift
/// TransactionRow(type: "Redeemed", date: "17 Jul 2020", amount: 150, kind: .redeemed)
/// TransactionRow(type: "Earned", date: "2 Jun 2020", amount: 25, kind: .earned)
/// ```
public struct TransactionRow: View {
    public var type: String
    public var date: String
    public var amount: Int
    public var kind: Kind

    /// Whether stars came in or went out: picks the icon, the sign and the amount's color.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case earned, redeemed
    }

    public init(type: String, date: String, amount: Int, kind: Kind) {
        self.type = type
        self.date = date
        self.amount = amount
        self.kind = kind
    }

    /// "+25 ★" or "−150 ★" (a real minus sign, as financial text uses).
    public var formattedAmount: String {
        let magnitude = amount.magnitude
        return kind == .earned ? "+\(magnitude) ★" : "\u{2212}\(magnitude) ★"
    }

    public var body: some View {
        RowScaffold(
            leading: AnyView(kind == .earned ? RowIcon(.star) : RowIcon(.gift, background: .surfaceSecondary, tint: .primary)),
            content: AnyView(RowText(title: type, detail: date)),
            trailing: AnyView(Text(formattedAmount).font(.headline)
                .foregroundColor(kind == .earned ? .token(.statusSuccess) : .primary)
                .fixedSize().key("row.amount")))
    }
}
