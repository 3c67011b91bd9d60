/// Whether a surface that collapses shows all of itself: the Rewards tile's reward levels and
/// the home header's greeting (seed 001 animates between the two; Tessera renders each state).
///
/// ```swift
/// RewardsTile(stars: 125, state: .expanded)
/// HomeHeader(greeting: "Good afternoon, Jonathan ☀️", state: .collapsed)
/// ```
public enum ExpansionState: String, CaseIterable, Sendable {
    case collapsed, expanded
}
