/// A person as the initials of their name in a tinted circle (no photos: the library draws
/// everything from tokens).
///
/// The circle and its initials grow together with the text size (the diameter scales like the
/// initials' text style), so an avatar beside enlarged text is not left small and the letters
/// always fit.
///
/// ```swift
/// Avatar(name: "Jonathan Appleseed")            // "JA", medium
/// Avatar(name: "Ada", size: .large)             // "A"
/// ```
public struct Avatar: View {
    public var name: String
    public var size: Size

    /// Diameters of the circle, with the type style of the initials that suits each.
    public enum Size: String, Hashable, Sendable, CaseIterable {
        case small, medium, large

        /// At the default text size.
        var diameter: Double {
            switch self {
            case .small: 32
            case .medium: 40
            case .large: 56
            }
        }

        var style: TokenKey<Typography> {
            switch self {
            case .small: .caption1
            case .medium: .subheadline
            case .large: .title3
            }
        }
    }

    public init(name: String, size: Size = .medium) {
        self.name = name
        self.size = size
    }

    /// The first letter of the first and of the last word, uppercased ("Ada" → "A",
    /// "jonathan q. appleseed" → "JA"); empty for a name with no letters.
    public static func initials(of name: String) -> String {
        let words = name.split(whereSeparator: { $0.isWhitespace }).filter { $0.first?.isLetter == true }
        guard let first = words.first?.first else { return "" }
        guard words.count > 1, let last = words.last?.first else { return first.uppercased() }
        return first.uppercased() + last.uppercased()
    }

    public var body: some View {
        EnvironmentReader { env in
            let diameter = env.scaled(size.diameter, relativeTo: size.style)
            Text(Avatar.initials(of: name))
                .font(size.style)
                .foregroundColor(.link)
                .lineLimit(1)
                .key("avatar.initials")
                .frame(width: diameter, height: diameter)
                .background(.accentSubtle, in: Circle())
        }
    }
}
