/// Fills a shape (the frame, by default) with a color behind the content. (A view behind the
/// content is a `LayeredView`.)
struct BackgroundModifier: ElementStep {
    let color: ColorValue
    let shape: AnyShape

    func apply(to element: Element, in context: LoweringContext) -> Element {
        element.decorations.append(.fill(shape, .solid(context.environment.resolve(color))))
        return element
    }
}

extension Modifier {
    /// Fills a shape (default: the frame) with a color behind the content.
    public static func background(_ color: ColorValue, in shape: some Shape = Rectangle()) -> Modifier {
        Modifier(BackgroundModifier(color: color, shape: AnyShape(shape)))
    }
}

extension View {
    public func background(_ color: ColorValue, in shape: some Shape = Rectangle()) -> ModifiedContent<Self> {
        modifier(.background(color, in: shape))
    }
}

extension SceneModifier {
    /// A color, a color in a shape, or a view behind (as `overlay` puts one in front).
    static let background = SceneModifier(
        "background", value: #"color, `{"color", "shape"}`, or `{"view": view, "alignment"}`"#
    ) { value, view throws(RenderError) in
        if let layer = try value.layer() { return AnyView(view.background(layer.view, alignment: layer.alignment)) }
        guard value.isObject else { return AnyView(view.modifier(.background(try value.color()))) }
        let fill = try value.object(known: ["color", "shape"])
        let shape = try value.member("shape", of: fill)?.shape() ?? AnyShape(Rectangle())
        return AnyView(view.modifier(.background(try value.reader.color(fill.required("color"), path: "\(value.path).color"), in: shape)))
    }
}
