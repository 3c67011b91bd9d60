import TesseraGeometry

/// What fills the pixels a shape covers. Gradient and image geometry is in the same user space
/// (points) as the shape it paints, so it moves with the shape's transform.
public enum Paint: Hashable, Sendable {
    case solid(Color)
    case linearGradient(LinearGradient)
    case radialGradient(RadialGradient)
    case image(ImagePattern)
}

/// A color at a position along a gradient (offset 0 at the start, 1 at the end).
public struct GradientStop: Hashable, Sendable {
    public var offset: Double
    public var color: Color

    public init(offset: Double, color: Color) {
        self.offset = offset
        self.color = color
    }
}

/// Colors varying along the line from `start` to `end`; beyond the ends the end colors extend
/// (CSS and Skia's clamp). Colors interpolate un-premultiplied in sRGB, as CSS and Skia do.
public struct LinearGradient: Hashable, Sendable {
    public var start: Point
    public var end: Point
    public var stops: [GradientStop]

    public init(start: Point, end: Point, stops: [GradientStop]) {
        self.start = start
        self.end = end
        self.stops = stops
    }
}

/// Colors varying with the distance from `center`, reaching the last stop at `radius`.
public struct RadialGradient: Hashable, Sendable {
    public var center: Point
    public var radius: Double
    public var stops: [GradientStop]

    public init(center: Point, radius: Double, stops: [GradientStop]) {
        self.center = center
        self.radius = radius
        self.stops = stops
    }
}

/// How an image is sampled between its pixels.
public enum Sampling: String, Hashable, Sendable, CaseIterable {
    /// Bilinear interpolation: smooth when scaled (photos, emoji).
    case bilinear
    /// The nearest pixel: crisp pixel art and exact 1:1 copies.
    case nearest
}

/// A bitmap painted into `rect` (in points); pixels outside the rectangle repeat the image's
/// edge pixels (clamp), so a shape larger than the rectangle shows stretched edges.
public struct ImagePattern: Hashable, Sendable {
    public var bitmap: Bitmap
    public var rect: Rect
    public var sampling: Sampling
    public var opacity: Double

    public init(bitmap: Bitmap, rect: Rect, sampling: Sampling = .bilinear, opacity: Double = 1) {
        self.bitmap = bitmap
        self.rect = rect
        self.sampling = sampling
        self.opacity = opacity
    }
}
