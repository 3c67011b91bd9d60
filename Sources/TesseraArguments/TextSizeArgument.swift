import ArgumentParser
import Tessera

/// `--text-size accessibility3`: a Dynamic Type category, spelled as `TextSize`'s cases are
/// (xSmall … xxxLarge, accessibility1 … accessibility5).
public struct TextSizeArgument: CaseIterable, ExpressibleByArgument, Hashable, Sendable {
    public let textSize: TextSize

    public init(_ textSize: TextSize) { self.textSize = textSize }

    public init?(argument: String) {
        guard let textSize = TextSize(rawValue: argument) else { return nil }
        self.textSize = textSize
    }

    public static var allCases: [TextSizeArgument] { TextSize.allCases.map(TextSizeArgument.init) }

    public static var allValueStrings: [String] { TextSize.allCases.map(\.rawValue) }

    public var defaultValueDescription: String { textSize.rawValue }
}
