import Foundation
import Testing
import TesseraShowcase

@Suite struct TransactionHistoryTests {
    static let json = """
        {"transactions": [
          {"id": 1, "type": "earned", "amount": "25", "processed_at": "2020-05-30T09:00:00-04:00"},
          {"id": 2, "type": "redeemed", "amount": "150", "processed_at": "2020-07-17T12:56:27-04:00"},
          {"id": 3, "type": "bonus", "amount": "50", "processed_at": "2020-07-01T08:00:00-04:00"},
          {"id": 4, "type": "earned", "amount": "12", "processed_at": "2019-12-24T10:00:00-05:00"},
          {"id": 5, "type": "refund", "amount": "3", "processed_at": "2020-06-30T23:30:00-04:00"}
        ]}
        """

    static func calendar(_ zone: String) -> Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: zone)!
        return c
    }

    @Test func groupsIntoMonthsNewestFirst() throws {
        let history = try TransactionHistory(json: Data(Self.json.utf8))
        let calendar = Self.calendar("America/New_York")
        let reference = try #require(ISO8601DateFormatter().date(from: "2020-08-01T00:00:00Z"))
        let sections = history.sections(calendar: calendar, referenceDate: reference)
        #expect(sections.map(\.title) == ["July", "June", "May", "December 2019"])
        #expect(sections[0].transactions.map(\.id) == [2, 3])
        #expect(sections[1].transactions.first?.kind == .other("refund"))
    }

    @Test func monthsFollowTheCallersTimeZone() throws {
        let history = try TransactionHistory(json: Data(Self.json.utf8))
        let reference = try #require(ISO8601DateFormatter().date(from: "2020-08-01T00:00:00Z"))
        // 2020-06-30T23:30-04:00 is already July in UTC.
        let sections = history.sections(calendar: Self.calendar("UTC"), referenceDate: reference)
        #expect(sections[0].transactions.map(\.id) == [2, 3, 5])
    }

    @Test func emptyHistoryHasNoSections() throws {
        let history = try TransactionHistory(json: Data(#"{"transactions": []}"#.utf8))
        #expect(history.sections(calendar: Self.calendar("UTC"), referenceDate: Date()).isEmpty)
    }

    @Test(arguments: [
        ("{", "not valid JSON"),
        ("[]", "$: expected an object"),
        (#"{"transactions": 3}"#, "$.transactions: expected an array"),
        (#"{"transactions": [{"id": 1, "type": "earned", "amount": "ten", "processed_at": "2020-07-17T12:56:27Z"}]}"#,
         "$.transactions[0].amount: expected a whole number"),
        (#"{"transactions": [{"id": 1, "type": "earned", "amount": "1", "processed_at": "yesterday"}]}"#,
         "$.transactions[0].processed_at: expected an ISO 8601 date-time"),
        (#"{"transactions": [{"type": "earned"}]}"#, "$.transactions[0].id: expected an integer id"),
    ])
    func malformedJSONSaysWhere(json: String, message: String) {
        do {
            _ = try TransactionHistory(json: Data(json.utf8))
            Issue.record("expected an error for \(json)")
        } catch {
            #expect(error.description.hasPrefix(message), "got: \(error.description)")
        }
    }
}
