/// Casts an elevation's shadows from the shape the view was last clipped or filled to.
struct ShadowModifier: ElementStep {
    let elevation: Elevation

    func apply(to element: Element, in context: LoweringContext) throws(RenderError) -> Element {
        let shadows = try elevation.shadows(in: context.environment.theme).map { shadow throws(RenderError) in
            let values = [shadow.offsetX.points, shadow.offsetY.points, shadow.blur.points, shadow.spread.points]
            guard values.allSatisfy({ $0.isFinite && abs($0) <= 10_000 }), shadow.blur.points >= 0 else {
                throw .invalidValue(path: context.path, name: "shadow", value: "\(values)", reason: "must be finite (blur zero or more)")
            }
            return shadow
        }
        element.decorations.append(.shadow(element.castingShape, shadows))
        return element
    }
}

extension Element {
    /// The shape a shadow is cast from: the last clip or fill applied, else the frame.
    var castingShape: AnyShape {
        for decoration in decorations.reversed() {
            switch decoration {
            case .clip(let shape), .fill(let shape, _): return shape
            default: continue
            }
        }
        if case .shape(let shape, _) = content { return shape }
        return AnyShape(Rectangle())
    }
}

extension Modifier {
    /// Casts the elevation's shadows from the shape the view was last clipped or filled to.
    public static func shadow(_ elevation: Elevation) -> Modifier { Modifier(ShadowModifier(elevation: elevation)) }
}

extension View {
    public func shadow(_ elevation: Elevation) -> ModifiedContent<Self> { modifier(.shadow(elevation)) }
}

extension SceneModifier {
    static let shadow = SceneModifier("shadow", value: "elevation: `low`, `medium`, `high`, `card`, or a shadow token name") {
        value throws(RenderError) in .shadow(try value.elevation())
    }
}
