/// The three colors of each status, in one place for banners and badges: the mark (icons and
/// edges, 3:1 on page backgrounds), its subtle surface, and the strong text that keeps 4.5:1
/// on that surface.
enum StatusColors: String {
    case info, success, warning, error

    var mark: ColorValue { .token(keys.mark) }
    var surface: ColorValue { .token(keys.surface) }
    var strong: ColorValue { .token(keys.strong) }

    private var keys: (mark: TokenKey<Color>, surface: TokenKey<Color>, strong: TokenKey<Color>) {
        switch self {
        case .info: (.statusInfo, .statusInfoSubtle, .statusInfoStrong)
        case .success: (.statusSuccess, .statusSuccessSubtle, .statusSuccessStrong)
        case .warning: (.statusWarning, .statusWarningSubtle, .statusWarningStrong)
        case .error: (.statusError, .statusErrorSubtle, .statusErrorStrong)
        }
    }
}
