/// Strokes a shape (the frame, by default) inside the frame, as SwiftUI's `border`.
struct BorderModifier: ElementStep {
    let color: ColorValue
    let width: LengthValue
    let shape: AnyShape

    func apply(to element: Element, in context: LoweringContext) throws(RenderError) -> Element {
        let points = width.points(in: context.environment.theme)
        try context.check(points, "border width", max: 10_000)
        element.decorations.append(.stroke(shape, .solid(context.environment.resolve(color)), width: points))
        return element
    }
}

extension Modifier {
    /// Strokes the shape (default: the frame) inside the frame, as SwiftUI's `border`.
    public static func border(_ color: ColorValue, width: LengthValue = 1, in shape: some Shape = Rectangle()) -> Modifier {
        Modifier(BorderModifier(color: color, width: width, shape: AnyShape(shape)))
    }

    /// A border whose width is a dimension token: `.border(.cardBorder, width: .borderWidthThin)`.
    public static func border(_ color: ColorValue, width: TokenKey<Length>, in shape: some Shape = Rectangle()) -> Modifier {
        border(color, width: .token(width), in: shape)
    }
}

extension View {
    public func border(_ color: ColorValue, width: LengthValue = 1, in shape: some Shape = Rectangle()) -> ModifiedContent<Self> {
        modifier(.border(color, width: width, in: shape))
    }
    public func border(_ color: ColorValue, width: TokenKey<Length>, in shape: some Shape = Rectangle()) -> ModifiedContent<Self> {
        modifier(.border(color, width: width, in: shape))
    }
}

extension SceneModifier {
    static let border = SceneModifier("border", value: #"color, or `{"color", "width", "shape"}`"#) { value throws(RenderError) in
        guard value.isObject else { return .border(try value.color()) }
        let border = try value.object(known: ["color", "width", "shape"])
        let shape = try value.member("shape", of: border)?.shape() ?? AnyShape(Rectangle())
        let width = try value.member("width", of: border)?.length() ?? 1
        return .border(try value.reader.color(border.required("color"), path: "\(value.path).color"), width: width, in: shape)
    }
}
