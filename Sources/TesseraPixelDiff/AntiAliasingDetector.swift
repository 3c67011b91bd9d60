/// Decides whether a pixel is probably an anti-aliased edge pixel, after V. Vyšniauskas,
/// "Anti-aliased pixel and intensity slope detector" (2009), as pixelmatch applies it.
///
/// Why: two renderers (or two FreeType builds) can place the same edge a fraction of a pixel
/// apart; the changed pixels are the partially covered ones along the edge. Counting them would
/// make references drift between machines, ignoring every changed pixel would hide real changes.
/// An edge pixel sits on an intensity slope: it has both a darker and a brighter neighbour, at
/// most two neighbours of its own color, and the darkest or brightest neighbour lies inside a
/// flat area (three or more equal neighbours) in both images.
enum AntiAliasingDetector {
    /// Whether pixel (x, y) of `image` is anti-aliasing. `image32`/`other32` are the two images
    /// as whole 32-bit pixels (the first one is `image`), for the flat-area checks.
    static func isAntiAliased(
        _ image: UnsafePointer<UInt8>, x: Int, y: Int, width: Int, height: Int,
        _ image32: UnsafePointer<UInt32>, _ other32: UnsafePointer<UInt32>
    ) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0)
        let x2 = min(x + 1, width - 1), y2 = min(y + 1, height - 1)
        let center = y * width + x
        // A pixel on the image border has fewer neighbours; count the missing side as equal.
        var equal = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkestX = 0, darkestY = 0, brightestX = 0, brightestY = 0
        for nx in x0...x2 {
            for ny in y0...y2 where nx != x || ny != y {
                let delta = YIQDelta.brightness(image, center, image, ny * width + nx)
                if delta == 0 {
                    equal += 1
                    if equal > 2 { return false }
                } else if delta < darkest {
                    darkest = delta; darkestX = nx; darkestY = ny
                } else if delta > brightest {
                    brightest = delta; brightestX = nx; brightestY = ny
                }
            }
        }
        guard darkest != 0 && brightest != 0 else { return false }
        return (hasFlatNeighbourhood(image32, x: darkestX, y: darkestY, width: width, height: height)
                && hasFlatNeighbourhood(other32, x: darkestX, y: darkestY, width: width, height: height))
            || (hasFlatNeighbourhood(image32, x: brightestX, y: brightestY, width: width, height: height)
                && hasFlatNeighbourhood(other32, x: brightestX, y: brightestY, width: width, height: height))
    }

    /// Whether pixel (x, y) has three or more neighbours of exactly its color.
    private static func hasFlatNeighbourhood(_ pixels: UnsafePointer<UInt32>, x: Int, y: Int, width: Int, height: Int) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0)
        let x2 = min(x + 1, width - 1), y2 = min(y + 1, height - 1)
        let value = pixels[y * width + x]
        var equal = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        for nx in x0...x2 {
            for ny in y0...y2 where nx != x || ny != y {
                if pixels[ny * width + nx] == value {
                    equal += 1
                    if equal > 2 { return true }
                }
            }
        }
        return false
    }
}
