import ArgumentParser
import Tessera

/// `--locale en-XA`: a BCP 47 language tag for the environment's `locale` — a pseudo-locale
/// (`en-XA` accented and longer, `ar-XB` right to left; `PseudoLocale`) or a real language,
/// which picks the face Han characters are drawn with (`ja`, `zh-Hans`, `zh-Hant`, `ko`).
///
/// Any well-formed tag is taken (letters, digits and `-`, a 2–8 letter language first, subtags
/// of 1–8); `all` in a list means the ones Tessera draws without a translation: the default
/// `en-US` and the two pseudo-locales. Tags are kept as spelled, except that a pseudo-locale is
/// spelled as Android does (`en-xa` is `en-XA`), so file names and manifests agree.
public struct LocaleArgument: CaseIterable, ExpressibleByArgument, Hashable, Sendable {
    public let locale: String

    /// The longest tag taken: BCP 47 asks implementations to support at least 35 characters.
    static let maximumLength = 35

    public init(_ locale: String) { self.locale = locale }

    public init?(argument: String) {
        guard Self.isWellFormed(argument) else { return nil }
        locale = PseudoLocale(locale: argument)?.rawValue ?? argument
    }

    public static var allCases: [LocaleArgument] {
        [LocaleArgument(Renderer.defaultLocale)] + PseudoLocale.allCases.map { LocaleArgument($0.rawValue) }
    }

    public static var allValueStrings: [String] { allCases.map(\.locale) }

    public var defaultValueDescription: String { locale }

    /// The direction views are laid out in with this locale: its own for `ar-XB`, else `direction`.
    public func layoutDirection(otherwise direction: LayoutDirection) -> LayoutDirection {
        PseudoLocale(locale: locale)?.layoutDirection ?? direction
    }

    static func isWellFormed(_ tag: String) -> Bool {
        guard tag.utf8.count <= maximumLength else { return false }
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = subtags.first, (2...8).contains(language.count),
              language.unicodeScalars.allSatisfy(isLetter) else { return false }
        return subtags.dropFirst().allSatisfy { subtag in
            (1...8).contains(subtag.count) && subtag.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) }
        }
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
}
