import Tessera

/// Every semantic color with its light and dark values side by side (a designer checks both
/// themes at once), with its description.
struct SemanticColorPage: View {
    var body: some View {
        TokenPage("Semantic colors", "color.* — what components use; light and dark chips with their hex values") { tables in
            Grid(alignment: .leading, horizontalSpacing: .s, verticalSpacing: .s) {
                ForEach(tables.tokens(prefix: "color.")) { token in
                    if let colors = tables.colors(token.name) {
                        GridRow(alignment: .center) {
                            Swatch(color: colors.light)
                            Swatch(color: colors.dark)
                            VStack(alignment: .leading, spacing: 0) {
                                Text(verbatim: token.name).font(.callout)
                                Text(verbatim: "light \(colors.light.hexString) · dark \(colors.dark.hexString)").font(.caption1).foregroundColor(.secondary)
                                if let description = token.description {
                                    Text(description).font(.caption2).foregroundColor(.secondary)
                                }
                            }
                            .frame(maxWidth: .infinity, alignment: .leading)
                        }
                    }
                }
            }
        }
    }
}

/// The primitive ramps (the same in both themes): one row of steps per family.
struct PalettePage: View {
    var body: some View {
        TokenPage("Palette", "palette.* — primitives the semantic colors alias; components never read them") { tables in
            VStack(alignment: .leading, spacing: .l) {
                ForEach(families(tables)) { family in
                    VStack(alignment: .leading, spacing: .xs) {
                        Text(verbatim: family.name).font(.headline)
                        // Columns of exactly 56 points, as many as fit, from the leading edge.
                        LazyVGrid(columns: [GridItem(.adaptive(minimum: 56, maximum: 56), spacing: .xs, alignment: .topLeading)],
                                  alignment: .leading, spacing: .s) {
                            ForEach(family.steps) { step in
                                VStack(alignment: .leading, spacing: .xxs) {
                                    Swatch(color: step.color, width: 56, height: 44)
                                    Text(verbatim: step.name).font(.caption1)
                                    Text(verbatim: step.color.hexString).font(.caption2).foregroundColor(.secondary)
                                }
                                .frame(width: 56, alignment: .topLeading)
                            }
                        }
                    }
                }
            }
        }
    }

    struct Family { var name: String; var steps: [(name: String, color: Color)] }

    /// Families in file order, steps in file order ("palette.cobalt.500" → cobalt, 500).
    private func families(_ tables: TokenTables) -> [Family] {
        var families: [Family] = []
        for token in tables.tokens(prefix: "palette.") {
            guard case .color(let color) = token.value else { continue }
            let parts = token.name.split(separator: ".")
            guard parts.count >= 3 else { continue }
            let family = String(parts[1]), step = parts[2...].joined(separator: ".")
            if families.last?.name != family { families.append(Family(name: family, steps: [])) }
            families[families.count - 1].steps.append((step, color))
        }
        return families
    }
}
