import Tessera

/// The type ramp, each style set in itself with its size, line height, weight and tracking.
struct TypeScalePage: View {
    /// In ramp order, largest first (typed keys: `Text` takes a key, and the keys are the ramp).
    static let styles: [TokenKey<Typography>] = [
        .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption1, .caption2,
    ]

    var body: some View {
        TokenPage("Type scale", "typography.* at the Large text size; Inter") { tables in
            VStack(alignment: .leading, spacing: .m) {
                ForEach(Self.styles) { key in
                    VStack(alignment: .leading, spacing: .xxs) {
                        Text(verbatim: key.name.replacingOccurrences(of: "typography.", with: "")).font(key)
                        if case .typography(let style)? = tables.light[key.name]?.value {
                            Text(verbatim: "\(formatPoints(style.fontSize.points))/\(formatPoints(style.lineHeightPoints)) pt · weight \(style.fontWeight) · tracking \(formatPoints(style.letterSpacing.points))")
                                .font(.caption1).foregroundColor(.secondary)
                        }
                    }
                }
            }
        }
    }
}
