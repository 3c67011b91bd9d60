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
            for case .environment(let step) in link.modifier.steps {
                try step.apply(to: &environment, in: contexts.last ?? context)
            }
            contexts.append(context.with(environment: environment))
        }
        try context.services.enterNesting(links.count, path: context.path)
        defer { context.services.leaveNesting(links.count) }
        var elements = try contexts[contexts.count - 1].lower(innermost)
        for index in links.indices.reversed() {
            let inner = contexts[index]
            for case .element(let step) in links[index].modifier.steps {
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
