import Foundation
import Tessera

/// The tokens the page is rendered with, in both themes: the token pages list every token with
/// its value in light and dark, side by side, so they read both themes of the environment's
/// `themes` (the ones the gallery loaded from `--tokens`, or Tessera's defaults) rather than the
/// one theme a view is styled with.
struct TokenTables: Sendable {
    let light: ResolvedTokens
    let dark: ResolvedTokens

    /// Tokens of the light resolution whose names start with `prefix`, in file order.
    func tokens(prefix: String) -> [ResolvedToken] {
        light.tokens.filter { $0.name.hasPrefix(prefix) }
    }

    /// The color a token resolves to in each theme (nil when it is not a color there).
    func colors(_ name: String) -> (light: Color, dark: Color)? {
        guard case .color(let light)? = self.light[name]?.value, case .color(let dark)? = self.dark[name]?.value else { return nil }
        return (light, dark)
    }
}

/// A token page's frame: title, one line on what the page shows, then its content.
struct TokenPage<Content: View>: View {
    let title: String
    let subtitle: String
    let content: (TokenTables) -> Content

    init(_ title: String, _ subtitle: String, @ViewBuilder content: @escaping (TokenTables) -> Content) {
        self.title = title
        self.subtitle = subtitle
        self.content = content
    }

    var body: some View {
        VStack(alignment: .leading, spacing: .l) {
            VStack(alignment: .leading, spacing: .xxs) {
                Text(title).font(.largeTitle)
                Text(subtitle).font(.subheadline).foregroundColor(.secondary)
            }
            EnvironmentReader { environment in
                if let light = environment.themes[.light], let dark = environment.themes[.dark] {
                    content(TokenTables(light: light.tokens, dark: dark.tokens))
                } else {
                    // Loud on the page: a renderer made from one theme cannot show both.
                    Text("The token pages need a renderer with both themes (Renderer(tokens:) loads light and dark).")
                        .font(.headline).foregroundColor(.token(.statusError))
                }
            }
        }
        .frame(maxWidth: .infinity, alignment: .topLeading)
        .padding(.l)
    }
}

/// Numbers as designers write them: "16", "0.5", "-0.41".
func formatPoints(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}

/// A color chip with a hairline edge, so white on white and black on black still show.
struct Swatch: View {
    let color: Color
    var width = 40.0
    var height = 40.0

    var body: some View {
        RoundedRectangle(cornerRadius: 6)
            .fill(.literal(color))
            .frame(width: width, height: height)
            .border(.separator, width: 1, in: RoundedRectangle(cornerRadius: 6))
    }
}
