/// Writes computed frames as JSON: `{"x","y","width","height","children":[...]}` per node, with
/// x/y relative to the parent's border box.
extension LayoutTree {
    public func framesJSON(root: NodeID) -> String {
        var output = ""
        appendFrames(root, to: &output)
        return output
    }

    private func appendFrames(_ node: NodeID, to output: inout String) {
        let frame = frame(of: node)
        output += "{\"x\":\(formatNumber(frame.x)),\"y\":\(formatNumber(frame.y)),"
        output += "\"width\":\(formatNumber(frame.width)),\"height\":\(formatNumber(frame.height))"
        let children = children(of: node)
        if !children.isEmpty {
            output += ",\"children\":["
            for (index, child) in children.enumerated() {
                if index > 0 { output += "," }
                appendFrames(child, to: &output)
            }
            output += "]"
        }
        output += "}"
    }
}

/// Shortest round-tripping text of a number, integers without a fraction ("10", not "10.0").
public func formatNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
}
