import Foundation

/// The part of the day the homepage is seen in, from the hour of its reference date in its
/// calendar. The page's sky follows it (a morning sun, an evening sunset, a night moon), so the
/// look is computed from the domain like everything else, never flagged by a scenario.
///
/// The rule, by the hour on the clock (the minutes never matter):
/// - morning: 05:00–11:59
/// - day: 12:00–16:59
/// - evening: 17:00–20:59
/// - night: 21:00–04:59
public enum TimeOfDay: String, Hashable, Sendable, CaseIterable {
    case morning, day, evening, night

    /// The part of the day an hour (0…23) falls in; hours outside the clock wrap around it.
    public init(hour: Int) {
        switch ((hour % 24) + 24) % 24 {
        case 5..<12: self = .morning
        case 12..<17: self = .day
        case 17..<21: self = .evening
        default: self = .night
        }
    }

    /// The part of the day `date` falls in, read on `calendar`'s clock (its time zone).
    public init(_ date: Date, calendar: Calendar) {
        self.init(hour: calendar.component(.hour, from: date))
    }
}
