import Tessera
import TesseraComponents

/// A loyalty card's progress: one stamp per visit, collected stamps filled with the brand's
/// stamp color and a check, the rest as empty rings, and a line saying what the next reward is.
///
/// Stamps are `size.stamp` (32 pt) circles that grow with the text size like the caption under
/// them. The row holds up to ten stamps and wraps to a second line on narrow widths rather than
/// shrinking them, and the caption goes under the count when they do not fit side by side; the count is clamped to `0...total`, so a bad count never draws eleven of ten.
///
/// ```swift
/// LoyaltyStampRow(collected: 3, total: 8, reward: "a free coffee")
/// ```
public struct LoyaltyStampRow: View {
    public var collected: Int
    public var total: Int
    public var reward: String

    public init(collected: Int, total: Int, reward: String) {
        self.total = min(max(total, 1), 10)
        self.collected = min(max(collected, 0), self.total)
        self.reward = reward
    }

    /// What the caption says: how many stamps are left, or that the reward is ready.
    public var caption: String {
        let left = total - collected
        return left == 0 ? "Your \(reward) is ready" : "\(left) more for \(reward)"
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: .xs) {
            Flex(wrap: .wrap, rowGap: .xs, columnGap: .xs) {
                ForEach(Array(0..<total), id: \.self) { index in
                    Stamp(isCollected: index < collected)
                }
            }
            Flex(wrap: .wrap, alignItems: .baseline, columnGap: .xs) {
                Text("\(collected)\u{00A0}of\u{00A0}\(total)").font(.subheadlineEmphasized).foregroundColor(.primary)
                    .fixedSize(horizontal: true, vertical: false)
                Text(caption).font(.subheadline).foregroundColor(.secondary)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// One stamp of a `LoyaltyStampRow`.
struct Stamp: View {
    var isCollected: Bool

    var body: some View {
        EnvironmentReader { env in
            let side = env.scaled(.sizeStamp, relativeTo: .caption)
            ZStack {
                if isCollected {
                    Circle().fill(.token(.brandStamp))
                    IconView(.check, size: .small, tint: .onAccent, relativeTo: .caption)
                } else {
                    Circle().stroke(.token(.brandStampEmpty), lineWidth: 2)
                }
            }
            .frame(width: side, height: side)
        }
    }
}
