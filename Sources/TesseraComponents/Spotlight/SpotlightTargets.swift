import Tessera

/// What a spotlight presenter learns from its subtree after layout: the frame and focus shape
/// of every view marked with `.spotlightElement(key:shape:)`, and its own frame (the container
/// the overlay covers), all in root coordinates.
///
/// ```swift
/// let inbox = targets.targets["home.inbox"]?.frame   // where the marked inbox landed
/// let covered = targets.container                      // the presenter's own frame
/// ```
public struct SpotlightTargets: Hashable, Sendable {
    public struct Target: Hashable, Sendable {
        public var frame: Rect
        public var shape: Spotlight.Element.Shape
    }

    public var targets: [String: Target] = [:]
    public var container: Rect?
}

/// The preference the marks publish and the presenter reads; a key marked twice keeps the
/// frame drawn last.
enum SpotlightPreference: PreferenceKey {
    static var defaultValue: SpotlightTargets { SpotlightTargets() }
    static func reduce(value: inout SpotlightTargets, nextValue: () -> SpotlightTargets) {
        let next = nextValue()
        value.targets.merge(next.targets) { _, new in new }
        if let container = next.container { value.container = container }
    }
}

extension View {
    /// Marks this view as a stop a `Spotlight` can focus on, under `key`.
    public func spotlightElement(key: String, shape: Spotlight.Element.Shape = .circle) -> some View {
        framePreference(key: SpotlightPreference.self) { frame in
            SpotlightTargets(targets: [key: .init(frame: frame, shape: shape)])
        }
    }
}
