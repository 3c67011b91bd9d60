/// The tile's call to action: seed 001's green capsule ("Order"), white headline text on the
/// action color, at least a touch target tall.
///
/// Kept inside the tile until the atoms' `Button` lands on this branch; then the tile should
/// use that button's green capsule style instead.
struct TileActionButton: View {
    let title: String

    var body: some View {
        Text(title)
            .font(.headline)
            .foregroundColor(.onAction)
            .lineLimit(1)
            .padding(.horizontal, .l)
            .padding(.vertical, .s)
            .background(.action, in: Capsule())
    }
}
