import Tessera

/// The spacing scale and semantic spacings, each as a bar of its length.
struct SpacingPage: View {
    var body: some View {
        TokenPage("Spacing", "space.* — the 4-pt scale and the semantic spacings") { tables in
            VStack(alignment: .leading, spacing: .xs) {
                ForEach(tables.tokens(prefix: "space.")) { token in
                    if case .dimension(let length) = token.value {
                        HStack(spacing: .s) {
                            Text(verbatim: token.name).font(.callout).frame(width: 150, alignment: .leading)
                            Text(verbatim: "\(formatPoints(length.points)) pt").font(.caption1).foregroundColor(.secondary)
                                .frame(width: 44, alignment: .trailing)
                            Rectangle().fill(.accent).frame(width: max(length.points, 1), height: 16)
                        }
                    }
                }
            }
        }
    }
}

/// Corner radii, each on a square.
struct RadiusPage: View {
    var body: some View {
        TokenPage("Radii", "radius.* — corner radii (continuous corners where components ask)") { tables in
            Flex(wrap: .wrap, rowGap: .m, columnGap: .m) {
                ForEach(tables.tokens(prefix: "radius.")) { token in
                    if case .dimension(let length) = token.value {
                        VStack(alignment: .leading, spacing: .xxs) {
                            ColorFill(.accentSubtle)
                                .frame(width: 72, height: 72)
                                .cornerRadius(.points(min(length.points, 36)))
                                .border(.accent, width: 1, in: RoundedRectangle(cornerRadius: min(length.points, 36)))
                            Text(verbatim: token.name.replacingOccurrences(of: "radius.", with: "")).font(.caption1)
                            Text(verbatim: "\(formatPoints(length.points)) pt").font(.caption2).foregroundColor(.secondary)
                        }
                        .frame(width: 96, alignment: .topLeading)
                    }
                }
            }
        }
    }
}
