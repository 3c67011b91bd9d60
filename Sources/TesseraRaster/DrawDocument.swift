import ConfinedFiles
import TesseraGeometry
import TesseraJSON

/// A display list with the canvas it is meant for: the JSON that `tessera draw` and the
/// benchmarks read. `{"width": 390, "height": 844, "scale": 3, "background": "#f2f2f7",
/// "operations": [...]}`; width and height are in points, so the canvas is
/// round(width × scale) × round(height × scale) pixels.
///
/// Read with TesseraJSON's strict parser, like scenes, layout trees and tokens: duplicate keys,
/// trailing commas and members a value does not take are errors, and every error names the JSON
/// path with its line and column.
public struct DrawDocument: Hashable, Sendable {
    /// Deepest nesting a display list needs is 7 (document, operations, op, paint, gradient,
    /// stops, stop); anything far deeper is hostile.
    public static let maximumDepth = 32
    /// The range of `width` and `height` (points).
    public static let sideRange = 0...Double(Canvas.maxSide)
    /// The range of `scale` (pixels per point).
    public static let scaleRange = 0.01...64.0

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

    /// Parses the JSON, with errors naming the JSON path and position
    /// (`$.operations[2].paint (line 4, column 19): …`). Bitmap `file`s are read inside
    /// `assets` only; without it a document naming a file is refused.
    public static func decode(_ bytes: [UInt8], assets: FileRoot? = nil) throws(RasterError) -> DrawDocument {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes, maximumDepth: maximumDepth)
        } catch {
            throw .invalidDocument("not valid JSON: \(error)")
        }
        do {
            return try DrawDocument(json: JSONElement(root), assets: assets)
        } catch {
            throw .invalidDocument(error.description)
        }
    }

    init(json: JSONElement, assets: FileRoot?) throws(JSONValueError) {
        let o = try json.object(allowing: ["width", "height", "scale", "background", "operations"])
        width = try o.optional("width")?.number(in: Self.sideRange)
        height = try o.optional("height")?.number(in: Self.sideRange)
        scale = try o.optional("scale")?.number(in: Self.scaleRange)
        background = try o.optional("background")?.color()
        let operations = try o.required("operations")
        var list = DisplayList()
        for item in try operations.array() { list.append(try DisplayOperation(json: item, assets: assets)) }
        do {
            try list.validateNesting()
        } catch {
            throw operations.error(error.description)
        }
        displayList = list
    }

    /// The document as compact JSON that `decode` reads back to an equal document (bitmaps
    /// inline as `rgba`, paths as SVG path data).
    public var jsonText: String {
        JSONWriter.compact(JSONNode(.members([
            "width": width.map(JSONValue.number), "height": height.map(JSONValue.number), "scale": scale.map(JSONValue.number),
            "background": background.map(JSONValue.color), "operations": .items(displayList.operations.map(\.jsonValue)),
        ])))
    }

    /// A canvas sized for the document (points × scale, rounded), filled with the background,
    /// with the display list executed within `budget` (on `threads` threads, in bands, when
    /// the canvas is large; the pixels do not depend on it).
    public func render(width w: Double, height h: Double, scale s: Double, background bg: Color?,
                       budget: RenderBudget = .default, threads: Int = 1) throws(RasterError) -> Canvas {
        guard w.isFinite, h.isFinite, s.isFinite, w > 0, h > 0, s > 0 else {
            throw .invalidSize("\(w)×\(h) points at scale \(s): all must be finite and positive")
        }
        let pw = (w * s).rounded(), ph = (h * s).rounded()
        guard pw <= Double(Canvas.maxSide), ph <= Double(Canvas.maxSide) else {
            throw .invalidSize("\(w)×\(h) points at scale \(s) is \(pw)×\(ph) pixels, over \(Canvas.maxSide) per side")
        }
        guard pw >= 1, ph >= 1 else {
            throw .invalidSize("\(w)×\(h) points at scale \(s) rounds to \(pw)×\(ph) pixels: nothing to draw")
        }
        return try Canvas.drawing(displayList, width: Int(pw), height: Int(ph), scale: s, background: bg, budget: budget, threads: threads)
    }
}
