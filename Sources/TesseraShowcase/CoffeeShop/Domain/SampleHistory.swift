import Foundation

/// A rewards history in seed 001's JSON format, for galleries and tests: three months in 2020
/// (the seed's year), earned, redeemed, bonus and expired stars.
public enum SampleHistory {
    /// The calendar the sample is read in: Gregorian at the documents' own offset (−04:00, the
    /// seed's US Eastern summer time), so a transaction at 23:59 on 31 May stays in May. A fixed
    /// offset rather than a named zone keeps it independent of the machine's time-zone data.
    public static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: -4 * 3_600) ?? calendar.timeZone
        calendar.locale = Locale(identifier: "en_US_POSIX")
        return calendar
    }()

    /// "Now" for the sample: 1 August 2020, so July's section is the current year's.
    public static let referenceDate = Date(timeIntervalSince1970: 1_596_240_000)

    public static let json = """
    {"transactions": [
      {"id": 699519475, "type": "redeemed", "amount": "150", "processed_at": "2020-07-17T12:56:27-04:00"},
      {"id": 699519476, "type": "earned", "amount": "24", "processed_at": "2020-07-16T08:12:03-04:00"},
      {"id": 699519477, "type": "bonus", "amount": "50", "processed_at": "2020-07-02T09:30:00-04:00"},
      {"id": 699519478, "type": "earned", "amount": "12", "processed_at": "2020-06-28T15:45:10-04:00"},
      {"id": 699519479, "type": "earned", "amount": "36", "processed_at": "2020-06-11T07:58:44-04:00"},
      {"id": 699519480, "type": "redeemed", "amount": "25", "processed_at": "2020-06-03T13:05:00-04:00"},
      {"id": 699519481, "type": "expired", "amount": "10", "processed_at": "2020-05-31T23:59:59-04:00"},
      {"id": 699519482, "type": "earned", "amount": "18", "processed_at": "2020-05-14T11:20:31-04:00"}
    ]}
    """

    public static let empty = #"{"transactions": []}"#

    /// A document with a mistake in its third transaction's amount.
    public static let malformed = """
    {"transactions": [
      {"id": 1, "type": "earned", "amount": "24", "processed_at": "2020-07-16T08:12:03-04:00"},
      {"id": 2, "type": "earned", "amount": "12", "processed_at": "2020-06-28T15:45:10-04:00"},
      {"id": 3, "type": "redeemed", "amount": 150, "processed_at": "2020-06-03T13:05:00-04:00"}
    ]}
    """
}
