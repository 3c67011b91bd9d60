/// Seed 001's Rewards tile: the star balance, progress to the next reward, and a "Rewards
/// options" disclosure whose chevron points down when collapsed and up when expanded, when the
/// ladder of reward levels shows below it.
///
/// The tile shares the coffee-shop tile's surface (small radius, one-point shadow). Sub-views
/// are keyed `rewards.title`, `rewards.balance`, `rewards.progress` (its fill `progress.fill`), `rewards.toggle`,
/// `rewards.chevron`, and `rewards.level.<index>` for each shown level.
///
/// ```swift
/// RewardsTile(stars: 125)
/// RewardsTile(stars: 125, state: .expanded)
/// RewardsTile(stars: 30, state: .expanded, levels: [RewardLevel(stars: 50, title: "Free refill")])
/// ```
public struct RewardsTile: View {
    let stars: Int
    let state: ExpansionState
    let levels: [RewardLevel]

    /// - Parameters:
    ///   - stars: the balance; a negative balance shows as zero progress.
    ///   - state: collapsed (balance only) or expanded (with the reward levels).
    ///   - levels: the rewards, cheapest first.
    public init(stars: Int, state: ExpansionState = .collapsed, levels: [RewardLevel] = RewardLevel.coffeeShop) {
        self.stars = stars
        self.state = state
        self.levels = levels
    }

    /// The cheapest reward the balance cannot buy yet, if any.
    var nextLevel: RewardLevel? { levels.first { $0.stars > stars } }

    /// Progress toward the next reward, 0...1 (full once every reward is within reach).
    var progress: Double {
        guard let next = nextLevel, next.stars > 0 else { return 1 }
        return min(1, max(0, Double(stars) / Double(next.stars)))
    }

    var progressMessage: String {
        guard let next = nextLevel else { return "Every reward is within reach" }
        let missing = next.stars - max(0, stars)
        return "\(missing) \(missing == 1 ? "star" : "stars") until \(next.title.lowercasedFirst)"
    }

    /// Down while the levels are hidden, up while they show (tapping would fold them away).
    var chevron: TokenKey<Icon> { state == .expanded ? .chevronUp : .chevronDown }

    public var body: some View {
        Card(padding: .cardPadding, spacing: .zero, radius: .token(.radiusTile), elevation: .low) {
            Text("Rewards")
                .font(.headline)
                .key("rewards.title")
            EnvironmentReader { env in
                HStack(spacing: .xxs) {
                    Text("\(max(0, stars))")
                        .font(env.titleStyle(.largeTitle))
                    IconView(.star, size: .medium, tint: .token(.statusSuccess), relativeTo: .body)
                }
            }
            .key("rewards.balance")
            .padding(.top, .xxs)
            Text(progressMessage)
                .font(.footnote)
                .foregroundColor(.secondary)
                .key("rewards.message")
            ProgressBar(value: progress, tint: .action)
                .key("rewards.progress")
                .padding(.top, .s)
            Divider()
                .padding(.top, .m)
            HStack(spacing: .xxs) {
                Text("Rewards options")
                    .font(.subheadline)
                    .foregroundColor(.link)
                IconView(chevron, size: .small, tint: .link, relativeTo: .subheadline)
                    .key("rewards.chevron")
            }
            .key("rewards.toggle")
            .padding(.top, .s)
            if state == .expanded {
                VStack(alignment: .leading, spacing: .s) {
                    ForEach(Array(levels.enumerated())) { index, level in
                        RewardLevelRow(level: level, isReached: level.stars <= stars)
                            .key("rewards.level.\(index)")
                    }
                }
                .key("rewards.levels")
                .padding(.top, .m)
            }
        }
    }
}

extension String {
    /// "Customize your drink" → "customize your drink", for a title inside a sentence.
    fileprivate var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
