import Foundation
import TesseraGeometry
import Testing
@testable import TesseraRaster

/// Tessera's PNG writer (libdeflate behind its own chunks) against plain reference code: every
/// filter and level decodes (libpng) to exactly the pixels a straightforward un-premultiply
/// gives, the canvas's direct path writes the same bytes as the bitmap path, and the per-thread
/// scratch never leaks one image into the next.
@Suite struct PNGWriterTests {
    /// Random premultiplied pixels: runs of flat color (what UI renders are), noise, and either
    /// all opaque or a mix of opaque, transparent and translucent alpha.
    static func randomBitmap(seed: UInt64, width: Int, height: Int, opaque: Bool) throws -> Bitmap {
        var state = seed
        func next() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
        var px: [UInt8] = []
        px.reserveCapacity(width * height * 4)
        var run = (r: UInt8(0), g: UInt8(0), b: UInt8(0), a: UInt8(255), left: 0)
        for _ in 0..<(width * height) {
            if run.left == 0 {
                let a: UInt8 = opaque ? 255 : [255, 0, next()][Int(next()) % 3]
                run = (min(next(), a), min(next(), a), min(next(), a), a, Int(next()) % 40)
            } else {
                run.left -= 1
            }
            px += [run.r, run.g, run.b, run.a]
        }
        return try Bitmap(width: width, height: height, pixels: px)
    }

    /// The pixels a decoder must return: straight alpha rounded to nearest (the plain formula),
    /// premultiplied again the way `PNG.decode` does.
    static func expectedRoundTrip(_ bitmap: Bitmap) -> [UInt8] {
        var straight = bitmap.pixels
        for i in stride(from: 0, to: straight.count, by: 4) {
            let a = UInt32(straight[i + 3])
            for k in 0..<3 {
                let c = UInt32(straight[i + k])
                straight[i + k] = a == 0 ? 0 : a == 255 ? UInt8(c) : UInt8(min(255, (c * 255 + a / 2) / a))
            }
        }
        PNG.premultiply(&straight)
        return straight
    }

    @Test func everyFilterAndLevelDecodesToThePlainUnpremultipliedPixels() throws {
        for seed in 0..<12 {
            let width = 1 + Int(seed * 7 % 29), height = 1 + Int(seed * 5 % 17)
            let bitmap = try Self.randomBitmap(seed: UInt64(seed), width: width, height: height, opaque: seed % 2 == 0)
            let expected = Self.expectedRoundTrip(bitmap)
            for filter in PNG.Filter.allCases {
                for level in [0, 1, 6, 12] {
                    let png = try PNG.encode(bitmap, options: PNG.EncodeOptions(compressionLevel: level, filter: filter))
                    #expect(png[25] == (seed % 2 == 0 ? 2 : 6), "color type, seed \(seed)")
                    let decoded = try PNG.decode(png)
                    #expect(decoded.width == width && decoded.height == height)
                    #expect(decoded.pixels == expected, "seed \(seed), \(filter), level \(level)")
                }
            }
        }
    }

    @Test func chunksAreWellFormed() throws {
        let png = try PNG.encode(try Self.randomBitmap(seed: 3, width: 20, height: 9, opaque: false))
        #expect(Array(png.prefix(8)) == [137, 80, 78, 71, 13, 10, 26, 10])
        var offset = 8
        var types: [String] = []
        while offset < png.count {
            let length = png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            types.append(String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self))
            offset += 12 + length
        }
        #expect(offset == png.count)
        #expect(types == ["IHDR", "IDAT", "IEND"])
    }

    @Test func canvasPixelsEncodeToTheSameBytesAsItsBitmap() throws {
        for seed in 0..<6 {
            let bitmap = try Self.randomBitmap(seed: UInt64(100 + seed), width: 31, height: 11, opaque: seed % 2 == 0)
            var canvas = try Canvas(width: 31, height: 11)
            canvas.draw(bitmap, in: Rect(x: 0, y: 0, width: 31, height: 11), sampling: .nearest)
            #expect(canvas.bitmap == bitmap)
            for options in [PNG.EncodeOptions.default, PNG.EncodeOptions(compressionLevel: 1, filter: .adaptive)] {
                #expect(try canvas.pngData(options: options) == PNG.encode(canvas.bitmap, options: options))
            }
        }
    }

    /// An image whose scratch the thread does not keep (over 16 MiB) followed by small ones, and
    /// small, large and small again: each file is the same as when encoded first on a fresh thread.
    @Test func reusedScratchGivesTheSameBytes() throws {
        let small = try Self.randomBitmap(seed: 7, width: 64, height: 40, opaque: false)
        // The scratch (filtered rows plus the output bound) is what matters, not the content.
        var large = try Canvas(width: 2900, height: 2900)
        large.clear(Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
        let options = PNG.EncodeOptions(compressionLevel: 0)
        let smallPNG = try PNG.encode(small, options: options)
        let largePNG = try large.pngData(options: options)
        #expect(try PNG.encode(small, options: options) == smallPNG)
        #expect(try large.pngData(options: options) == largePNG)
        #expect(try PNG.encode(small, options: options) == smallPNG)
    }

    /// A writer of one's own (`PNG.Encoder`, kept by a gallery worker at its largest image's
    /// size) writes the bytes the thread's writer writes, whatever came before it.
    @Test func ownEncoderWritesTheSameBytesImageAfterImage() throws {
        let encoder = PNG.Encoder()
        var large = try Canvas(width: 2100, height: 2100)
        large.clear(Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
        let images = [try Self.randomBitmap(seed: 8, width: 64, height: 40, opaque: false), large.bitmap,
                      try Self.randomBitmap(seed: 9, width: 33, height: 7, opaque: true),
                      try Self.randomBitmap(seed: 10, width: 64, height: 40, opaque: false)]
        for (index, bitmap) in images.enumerated() {
            for options in [PNG.EncodeOptions(compressionLevel: 1), PNG.EncodeOptions(compressionLevel: 6, filter: .adaptive)] {
                #expect(try encoder.encode(bitmap, options: options) == PNG.encode(bitmap, options: options), "image \(index)")
            }
        }
        // Straight from a canvas: the bytes of its bitmap.
        #expect(try encoder.encode(large, options: .default) == PNG.encode(large.bitmap, options: .default))
    }

    /// Noise does not deflate into the first output buffer (a quarter of the rows): the writer
    /// compresses again into the worst-case bound, and the file still decodes exactly.
    @Test func incompressibleImagesStillEncode() throws {
        var state: UInt32 = 99
        let pixels = (0..<(200 * 150 * 4)).map { i -> UInt8 in
            state = state &* 1_664_525 &+ 1_013_904_223
            return i % 4 == 3 ? 255 : UInt8(truncatingIfNeeded: state >> 24)
        }
        let noise = try Bitmap(width: 200, height: 150, pixels: pixels)
        for level in [1, 6, 12] {
            let png = try PNG.encode(noise, options: PNG.EncodeOptions(compressionLevel: level))
            #expect(png.count > 200 * 150 * 3 / 4)
            #expect(try PNG.decode(png).pixels == pixels)
        }
    }

    @Test func concurrentEncodesMatchSerialOnes() async throws {
        let bitmaps = try (0..<16).map { try Self.randomBitmap(seed: UInt64(200 + $0), width: 40 + $0, height: 30, opaque: $0 % 3 == 0) }
        let serial = try bitmaps.map { try PNG.encode($0) }
        let parallel = try await withThrowingTaskGroup(of: (Int, [UInt8]).self) { group in
            for (index, bitmap) in bitmaps.enumerated() { group.addTask { (index, try PNG.encode(bitmap)) } }
            var out = [[UInt8]](repeating: [], count: bitmaps.count)
            for try await (index, png) in group { out[index] = png }
            return out
        }
        #expect(parallel == serial)
    }
}
