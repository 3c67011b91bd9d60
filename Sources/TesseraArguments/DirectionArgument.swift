import ArgumentParser
import Tessera

/// `--direction ltr` or `--direction rtl`: the layout direction, spelled as HTML's `dir` is.
public enum DirectionArgument: String, CaseIterable, ExpressibleByArgument, Sendable {
    case ltr, rtl

    public var layoutDirection: LayoutDirection {
        switch self {
        case .ltr: .leftToRight
        case .rtl: .rightToLeft
        }
    }
}
