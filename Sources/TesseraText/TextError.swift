/// What went wrong while finding fonts or typesetting, said so that a user can fix it.
public enum TextError: Error, Equatable, CustomStringConvertible, Sendable {
    /// No installed or registered font has this family; `searched` lists where we looked.
    case familyNotFound(family: String, weight: Int, italic: Bool, searched: [String])
    /// A font file could not be opened or is not a font.
    case unreadableFontFile(path: String, reason: String)
    /// A style or width value is out of range (NaN, infinite, negative or absurd).
    case invalidValue(name: String, value: String, reason: String)
    /// Text to be drawn has characters no available font covers.
    case missingCharacters(MissingCharacters)

    public var description: String {
        switch self {
        case let .familyNotFound(family, weight, italic, searched):
            let style = italic ? "italic" : "normal"
            return "font family '\(family)' (weight \(weight), \(style)) not found; looked in: "
                + searched.joined(separator: ", ")
        case let .unreadableFontFile(path, reason):
            return "font file '\(path)': \(reason)"
        case let .invalidValue(name, value, reason):
            return "\(name) = \(value): \(reason)"
        case let .missingCharacters(missing):
            return missing.description
        }
    }
}
