/// A short status word or count in a pill (caption weight text), e.g. "New" on a tile or "3"
/// beside an inbox. Single line at its full width: a badge never wraps and never truncates (an
/// ellipsis in a pill says nothing), so a neighbour that shrinks gives way, not the badge, as
/// `.fixedSize()` does in SwiftUI. Keep badge text to a word or two.
///
/// ```swift
/// Badge("New")                     // accent fill
/// Badge("2 stars", tone: .subtle)  // tinted
/// Badge("Ready", tone: .success)   // status surface, strong status text
/// ```
public struct Badge: View {
    public var text: String
    public var tone: Tone

    /// Fill and text color pairs, each meeting 4.5:1 in light and dark.
    public enum Tone: String, Hashable, Sendable, CaseIterable {
        /// Brand accent fill, white text: draws the eye.
        case accent
        /// The call-to-action green (rewards, "Order").
        case action
        /// Tinted accent fill, accent text: informative, quieter.
        case subtle
        /// Grey inset fill, secondary text: metadata.
        case neutral
        /// Status surfaces with their strong text (`color.status.*Subtle` / `*Strong`).
        case info, success, warning, error

        var fill: ColorValue { colors.fill }
        var foreground: ColorValue { colors.foreground }

        private var colors: (fill: ColorValue, foreground: ColorValue) {
            if let status = StatusColors(rawValue: rawValue) { return (status.surface, status.strong) }
            switch self {
            case .accent: return (.accent, .onAccent)
            case .action: return (.action, .onAction)
            case .subtle: return (.accentSubtle, .link)
            case .neutral, .info, .success, .warning, .error: return (.surfaceSecondary, .secondary)
            }
        }
    }

    public init(_ text: String, tone: Tone = .accent) {
        self.text = text
        self.tone = tone
    }

    public var body: some View {
        Text(text)
            .font(.caption1)
            .foregroundColor(tone.foreground)
            .lineLimit(1)
            .key("badge.text")
            .padding(.horizontal, .xs)
            .padding(.vertical, 2)
            .background(tone.fill, in: Capsule())
            .fixedSize(horizontal: true, vertical: false)
    }
}
