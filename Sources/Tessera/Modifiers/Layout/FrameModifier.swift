import TesseraGeometry

/// A fixed size on either axis: the content is proposed that size and aligned inside it (a
/// plain leaf takes the size itself).
struct FrameModifier: ElementStep {
    let width: LengthValue?, height: LengthValue?
    let alignment: Alignment

    func apply(to element: Element, in context: LoweringContext) throws(RenderError) -> Element {
        let theme = context.environment.theme
        let width = self.width?.points(in: theme), height = self.height?.points(in: theme)
        if let width { try context.check(width, "frame width") }
        if let height { try context.check(height, "frame height") }
        let target = element.isPlainLeaf ? element : Element.wrapping(element, alignment: alignment)
        if let width {
            target.style.width = .points(width)
            target.expandsHorizontally = false
        }
        if let height {
            target.style.height = .points(height)
            target.expandsVertically = false
        }
        if width != nil && height != nil { target.shrinks = false }
        return target
    }
}

extension Modifier {
    /// A fixed size on either axis; the content is proposed that size and aligned inside it.
    public static func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> Modifier {
        Modifier(FrameModifier(width: width.map(LengthValue.points), height: height.map(LengthValue.points), alignment: alignment))
    }

    /// A fixed size from dimension tokens (any `TokenKey<Length>`: spacing, sizes, icon sizes),
    /// resolved in the view's theme: `.frame(width: .sizeIconLarge, height: .sizeIconLarge)`.
    public static func frame(width: TokenKey<Length>? = nil, height: TokenKey<Length>? = nil,
                             alignment: Alignment = .center) -> Modifier {
        Modifier(FrameModifier(width: width.map(LengthValue.token), height: height.map(LengthValue.token), alignment: alignment))
    }
}

extension View {
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ModifiedContent<Self> {
        modifier(.frame(width: width, height: height, alignment: alignment))
    }
    public func frame(width: TokenKey<Length>? = nil, height: TokenKey<Length>? = nil,
                      alignment: Alignment = .center) -> ModifiedContent<Self> {
        modifier(.frame(width: width, height: height, alignment: alignment))
    }
}

extension SceneModifier {
    /// One JSON `frame` for both Swift frames: sizes make a fixed frame, bounds a flexible one
    /// outside it (lengths resolve in the reader's theme, as the Swift frames take points).
    static let frame = SceneModifier(
        "frame",
        value: #"`{"width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "alignment"}`: "#
            + #"lengths (`"size.touchTarget"`, `"m"`, points); maxima may be `"infinity"`"#
    ) { value throws(RenderError) in
        let frame = try value.object(known: ["width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "alignment"])
        let alignment = try value.member("alignment", of: frame)?.alignment() ?? .center
        func points(_ key: String) throws(RenderError) -> Double? {
            guard let member = value.member(key, of: frame) else { return nil }
            if case .string("infinity") = member.json, key.hasPrefix("max") { return .infinity }
            return try member.length().points(in: value.reader.theme)
        }
        let width = try points("width"), height = try points("height")
        let bounds = [try points("minWidth"), try points("maxWidth"), try points("minHeight"), try points("maxHeight")]
        var modifier = Modifier.identity
        if width != nil || height != nil { modifier = modifier <> .frame(width: width, height: height, alignment: alignment) }
        if bounds.contains(where: { $0 != nil }) {
            modifier = modifier <> .frame(minWidth: bounds[0], maxWidth: bounds[1], minHeight: bounds[2], maxHeight: bounds[3],
                                          alignment: alignment)
        }
        return modifier
    }
}
