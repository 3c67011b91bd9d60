import TesseraGeometry

/// A view drawn behind or in front of another, sized to it (SwiftUI's `background(_:alignment:)`
/// and `overlay(_:alignment:)`): the content lays out alone, then the layer is laid out in the
/// content's frame and placed by the alignment.
public struct LayeredView<Content: View, Layer: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let layer: Layer
    let alignment: Alignment
    let inFront: Bool

    func lower(in context: LoweringContext) throws(RenderError) -> [Element] {
        let layerElement = try Element.single(context.lower(layer))
        return try context.lower(content).map { element in
            element.decorations.append(inFront ? .overlay(layerElement, alignment) : .background(layerElement, alignment))
            return element
        }
    }
}

extension Element {
    /// One element for a list of lowered views (several become a ZStack's layers).
    static func single(_ elements: [Element]) -> Element {
        if elements.count == 1 { return elements[0] }
        return Element(.layers(elements, .center))
    }
}

extension View {
    public func background<Layer: View>(alignment: Alignment = .center, @ViewBuilder _ layer: () -> Layer) -> LayeredView<Self, Layer> {
        LayeredView(content: self, layer: layer(), alignment: alignment, inFront: false)
    }
    public func overlay<Layer: View>(alignment: Alignment = .center, @ViewBuilder _ layer: () -> Layer) -> LayeredView<Self, Layer> {
        LayeredView(content: self, layer: layer(), alignment: alignment, inFront: true)
    }
    public func background(_ layer: some View, alignment: Alignment = .center) -> some View {
        LayeredView(content: self, layer: layer, alignment: alignment, inFront: false)
    }
    public func overlay(_ layer: some View, alignment: Alignment = .center) -> some View {
        LayeredView(content: self, layer: layer, alignment: alignment, inFront: true)
    }
}

extension SceneModifier {
    static let overlay = SceneModifier("overlay", value: #"`{"view": view, "alignment"}`"#) { value, view throws(RenderError) in
        guard let layer = try value.layer() else {
            throw .scene(path: value.path, reason: "must be {\"view\": …, \"alignment\": …}")
        }
        return AnyView(view.overlay(layer.view, alignment: layer.alignment))
    }
}

extension SceneValue {
    /// `{"view": view, "alignment": …}`: a layer for `background` and `overlay` (nil when the
    /// value is not an object with a `view`).
    func layer() throws(RenderError) -> (view: AnyView, alignment: Alignment)? {
        guard case .object(let members) = json, members.contains(where: { $0.key == "view" }) else { return nil }
        let layer = try object(known: ["view", "alignment"])
        let content = try reader.view(layer.required("view"), path: "\(path).view")
        return (content, try member("alignment", of: layer)?.alignment() ?? .center)
    }
}
