import Tessera

/// Elevations as cards resting on the grouped background, with their shadow layers spelled out.
struct ElevationPage: View {
    static let levels: [TokenKey<[BoxShadow]>] = [.elevationLow, .elevationMedium, .elevationHigh]

    var body: some View {
        TokenPage("Elevations", "elevation.* — shadows under cards, sheets and overlays") { tables in
            VStack(alignment: .leading, spacing: .xl) {
                ForEach(Self.levels) { key in
                    VStack(alignment: .leading, spacing: .xxs) {
                        Text(verbatim: key.name).font(.headline)
                        Text(verbatim: describe(tables.light[key.name]?.value)).font(.caption1).foregroundColor(.secondary)
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.m)
                    .background(.card)
                    .cornerRadius(.card)
                    .shadow(.token(key))
                }
            }
            .padding(.m)
            .background(.groupedBackground)
        }
    }

    private func describe(_ value: TokenValue?) -> String {
        guard case .shadow(let layers)? = value else { return "not a shadow" }
        return layers.map { "y \(formatPoints($0.offsetY.points)) blur \(formatPoints($0.blur.points)) spread \(formatPoints($0.spread.points)) \($0.color.hexString)" }
            .joined(separator: " + ")
    }
}
