import Foundation
import TesseraGeometry

/// A display list with the canvas it is meant for: the JSON that `tessera draw` and the
/// benchmarks read. `{"width": 390, "height": 844, "scale": 3, "background": "#f2f2f7",
/// "operations": [...]}`; width and height are in points, so the canvas is
/// round(width × scale) × round(height × scale) pixels.
public struct DrawDocument: Hashable, Sendable, Codable {
    public var width: Double?
    public var height: Double?
    public var scale: Double?
    public var background: Color?
    public var displayList: DisplayList

    public init(width: Double? = nil, height: Double? = nil, scale: Double? = nil, background: Color? = nil,
                displayList: DisplayList) {
        self.width = width
        self.height = height
        self.scale = scale
        self.background = background
        self.displayList = displayList
    }

    private enum Keys: String, CodingKey { case width, height, scale, background, operations }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        width = try c.decodeNumberIfPresent(.width, in: 0...Double(Canvas.maxSide))
        height = try c.decodeNumberIfPresent(.height, in: 0...Double(Canvas.maxSide))
        scale = try c.decodeNumberIfPresent(.scale, in: 0.01...64)
        background = c.contains(.background) ? try c.decodeColor(.background) : nil
        displayList = DisplayList(try c.decode([DisplayOperation].self, forKey: .operations))
        do {
            try displayList.validateNesting()
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .operations, in: c, debugDescription: error.description)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encodeIfPresent(width, forKey: .width)
        try c.encodeIfPresent(height, forKey: .height)
        try c.encodeIfPresent(scale, forKey: .scale)
        if let background { try c.encodeColor(background, .background) }
        try c.encode(displayList.operations, forKey: .operations)
    }

    /// Parses the JSON, with errors naming the JSON path (`$.operations[2].paint`). Relative
    /// bitmap `file` paths resolve against `baseDirectory` (the current directory when nil).
    public static func decode(_ data: Data, baseDirectory: URL? = nil) throws(RasterError) -> DrawDocument {
        do {
            let decoder = JSONDecoder()
            if let baseDirectory { decoder.userInfo[.tesseraBaseDirectory] = baseDirectory }
            return try decoder.decode(DrawDocument.self, from: data)
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
            // Malformed JSON: JSONDecoder does not say where, JSONSerialization does.
            var location = ""
            do {
                _ = try JSONSerialization.jsonObject(with: data)
            } catch {
                location = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String).map { " (\($0))" } ?? ""
            }
            throw .invalidDocument("not valid JSON\(location)")
        } catch {
            throw .invalidDocument(describeDecodingError(error))
        }
    }

    /// A canvas sized for the document (points × scale, rounded), filled with the background,
    /// with the display list executed within `budget`.
    public func render(width w: Double, height h: Double, scale s: Double, background bg: Color?,
                       budget: RenderBudget = .default) throws(RasterError) -> Canvas {
        guard w.isFinite, h.isFinite, s.isFinite, w > 0, h > 0, s > 0 else {
            throw .invalidSize("\(w)×\(h) points at scale \(s): all must be finite and positive")
        }
        let pw = (w * s).rounded(), ph = (h * s).rounded()
        guard pw <= Double(Canvas.maxSide), ph <= Double(Canvas.maxSide) else {
            throw .invalidSize("\(w)×\(h) points at scale \(s) is \(pw)×\(ph) pixels, over \(Canvas.maxSide) per side")
        }
        return try Canvas.drawing(displayList, width: Int(pw), height: Int(ph), scale: s, background: bg, budget: budget)
    }
}
