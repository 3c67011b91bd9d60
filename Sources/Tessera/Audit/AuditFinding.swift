import TesseraGeometry
import TesseraJSON

/// One problem the audit found in a render: what kind, which view (its key when it has one and
/// its path in the view tree), where (its frame in points, root coordinates), the figures that
/// decided it, and the settings it was rendered with.
public struct AuditFinding: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Text whose color against what is painted beneath it is under WCAG 2.x's minimum
        /// (4.5:1, or 3:1 for text ≥ 18 pt or ≥ 14 pt bold).
        case contrast
        /// An interactive view smaller than the `size.touchTarget` token on either axis.
        case touchTarget
        /// Text cut short by its line limit (it ends in an ellipsis).
        case truncated
        /// Text whose ink is partly cut by a clip or the canvas edge.
        case clipped
        /// Text drawn over other text.
        case overlap
        /// Text with characters no installed font covers, drawn as boxes: only in a render that
        /// allows missing glyphs (`Renderer.allowsMissingGlyphs`; otherwise the render fails).
        case missingCharacters
    }

    public var kind: Kind
    /// The key of the nearest keyed view around (or on) the view.
    public var key: String?
    /// The views from the root to this one (`Card > VStack > Text`).
    public var path: String
    /// In points, root coordinates.
    public var frame: Rect
    /// The text, for text findings (at most 60 characters).
    public var text: String?
    /// The numbers behind the finding by name (`ratio`, `required`, `apcaLc`, `width`, …).
    public var figures: [String: Double]
    /// Other facts by name (`textColor`, `backgroundColor`, `otherKey`, …).
    public var notes: [String: String]
    /// The render's settings: color scheme, text size, layout direction (of the view), locale.
    public var theme: String
    public var textSize: String
    public var direction: String
    public var locale: String

    /// The finding as a JSON object; keys in a fixed order, so the same render prints the same bytes.
    public var json: JSONValue {
        func member(_ key: String, _ value: JSONValue) -> JSONMember { JSONMember(key: key, node: JSONNode(value)) }
        var members = [member("kind", .string(kind.rawValue))]
        if let key { members.append(member("key", .string(key))) }
        members.append(member("path", .string(path)))
        members.append(member("frame", .object([
            member("x", .number(frame.minX)), member("y", .number(frame.minY)),
            member("width", .number(frame.width)), member("height", .number(frame.height)),
        ])))
        if let text { members.append(member("text", .string(text))) }
        members += figures.keys.sorted().map { member($0, .number(Self.rounded(figures[$0]!))) }
        members += notes.keys.sorted().map { member($0, .string(notes[$0]!)) }
        members += [member("theme", .string(theme)), member("textSize", .string(textSize)),
                    member("direction", .string(direction)), member("locale", .string(locale))]
        return .object(members)
    }

    /// Two decimals: enough for a ratio, stable across platforms' last bits.
    static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}

extension [AuditFinding] {
    /// `{"findings": [...]}`, one finding per line.
    public var jsonText: String {
        guard !isEmpty else { return "{\"findings\": []}\n" }
        let lines = map { "  " + JSONWriter.compact(JSONNode($0.json)) }
        return "{\"findings\": [\n" + lines.joined(separator: ",\n") + "\n]}\n"
    }
}
