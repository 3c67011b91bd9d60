import ConfinedFiles
import TesseraJSON

// JSON forms of pixel data: bitmaps (inline or from PNG files) and coverage masks.

/// `{"width": w, "height": h, "rgba": "<base64 premultiplied RGBA>"}`, `{"png": "<base64 PNG>"}`
/// or `{"file": "images/photo.png"}`. A file is read only inside the asset folder the reader is
/// given (`tessera draw`: the display list's folder or `--assets`), after following links, and
/// only if it is a regular file of at most `maximumFileBytes`: a display list from a stranger
/// must not draw `/etc/…` or `../secret.png` into its output, nor block on a FIFO.
/// Bitmaps always encode as `rgba`, so a decoded document re-encodes self-contained.
extension Bitmap {
    /// Largest PNG file a display list may name (as for scene images).
    public static let maximumFileBytes = 64 << 20

    init(json: JSONElement, assets: FileRoot?) throws(JSONValueError) {
        guard case .object(let members) = json.value else {
            throw json.error("a bitmap is an object with file, png, or width, height and rgba")
        }
        if members.contains(where: { $0.key == "file" }) {
            let file = try json.object(allowing: ["file"]).required("file")
            self = try Self.decodePNG(try Self.read(file, assets: assets), at: file)
        } else if members.contains(where: { $0.key == "png" }) {
            let png = try json.object(allowing: ["png"]).required("png")
            guard let bytes = Base64.decode(try png.string()) else { throw png.error("not valid base64") }
            self = try Self.decodePNG(bytes, at: png)
        } else {
            let o = try json.object(allowing: ["width", "height", "rgba"])
            let w = try o.required("width").integer(in: 1...Canvas.maxSide), h = try o.required("height").integer(in: 1...Canvas.maxSide)
            let rgba = try o.required("rgba")
            guard let bytes = Base64.decode(try rgba.string()) else { throw rgba.error("not valid base64") }
            do {
                try self.init(width: w, height: h, pixels: bytes)
            } catch {
                throw rgba.error(error.description)
            }
        }
    }

    private static func read(_ file: JSONElement, assets: FileRoot?) throws(JSONValueError) -> [UInt8] {
        let name = try file.string()
        guard let assets else { throw file.error("\(Excerpt.quoted(name)): bitmap files need an asset folder to be read from") }
        do {
            return try assets.contents(of: name, maxBytes: maximumFileBytes)
        } catch {
            throw file.error(error.description)
        }
    }

    private static func decodePNG(_ bytes: [UInt8], at json: JSONElement) throws(JSONValueError) -> Bitmap {
        do {
            return try PNG.decode(bytes)
        } catch {
            throw json.error(error.description)
        }
    }

    var jsonValue: JSONValue {
        .members(["width": .number(Double(width)), "height": .number(Double(height)), "rgba": .string(Base64.encode(pixels))])
    }
}

/// `{"origin": [x, y], "width": w, "height": h, "coverage": "<base64>"}`.
extension CoverageMask {
    init(json: JSONElement) throws(JSONValueError) {
        let o = try json.object(allowing: ["origin", "width", "height", "coverage"])
        let originJSON = try o.required("origin")
        let origin = try originJSON.array()
        guard origin.count == 2 else { throw originJSON.error("expected [x, y], found \(origin.count) item(s)") }
        let x = try origin[0].integer(in: -10_000_000...10_000_000), y = try origin[1].integer(in: -10_000_000...10_000_000)
        let w = try o.required("width").integer(in: 1...Canvas.maxSide), h = try o.required("height").integer(in: 1...Canvas.maxSide)
        let coverage = try o.required("coverage")
        guard let bytes = Base64.decode(try coverage.string()), bytes.count == w * h else {
            throw coverage.error("expected base64 of \(w * h) bytes")
        }
        self.init(originX: x, originY: y, width: w, height: h, coverage: bytes)
    }

    var jsonValue: JSONValue {
        .members([
            "origin": .numbers([Double(originX), Double(originY)]), "width": .number(Double(width)),
            "height": .number(Double(height)), "coverage": .string(Base64.encode(coverage)),
        ])
    }
}
