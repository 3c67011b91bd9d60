import TesseraGeometry
import TesseraLayout
import TesseraRaster
import TesseraText

/// Lowers laid-out elements to display-list operations in absolute coordinates (points), and
/// collects the preferences (keyed frames included) views publish on the way.
///
/// Decorations are visited outermost first, so each wraps what the inner ones draw: a clip
/// pushes, draws the inside, pops; a background draws, then the inside; an overlay the inside,
/// then itself.
final class Painter {
    private(set) var operations: [DisplayOperation] = []
    private(set) var preferences = PreferenceValues()
    let services: RenderServices
    /// Set when the render is audited: told about every text run and interactive view.
    private let recorder: AuditRecorder?

    init(services: RenderServices) {
        self.services = services
        recorder = services.auditRecorder
    }

    /// Lays `element` out in `frame` (placed by `alignment`) and draws it.
    func paintIsland(_ element: Element, in frame: Rect, alignment: Alignment) throws(RenderError) {
        let island = try LayoutIsland(element, width: frame.width, height: frame.height, alignment: alignment,
                                      services: services, round: true)
        let local = island.frame
        try paint(element, frame: Rect(x: frame.minX + local.minX, y: frame.minY + local.minY,
                                       width: local.width, height: local.height), tree: island.tree)
    }

    /// Draws an element whose node in `tree` landed at `frame` (absolute).
    func paint(_ element: Element, frame: Rect, tree: LayoutTree) throws(RenderError) {
        guard let recorder else {
            return try paint(element, frame: frame, tree: tree, decoration: element.decorations.count - 1)
        }
        // The audit names findings by the nearest keyed view around them, whichever order the
        // key and the other modifiers were written in.
        let key = element.decorations.lazy.compactMap(\.auditKey).last
        let inactive = element.interactivePath != nil && !element.interaction.isEnabled
        let control = element.interaction.isEnabled ? element.interactivePath : nil
        recorder.enter(key: key)
        recorder.enter(inactive: inactive)
        recorder.enter(interactive: control)
        if element.isModal { recorder.enterModal(frame: frame) }
        defer {
            recorder.leave(key: key); recorder.leave(inactive: inactive); recorder.leave(interactive: control)
            recorder.leave(modal: element.isModal)
        }
        if let path = element.interactivePath {
            recorder.recordTarget(frame: frame, path: path, interaction: element.interaction)
        }
        try paint(element, frame: frame, tree: tree, decoration: element.decorations.count - 1)
    }

    private func paint(_ element: Element, frame: Rect, tree: LayoutTree, decoration index: Int) throws(RenderError) {
        guard index >= 0 else { return try paintContent(element, frame: frame, tree: tree) }
        let inside = { () throws(RenderError) in try self.paint(element, frame: frame, tree: tree, decoration: index - 1) }
        switch element.decorations[index] {
        case .background(let layer, let alignment):
            try paintIsland(layer, in: frame, alignment: alignment)
            try inside()
        case .overlay(let layer, let alignment):
            try inside()
            try paintIsland(layer, in: frame, alignment: alignment)
        case .fill(let shape, let paint):
            operations.append(.fill(shape.path(in: frame), paint: paint))
            try inside()
        case .stroke(let shape, let paint, let width):
            try inside()
            let inset = frame.insetBy(dx: width / 2, dy: width / 2)
            if inset.width >= 0, inset.height >= 0 {
                operations.append(.stroke(shape.path(in: inset), paint: paint, style: StrokeStyle(width: width)))
            }
        case .clip(let shape):
            operations.append(.pushClip(shape.path(in: frame)))
            try inside()
            operations.append(.popClip)
        case .shadow(let shape, let shadows):
            for shadow in shadows {
                let spread = shadow.spread.points
                let grown = frame.insetBy(dx: -spread, dy: -spread)
                guard grown.width >= 0, grown.height >= 0 else { continue }
                operations.append(.shadow(shape.path(in: grown), shadow: Shadow(
                    color: shadow.color, offset: Point(x: shadow.offsetX.points, y: shadow.offsetY.points),
                    blur: shadow.blur.points)))
            }
            try inside()
        case .opacity(let value):
            operations.append(.pushLayer(opacity: value))
            try inside()
            operations.append(.popLayer)
        case .offset(let delta):
            try paint(element, frame: Rect(x: frame.minX + delta.x, y: frame.minY + delta.y, width: frame.width,
                                           height: frame.height), tree: tree, decoration: index - 1)
        case .hidden:
            return
        case .preference(let writer):
            writer.publish(frame, &preferences)
            try inside()
        case .preferenceOverlay(let overlay):
            let enclosing = preferences
            preferences = PreferenceValues()
            try inside()
            let layer = try overlay.build(preferences)
            try paintIsland(layer, in: frame, alignment: overlay.alignment)
            let collected = preferences
            preferences = enclosing
            preferences.append(collected)
        }
    }

    private func paintContent(_ element: Element, frame: Rect, tree: LayoutTree) throws(RenderError) {
        switch element.content {
        case .container:
            break
        case .text(let text):
            // Typeset for the exact width layout gave (before pixel rounding), so lines break
            // where measurement broke them.
            let width = tree.unroundedFrame(of: element.node).width
            let layout: TextLayout
            do {
                layout = try services.textEngine.measure(text.string, style: text.style, maxWidth: width + 1e-6)
            } catch {
                throw .text(path: "text \"\(text.string.prefix(40))\"", error)
            }
            let start = operations.count
            services.textEngine.appendOperations(layout, at: frame.origin, width: frame.width, paint: text.paint,
                                                 scale: services.scale, into: &operations)
            recorder?.recordText(text, layout: layout, frame: frame, operations: start..<operations.count,
                                 rightToLeft: element.style.direction == .rtl)
        case .shape(let shape, let styling):
            let path = shape.path(in: frame)
            if let fill = styling.fill { operations.append(.fill(path, paint: fill)) }
            if let stroke = styling.stroke { operations.append(.stroke(path, paint: stroke.paint, style: stroke.style)) }
        case .image(let image):
            paintImage(image, in: frame)
        case .layers(let layers, let alignment):
            for layer in layers { try paintIsland(layer, in: frame, alignment: alignment) }
        case .choice(let candidates, let axes):
            // Chosen again for the exact size layout settled on (before pixel rounding), which
            // the candidate measured for it fits.
            let exact = tree.unroundedFrame(of: element.node)
            let chosen = Element.firstFitting(candidates, on: axes, width: exact.width, height: exact.height) { candidate, w, h in
                services.size(of: candidate, width: w, height: h)
            }
            if let error = services.measureError { throw error }
            if let chosen { try paintIsland(chosen, in: frame, alignment: .center) }
        case .viewport(let viewport):
            return try paintViewport(viewport, element: element, frame: frame, tree: tree)
        }
        try paintChildren(element, frame: frame, tree: tree)
    }

    private func paintChildren(_ element: Element, frame: Rect, tree: LayoutTree) throws(RenderError) {
        for child in element.children {
            let f = tree.frame(of: child.node)
            try paint(child, frame: Rect(x: frame.minX + f.x, y: frame.minY + f.y, width: f.width, height: f.height), tree: tree)
        }
    }

    /// Clips to the viewport and draws its content shifted by the (clamped) content offset.
    private func paintViewport(_ viewport: Viewport, element: Element, frame: Rect, tree: LayoutTree) throws(RenderError) {
        guard let content = element.children.first else { return }
        let f = tree.frame(of: content.node)
        let shift = viewport.shift(content: Rect(x: f.x, y: f.y, width: f.width, height: f.height),
                                   viewport: frame.size, rightToLeft: element.style.direction == .rtl)
        recorder?.enterScrollViewport(clipAt: operations.count)
        defer { recorder?.leaveScrollViewport() }
        operations.append(.pushClip(.rect(frame)))
        try paintChildren(element, frame: Rect(x: frame.minX + shift.x, y: frame.minY + shift.y, width: frame.width,
                                               height: frame.height), tree: tree)
        operations.append(.popClip)
    }

    private func paintImage(_ image: ImageContent, in frame: Rect) {
        // Mirroring flips about the frame's vertical center line.
        let mirror = image.isMirrored
            ? Transform.scale(-1, 1).concatenating(.translation(2 * frame.midX, 0)) : Transform.identity
        switch image.source {
        case .bitmap(let bitmap, let size):
            let rect = image.contentMode.place(size, in: frame)
            let clips = rect.minX < frame.minX || rect.minY < frame.minY || rect.maxX > frame.maxX || rect.maxY > frame.maxY
            if clips { operations.append(.pushClip(.rect(frame))) }
            operations.append(.image(bitmap, rect: rect, transform: mirror))
            if clips { operations.append(.popClip) }
        case .icon(let path, let grid, let paint):
            guard grid > 0 else { return }
            let rect = ContentMode.fit.place(Size(width: grid, height: grid), in: frame)
            let placement = Transform.scale(rect.width / grid).concatenating(.translation(rect.minX, rect.minY))
            recorder?.recordIcon(at: operations.count, frame: frame)
            operations.append(.fill(path, paint: paint, transform: placement.concatenating(mirror)))
        }
    }
}

extension ContentMode {
    /// The rect a box of `size` takes in `frame`: scaled to fit inside or to cover it, centered.
    func place(_ size: Size, in frame: Rect) -> Rect {
        guard size.width > 0, size.height > 0 else { return frame }
        let sx = frame.width / size.width, sy = frame.height / size.height
        let k = self == .fit ? min(sx, sy) : max(sx, sy)
        let w = size.width * k, h = size.height * k
        return Rect(x: frame.midX - w / 2, y: frame.midY - h / 2, width: w, height: h)
    }
}
