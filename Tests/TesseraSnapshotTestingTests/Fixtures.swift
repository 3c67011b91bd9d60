import Foundation
import TesseraGeometry
import TesseraRaster
import TesseraSnapshotTesting

/// Renders and folders shared by the snapshot tester's tests.
enum Fixtures {
    static let blue = Color(red: 0x34 / 255.0, green: 0x78 / 255.0, blue: 0xF6 / 255.0)
    static let ink = Color(red: 0x1D / 255.0, green: 0x1D / 255.0, blue: 0x1F / 255.0)

    /// A small card at 2x: a rounded, anti-aliased panel with a title bar and a button, whose
    /// content sits `padding` points in from the panel's edge. Every parameter is something a
    /// component change would move.
    static func card(padding: Double = 12, accent: Color = blue, offset: Point = Point(x: 0, y: 0),
                     width: Int = 120, height: Int = 80) throws -> Bitmap {
        var canvas = try Canvas(width: width * 2, height: height * 2, scale: 2)
        canvas.clear(Color(red: 0.96, green: 0.96, blue: 0.97))
        let panel = Rect(x: 8 + offset.x, y: 8 + offset.y, width: 104, height: 64)
        canvas.fill(.roundedRect(panel, radius: 10), with: .solid(.white))
        let content = panel.insetBy(dx: padding, dy: padding)
        canvas.fill(.roundedRect(Rect(x: content.minX, y: content.minY, width: 60, height: 8), radius: 2), with: .solid(ink))
        canvas.fill(.capsule(Rect(x: content.minX, y: content.maxY - 16, width: 48, height: 16)), with: .solid(accent))
        return canvas.bitmap
    }

    /// A black rectangle on white at 1x, from `x` (points, may be fractional) to a fixed right
    /// edge: moving `x` by a fraction changes only the anti-aliased column at the left edge.
    static func bar(x: Double) throws -> Bitmap {
        var canvas = try Canvas(width: 40, height: 20)
        canvas.clear(.white)
        canvas.fill(.rect(Rect(x: x, y: 5, width: 30 - x, height: 10)), with: .solid(.black))
        return canvas.bitmap
    }

    static func png(_ bitmap: Bitmap) throws -> [UInt8] { try PNG.encode(bitmap) }
}

/// A fresh folder for one test, removed when the test ends; tests never touch the real
/// Snapshots/ folder.
final class TemporaryFolder: Sendable {
    let url: URL
    var path: String { url.path }

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("tessera-snapshot-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func file(_ relative: String) -> URL { url.appendingPathComponent(relative) }

    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: file(relative).path) }

    func bytes(_ relative: String) -> [UInt8]? { FileManager.default.contents(atPath: file(relative).path).map { Array($0) } }

    func text(_ relative: String) -> String? { bytes(relative).map { String(decoding: $0, as: UTF8.self) } }
}
