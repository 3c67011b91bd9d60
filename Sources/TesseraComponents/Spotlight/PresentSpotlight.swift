import Tessera

extension View {
    /// Covers this view with `overlay` focused on step `step` of `spotlight` (seed 002's
    /// presenter). Apply it at the root of the screen: after layout it reads the frames the
    /// `.spotlightElement` marks inside published and hands the step's one to the overlay.
    /// Nothing is drawn when `spotlight` is nil or `step` is outside the sequence; a step whose
    /// element is not on screen gets the overlay with no focus frame.
    ///
    /// ```swift
    /// HomeScreen().presentSpotlight(tour, step: 1, overlay: DefaultOverlay.self)
    /// ```
    public func presentSpotlight<Overlay: FocusOverlay>(
        _ spotlight: Spotlight?, step: Int, overlay: Overlay.Type = DefaultOverlay.self
    ) -> some View {
        framePreference(key: SpotlightPreference.self) { frame in SpotlightTargets(container: frame) }
            .overlayPreferenceValue(SpotlightPreference.self) { found in
                if let spotlight, spotlight.elements.indices.contains(step) {
                    let container = found.container ?? Rect(x: 0, y: 0, width: 0, height: 0)
                    let element = spotlight.elements[step]
                    let target = found.targets[element.key]
                    let focus = SpotlightFocus(
                        element: element, shape: target?.shape ?? .circle,
                        frame: target.map { Rect(x: $0.frame.minX - container.minX, y: $0.frame.minY - container.minY,
                                                 width: $0.frame.width, height: $0.frame.height) },
                        step: step, count: spotlight.elements.count, cancellable: spotlight.cancellable)
                    // Modal: the screen beneath is inert while the spotlight shows (its dimmed
                    // text is not judged by the audit), as UIKit's accessibilityViewIsModal.
                    Overlay(focus: focus, container: Size(width: container.width, height: container.height))
                        .modal()
                }
            }
    }
}
