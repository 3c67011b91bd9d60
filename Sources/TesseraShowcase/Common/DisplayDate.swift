import Foundation

/// Dates and times as the showcase screens print them, in English with fixed names, in the
/// screen's own calendar (time zone included): a rendering must not depend on the machine's
/// locale or time zone, or the same state would give different pixels on different machines.
enum DisplayDate {
    static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]
    static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// "Tuesday 10 March".
    static func day(_ date: Date, calendar: Calendar) -> String {
        let parts = calendar.dateComponents([.weekday, .day, .month], from: date)
        let weekday = weekdayNames[((parts.weekday ?? 1) - 1 + 7) % 7]
        return "\(weekday) \(parts.day ?? 1) \(monthNames[((parts.month ?? 1) - 1 + 12) % 12])"
    }

    /// "17 Jul 2020".
    static func short(_ date: Date, calendar: Calendar) -> String {
        let parts = calendar.dateComponents([.day, .month, .year], from: date)
        let month = monthNames[((parts.month ?? 1) - 1 + 12) % 12].prefix(3)
        return "\(parts.day ?? 1) \(month) \(parts.year ?? 1970)"
    }

    /// "07:45", on a 24-hour clock.
    static func time(_ date: Date, calendar: Calendar) -> String {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return twoDigits(parts.hour ?? 0) + ":" + twoDigits(parts.minute ?? 0)
    }

    /// "07:45 – 08:30".
    static func timeRange(_ start: Date, _ end: Date, calendar: Calendar) -> String {
        time(start, calendar: calendar) + " – " + time(end, calendar: calendar)
    }

    private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
