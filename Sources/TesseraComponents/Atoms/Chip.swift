/// A compact choice in a capsule (a filter, a category): an optional leading icon and a one-line
/// title; selected chips are tinted with the accent, unselected ones outlined. A chip keeps its
/// full width beside text that could shrink instead (a truncated filter name is a guess), as
/// `.fixedSize()` does in SwiftUI; a wrapping `Flex` moves it to the next line instead. Only at
/// the accessibility text sizes does a chip wider than the whole row truncate.
///
/// ```swift
/// Flex(wrap: .wrap, rowGap: .s, columnGap: .xs) {     // rows 12 apart: tap regions of 44
///     Chip("Hot drinks", icon: .cup, isSelected: true)
///     Chip("Food", icon: .forkAndKnife)
/// }
/// ```
public struct Chip: View {
    public var title: String
    public var icon: TokenKey<Icon>?
    public var isSelected: Bool

    public init(_ title: String, icon: TokenKey<Icon>? = nil, isSelected: Bool = false) {
        self.title = title
        self.icon = icon
        self.isSelected = isSelected
    }

    public var body: some View {
        // Full width up to the largest standard text size; at the accessibility sizes a chip
        // wider than its row truncates rather than running off the screen.
        EnvironmentReader { env in
            capsule.fixedSize(horizontal: !env.usesAccessibilityLayout, vertical: false)
        }
        // The capsule keeps its 32-point look; its tap region grows to the touch target, as
        // Material's chips do.
        .interactive(expandsHitArea: true)
    }

    private var capsule: some View {
        let foreground: ColorValue = isSelected ? .link : .primary
        return HStack(spacing: .xxs) {
            if let icon {
                IconView(icon, size: .small, tint: foreground, relativeTo: .subheadline).key("chip.icon")
            }
            Text(title).font(.subheadline).foregroundColor(foreground).lineLimit(1).key("chip.title")
        }
        .padding(.horizontal, .s)
        .padding(.vertical, 6)
        .background(isSelected ? .accentSubtle : .surface, in: Capsule())
        .border(isSelected ? .accent : .token(.separatorStrong), width: .token(.borderWidthThin), in: Capsule())
    }
}
