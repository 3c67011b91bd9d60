import TesseraLayout

/// Space around the content on each edge that has a length (leading and trailing follow the
/// layout direction). Added to a container's own padding when it can take it, else the content
/// is wrapped.
struct PaddingModifier: ElementStep {
    let top: LengthValue?, leading: LengthValue?, bottom: LengthValue?, trailing: LengthValue?

    func apply(to element: Element, in context: LoweringContext) throws(RenderError) -> Element {
        let theme = context.environment.theme
        var insets = [top, leading, bottom, trailing].map { $0?.points(in: theme) ?? 0 }
        for (value, name) in zip(insets, ["top", "leading", "bottom", "trailing"]) {
            try context.check(value, "padding \(name)")
        }
        if context.environment.isRightToLeft { insets.swapAt(1, 3) }
        let target = element.acceptsPadding ? element : Element.wrapping(element, alignment: .topLeading)
        let padding = target.style.padding
        target.style.padding = TesseraLayout.Edges(
            top: .points(padding.top.points + insets[0]), right: .points(padding.right.points + insets[3]),
            bottom: .points(padding.bottom.points + insets[2]), left: .points(padding.left.points + insets[1]))
        return target
    }
}

extension Element {
    /// Padding can go straight into a container's own style when nothing has been drawn in its
    /// frame yet and its size is not fixed (border-box sizes would otherwise swallow it).
    var acceptsPadding: Bool {
        guard case .container = content, decorations.isEmpty, spacerMinLength == nil, !isDivider else { return false }
        return style.width == .auto && style.height == .auto && style.minWidth == .auto && style.minHeight == .auto
            && style.maxWidth == .auto && style.maxHeight == .auto && style.aspectRatio == nil
    }
}

extension LengthPercentage {
    var points: Double {
        switch self {
        case .points(let value): value
        case .percent: 0
        }
    }
}

extension Modifier {
    /// Space around the content on the given edges (default 16 points: the `space.4` token `.m`).
    public static func padding(_ edges: Edge.Set = .all, _ length: LengthValue = .m) -> Modifier {
        padding(top: edges.contains(.top) ? length : nil, leading: edges.contains(.leading) ? length : nil,
                bottom: edges.contains(.bottom) ? length : nil, trailing: edges.contains(.trailing) ? length : nil)
    }

    public static func padding(_ length: LengthValue) -> Modifier { padding(.all, length) }

    /// Padding by any dimension token, including ones without a short name (`.padding(.space5)`).
    public static func padding(_ edges: Edge.Set = .all, _ token: TokenKey<Length>) -> Modifier {
        padding(edges, .token(token))
    }

    public static func padding(top: LengthValue? = nil, leading: LengthValue? = nil, bottom: LengthValue? = nil,
                               trailing: LengthValue? = nil) -> Modifier {
        Modifier(PaddingModifier(top: top, leading: leading, bottom: bottom, trailing: trailing))
    }
}

extension View {
    public func padding(_ edges: Edge.Set = .all, _ length: LengthValue = .m) -> ModifiedContent<Self> {
        modifier(.padding(edges, length))
    }
    public func padding(_ length: LengthValue) -> ModifiedContent<Self> { modifier(.padding(length)) }
    public func padding(_ edges: Edge.Set = .all, _ token: TokenKey<Length>) -> ModifiedContent<Self> {
        modifier(.padding(edges, token))
    }
    public func padding(top: LengthValue? = nil, leading: LengthValue? = nil, bottom: LengthValue? = nil,
                        trailing: LengthValue? = nil) -> ModifiedContent<Self> {
        modifier(.padding(top: top, leading: leading, bottom: bottom, trailing: trailing))
    }
}

extension SceneModifier {
    static let padding = SceneModifier(
        "padding", value: #"length, or `{"top", "leading", "bottom", "trailing", "horizontal", "vertical"}`"#
    ) { value throws(RenderError) in
        guard value.isObject else { return .padding(try value.length()) }
        let edges = try value.object(known: ["top", "leading", "bottom", "trailing", "horizontal", "vertical"])
        func edge(_ key: String, _ axis: String) throws(RenderError) -> LengthValue? {
            try (value.member(key, of: edges) ?? value.member(axis, of: edges))?.length()
        }
        return .padding(top: try edge("top", "vertical"), leading: try edge("leading", "horizontal"),
                        bottom: try edge("bottom", "vertical"), trailing: try edge("trailing", "horizontal"))
    }
}
