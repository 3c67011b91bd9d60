import TesseraRaster

/// The perceptual comparison engine: pixelmatch's algorithm (mapbox/pixelmatch), written for
/// Tessera's premultiplied bitmaps. The snapshot suites (`TesseraSnapshotTesting`'s `PixelMatch`)
/// and `gallery compare` both judge images with it; it is a module of its own so the gallery
/// executable compares pixels without linking the test frameworks the snapshot helpers need.
///
/// Each pixel pair whose bytes differ gets a squared YIQ distance; when it exceeds
/// `35215 × threshold²` and neither image shows the pixel as anti-aliasing, the pixel differs.
/// Identical pixels are skipped with one 32-bit compare, so the cost grows with the number of
/// changed pixels, not the image size.
public enum PixelDiff {
    /// Colors of the diff image, as pixelmatch draws them.
    static let differenceColor: (UInt8, UInt8, UInt8) = (255, 0, 0)
    static let antiAliasingColor: (UInt8, UInt8, UInt8) = (255, 255, 0)
    /// How strongly the unchanged reference shows through the diff image.
    static let fadedOpacity = 0.1

    /// Compares `actual` with `reference`. `threshold` is pixelmatch's per-pixel threshold: 0
    /// means any perceptible change counts, 1 accepts everything.
    public static func compare(_ reference: Bitmap, _ actual: Bitmap, threshold: Double) throws(PixelDiffError) -> PixelDifference {
        try run(reference, actual, threshold: threshold, drawing: nil)
    }

    /// The comparison and its diff image: differing pixels red, anti-aliasing yellow, everything
    /// else the reference in faded gray, so the changes stand out wherever they are.
    public static func diff(_ reference: Bitmap, _ actual: Bitmap, threshold: Double) throws(PixelDiffError) -> (PixelDifference, Bitmap) {
        var output = [UInt8](repeating: 255, count: reference.pixels.count)
        let difference = try output.withUnsafeMutableBufferPointer { out throws(PixelDiffError) in
            try run(reference, actual, threshold: threshold, drawing: out.baseAddress)
        }
        do {
            return (difference, try Bitmap(width: reference.width, height: reference.height, pixels: output))
        } catch {
            // Unreachable: every drawn pixel is opaque and the size is the reference's.
            throw .diffImage("\(error)")
        }
    }

    private static func run(_ reference: Bitmap, _ actual: Bitmap, threshold: Double, drawing output: UnsafeMutablePointer<UInt8>?)
        throws(PixelDiffError) -> PixelDifference
    {
        guard reference.width == actual.width && reference.height == actual.height else {
            throw .sizeMismatch(reference: "\(reference.width)×\(reference.height)", actual: "\(actual.width)×\(actual.height)")
        }
        guard threshold.isFinite && (0...1).contains(threshold) else {
            throw .invalidThreshold(threshold)
        }
        let width = reference.width, height = reference.height
        let maxDelta = YIQDelta.maximum * threshold * threshold
        var different = 0, antiAliased = 0, largest = 0.0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        var faded = FadedGrayCache()

        reference.pixels.withUnsafeBufferPointer { aBytes in
            actual.pixels.withUnsafeBufferPointer { bBytes in
                aBytes.withMemoryRebound(to: UInt32.self) { a32Buffer in
                    bBytes.withMemoryRebound(to: UInt32.self) { b32Buffer in
                        guard let a = aBytes.baseAddress, let b = bBytes.baseAddress,
                              let a32 = a32Buffer.baseAddress, let b32 = b32Buffer.baseAddress else { return }
                        for y in 0..<height {
                            let row = y * width
                            for x in 0..<width {
                                let i = row + x
                                if a32[i] == b32[i] {
                                    if let output { paintGray(output, i, faded.gray(of: a, i, packed: a32[i])) }
                                    continue
                                }
                                let delta = abs(YIQDelta.squared(a, i, b, i))
                                if delta <= maxDelta {
                                    if let output { paintGray(output, i, faded.gray(of: a, i, packed: a32[i])) }
                                    continue
                                }
                                let isAntiAliasing =
                                    AntiAliasingDetector.isAntiAliased(a, x: x, y: y, width: width, height: height, a32, b32)
                                    || AntiAliasingDetector.isAntiAliased(b, x: x, y: y, width: width, height: height, b32, a32)
                                if isAntiAliasing {
                                    antiAliased += 1
                                    if let output { paint(output, i, antiAliasingColor) }
                                } else {
                                    different += 1
                                    largest = max(largest, delta)
                                    minX = min(minX, x); maxX = max(maxX, x)
                                    minY = min(minY, y); maxY = max(maxY, y)
                                    if let output { paint(output, i, differenceColor) }
                                }
                            }
                        }
                    }
                }
            }
        }
        let region = different == 0 ? nil : PixelRegion(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        return PixelDifference(
            width: width, height: height, differentPixels: different, antiAliasedPixels: antiAliased,
            largestDifference: min(1, (largest / YIQDelta.maximum).squareRoot()), region: region)
    }

    @inline(__always)
    private static func paint(_ output: UnsafeMutablePointer<UInt8>, _ i: Int, _ color: (UInt8, UInt8, UInt8)) {
        output[i * 4] = color.0
        output[i * 4 + 1] = color.1
        output[i * 4 + 2] = color.2
        output[i * 4 + 3] = 255
    }

    @inline(__always)
    private static func paintGray(_ output: UnsafeMutablePointer<UInt8>, _ i: Int, _ gray: UInt8) {
        paint(output, i, (gray, gray, gray))
    }
}

/// The faded gray of the last pixel value seen: UI renders are long runs of one color, so the
/// diff image computes the gray once per run instead of once per pixel (which was two thirds
/// of its time on a 750×1624 screen).
private struct FadedGrayCache {
    /// Transparent black, whose faded gray is white.
    private var pixel: UInt32 = 0
    private var value: UInt8 = 255

    @inline(__always)
    mutating func gray(of image: UnsafePointer<UInt8>, _ i: Int, packed: UInt32) -> UInt8 {
        if packed != pixel {
            pixel = packed
            value = YIQDelta.fadedGray(image, i, opacity: PixelDiff.fadedOpacity)
        }
        return value
    }
}
