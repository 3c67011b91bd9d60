import TesseraJSON

/// A node tree read from JSON (the schema is in docs/layout-json.md):
/// `{"style": {...}, "children": [...], "content": {...}}`.
///
/// Nodes are created in depth-first order, so `NodeID(index: n)` is the n-th node of a walk of
/// the document and `paths[n]` is its JSON path, for error messages.
public struct LayoutDocument {
    public var tree: LayoutTree
    public var root: NodeID
    /// JSON path of each node, indexed by `NodeID.index`.
    public var paths: [String]

    /// Deeper documents are refused while parsing: far deeper than any real UI, and deep enough
    /// for `LayoutTree.maximumDepth` chains to be written down.
    static let maximumJSONDepth = 2_000

    public init(json text: String) throws(LayoutJSONError) {
        try self.init(json: Array(text.utf8))
    }

    /// Reads a document from a file's bytes, so invalid UTF-8 is an error at its position.
    public init(json bytes: [UInt8]) throws(LayoutJSONError) {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes, maximumDepth: Self.maximumJSONDepth)
        } catch {
            throw LayoutJSONError(error.message, offset: error.characterOffset)
        }
        try self.init(json: root.value)
    }

    public init(json value: JSONValue) throws(LayoutJSONError) {
        var tree = LayoutTree()
        var paths: [String] = []
        root = try Self.addNode(value, path: "$", inheritedMode: .horizontalTB, tree: &tree, paths: &paths)
        self.tree = tree
        self.paths = paths
    }

    /// `inheritedMode`: the parent's writing mode, which a leaf's fixed-size content (measured
    /// in the leaf's own axes, see `MeasureFunction`) needs to keep its physical size.
    private static func addNode(_ value: JSONValue, path: String, inheritedMode: WritingMode, tree: inout LayoutTree,
                                paths: inout [String]) throws(LayoutJSONError) -> NodeID {
        guard case .object(let members) = value else {
            throw LayoutJSONError("a node must be an object, found \(value.kindName)", path: path)
        }
        var style = Style()
        var measure: MeasureFunction?
        var contentValue: JSONValue?
        var childValues: [JSONNode] = []
        for member in members {
            switch member.key {
            case "style": style = try StyleParser.parse(member.value, path: path + ".style")
            case "content": contentValue = member.value
            case "children":
                guard case .array(let elements) = member.value else {
                    throw LayoutJSONError("children must be an array, found \(member.value.kindName)", path: path + ".children")
                }
                childValues = elements
            default:
                throw LayoutJSONError("unknown key \(Excerpt.quoted(member.key)) (a node has style, children and content)", path: path)
            }
        }
        let mode = style.writingMode ?? inheritedMode
        if let contentValue { measure = try parseContent(contentValue, path: path + ".content", vertical: mode.isVertical) }
        if measure != nil && !childValues.isEmpty {
            throw LayoutJSONError("a node with content cannot have children", path: path)
        }
        let node = tree.addNode(style: style, measure: measure)
        paths.append(path)
        for (index, childValue) in childValues.enumerated() {
            let child = try addNode(childValue.value, path: "\(path).children[\(index)]", inheritedMode: mode,
                                    tree: &tree, paths: &paths)
            do throws(LayoutError) {
                try tree.addChild(child, to: node)
            } catch {
                throw LayoutJSONError(error.description, path: path)
            }
        }
        return node
    }

    /// Leaf content: a fixed intrinsic size (`width`, `height`, like an image) or synthetic text.
    /// In a vertical writing mode a measure answers along the leaf's inline axis first: text
    /// does so as it is, a fixed size is turned (its width is the leaf's block size).
    private static func parseContent(_ value: JSONValue, path: String, vertical: Bool) throws(LayoutJSONError) -> MeasureFunction {
        guard case .object(let members) = value else {
            throw LayoutJSONError("content must be an object, found \(value.kindName)", path: path)
        }
        if value["text"] != nil {
            var text = ""
            var charWidth: Double?
            var lineHeight: Double?
            for member in members {
                switch member.key {
                case "text":
                    guard case .string(let string) = member.value else {
                        throw LayoutJSONError("text must be a string", path: path + ".text")
                    }
                    text = string
                case "charWidth": charWidth = try StyleParser.length(member.value, path: path + ".charWidth")
                case "lineHeight": lineHeight = try StyleParser.length(member.value, path: path + ".lineHeight")
                default:
                    throw LayoutJSONError("unknown key \(Excerpt.quoted(member.key)) (text content has text, charWidth, lineHeight)", path: path)
                }
            }
            guard let charWidth else { throw LayoutJSONError("text content needs charWidth", path: path) }
            guard let lineHeight else { throw LayoutJSONError("text content needs lineHeight", path: path) }
            let synthetic = SyntheticText(text, charWidth: charWidth, lineHeight: lineHeight)
            return { width, height in synthetic.measure(width: width, height: height) }
        }
        var width: Double?
        var height: Double?
        for member in members {
            switch member.key {
            case "width": width = try StyleParser.length(member.value, path: path + ".width")
            case "height": height = try StyleParser.length(member.value, path: path + ".height")
            default:
                throw LayoutJSONError(
                    "unknown key \(Excerpt.quoted(member.key)) (content is {width, height} or {text, charWidth, lineHeight})", path: path)
            }
        }
        guard let width, let height else {
            throw LayoutJSONError("content needs both width and height (or text)", path: path)
        }
        let measurement = vertical ? Measurement(width: height, height: width, baseline: width)
            : Measurement(width: width, height: height, baseline: height)
        return { _, _ in measurement }
    }
}
