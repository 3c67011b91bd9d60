import ConfinedFiles
import Foundation
import TesseraRaster

/// Decoded PNG files by path and parsed icon paths by their SVG data, shared by every render in
/// the process (decoding and parsing dominate otherwise). Entries are pure functions of their
/// key, so sharing them between threads cannot change a render.
///
/// Decoded images are bounded by the caller's `RenderBudget`: an image over
/// `maximumImagePixels` is refused from its PNG header, and the cache keeps at most
/// `maximumImageBytes` of bitmaps, forgetting the oldest first.
final class ImageCache: @unchecked Sendable {
    static let shared = ImageCache()

    struct Failure: Error { var message: String }

    private let lock = NSLock()
    private var bitmaps: [String: Bitmap] = [:]
    /// Cached paths, oldest first, and the bytes their bitmaps hold.
    private var order: [String] = []
    private var bytes = 0
    private var icons: [String: Path] = [:]
    /// The largest PNG file read, so a hostile file cannot exhaust memory.
    static let maximumFileBytes = 64 << 20

    func bitmap(at path: String, budget: RenderBudget) throws(Failure) -> Bitmap {
        if let cached = lock.withLock({ bitmaps[path] }) {
            // Cached for a renderer with a larger budget: this one must still refuse it.
            guard cached.width * cached.height <= budget.maximumImagePixels else {
                throw Failure(message: "is \(cached.width)×\(cached.height) pixels, over the budget of \(budget.maximumImagePixels) (maximumImagePixels)")
            }
            return cached
        }
        // Regular files only: a FIFO or device named by a scene must fail here, not block or
        // stream forever.
        let file: [UInt8]
        do { file = try RegularFile.contents(of: path, maxBytes: Self.maximumFileBytes) } catch {
            throw Failure(message: error.explanation)
        }
        let bitmap: Bitmap
        do {
            bitmap = try PNG.decode(file, maximumPixels: budget.maximumImagePixels)
        } catch {
            throw Failure(message: "is not a PNG file we can decode (\(error))")
        }
        lock.withLock { keep(bitmap, at: path, limit: budget.maximumImageBytes) }
        return bitmap
    }

    /// Caches `bitmap`, first forgetting the oldest entries until it fits in `limit` bytes.
    private func keep(_ bitmap: Bitmap, at path: String, limit: Int) {
        guard bitmaps[path] == nil, bitmap.pixels.count <= limit else { return }
        while bytes + bitmap.pixels.count > limit, !order.isEmpty {
            let oldest = order.removeFirst()
            bytes -= bitmaps.removeValue(forKey: oldest)?.pixels.count ?? 0
        }
        bitmaps[path] = bitmap
        order.append(path)
        bytes += bitmap.pixels.count
    }

    /// The bytes of decoded bitmaps the cache holds.
    var cachedBytes: Int { lock.withLock { bytes } }

    func iconPath(_ data: String) throws(SVGPathError) -> Path {
        if let cached = lock.withLock({ icons[data] }) { return cached }
        let path = try Path(svgPathData: data)
        lock.withLock { icons[data] = path }
        return path
    }
}
