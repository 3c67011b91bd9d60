import Foundation

/// One entry of the coffee-shop rewards history (seed 001's JSON format:
/// `{"id": 699519475, "type": "redeemed", "amount": "150", "processed_at": "2020-07-17T12:56:27-04:00"}`).
public struct Transaction: Hashable, Sendable, Identifiable {
    public enum Kind: Hashable, Sendable {
        case earned, redeemed, bonus, expired
        /// A type this app does not know yet: shown by its raw name rather than rejected.
        case other(String)

        init(rawValue: String) {
            switch rawValue {
            case "earned": self = .earned
            case "redeemed": self = .redeemed
            case "bonus": self = .bonus
            case "expired": self = .expired
            default: self = .other(rawValue)
            }
        }

        /// Whether the amount adds stars to the balance.
        public var isCredit: Bool {
            switch self {
            case .earned, .bonus: true
            case .redeemed, .expired, .other: false
            }
        }

        public var title: String {
            switch self {
            case .earned: "Stars earned"
            case .redeemed: "Reward redeemed"
            case .bonus: "Bonus stars"
            case .expired: "Stars expired"
            case .other(let raw): raw.prefix(1).uppercased() + raw.dropFirst()
            }
        }
    }

    public var id: Int
    public var kind: Kind
    /// Stars; the JSON carries them as a decimal string.
    public var amount: Int
    public var processedAt: Date

    public init(id: Int, kind: Kind, amount: Int, processedAt: Date) {
        self.id = id
        self.kind = kind
        self.amount = amount
        self.processedAt = processedAt
    }
}

/// Why a history document could not be read: says where (a JSON path) and what was wrong.
public struct TransactionHistoryError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
