import TesseraGeometry

/// The touch-target check: each interactive view's tap region against the `size.touchTarget`
/// token. The region is the view's frame, or for a view that declares `expandsHitArea` its frame
/// grown evenly to the token on each short axis (see `Interaction`). A grown region must not
/// reach into another view's tap region: a tap there would be ambiguous, so the grown area is not
/// really the view's. Views nested in one another (a chip in a tappable row) are not compared,
/// nor views in different scroll viewports (a tile's button scrolled under the tab bar moves
/// away from it with a swipe; each scroll view hit-tests only inside itself).
struct TouchTargets {
    struct Problem {
        let target: AuditRecorder.Target
        let figures: [String: Double]
        let notes: [String: String]
    }

    let findings: [Problem]

    init(_ targets: [AuditRecorder.Target], minimum: Double) {
        let regions = targets.map { Self.region(of: $0, minimum: minimum) }
        var findings: [Problem] = []
        for (index, target) in targets.enumerated() {
            let region = regions[index]
            var figures = ["width": target.frame.width, "height": target.frame.height, "minimum": minimum]
            if target.interaction.expandsHitArea {
                figures["hitWidth"] = region.width
                figures["hitHeight"] = region.height
            }
            if region.width < minimum - 0.01 || region.height < minimum - 0.01 {
                findings.append(Problem(target: target, figures: figures, notes: [:]))
                continue
            }
            guard target.interaction.expandsHitArea else { continue }
            // The first other region the grown one reaches into (by more than a hair).
            let other = targets.indices.first { other in
                guard other != index, targets[other].scrollViewport == target.scrollViewport,
                      !Self.nested(target.frame, targets[other].frame),
                      let shared = region.intersection(regions[other]) else { return false }
                return shared.width > 0.01 && shared.height > 0.01
            }
            if let other {
                var notes = ["otherPath": targets[other].path]
                if let key = targets[other].key { notes["otherKey"] = key }
                findings.append(Problem(target: target, figures: figures, notes: notes))
            }
        }
        self.findings = findings
    }

    /// The frame, grown evenly to `minimum` on each axis shorter than it when the view asks.
    static func region(of target: AuditRecorder.Target, minimum: Double) -> Rect {
        let frame = target.frame
        guard target.interaction.expandsHitArea else { return frame }
        let dx = max(0, minimum - frame.width) / 2, dy = max(0, minimum - frame.height) / 2
        return frame.insetBy(dx: -dx, dy: -dy)
    }

    /// One frame holds the other.
    private static func nested(_ a: Rect, _ b: Rect) -> Bool {
        func holds(_ outer: Rect, _ inner: Rect) -> Bool {
            outer.minX <= inner.minX + 0.01 && outer.minY <= inner.minY + 0.01
                && outer.maxX >= inner.maxX - 0.01 && outer.maxY >= inner.maxY - 0.01
        }
        return holds(a, b) || holds(b, a)
    }
}
