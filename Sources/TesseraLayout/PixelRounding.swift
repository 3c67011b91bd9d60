/// Snapping frames to the pixel grid of a display scale.
///
/// Rounding happens on absolute coordinates: each edge is rounded where it lies on the screen,
/// and a frame's rounded size is the difference of its rounded edges. Two neighbours that share
/// an edge therefore share the rounded edge too — no hairline gaps or overlaps at 2x or 3x, which
/// rounding relative positions and sizes independently cannot promise. Measured leaves (text)
/// never come out smaller than they measured: their far edges round up instead, so a line of text
/// does not wrap differently when drawn into its rounded box.
extension LayoutTree {
    mutating func roundToPixels(_ root: Int, scale: Double) {
        if roundedFrames.count < frames.count {
            roundedFrames.append(contentsOf: repeatElement(.zero, count: frames.count - roundedFrames.count))
        }
        roundNode(root, parentX: 0, parentY: 0, roundedParentX: 0, roundedParentY: 0, scale: scale)
    }

    private mutating func roundNode(_ node: Int, parentX: Double, parentY: Double, roundedParentX: Double,
                                    roundedParentY: Double, scale: Double) {
        let frame = frames[node]
        let left = parentX + frame.x
        let top = parentY + frame.y
        let roundedLeft = snap(left, scale)
        let roundedTop = snap(top, scale)
        var roundedRight = snap(left + frame.width, scale)
        var roundedBottom = snap(top + frame.height, scale)
        if measures[node] != nil {
            if roundedRight - roundedLeft < frame.width - 1e-9 { roundedRight = snapUp(roundedLeft + frame.width, scale) }
            if roundedBottom - roundedTop < frame.height - 1e-9 { roundedBottom = snapUp(roundedTop + frame.height, scale) }
        }
        roundedFrames[node] = Frame(x: roundedLeft - roundedParentX, y: roundedTop - roundedParentY,
                                    width: roundedRight - roundedLeft, height: roundedBottom - roundedTop)
        for child in children[node] {
            roundNode(child.index, parentX: left, parentY: top, roundedParentX: roundedLeft,
                      roundedParentY: roundedTop, scale: scale)
        }
    }

    @inline(__always)
    private func snap(_ value: Double, _ scale: Double) -> Double {
        (value * scale).rounded(.toNearestOrAwayFromZero) / scale
    }

    /// Rounds up, ignoring float noise far below a pixel (1e-7 of one) so 10.0000000001 stays 10.
    @inline(__always)
    private func snapUp(_ value: Double, _ scale: Double) -> Double {
        (value * scale - 1e-7).rounded(.up) / scale
    }
}
