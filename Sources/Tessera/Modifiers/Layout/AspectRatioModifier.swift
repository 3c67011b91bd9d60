/// Keeps width / height at a ratio (nil: an image's own); an image fits or fills it.
struct AspectRatioModifier: ElementStep {
    let ratio: Double?
    let contentMode: ContentMode

    func apply(to element: Element, in context: LoweringContext) throws(RenderError) -> Element {
        if let ratio {
            guard ratio.isFinite, ratio > 0, ratio < 1_000_000 else {
                throw .invalidValue(path: context.path, name: "aspectRatio", value: "\(ratio)", reason: "must be a finite positive number")
            }
        }
        let target = element.isPlainLeaf ? element : Element.wrapping(element)
        if case .image(var image) = target.content {
            image.contentMode = contentMode
            target.content = .image(image)
        }
        target.style.aspectRatio = ratio ?? target.intrinsicAspectRatio
        if target.style.aspectRatio != nil { target.expandsVertically = false }
        return target
    }
}

extension Element {
    /// The width / height of an image's own pixels.
    var intrinsicAspectRatio: Double? {
        guard case .image(let image) = content else { return nil }
        switch image.source {
        case .bitmap(_, let size): return size.height > 0 ? size.width / size.height : nil
        case .icon: return 1
        }
    }
}

extension Modifier {
    /// Keeps width / height at `ratio` (nil: an image's own ratio); images fit or fill it.
    public static func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode = .fit) -> Modifier {
        Modifier(AspectRatioModifier(ratio: ratio, contentMode: contentMode))
    }
}

extension View {
    public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode = .fit) -> ModifiedContent<Self> {
        modifier(.aspectRatio(ratio, contentMode: contentMode))
    }
}

extension SceneModifier {
    static let aspectRatio = SceneModifier("aspectRatio", value: #"number, or `{"ratio", "contentMode"}`"#) { value throws(RenderError) in
        if case .number(let ratio) = value.json { return .aspectRatio(ratio) }
        let aspect = try value.object(known: ["ratio", "contentMode"])
        return .aspectRatio(try aspect.optionalNumber("ratio"), contentMode: try aspect.optionalEnum("contentMode", ContentMode.self) ?? .fit)
    }
}
