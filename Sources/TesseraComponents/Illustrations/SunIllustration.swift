import Foundation
import Tessera

/// Seed 000's "animating sun", drawn with shapes as still frames: a disc, a soft halo and eight
/// rays. Each frame turns the rays by a quarter of their spacing and the halo breathes in
/// and out, so the frames played in order (0, 1, 2, 3, 0 …) loop smoothly.
///
/// ```swift
/// SunIllustration(frame: 0)              // 160 pt square
/// SunIllustration(frame: 2, side: 72)    // a small sun for a champion module
/// ```
public struct SunIllustration: View {
    /// How many distinct frames the loop has.
    public static let frameCount = 4
    static let rayCount = 8

    let frame: Int
    let side: Double

    /// - Parameters:
    ///   - frame: the frame of the loop; any integer, taken modulo `frameCount`.
    ///   - side: the square the sun is drawn in, in points.
    public init(frame: Int = 0, side: Double = 160) {
        self.frame = frame
        self.side = side
    }

    /// The frame's place in the loop, 0 ..< `frameCount` (negative frames count back).
    public var phase: Int { ((frame % Self.frameCount) + Self.frameCount) % Self.frameCount }

    public var body: some View {
        let sun = ColorValue.token(.moduleAmber_400_300)
        let breath = [0.0, 0.5, 1.0, 0.5][phase]
        ZStack {
            Circle().fill(sun)
                .opacity(.opacityIllustrationGlow)
                .frame(width: side * (0.66 + 0.06 * breath), height: side * (0.66 + 0.06 * breath))
            SunRays(count: Self.rayCount, turn: Double(phase) / Double(Self.frameCount * Self.rayCount))
                .fill(sun)
            Circle().fill(sun)
                .frame(width: side * 0.42, height: side * 0.42)
                .key("sun.disc")
        }
        .frame(width: side, height: side)
        .key("sun")
    }
}

/// Rays around the center of the frame: tapered spokes from just outside the disc to the
/// frame's edge, `turn` (a fraction of a full circle) past twelve o'clock.
struct SunRays: Shape {
    let count: Int
    let turn: Double

    func path(in rect: Rect) -> Path {
        var path = Path()
        let center = Point(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2
        let inner = radius * 0.58, outer = radius * 0.96, halfWidth = radius * 0.07
        for index in 0..<count {
            let angle = (Double(index) / Double(count) + turn) * 2 * Double.pi
            path.addSunRay(center: center, angle: angle, inner: inner, outer: outer, halfWidth: halfWidth,
                           tipRatio: 0.6)
        }
        return path
    }
}
