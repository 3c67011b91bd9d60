import ConfinedFiles
import Foundation

// JSON forms of pixel data: bitmaps (inline or from PNG files) and coverage masks.

/// `{"width": w, "height": h, "rgba": "<base64 premultiplied RGBA>"}`, `{"png": "<base64 PNG>"}`
/// or `{"file": "images/photo.png"}` (a relative path confined to
/// `CodingUserInfoKey.tesseraBaseDirectory`, the JSON file's folder for `tessera draw`).
/// Bitmaps always encode as `rgba`, so a decoded document re-encodes self-contained.
extension Bitmap: Codable {
    private enum Keys: String, CodingKey { case width, height, rgba, png, file }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        if c.contains(.file) {
            let name = try c.decode(String.self, forKey: .file)
            // Display lists come from strangers too: a regular file inside the base folder (the
            // current one when none is given) after following links, of at most 64 MB.
            let base = (decoder.userInfo[.tesseraBaseDirectory] as? URL)?.path ?? "."
            let bytes: [UInt8]
            do {
                bytes = try FileRoot(base).contents(of: name, maxBytes: 64 << 20)
            } catch {
                throw DecodingError.dataCorruptedError(
                    forKey: .file, in: c, debugDescription: "\(error); bitmap files must be regular files inside the display list's folder")
            }
            do {
                self = try PNG.decode(bytes)
            } catch {
                throw DecodingError.dataCorruptedError(forKey: .file, in: c, debugDescription: "\"\(FileAccessError.quoted(name))\": \(error.description)")
            }
            return
        }
        if c.contains(.png) {
            guard let data = Data(base64Encoded: try c.decode(String.self, forKey: .png)) else {
                throw DecodingError.dataCorruptedError(forKey: .png, in: c, debugDescription: "not valid base64")
            }
            do {
                self = try PNG.decode([UInt8](data))
            } catch {
                throw DecodingError.dataCorruptedError(forKey: .png, in: c, debugDescription: error.description)
            }
            return
        }
        let w = try c.decode(Int.self, forKey: .width), h = try c.decode(Int.self, forKey: .height)
        guard let data = Data(base64Encoded: try c.decode(String.self, forKey: .rgba)) else {
            throw DecodingError.dataCorruptedError(forKey: .rgba, in: c, debugDescription: "not valid base64")
        }
        do {
            try self.init(width: w, height: h, pixels: [UInt8](data))
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .rgba, in: c, debugDescription: error.description)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(width, forKey: .width)
        try c.encode(height, forKey: .height)
        try c.encode(Data(pixels).base64EncodedString(), forKey: .rgba)
    }
}

/// `{"origin": [x, y], "width": w, "height": h, "coverage": "<base64>"}`.
extension CoverageMask: Codable {
    private enum Keys: String, CodingKey { case origin, width, height, coverage }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        let origin = try c.decode([Int].self, forKey: .origin)
        guard origin.count == 2, origin.allSatisfy({ abs($0) <= 10_000_000 }) else {
            throw DecodingError.dataCorruptedError(forKey: .origin, in: c, debugDescription: "expected [x, y] within ±10000000")
        }
        let w = try c.decode(Int.self, forKey: .width), h = try c.decode(Int.self, forKey: .height)
        guard w > 0, h > 0, w <= Canvas.maxSide, h <= Canvas.maxSide else {
            throw DecodingError.dataCorruptedError(forKey: .width, in: c, debugDescription: "mask size \(w)×\(h) must be 1...\(Canvas.maxSide) per side")
        }
        guard let data = Data(base64Encoded: try c.decode(String.self, forKey: .coverage)), data.count == w * h else {
            throw DecodingError.dataCorruptedError(forKey: .coverage, in: c, debugDescription: "expected base64 of \(w * h) bytes")
        }
        self.init(originX: origin[0], originY: origin[1], width: w, height: h, coverage: [UInt8](data))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode([originX, originY], forKey: .origin)
        try c.encode(width, forKey: .width)
        try c.encode(height, forKey: .height)
        try c.encode(Data(coverage).base64EncodedString(), forKey: .coverage)
    }
}

extension CodingUserInfoKey {
    /// A `URL` of the folder that relative bitmap `file` paths resolve against.
    public static let tesseraBaseDirectory = CodingUserInfoKey(rawValue: "tessera.baseDirectory")!
}
