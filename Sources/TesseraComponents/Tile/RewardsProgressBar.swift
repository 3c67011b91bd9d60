/// The Rewards tile's progress toward the next reward: a capsule track in the separator color
/// filled from the leading edge with the call-to-action green. Both parts are flex items, so
/// the fill mirrors with the layout direction.
struct RewardsProgressBar: View {
    /// 0...1, already clamped by the tile.
    let progress: Double

    var body: some View {
        Flex(direction: .row) {
            Capsule()
                .fill(.action)
                .flex(grow: progress, shrink: 1, basis: 0)
                .key("rewards.progress.fill")
            ColorFill(.clear)
                .flex(grow: 1 - progress, shrink: 1, basis: 0)
        }
        .frame(height: 6)
        .frame(maxWidth: .infinity)
        .background(.separator, in: Capsule())
    }
}
