import TesseraGeometry
import TesseraLayout
import TesseraRaster

/// A view with a modifier applied: what every modifier method returns.
public struct ModifiedContent<Content: View>: View, PrimitiveView, ModifierChainLink {
    public typealias Body = Never
    let content: Content
    let modifier: Modifier

    var modifiedContent: any View { content }

    /// Lowers the whole chain of modifiers wrapped around the innermost view in one loop, not
    /// one recursion per modifier: a view built with thousands of modifiers (in code, or by a
    /// scene) must not exhaust the stack. Environment steps apply outermost first, the others
    /// innermost first, each in the environment of the modifiers outside it, exactly as if each
    /// `ModifiedContent` lowered its content and then applied its own steps.
    func lower(in context: LoweringContext) throws(RenderError) -> [Element] {
        var links: [any ModifierChainLink] = [self]
        var innermost: any View = content
        while true {
            if let link = innermost as? any ModifierChainLink {
                links.append(link)
                innermost = link.modifiedContent
            } else if let erased = innermost as? AnyView, erased.view is any ModifierChainLink {
                innermost = erased.view
            } else {
                break
            }
        }
        // contexts[i] is what link i's content is lowered in; link i's wrappers take the
        // layout direction of the context outside it (contexts[i - 1], or `context`).
        var contexts: [LoweringContext] = []
        var environment = context.environment
        for link in links {
            for step in link.modifier.steps where step.isEnvironment {
                try step.apply(to: &environment, in: contexts.last ?? context)
            }
            contexts.append(context.with(environment: environment))
        }
        try context.services.enterNesting(links.count, path: context.path)
        defer { context.services.leaveNesting(links.count) }
        var elements = try contexts[contexts.count - 1].lower(innermost)
        for index in links.indices.reversed() {
            let inner = contexts[index]
            for step in links[index].modifier.steps where !step.isEnvironment {
                elements = try elements.map { element throws(RenderError) in try step.apply(to: element, in: inner) }
            }
            let outside = index > 0 ? contexts[index - 1] : context
            outside.adoptDirection(elements)
        }
        return elements
    }
}

/// A `ModifiedContent` of any content type, so lowering can walk a chain of them in a loop.
protocol ModifierChainLink {
    var modifier: Modifier { get }
    var modifiedContent: any View { get }
}

extension View {
    /// Applies a modifier value (`let card: Modifier = .padding(.m) <> .background(.card)`).
    public func modifier(_ modifier: Modifier) -> ModifiedContent<Self> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ModifierStep {
    func apply(to environment: inout EnvironmentValues, in context: LoweringContext) throws(RenderError) {
        switch self {
        case .foregroundColor(let color):
            environment.foregroundColor = color == .tint ? environment.tint : color == .foreground ? environment.foregroundColor : color
        case .tint(let color):
            environment.tint = color == .foreground ? environment.foregroundColor : color == .tint ? environment.tint : color
        case .font(let font): environment.font = font
        case .lineLimit(let limit):
            if let limit, limit < 1 {
                throw .invalidValue(path: context.path, name: "lineLimit", value: "\(limit)", reason: "must be at least 1")
            }
            environment.lineLimit = limit
        case .truncationMode(let mode): environment.truncationMode = mode
        case .multilineTextAlignment(let alignment): environment.multilineTextAlignment = alignment
        case .textSize(let size): environment.textSize = size
        case .layoutDirection(let direction): environment.layoutDirection = direction
        default: break
        }
    }

    /// Applies a layout or decoration step to a lowered element, returning the element its
    /// parent now sees (the same one, or a wrapper).
    func apply(to element: Element, in context: LoweringContext) throws(RenderError) -> Element {
        let env = context.environment
        let theme = env.theme
        let rtl = env.isRightToLeft
        switch self {
        case .padding(let top, let leading, let bottom, let trailing):
            var insets = [top, leading, bottom, trailing].map { $0?.points(in: theme) ?? 0 }
            for (value, name) in zip(insets, ["top", "leading", "bottom", "trailing"]) {
                try context.check(value, "padding \(name)")
            }
            if rtl { insets.swapAt(1, 3) }
            let target = element.acceptsPadding ? element : Element.wrapping(element, alignment: .topLeading)
            let padding = target.style.padding
            target.style.padding = TesseraLayout.Edges(
                top: .points(padding.top.points + insets[0]), right: .points(padding.right.points + insets[3]),
                bottom: .points(padding.bottom.points + insets[2]), left: .points(padding.left.points + insets[1]))
            return target
        case .frame(let widthValue, let heightValue, let alignment):
            let width = widthValue?.points(in: theme), height = heightValue?.points(in: theme)
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
        case .flexibleFrame(let minWidthValue, let maxWidthValue, let minHeightValue, let maxHeightValue, let alignment):
            let minWidth = minWidthValue?.points(in: theme), maxWidth = maxWidthValue?.points(in: theme)
            let minHeight = minHeightValue?.points(in: theme), maxHeight = maxHeightValue?.points(in: theme)
            let wrapper = Element.wrapping(element, alignment: alignment)
            for (value, name) in [(minWidth, "minWidth"), (minHeight, "minHeight")] {
                if let value { try context.check(value, "frame \(name)") }
            }
            if let minWidth { wrapper.style.minWidth = .points(minWidth) }
            if let minHeight { wrapper.style.minHeight = .points(minHeight) }
            if let maxWidth {
                guard !maxWidth.isNaN, maxWidth >= 0 else {
                    throw .invalidValue(path: context.path, name: "frame maxWidth", value: "\(maxWidth)", reason: "must be zero or more (or .infinity)")
                }
                if maxWidth.isFinite { wrapper.style.maxWidth = .points(maxWidth) }
                wrapper.expandsHorizontally = true
            }
            if let maxHeight {
                guard !maxHeight.isNaN, maxHeight >= 0 else {
                    throw .invalidValue(path: context.path, name: "frame maxHeight", value: "\(maxHeight)", reason: "must be zero or more (or .infinity)")
                }
                if maxHeight.isFinite { wrapper.style.maxHeight = .points(maxHeight) }
                wrapper.expandsVertically = true
            }
            return wrapper
        case .flex(let grow, let shrink, let basis):
            try context.check(grow, "flex grow")
            try context.check(shrink, "flex shrink")
            if let basis { try context.check(basis, "flex basis") }
            element.style.flexGrow = grow
            element.style.flexShrink = shrink
            element.style.flexBasis = basis.map { .points($0) } ?? .auto
            element.hasExplicitFlex = true
            return element
        case .alignSelf(let alignment):
            element.style.alignSelf = alignment
            return element
        case .aspectRatio(let ratio, let mode):
            if let ratio {
                guard ratio.isFinite, ratio > 0, ratio < 1_000_000 else {
                    throw .invalidValue(path: context.path, name: "aspectRatio", value: "\(ratio)", reason: "must be a finite positive number")
                }
            }
            let target = element.isPlainLeaf ? element : Element.wrapping(element)
            if case .image(var image) = target.content {
                image.contentMode = mode
                target.content = .image(image)
            }
            target.style.aspectRatio = ratio ?? target.intrinsicAspectRatio
            if target.style.aspectRatio != nil { target.expandsVertically = false }
            return target
        case .fixedSize(let horizontal, let vertical):
            if horizontal || vertical { element.shrinks = false }
            return element
        case .absolutePosition(let top, let leading, let bottom, let trailing):
            for value in [top, leading, bottom, trailing] {
                if let value, !value.isFinite || abs(value) > 1_000_000 {
                    throw .invalidValue(path: context.path, name: "position", value: "\(value)", reason: "must be a finite number of points")
                }
            }
            let (left, right) = rtl ? (trailing, leading) : (leading, trailing)
            element.style.position = .absolute
            element.style.inset = TesseraLayout.Edges(
                top: top.map { .points($0) } ?? .auto, right: right.map { .points($0) } ?? .auto,
                bottom: bottom.map { .points($0) } ?? .auto, left: left.map { .points($0) } ?? .auto)
            return element
        case .offset(let x, let y):
            guard x.isFinite, y.isFinite, abs(x) <= 1_000_000, abs(y) <= 1_000_000 else {
                throw .invalidValue(path: context.path, name: "offset", value: "(\(x), \(y))", reason: "must be finite numbers of points")
            }
            element.decorations.append(.offset(Point(x: rtl ? -x : x, y: y)))
            return element
        case .background(let color, let shape):
            element.decorations.append(.fill(shape, .solid(env.resolve(color))))
            return element
        case .border(let color, let width, let shape):
            let points = width.points(in: theme)
            try context.check(points, "border width", max: 10_000)
            element.decorations.append(.stroke(shape, .solid(env.resolve(color)), width: points))
            return element
        case .clip(let shape):
            element.decorations.append(.clip(shape))
            return element
        case .cornerRadius(let radius, let style):
            let points = radius.points(in: theme)
            try context.check(points, "cornerRadius")
            element.decorations.append(.clip(AnyShape(RoundedRectangle(cornerRadius: points, style: style))))
            return element
        case .shadow(let elevation):
            let shadows = try elevation.shadows(in: theme).map { shadow throws(RenderError) in
                let values = [shadow.offsetX.points, shadow.offsetY.points, shadow.blur.points, shadow.spread.points]
                guard values.allSatisfy({ $0.isFinite && abs($0) <= 10_000 }), shadow.blur.points >= 0 else {
                    throw .invalidValue(path: context.path, name: "shadow", value: "\(values)", reason: "must be finite (blur zero or more)")
                }
                return shadow
            }
            element.decorations.append(.shadow(element.castingShape, shadows))
            return element
        case .opacity(let number):
            let value = number.value(in: theme)
            guard value.isFinite, (0...1).contains(value) else {
                throw .invalidValue(path: context.path, name: "opacity", value: "\(value)", reason: "must be between 0 and 1")
            }
            element.decorations.append(.opacity(value))
            return element
        case .hidden:
            element.decorations.append(.hidden)
            return element
        case .key(let name):
            element.decorations.append(.preference(.keyedFrame(name)))
            return element
        case .interactive(let interaction):
            element.interactivePath = context.path
            element.interaction = interaction
            return element
        case .modal:
            element.isModal = true
            return element
        case .foregroundColor, .tint, .font, .lineLimit, .truncationMode, .multilineTextAlignment, .textSize,
             .layoutDirection:
            return element
        }
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

    /// The width / height of an image's own pixels.
    var intrinsicAspectRatio: Double? {
        guard case .image(let image) = content else { return nil }
        switch image.source {
        case .bitmap(_, let size): return size.height > 0 ? size.width / size.height : nil
        case .icon: return 1
        }
    }

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

extension LengthPercentage {
    var points: Double {
        switch self {
        case .points(let value): value
        case .percent: 0
        }
    }
}
