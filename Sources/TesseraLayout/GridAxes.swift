/// A set of a grid's two axes, for the properties of CSS Grid Level 2 that name axes
/// (`GridStyle.subgrid`).
public struct GridAxes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let columns = GridAxes(rawValue: 1)
    public static let rows = GridAxes(rawValue: 2)
}
