import TesseraGeometry
import TesseraRaster

/// Which device pixels a clip keeps, as the audit asks it of text and icon ink pixel by pixel:
/// those its coverage mask covers half or more (rasterized exactly, rounded corners included).
/// A rectangle on whole device pixels (a scroll view's viewport, a screen, a plain frame) keeps
/// exactly the pixels inside it (`Path.wholePixelRect`), so it is not rasterized into a mask that
/// can take megabytes, zeroed for every image (issue #19).
enum ClipShape {
    /// `x0, y0` inclusive, `x1, y1` exclusive.
    case rect(x0: Int, y0: Int, x1: Int, y1: Int)
    /// Nil when the clip covers no pixel at all: it keeps none.
    case mask(CoverageMask?)

    init(_ path: Path, rule: FillRule, transform: Transform, reusing scratch: inout RasterScratch) {
        if let r = path.wholePixelRect(transform: transform) {
            self = .rect(x0: r.x0, y0: r.y0, x1: r.x1, y1: r.y1)
        } else {
            self = .mask(path.coverageMask(transform: transform, rule: rule, reusing: &scratch))
        }
    }

    func keeps(x: Int, y: Int) -> Bool {
        switch self {
        case .rect(let x0, let y0, let x1, let y1): x >= x0 && x < x1 && y >= y0 && y < y1
        case .mask(let mask): (mask?[x: x, y: y] ?? 0) >= 128
        }
    }
}
