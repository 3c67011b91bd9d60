/// How components follow the text size beyond their text: icons, discs and avatars grow with
/// the text beside them (SwiftUI's `@ScaledMetric(relativeTo:)`), and side-by-side layouts
/// stack at the accessibility sizes (iOS's `dynamicTypeSize.isAccessibilitySize`), read from
/// the environment with `EnvironmentReader`.
extension EnvironmentValues {
    /// `points` scaled by the factor the text size applies to `style`, on the device pixel
    /// grid: 24 pt beside body text is 24 pt at the default size and 75 pt at accessibility5.
    public func scaled(_ points: Double, relativeTo style: TokenKey<Typography>) -> Double {
        let base = theme[style].fontSize.points
        guard base > 0 else { return points }
        let scaled = points * theme.typography(style, size: textSize).fontSize.points / base
        return (scaled * displayScale).rounded() / displayScale
    }

    /// A dimension token scaled like `style` (see `scaled(_:relativeTo:)`).
    public func scaled(_ length: TokenKey<Length>, relativeTo style: TokenKey<Typography>) -> Double {
        scaled(theme[length].points, relativeTo: style)
    }

    /// The five accessibility text sizes, where rows, banners, bars and tiles stack their parts
    /// instead of squeezing words letter by letter beside icons and buttons.
    ///
    /// ```swift
    /// EnvironmentReader { env in
    ///     if env.usesAccessibilityLayout { VStack { icon; title } } else { HStack { icon; title } }
    /// }
    /// ```
    public var usesAccessibilityLayout: Bool {
        switch textSize {
        case .accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5: true
        case .xSmall, .small, .medium, .large, .xLarge, .xxLarge, .xxxLarge: false
        }
    }
}

extension EnvironmentValues {
    /// The title style to set at this text size. The tokens scale the whole ramp by one factor,
    /// but iOS grows titles far less than body text at the accessibility sizes (at
    /// accessibility5 a large title is 60 pt beside 53-pt body, not 106 pt), or a title word
    /// such as "afternoon," would not fit a phone's line. So at those sizes every title steps
    /// down to body size, keeping its emphasis: regular titles set as body, emphasized ones as
    /// the bold headline.
    ///
    /// ```swift
    /// EnvironmentReader { env in Text("Good morning").font(env.titleStyle(.title1)) }
    /// ```
    public func titleStyle(_ style: TokenKey<Typography>) -> TokenKey<Typography> {
        guard usesAccessibilityLayout else { return style }
        switch style {
        case .largeTitle, .title1, .title2, .title3: return .body
        case .largeTitleEmphasized, .title1Emphasized, .title2Emphasized, .title3Emphasized: return .headlineEmphasized
        default: return style
        }
    }
}
