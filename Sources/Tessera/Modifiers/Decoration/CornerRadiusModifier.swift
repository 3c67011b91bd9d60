/// Clips to a rounded rectangle whose radius resolves in the view's theme.
struct CornerRadiusModifier: ElementStep {
    let radius: Radius
    let style: RoundedCornerStyle

    func apply(to element: Element, in context: LoweringContext) throws(RenderError) -> Element {
        let points = radius.points(in: context.environment.theme)
        try context.check(points, "cornerRadius")
        element.decorations.append(.clip(AnyShape(RoundedRectangle(cornerRadius: points, style: style))))
        return element
    }
}

extension Modifier {
    /// Clips to a rounded rectangle (`.continuous` for squircle corners).
    public static func cornerRadius(_ radius: Radius, style: RoundedCornerStyle = .circular) -> Modifier {
        Modifier(CornerRadiusModifier(radius: radius, style: style))
    }

    /// Clips to a rounded rectangle whose radius is any dimension token (`.cornerRadius(.radiusSmall)`).
    public static func cornerRadius(_ token: TokenKey<Length>, style: RoundedCornerStyle = .circular) -> Modifier {
        cornerRadius(.token(token), style: style)
    }
}

extension View {
    public func cornerRadius(_ radius: Radius, style: RoundedCornerStyle = .circular) -> ModifiedContent<Self> {
        modifier(.cornerRadius(radius, style: style))
    }
    public func cornerRadius(_ token: TokenKey<Length>, style: RoundedCornerStyle = .circular) -> ModifiedContent<Self> {
        modifier(.cornerRadius(token, style: style))
    }
}

extension SceneModifier {
    static let cornerRadius = SceneModifier("cornerRadius", value: #"radius, or `{"radius", "style"}`"#) { value throws(RenderError) in
        guard value.isObject else { return .cornerRadius(try value.radius()) }
        let corner = try value.object(known: ["radius", "style"])
        return .cornerRadius(try value.reader.radius(corner.required("radius"), path: "\(value.path).radius"),
                             style: try corner.cornerStyle())
    }
}
