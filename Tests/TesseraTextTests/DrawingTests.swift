import Foundation
import Testing
import TesseraGeometry
import TesseraRaster
@testable import TesseraText

/// What drawn text looks like in pixels, and that it is the same on any number of threads.
struct DrawingTests {
    static let greeting = "Good afternoon, Jonathan ☀️"

    static func render(_ text: String, engine: TextEngine, scale: Double, style: TextStyle = TextStyle(size: 17),
                       width: Double = 343) throws -> Canvas {
        let layout = try engine.measure(text, style: style, maxWidth: width)
        var canvas = try Canvas(width: Int((width + 16) * scale), height: Int((layout.size.height + 16) * scale), scale: scale)
        canvas.clear(.white)
        engine.draw(layout, into: &canvas, at: Point(x: 8, y: 8), paint: .solid(Color(red: 0, green: 0, blue: 0)))
        return canvas
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func inkStaysInsideTheLineBoxAndEmojiIsInColor(_ scale: Double) throws {
        let canvas = try Self.render(Self.greeting, engine: engine, scale: scale)
        var inkTop = Int.max, inkBottom = 0, colored = 0, dark = 0
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let p = canvas.pixel(x: x, y: y)
                guard p != (255, 255, 255, 255) else { continue }
                inkTop = min(inkTop, y)
                inkBottom = max(inkBottom, y)
                if Int(p.r) - Int(p.b) > 80 { colored += 1 }  // the sun is yellow/orange
                if p.r < 60, p.g < 60, p.b < 60 { dark += 1 }
            }
        }
        let lineTop = 8 * scale, lineBottom = (8 + 17 * 1.21) * scale
        #expect(Double(inkTop) >= lineTop - 1)
        #expect(Double(inkBottom) <= lineBottom + 1)
        #expect(colored > Int(20 * scale * scale))
        #expect(dark > Int(200 * scale * scale))
    }

    @Test func quarterPixelShiftsMoveTheInk() throws {
        // One glyph drawn at x and x + 0.25 px must not give the same pixels (subpixel positioning).
        let layout = try engine.measure("l", style: TextStyle(size: 40))
        func draw(at x: Double) throws -> Bitmap {
            var canvas = try Canvas(width: 40, height: 60)
            engine.draw(layout, into: &canvas, at: Point(x: x, y: 4), paint: .solid(Color(red: 0, green: 0, blue: 0)))
            return canvas.bitmap
        }
        #expect(try draw(at: 10) != draw(at: 10.25))
        #expect(try draw(at: 10) == draw(at: 10))
    }

    @Test func sameBytesOnManyThreadsAsOnOne() throws {
        let texts = [Self.greeting, "Tabular 1234.50 — office ﬁle", "日本語のテキスト and Ελληνικά", "Short"]
        let single = TextEngine()
        let expected = try texts.map { try Self.render($0, engine: single, scale: 2).bitmap }
        let shared = TextEngine()
        let results = Mutexed<[Int: Bitmap]>([:])
        DispatchQueue.concurrentPerform(iterations: 16) { i in
            let bitmap = try? Self.render(texts[i % texts.count], engine: shared, scale: 2).bitmap
            results.withValue { $0[i] = bitmap }
        }
        let all = results.withValue { $0 }
        for i in 0..<16 {
            #expect(all[i] == expected[i % texts.count], "thread render \(i) differs")
        }
    }
}

/// A value shared between test threads behind a lock.
final class Mutexed<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()
    init(_ value: Value) { self.value = value }
    func withValue<T>(_ body: (inout Value) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
