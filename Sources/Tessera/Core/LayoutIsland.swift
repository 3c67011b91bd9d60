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
        case .layers(let layers, _): measure = layersMeasure(layers, services: services)
        case .choice(let candidates, let axes): measure = choiceMeasure(candidates, axes: axes, services: services)
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
    private static func layersMeasure(_ layers: [Element], services: RenderServices) -> MeasureFunction {
        { widthProposal, heightProposal in
            let (width, height) = islandBox(widthProposal, heightProposal)
            var size = Size(width: 0, height: 0)
            for layer in layers {
                let layerSize = services.size(of: layer, width: width, height: height)
                size.width = max(size.width, layerSize?.width ?? 0)
                size.height = max(size.height, layerSize?.height ?? 0)
            }
            return exact(size, widthProposal, heightProposal)
        }
    }

    /// A ViewThatFits's size for a proposal: that of the candidate it picks for the proposal.
    private static func choiceMeasure(_ candidates: [Element], axes: Axis.Set, services: RenderServices) -> MeasureFunction {
        { widthProposal, heightProposal in
            let (width, height) = islandBox(widthProposal, heightProposal)
            let chosen = Element.firstFitting(candidates, on: axes, width: width, height: height) { candidate, w, h in
                services.size(of: candidate, width: w, height: h)
            }
            let size = chosen.flatMap { services.size(of: $0, width: width, height: height) } ?? Size(width: 0, height: 0)
            return exact(size, widthProposal, heightProposal)
        }
    }

    /// The box a measured island is laid out in for a proposal: the proposed width as a limit, a
    /// height only when it is exact (a child laid out alone has no other height to fill).
    private static func islandBox(_ widthProposal: SizeProposal, _ heightProposal: SizeProposal) -> (Double?, Double?) {
        let width: Double?
        switch widthProposal {
        case .exactly(let w), .atMost(let w): width = w
        case .unconstrained: width = nil
        }
        if case .exactly(let h) = heightProposal { return (width, h) }
        return (width, nil)
    }

    /// `size`, with an exact proposal taken as is.
    private static func exact(_ size: Size, _ widthProposal: SizeProposal, _ heightProposal: SizeProposal) -> Measurement {
        var size = size
        if case .exactly(let w) = widthProposal { size.width = w }
        if case .exactly(let h) = heightProposal { size.height = h }
        return Measurement(width: size.width, height: size.height)
    }
}
