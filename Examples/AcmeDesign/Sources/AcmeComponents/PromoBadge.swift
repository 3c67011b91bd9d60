import Tessera
import TesseraComponents

/// A short promotion in a warm pill — "2 for 1", "−20 % today", "Members only" — with an
/// optional leading icon. Like Tessera's `Badge` it never wraps or truncates (keep it to a few
/// words), but it draws on Acme's own promo surface (`color.brand.promo` / `color.brand.onPromo`,
/// 4.5:1 in both themes) so promotions read apart from status badges.
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
        HStack(spacing: .xxs) {
            if let icon {
                IconView(icon, size: .xSmall, tint: emphasis.ink, relativeTo: .caption)
            }
            Text(text)
                .font(.captionEmphasized)
                .foregroundColor(emphasis.ink)
                .lineLimit(1)
        }
        .padding(.horizontal, .s)
        .padding(.vertical, .xxs)
        .background(emphasis.fill, in: Capsule())
        .fixedSize(horizontal: true, vertical: false)
    }
}
