import Foundation
import TesseraGeometry
import Testing
@testable import TesseraRaster

/// PNG encoding (own writer over libdeflate) and decoding (libpng), including hostile input.
@Suite struct PNGTests {
    /// A deterministic mix of opaque, transparent and translucent premultiplied pixels.
    static func sampleBitmap(width: Int = 37, height: Int = 23) throws -> Bitmap {
        var px: [UInt8] = []
        var state: UInt32 = 12345
        func next() -> UInt8 {
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(truncatingIfNeeded: state >> 24)
        }
        for i in 0..<(width * height) {
            let a: UInt8 = i % 3 == 0 ? 255 : (i % 3 == 1 ? 0 : next())
            px += [min(next(), a), min(next(), a), min(next(), a), a]
        }
        return try Bitmap(width: width, height: height, pixels: px)
    }

    @Test func roundTripKeepsOpaqueAndTransparentPixelsExactly() throws {
        let original = try Self.sampleBitmap()
        let decoded = try PNG.decode(try PNG.encode(original))
        #expect(decoded.width == original.width && decoded.height == original.height)
        for y in 0..<original.height {
            for x in 0..<original.width {
                let o = original[x: x, y: y], d = decoded[x: x, y: y]
                if o.a == 255 || o.a == 0 {
                    #expect(o == d, "pixel \(x),\(y)")
                } else {
                    // Translucent pixels lose at most rounding through un-premultiply.
                    #expect(o.a == d.a && abs(Int(o.r) - Int(d.r)) <= 1 && abs(Int(o.g) - Int(d.g)) <= 1)
                }
            }
        }
    }

    @Test func everyEncodeOptionRoundTrips() throws {
        let original = try Self.sampleBitmap(width: 9, height: 5)
        for filter in PNG.Filter.allCases {
            for level in [0, 1, 6, 12] {
                let options = PNG.EncodeOptions(compressionLevel: level, filter: filter)
                let decoded = try PNG.decode(try PNG.encode(original, options: options))
                #expect(decoded[x: 0, y: 0] == original[x: 0, y: 0])
            }
        }
    }

    @Test func opaqueImagesAreWrittenAsRGB() throws {
        var c = try Canvas(width: 4, height: 4)
        c.clear(.white)
        let png = try c.pngData()
        #expect(png[25] == 2)  // IHDR color type: truecolor without alpha
        var t = try Canvas(width: 4, height: 4)
        t.clear(Color(red: 1, green: 1, blue: 1, alpha: 0.5))
        #expect(try t.pngData()[25] == 6)  // truecolor with alpha
    }

    @Test func decodesPaletteGrayDeepAndInterlacedImages() throws {
        // Palette with tRNS: opaque red, green at alpha 128.
        let palette = try PNG.decode(Self.base64("iVBORw0KGgoAAAANSUhEUgAAAAIAAAABAQMAAADO7O3JAAAABlBMVEX/AAAA/wDSh+9xAAAAAnRSTlP/gAgPs2oAAAAKSURBVHicY3AAAABCAEEpN/TvAAAAAElFTkSuQmCC"))
        #expect(palette[x: 0, y: 0] == (255, 0, 0, 255))
        #expect(palette[x: 1, y: 0] == (0, 128, 0, 128))
        let gray = try PNG.decode(Self.base64("iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAAAAADRSSBWAAAAC0lEQVR4nGNgOAEAAMsAyWnIw2wAAAAASUVORK5CYII="))
        #expect(gray[x: 1, y: 0] == (200, 200, 200, 255))
        // 16-bit RGBA: opaque red, blue at alpha 32768/65535.
        let deep = try PNG.decode(Self.base64("iVBORw0KGgoAAAANSUhEUgAAAAIAAAABEAYAAACksqPJAAAAEUlEQVR4nGP4/58BCGBkAwMAOdgGezaYpy8AAAAASUVORK5CYII="))
        #expect(deep[x: 0, y: 0] == (255, 0, 0, 255))
        #expect(deep[x: 1, y: 0].a == 128 && deep[x: 1, y: 0].b == 128)
        // Adam7-interlaced 3×3 RGB: pixel (x, y) = (100x, 100y, 50).
        let interlaced = try PNG.decode(Self.base64("iVBORw0KGgoAAAANSUhEUgAAAAMAAAADCAIAAAGuTRJ+AAAAIklEQVR4nA3GMQ0AAAyEQDShCbEvqx3IAcg+5ib99pLl8gCCAwjLtwqPDQAAAABJRU5ErkJggg=="))
        #expect(interlaced[x: 2, y: 1] == (200, 100, 50, 255))
        #expect(interlaced[x: 1, y: 2] == (100, 200, 50, 255))
    }

    @Test func truncatedAndCorruptDataIsAnError() throws {
        let png = try PNG.encode(try Self.sampleBitmap())
        for length in [0, 4, 8, 20, 40, png.count / 2, png.count - 13] {
            #expect(throws: RasterError.self, "length \(length)") { try PNG.decode(Array(png.prefix(length))) }
        }
        var corrupt = png
        corrupt[45] ^= 0xFF  // inside the first IDAT: the CRC no longer matches
        #expect(throws: RasterError.self) { try PNG.decode(corrupt) }
        #expect(throws: RasterError.self) { try PNG.decode(Array("not a png at all".utf8)) }
    }

    @Test func errorsCarryLibpngsMessage() throws {
        let png = try PNG.encode(try Self.sampleBitmap())
        do {
            _ = try PNG.decode(Array(png.prefix(png.count / 2)))
            Issue.record("a truncated PNG decoded")
        } catch {
            #expect(!error.description.isEmpty && error.description != "PNG: libpng failed without a message")
        }
    }

    @Test func oversizedImagesAreRefusedBeforeAllocation() throws {
        // A valid header claiming 20000 × 20000 pixels (no pixel data follows).
        var ihdr: [UInt8] = Array("IHDR".utf8)
        ihdr += Self.bigEndian(20000) + Self.bigEndian(20000) + [8, 6, 0, 0, 0]
        var data: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        data += Self.bigEndian(13) + ihdr + Self.bigEndian(Self.crc32(ihdr))
        for chunk in ["IDAT", "IEND"] {
            data += Self.bigEndian(0) + Array(chunk.utf8) + Self.bigEndian(Self.crc32(Array(chunk.utf8)))
        }
        do {
            _ = try PNG.decode(data)
            Issue.record("an oversized PNG decoded")
        } catch {
            #expect(error.description.contains("exceeds"))
        }
    }

    static func base64(_ s: String) -> [UInt8] { [UInt8](Data(base64Encoded: s)!) }

    static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8((v >> 16) & 255), UInt8((v >> 8) & 255), UInt8(v & 255)]
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            crc ^= UInt32(b)
            for _ in 0..<8 { crc = (crc >> 1) ^ (crc & 1 == 1 ? 0xEDB8_8320 : 0) }
        }
        return ~crc
    }
}
