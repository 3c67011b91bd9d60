/// A flat illustration for tile and card headers, drawn from shapes and token icons on a
/// colored panel: no stock images, so it follows the theme and renders the same everywhere.
///
/// The panel fills the width it is offered at a fixed height; two soft discs sit behind the
/// motif (a coffee cup, a star, a gift) the way the coffee shop's promotional art frames its
/// product. Colors are semantic: the accent family for the panel and its faint discs (a tint
/// of the accent reads in light and dark alike), the call-to-action green for the motif's disc.
///
/// ```swift
/// TileIllustration(.coffee)
/// TileIllustration(.gift, height: 120)
/// ```
public struct TileIllustration: View {
    /// What the illustration shows.
    public enum Motif: String, CaseIterable, Sendable {
        case coffee, star, gift

        var icon: TokenKey<Icon> {
            switch self {
            case .coffee: .cup
            case .star: .star
            case .gift: .gift
            }
        }
    }

    let motif: Motif
    let height: Double

    /// - Parameters:
    ///   - motif: the drawing.
    ///   - height: the panel's height in points (the width follows the container).
    public init(_ motif: Motif, height: Double = 160) {
        self.motif = motif
        self.height = height
    }

    public var body: some View {
        EnvironmentReader { env in
            let disc = height * 0.62
            ZStack {
                ColorFill(.accentSubtle)
                Circle()
                    .fill(.accent)
                    .opacity(env.theme[.opacityTint])
                    .frame(width: height * 0.9, height: height * 0.9)
                    .offset(x: -height * 0.55, y: height * 0.28)
                Circle()
                    .fill(.accent)
                    .opacity(env.theme[.opacityFaintTint])
                    .frame(width: height * 0.5, height: height * 0.5)
                    .offset(x: height * 0.7, y: -height * 0.25)
                Circle()
                    .fill(.action)
                    .frame(width: disc, height: disc)
                Image(icon: motif.icon)
                    .foregroundColor(.onAction)
                    .frame(width: disc * 0.58, height: disc * 0.58)
            }
            .frame(height: height)
            .frame(maxWidth: .infinity)
            // The discs are offset past the panel's edges; the panel ends where the art ends.
            .clipShape(Rectangle())
            .key("illustration.\(motif.rawValue)")
        }
    }
}
