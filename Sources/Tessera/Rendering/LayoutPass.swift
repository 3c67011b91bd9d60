import TesseraGeometry
import TesseraLayout

/// Turns elements into `TesseraLayout` trees and lays them out.
///
/// The main tree is one "island"; so is every view laid out in a frame known only after layout
/// (backgrounds, overlays, ZStack layers). An island is the element under a synthetic root that
/// offers it a size and places it by an alignment, as a SwiftUI parent proposes a size to a child.
struct LayoutIsland {
    var tree = LayoutTree()
    let root: NodeID
    let element: Element

    /// Lays `element` out in a box `width` × `height` points (nil: as big as its content wants),
    /// placed by `alignment`; frames are rounded to the pixel grid when `round` is set.
    init(_ element: Element, width: Double?, height: Double?, alignment: Alignment, services: RenderServices,
         round: Bool) throws(RenderError) {
        self.element = element
        var rootStyle = Style()
        rootStyle.flexDirection = .column
        rootStyle.justifyContent = alignment.vertical.justify
        rootStyle.alignItems = alignment.horizontal.alignItems
        if let width { rootStyle.width = .points(width) }
        if let height { rootStyle.height = .points(height) }
        rootStyle.direction = element.style.direction
        root = tree.addNode(style: rootStyle)
        var style = element.style
        if !element.hasExplicitFlex {
            let grows = element.expandsVertically && height != nil
            style.flexGrow = grows ? 1 : 0
            style.flexShrink = element.shrinks || grows ? 1 : 0
        }
        if element.expandsHorizontally && width != nil && style.alignSelf == .auto { style.alignSelf = .stretch }
        // A box holding a scroll viewport may be shorter than its content (see `Element.adopt`).
        if element.containsVerticalViewport && height != nil && style.minHeight == .auto { style.minHeight = .points(0) }
        do throws(LayoutError) {
            let node = try Self.add(element, style: style, to: &tree, services: services)
            try tree.addChild(node, to: root)
            try tree.computeLayout(root: root, width: width, height: height, scale: round ? services.scale : nil)
        } catch {
            throw .layout(error)
        }
        if let error = services.measureError { throw error }
    }

    /// The element's frame relative to the box it was laid out in.
    var frame: Rect {
        let f = tree.frame(of: element.node)
        return Rect(x: f.x, y: f.y, width: f.width, height: f.height)
    }

    private static func add(_ element: Element, style: Style, to tree: inout LayoutTree,
                            services: RenderServices) throws(LayoutError) -> NodeID {
        let measure: MeasureFunction?
        switch element.content {
        case .text(let text): measure = text.measure(services: services)
        case .layers(let layers, let alignment): measure = layersMeasure(layers, alignment: alignment, services: services)
        case .container, .shape, .image, .viewport: measure = nil
        }
        let node = tree.addNode(style: style, measure: measure)
        element.node = node
        for child in element.children {
            try tree.addChild(add(child, style: child.style, to: &tree, services: services), to: node)
        }
        return node
    }

    /// A ZStack's size for a proposal: the largest of its layers, each laid out alone with the
    /// same proposal (an exact proposal is taken as is).
    private static func layersMeasure(_ layers: [Element], alignment: Alignment, services: RenderServices) -> MeasureFunction {
        { widthProposal, heightProposal in
            let width: Double?, height: Double?
            switch widthProposal {
            case .exactly(let w), .atMost(let w): width = w
            case .unconstrained: width = nil
            }
            if case .exactly(let h) = heightProposal { height = h } else { height = nil }
            var size = Size(width: 0, height: 0)
            for layer in layers {
                let key = RenderServices.LayerSizeKey(layer: ObjectIdentifier(layer), width: width, height: height)
                var layerSize = services.layerSizes[key]
                if layerSize == nil {
                    do throws(RenderError) {
                        let island = try LayoutIsland(layer, width: width, height: height, alignment: alignment,
                                                      services: services, round: false)
                        layerSize = Size(width: island.frame.width, height: island.frame.height)
                        services.layerSizes[key] = layerSize
                    } catch {
                        if services.measureError == nil { services.measureError = error }
                    }
                }
                size.width = max(size.width, layerSize?.width ?? 0)
                size.height = max(size.height, layerSize?.height ?? 0)
            }
            if case .exactly(let w) = widthProposal { size.width = w }
            if case .exactly(let h) = heightProposal { size.height = h }
            return Measurement(width: size.width, height: size.height)
        }
    }
}
