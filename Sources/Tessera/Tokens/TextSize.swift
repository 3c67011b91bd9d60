import TesseraTokens

/// The iOS text-size categories (Dynamic Type), from extra small to the five accessibility sizes.
/// Each scales the type ramp by its `textSize.*` token (`large` is 1).
///
/// It lives with Tessera's token names, not in the generic token module: the `textSize.*`
/// tokens are Tessera's convention, which an adopter's layers inherit from the defaults.
public enum TextSize: String, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// The five accessibility sizes (SwiftUI's `DynamicTypeSize.isAccessibilitySize`), where
    /// components reflow: rows stack, long words no longer fit a line.
    public var isAccessibilitySize: Bool { rawValue.hasPrefix("accessibility") }

    var key: TokenKey<Double> {
        switch self {
        case .xSmall: .textSizeXSmall
        case .small: .textSizeSmall
        case .medium: .textSizeMedium
        case .large: .textSizeLarge
        case .xLarge: .textSizeXLarge
        case .xxLarge: .textSizeXxLarge
        case .xxxLarge: .textSizeXxxLarge
        case .accessibility1: .textSizeAccessibility1
        case .accessibility2: .textSizeAccessibility2
        case .accessibility3: .textSizeAccessibility3
        case .accessibility4: .textSizeAccessibility4
        case .accessibility5: .textSizeAccessibility5
        }
    }
}

extension Theme {
    /// A text style at a text-size category (Dynamic Type): the style scaled by the category's
    /// factor from the `textSize` tokens.
    public func typography(_ key: TokenKey<Typography>, size: TextSize) -> Typography {
        self[key].scaled(by: self[size.key])
    }
}
