import ConfinedFiles
import Foundation
import TesseraRaster

/// Decoded PNG files by path and parsed icon paths by their SVG data, shared by every render in
/// the process (decoding and parsing dominate otherwise). Entries are pure functions of their
/// key, so sharing them between threads cannot change a render.
final class ImageCache: @unchecked Sendable {
    static let shared = ImageCache()

    struct Failure: Error { var message: String }

    private let lock = NSLock()
    private var bitmaps: [String: Bitmap] = [:]
    private var icons: [String: Path] = [:]
    /// The largest PNG file read, so a hostile file cannot exhaust memory.
    static let maximumFileBytes = 64 << 20

    func bitmap(at path: String) throws(Failure) -> Bitmap {
        if let cached = lock.withLock({ bitmaps[path] }) { return cached }
        // Regular files only: a FIFO or device named by a scene must fail here, not block or
        // stream forever.
        let bytes: [UInt8]
        do { bytes = try RegularFile.contents(of: path, maxBytes: Self.maximumFileBytes) } catch {
            throw Failure(message: error.explanation)
        }
        let bitmap: Bitmap
        do {
            bitmap = try PNG.decode(bytes)
        } catch {
            throw Failure(message: "is not a PNG file we can decode (\(error))")
        }
        lock.withLock { bitmaps[path] = bitmap }
        return bitmap
    }

    func iconPath(_ data: String) throws(SVGPathError) -> Path {
        if let cached = lock.withLock({ icons[data] }) { return cached }
        let path = try Path(svgPathData: data)
        lock.withLock { icons[data] = path }
        return path
    }
}
