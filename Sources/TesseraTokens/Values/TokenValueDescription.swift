/// One-line, human-readable token values for `tessera tokens show` and `list`.
extension TokenValue: CustomStringConvertible {
    public var description: String {
        switch self {
        case .color(let c): c.hexString
        case .dimension(let d): d.description
        case .fontFamily(let names): names.map { "\"\($0)\"" }.joined(separator: ", ")
        case .fontWeight(let w): w.description
        case .duration(let d): d.description
        case .cubicBezier(let b): b.description
        case .number(let n): formatNumber(n)
        case .typography(let t):
            "\(t.fontFamily.first ?? "?") \(t.fontSize) / \(formatNumber(t.lineHeightPoints))pt, weight \(t.fontWeight), tracking \(t.letterSpacing)"
        case .shadow(let layers): layers.map(Self.describe).joined(separator: "; ")
        case .border(let b): "\(b.width) \(Self.describe(b.style)) \(b.color.hexString)"
        case .gradient(let stops): stops.map { "\($0.color.hexString) \(formatNumber($0.position * 100))%" }.joined(separator: ", ")
        case .strokeStyle(let s): Self.describe(s)
        case .transition(let t): "\(t.duration) delay \(t.delay) \(t.timingFunction)"
        case .icon(let i): "\(formatNumber(i.grid))×\(formatNumber(i.grid)) path, \(i.pathData.count) characters"
        }
    }

    private static func describe(_ shadow: BoxShadow) -> String {
        "\(shadow.inset ? "inset " : "")\(shadow.offsetX) \(shadow.offsetY) blur \(shadow.blur) spread \(shadow.spread) \(shadow.color.hexString)"
    }

    private static func describe(_ style: LineStyle) -> String {
        switch style {
        case .keyword(let k): k.rawValue
        case .dashes(let dashes, let cap): "dashes \(dashes.map(\.description).joined(separator: " ")) \(cap.rawValue) caps"
        }
    }
}
