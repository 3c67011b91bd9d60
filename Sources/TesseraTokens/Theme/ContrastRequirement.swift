/// A foreground/background pair of semantic colors that components draw together, and the WCAG
/// 2 contrast it must reach: 4.5:1 for body text, 3:1 for large text and for icons and other
/// non-text marks. `TokenChecker` verifies the pairs it is given in every theme; a design library
/// names its own (Tessera's are `componentPairs`, in `Tessera`).
public struct ContrastRequirement: Hashable, Sendable {
    public var foreground: String
    public var background: String
    public var minimum: Double

    public init(foreground: String, background: String, minimum: Double) {
        self.foreground = foreground
        self.background = background
        self.minimum = minimum
    }

    public static let bodyText = 4.5
    public static let largeText = 3.0
}
