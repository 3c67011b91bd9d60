import ArgumentParser

/// A comma-separated list of one option's values — `--text-size large,accessibility3` — or `all`
/// for every value, so one run can render a matrix of settings.
///
/// Each value is checked while the command line is parsed: a list with an unknown word is refused
/// naming the option and the words it takes, and a value given twice is refused too (it would
/// render, and name, the same image twice).
public struct ArgumentList<Element: ExpressibleByArgument & CaseIterable & Hashable & Sendable>: ExpressibleByArgument, Sendable {
    /// The values in the order given (every value in declaration order for `all`).
    public let values: [Element]

    public init(_ values: [Element]) { self.values = values }

    public init?(argument: String) {
        if argument == "all" {
            values = Array(Element.allCases)
            return
        }
        var values: [Element] = []
        for word in argument.split(separator: ",", omittingEmptySubsequences: false) {
            guard let value = Element(argument: String(word)), !values.contains(value) else { return nil }
            values.append(value)
        }
        self.values = values
    }

    public static var allValueStrings: [String] { Element.allValueStrings + ["all"] }

    public var defaultValueDescription: String {
        values.count == Element.allCases.count && values.count > 1
            ? "all" : values.map(\.defaultValueDescription).joined(separator: ",")
    }
}
