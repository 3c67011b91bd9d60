import Foundation
import TesseraComponents

/// Seed 001's rewards history as a list screen: a navigation bar, then one grouped section per
/// month (newest first) of transaction rows. With no transactions it shows an empty state; when
/// the document could not be read it shows what was wrong and where, never a blank list.
///
/// Built as a Bento box, so months and transactions are IDs and duplicates are an error.
/// Keys: `history.section.<year>-<month>`, `history.row.<id>`, `history.empty`, `history.error`.
public struct CoffeeShopHistoryScreen: View {
    /// What the screen was given: a decoded history or the reason decoding failed.
    public enum Content: Sendable {
        case history(TransactionHistory)
        case failure(TransactionHistoryError)
    }

    let content: Content
    let calendar: Calendar
    let referenceDate: Date

    public init(content: Content, calendar: Calendar, referenceDate: Date) {
        self.content = content
        self.calendar = calendar
        self.referenceDate = referenceDate
    }

    /// Decodes `json` (seed 001's format) into the screen's content.
    public init(json: String, calendar: Calendar, referenceDate: Date) {
        let content: Content
        do {
            content = .history(try TransactionHistory(json: Data(json.utf8)))
        } catch {
            content = .failure(error)
        }
        self.init(content: content, calendar: calendar, referenceDate: referenceDate)
    }

    enum SectionID: Hashable { case month(year: Int, month: Int) }
    enum NodeID: Hashable { case transaction(Int) }

    public var body: some View {
        VStack(spacing: .zero) {
            NavigationBar(title: "History", leading: .icon(.close, label: "Close"))
            switch content {
            case .failure(let error):
                HistoryMessage(icon: .warning, title: "We couldn't load your history",
                               message: error.description, tint: .token(.statusError))
                    .key("history.error")
            case .history(let history):
                let sections = history.sections(calendar: calendar, referenceDate: referenceDate)
                if sections.isEmpty {
                    HistoryMessage(icon: .star, title: "No stars yet",
                                   message: "Stars you earn and redeem will show here.", tint: .secondary)
                        .key("history.empty")
                } else {
                    BoxView(box(sections), style: .grouped)
                }
            }
            Spacer()
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .background(.groupedBackground)
    }

    private func box(_ sections: [TransactionHistory.Section]) -> Box<SectionID, NodeID> {
        sections.reduce(Box<SectionID, NodeID>.empty) { box, section in
            box |-+ Section(id: .month(year: section.year, month: section.month), header: header(section))
                |---* section.transactions.map { transaction in
                    Node(id: .transaction(transaction.id), component: row(transaction).key("history.row.\(transaction.id)"))
                }
        }
    }

    /// The grouped list's caption style, keyed so tests can read the month order.
    private func header(_ section: TransactionHistory.Section) -> AnyView {
        AnyView(Text(section.title.uppercased())
            .font(.footnote)
            .foregroundColor(.secondary)
            .padding(.horizontal, .screenMargin)
            .padding(.bottom, .xs)
            .key("history.section.\(section.year)-\(section.month)"))
    }

    private func row(_ transaction: Transaction) -> TransactionRow {
        TransactionRow(type: transaction.kind.title, date: DisplayDate.short(transaction.processedAt, calendar: calendar),
                       amount: transaction.amount, kind: transaction.kind.isCredit ? .earned : .redeemed)
    }
}

/// A centered icon, title and message filling the list's place: the empty and error states.
struct HistoryMessage: View {
    let icon: TokenKey<Icon>
    let title: String
    let message: String
    let tint: ColorValue

    var body: some View {
        VStack(spacing: .s) {
            Image(icon: icon).foregroundColor(tint).frame(width: 40, height: 40)
            Text(title).font(.title3).multilineTextAlignment(.center)
            Text(message).font(.subheadline).foregroundColor(.secondary).multilineTextAlignment(.center)
        }
        .frame(maxWidth: 420)
        .padding(top: .xxl, leading: .screenMargin, bottom: .xl, trailing: .screenMargin)
        .frame(maxWidth: .infinity)
        .foregroundColor(.primary)
    }
}
