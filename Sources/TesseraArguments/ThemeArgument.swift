import ArgumentParser
import Tessera

/// `--theme light` or `--theme dark`: a color scheme, spelled as its tokens' theme is named.
///
/// A wrapper rather than a conformance of `ColorScheme`: a library must not make another
/// module's type conform to another module's protocol (a second conformance elsewhere would
/// clash), and the command-line words are the tools' to choose.
public enum ThemeArgument: String, CaseIterable, ExpressibleByArgument, Sendable {
    case light, dark

    public var colorScheme: ColorScheme {
        switch self {
        case .light: .light
        case .dark: .dark
        }
    }
}
