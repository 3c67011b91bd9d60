import Foundation

/// The rewards history: transactions decoded from the seed's JSON, grouped into month sections,
/// newest first. Months are computed from the dates in the caller's calendar (time zone
/// included), not hard-coded as in the seed.
public struct TransactionHistory: Hashable, Sendable {
    public struct Section: Hashable, Sendable {
        /// "July", or "July 2019" when the month is not in the reference year.
        public var title: String
        public var year: Int
        public var month: Int
        /// Newest first.
        public var transactions: [Transaction]
    }

    public var transactions: [Transaction]

    public init(transactions: [Transaction]) {
        self.transactions = transactions
    }

    /// Decodes `{"transactions": [...]}`; every problem names its JSON path.
    public init(json: Data) throws(TransactionHistoryError) {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: json)
        } catch {
            throw TransactionHistoryError(path: "", message: "not valid JSON (\(error.localizedDescription))")
        }
        guard let object = root as? [String: Any] else {
            throw TransactionHistoryError(path: "$", message: "expected an object with a \"transactions\" array")
        }
        guard let list = object["transactions"] as? [Any] else {
            throw TransactionHistoryError(path: "$.transactions", message: "expected an array of transactions")
        }
        var decoded: [Transaction] = []
        for (index, item) in list.enumerated() {
            decoded.append(try Self.decodeTransaction(item, path: "$.transactions[\(index)]"))
        }
        self.init(transactions: decoded)
    }

    private static func decodeTransaction(_ item: Any, path: String) throws(TransactionHistoryError) -> Transaction {
        guard let fields = item as? [String: Any] else {
            throw TransactionHistoryError(path: path, message: "expected an object")
        }
        guard let id = fields["id"] as? Int else {
            throw TransactionHistoryError(path: path + ".id", message: "expected an integer id")
        }
        guard let type = fields["type"] as? String, !type.isEmpty else {
            throw TransactionHistoryError(path: path + ".type", message: "expected a non-empty string")
        }
        guard let amountText = fields["amount"] as? String, let amount = Int(amountText), amount >= 0 else {
            throw TransactionHistoryError(
                path: path + ".amount", message: "expected a whole number of stars as a string, like \"150\"")
        }
        guard let dateText = fields["processed_at"] as? String, let date = parseISO8601(dateText) else {
            throw TransactionHistoryError(
                path: path + ".processed_at",
                message: "expected an ISO 8601 date-time with offset, like \"2020-07-17T12:56:27-04:00\"")
        }
        return Transaction(id: id, kind: Transaction.Kind(rawValue: type), amount: amount, processedAt: date)
    }

    private static func parseISO8601(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }

    /// Month sections, newest month first, transactions newest first (ties by id, for a
    /// deterministic order). Titles carry the year when it differs from `referenceDate`'s.
    public func sections(calendar: Calendar, referenceDate: Date) -> [Section] {
        let referenceYear = calendar.component(.year, from: referenceDate)
        let sorted = transactions.sorted {
            $0.processedAt != $1.processedAt ? $0.processedAt > $1.processedAt : $0.id > $1.id
        }
        var sections: [Section] = []
        for transaction in sorted {
            let parts = calendar.dateComponents([.year, .month], from: transaction.processedAt)
            let year = parts.year ?? referenceYear, month = parts.month ?? 1
            if let last = sections.last, last.year == year, last.month == month {
                sections[sections.count - 1].transactions.append(transaction)
            } else {
                let name = Self.monthNames[(month - 1) % 12]
                let title = year == referenceYear ? name : "\(name) \(year)"
                sections.append(Section(title: title, year: year, month: month, transactions: [transaction]))
            }
        }
        return sections
    }

    /// English month names, fixed so output does not depend on the machine's locale.
    private static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]
}
