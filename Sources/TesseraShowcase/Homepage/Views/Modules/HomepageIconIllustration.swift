import TesseraComponents

/// A module's symbol drawn large: a disc in the module's card color with a token icon in the
/// module's ink. The drawn illustrations cover the plan and the stats; lives, planner and
/// recipes use this, so every module has a picture that follows the theme.
struct HomepageIconIllustration: View {
    let icon: TokenKey<Icon>
    let style: HomepageModuleStyle
    let side: Double

    var body: some View {
        ZStack {
            Circle().fill(style.cardStyle.background)
            Image(icon: icon)
                .foregroundColor(style.foregroundColor)
                .frame(width: side * 0.42, height: side * 0.42)
        }
        .frame(width: side, height: side)
    }
}
