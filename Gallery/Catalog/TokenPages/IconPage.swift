import Tessera

/// The icon set: every `icon.*` token drawn at the medium icon size, tinted with the text color.
struct IconPage: View {
    var body: some View {
        TokenPage("Icons", "icon.* — SVG paths on a 24 × 24 grid, tinted with the foreground color") { tables in
            Flex(wrap: .wrap, rowGap: .m, columnGap: .s) {
                ForEach(tables.tokens(prefix: "icon.")) { token in
                    if case .icon(let icon) = token.value {
                        VStack(alignment: .center, spacing: .xs) {
                            glyph(icon).frame(width: 32, height: 32)
                            // A name is one word: at the accessibility sizes the cell widens to
                            // it rather than cutting it.
                            Text(verbatim: token.name.replacingOccurrences(of: "icon.", with: "")).font(.caption2).lineLimit(1)
                                .fixedSize()
                        }
                        .padding(.horizontal, .xs)
                        .frame(minWidth: 104, minHeight: 72)
                        .background(.surfaceSecondary)
                        .cornerRadius(.m)
                    }
                }
            }
        }
    }

    @ViewBuilder private func glyph(_ icon: Icon) -> ViewList {
        if let shape = try? SVGShape(icon.pathData, grid: Size(width: icon.grid, height: icon.grid)) {
            shape.fill(.primary)
        } else {
            // The token checker rejects bad path data; should one slip through, show it.
            Text("bad path").font(.caption2).foregroundColor(.token(.statusError))
        }
    }
}
