import Foundation
import Testing
@testable import TesseraRaster

/// Tessera's own deflate (`PNG.Deflater.runsAndRows`, `Sources/CPNG/cpng_deflate.c`) writes
/// streams libpng's inflater (zlib) decodes to exactly the pixels, on images built to reach each
/// of its paths: runs past the 258-byte match limit, repeated rows inside and outside the 32 KiB
/// window, text-like repeats far back, blocks past 65,536 symbols, stored blocks for noise, and
/// the smallest images. Its Huffman code lengths are tested on their own (`HuffmanLengthsTests`).
@Suite struct RunsAndRowsDeflateTests {
    static let options = PNG.EncodeOptions.fast

    /// A bitmap from straight RGBA bytes (alpha 255 or 0, so premultiplying keeps them).
    static func bitmap(width: Int, height: Int, _ pixel: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) throws -> Bitmap {
        var px: [UInt8] = []
        px.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b, a) = pixel(x, y)
                px += a == 0 ? [0, 0, 0, 0] : [r, g, b, a]
            }
        }
        return try Bitmap(width: width, height: height, pixels: px)
    }

    static func roundTrips(_ bitmap: Bitmap, _ note: String, filter: PNG.Filter = .none) throws -> Int {
        var options = options
        options.filter = filter
        let png = try PNG.encode(bitmap, options: options)
        let decoded = try PNG.decode(png)
        #expect(decoded.width == bitmap.width && decoded.height == bitmap.height, "\(note)")
        #expect(decoded.pixels == PNGWriterTests.expectedRoundTrip(bitmap), "\(note), \(filter)")
        #expect(try PNG.encode(bitmap, options: options) == png, "\(note): the same bytes again")
        return png.count
    }

    struct Noise {
        var state: UInt64
        mutating func next() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
    }

    @Test func randomImagesDecodeExactlyWithEveryFilter() throws {
        for seed in 0..<16 {
            let width = 1 + seed * 13 % 61, height = 1 + seed * 7 % 23
            let bitmap = try PNGWriterTests.randomBitmap(seed: UInt64(300 + seed), width: width, height: height, opaque: seed % 2 == 0)
            for filter in PNG.Filter.allCases { _ = try Self.roundTrips(bitmap, "seed \(seed)", filter: filter) }
        }
    }

    /// A flat screen is runs of one pixel and repeated rows: almost nothing after deflate.
    @Test func flatScreensCompressToAlmostNothing() throws {
        let flat = try Self.bitmap(width: 1170, height: 800) { _, y in y < 400 ? (250, 250, 250, 255) : (20, 30, 40, 255) }
        let size = try Self.roundTrips(flat, "flat")
        #expect(size < 1170 * 800 * 3 / 500, "\(size) bytes")
    }

    /// Rows wider than the 32 KiB window (no row-above matches) and just inside it, with a
    /// pattern that repeats only row to row.
    @Test func rowsAroundTheWindowDecode() throws {
        for width in [8191, 8200, 10923] {
            var noise = Noise(state: UInt64(width))
            let row = (0..<(width * 3)).map { _ in noise.next() }
            let bitmap = try Self.bitmap(width: width, height: 4) { x, _ in (row[3 * x], row[3 * x + 1], row[3 * x + 2], 255) }
            let size = try Self.roundTrips(bitmap, "width \(width)")
            if width * 3 + 1 <= 32768 { #expect(size < width * 3 * 2, "width \(width): later rows match the first") }
        }
    }

    /// Glyph-like tiles repeated across an image, noise between them (the hash candidate), and
    /// an image of over 65,536 symbols with stretches of noise (several blocks, some stored).
    @Test func repeatsFarBackAndManyBlocksDecode() throws {
        var noise = Noise(state: 5)
        let tile = (0..<(9 * 9)).map { _ in (noise.next(), noise.next(), noise.next()) }
        let tiles = try Self.bitmap(width: 300, height: 90) { x, y in
            guard x % 40 < 9 && y % 30 < 9 else { return (x * y % 7 == 0 ? noise.next() : 255, 255, 255, 255) }
            let (r, g, b) = tile[(y % 30) * 9 + x % 40]
            return (r, g, b, 255)
        }
        _ = try Self.roundTrips(tiles, "tiles")
        let mixed = try Self.bitmap(width: 640, height: 480) { x, y in
            y % 96 < 40 ? (noise.next(), noise.next(), noise.next(), noise.next() < 40 ? 0 : 255) : (UInt8(x / 64), UInt8(y / 8), 9, 255)
        }
        _ = try Self.roundTrips(mixed, "mixed")
        for filter in [PNG.Filter.up, .paeth] { _ = try Self.roundTrips(mixed, "mixed", filter: filter) }
    }

    @Test func smallestImagesDecode() throws {
        for (width, height) in [(1, 1), (1, 2), (2, 1), (3, 1)] {
            let opaque = try Self.bitmap(width: width, height: height) { x, y in (UInt8(x), UInt8(y), 7, 255) }
            let clear = try Self.bitmap(width: width, height: height) { _, _ in (0, 0, 0, 0) }
            _ = try Self.roundTrips(opaque, "\(width)×\(height) opaque")
            _ = try Self.roundTrips(clear, "\(width)×\(height) clear")
        }
    }

    /// A writer of one's own and the thread's write the same bytes for either deflater, whatever
    /// the writer encoded before.
    @Test func ownEncoderMatchesTheThreadsWriter() throws {
        let encoder = PNG.Encoder()
        let images = try (0..<4).map { try PNGWriterTests.randomBitmap(seed: UInt64(400 + $0), width: 50 + 30 * $0, height: 20, opaque: $0 % 2 == 0) }
        for bitmap in images + images.reversed() {
            for options in [PNG.EncodeOptions.fast, .default] {
                #expect(try encoder.encode(bitmap, options: options) == PNG.encode(bitmap, options: options))
            }
        }
    }
}
