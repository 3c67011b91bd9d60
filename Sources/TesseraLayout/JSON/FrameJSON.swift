import TesseraJSON

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
        output += "{\"x\":\(JSONWriter.number(frame.x)),\"y\":\(JSONWriter.number(frame.y)),"
        output += "\"width\":\(JSONWriter.number(frame.width)),\"height\":\(JSONWriter.number(frame.height))"
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
