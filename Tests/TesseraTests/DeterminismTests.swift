import Foundation
import Testing
@testable import Tessera
import TesseraRaster

@Suite struct DeterminismTests {
    @Test func sameViewGivesSameBytesAcrossRunsAndThreads() throws {
        let r = try renderer(.dark, scale: 3)
        let reference: [UInt8] = try r.render(ChainCard(), width: 320).pngData()
        let results = Mutex8()
        DispatchQueue.concurrentPerform(iterations: 8) { i in
            let bytes: [UInt8]? = try? r.render(ChainCard(), width: 320).pngData()
            results.set(i, bytes)
        }
        for bytes in results.all { #expect(bytes == reference) }
    }

    /// A view with text, shadows and rounded shapes large enough to be drawn in bands
    /// (`Renderer.rasterThreads`): the same pixels as on one thread.
    @Test func bandedDrawingGivesTheSamePixels() throws {
        var r = try renderer(.light, scale: 8)
        let one = try r.render(ChainCard(), width: 400)
        #expect(one.bitmap.width * one.bitmap.height >= RasterBands.minimumPixels)
        for threads in [2, 3, 7] {
            r.rasterThreads = threads
            #expect(try r.render(ChainCard(), width: 400).bitmap == one.bitmap, "\(threads) threads")
        }
    }
}

/// Eight slots written from concurrent iterations.
final class Mutex8: @unchecked Sendable {
    private let lock = NSLock()
    private var slots = [[UInt8]?](repeating: nil, count: 8)
    func set(_ i: Int, _ value: [UInt8]?) { lock.withLock { slots[i] = value } }
    var all: [[UInt8]?] { lock.withLock { slots } }
}
