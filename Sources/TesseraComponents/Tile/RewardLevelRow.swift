/// One reward in the expanded Rewards tile: its star price in a fixed leading column (so the
/// titles align; the price never wraps), then the reward, which wraps — or, when too little
/// room is left beside the price, goes on the line below it. Reached rewards show
/// their price in the success green (the lighter step in dark, which reads on a dark card).
struct RewardLevelRow: View {
    let level: RewardLevel
    let isReached: Bool

    /// Below this width beside the price the title moves under it (the largest text sizes on
    /// a phone) instead of wrapping a word per line.
    static let minimumTitleWidth = 180.0

    var body: some View {
        Flex(direction: .row, wrap: .wrap, alignItems: .flexStart, rowGap: .xxs, columnGap: .s) {
            HStack(spacing: .xxs) {
                Text("\(level.stars)")
                    .font(.headline)
                    .foregroundColor(isReached ? .token(.statusSuccess) : .primary)
                IconView(.star, size: .small, tint: isReached ? .token(.statusSuccess) : .secondary, relativeTo: .headline)
            }
            .fixedSize()
            .frame(minWidth: 56, alignment: .leading)
            .flex(grow: 0, shrink: 0)
            Text(level.title)
                .font(.subheadline)
                .foregroundColor(.secondary)
                .frame(minWidth: Self.minimumTitleWidth, alignment: .leading)
                .flex(grow: 1, shrink: 1, basis: 0)
        }
    }
}
