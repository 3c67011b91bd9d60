import Tessera
import TesseraComponents

/// A short promotion in a warm pill — "2 for 1", "−20 % today", "Members only" — with an
/// optional leading icon, on Acme's own promo surface (`color.brand.promo` / `color.brand.onPromo`)
/// so promotions read apart from status badges. It never truncates: an ellipsis would cut the
/// offer itself. At its full width on one line it keeps its width beside a neighbour (like
/// Tessera's `Badge`); at the accessibility text sizes, where a few words can outgrow a phone's
/// card, it wraps inside a rounded rectangle instead (keep promotions to a few words).
///
/// ```swift
/// PromoBadge("2 for 1")
/// PromoBadge("Members only", icon: .star, emphasis: .brand)
/// ```
public struct PromoBadge: View {
    public var text: String
    public var icon: TokenKey<Icon>?
    public var emphasis: Emphasis

    /// How loudly the promotion speaks.
    public enum Emphasis: String, Hashable, Sendable, CaseIterable {
        /// The warm promo surface: most promotions.
        case warm
        /// The brand accent with white text: one headline offer per screen.
        case brand

        var fill: ColorValue { self == .warm ? .token(.brandPromo) : .token(.brandAccent) }
        var ink: ColorValue { self == .warm ? .token(.brandOnPromo) : .onAccent }
    }

    public init(_ text: String, icon: TokenKey<Icon>? = nil, emphasis: Emphasis = .warm) {
        self.text = text
        self.icon = icon
        self.emphasis = emphasis
    }

    public var body: some View {
        EnvironmentReader { env in
            if env.usesAccessibilityLayout {
                label.background(emphasis.fill, in: RoundedRectangle(cornerRadius: 12))
            } else {
                label.background(emphasis.fill, in: Capsule()).fixedSize(horizontal: true, vertical: false)
            }
        }
    }

    private var label: some View {
        HStack(alignment: .center, spacing: .xxs) {
            if let icon {
                IconView(icon, size: .xSmall, tint: emphasis.ink, relativeTo: .caption)
            }
            Text(text)
                .font(.captionEmphasized)
                .foregroundColor(emphasis.ink)
                .flex(grow: 0, shrink: 1)
        }
        .padding(.horizontal, .s)
        .padding(.vertical, .xxs)
    }
}
