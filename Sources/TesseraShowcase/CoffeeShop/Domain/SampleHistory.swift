/// A rewards history in seed 001's JSON format, for galleries and tests: three months in 2020
/// (the seed's year), earned, redeemed, bonus and expired stars.
public enum SampleHistory {
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
