import Testing
@testable import Tessera

/// Modifier order, composition and validation.
@Suite struct ModifierTests {
    let r: Renderer

    init() throws { r = try renderer() }

    /// The bounds of every solid fill in the display list, in order.
    func fills(_ list: DisplayList) -> [Rect] {
        list.operations.compactMap { op in
            if case .fill(let path, _, _, _) = op { return path.bounds }
            return nil
        }
    }

    @Test func paddingThenBackgroundDiffersFromBackgroundThenPadding() throws {
        let content = Color.clear.frame(width: 20, height: 10)
        let outer = try r.displayList(for: content.padding(5).background(.accent), width: 30).displayList
        let inner = try r.displayList(for: content.background(.accent).padding(5), width: 30).displayList
        // The background is the first fill (the clear content draws after it).
        #expect(fills(outer).first?.width == 30)
        #expect(fills(outer).first?.height == 20)
        #expect(fills(inner).first?.width == 20)
        #expect(fills(inner).first?.height == 10)
    }

    @Test func composedModifiersEqualTheChainAndCompositionIsAssociative() throws {
        let a: Modifier = .padding(.s), b: Modifier = .background(.card), c: Modifier = .cornerRadius(.m)
        let view = Text("Hi")
        let chain = try r.render(view.padding(.s).background(.card).cornerRadius(.m), width: 100)
        let left = try r.render(view.modifier((a <> b) <> c), width: 100)
        let right = try r.render(view.modifier(a <> (b <> c)), width: 100)
        #expect(chain.bitmap == left.bitmap)
        #expect(left.bitmap == right.bitmap)
        #expect(try r.render(view.modifier(.identity), width: 100).bitmap == r.render(view, width: 100).bitmap)
    }

    @Test func cornerRadiusClipsAndShadowFollowsTheClip() throws {
        let list = try r.displayList(for: Color.black.frame(width: 40, height: 40).cornerRadius(.l).shadow(.card), width: 40).displayList
        guard case .shadow = list.operations.first else {
            Issue.record("the shadow draws first, behind the clipped content: \(list.operations.first.map { "\($0)" } ?? "none")")
            return
        }
        #expect(list.operations.contains { if case .pushClip = $0 { true } else { false } })
    }

    @Test func invalidValuesNameTheViewPath() throws {
        #expect(throws: RenderError.self) { try r.render(Text("x").frame(width: .nan), width: 100) }
        do {
            _ = try r.render(VStack { Text("x").padding(-4) }, width: 100)
            Issue.record("negative padding must throw")
        } catch let error {
            guard case .invalidValue(let path, let name, _, _) = error else { Issue.record("\(error)"); return }
            #expect(path.contains("VStack"))
            #expect(name.contains("padding"))
        }
        #expect(throws: RenderError.self) { try r.render(Text("x").opacity(2), width: 100) }
        #expect(throws: RenderError.self) { try r.render(Text("x"), width: .infinity) }
    }

    @Test func hiddenKeepsTheRoomButDrawsNothing() throws {
        let view = VStack(spacing: 0) {
            Color.black.frame(width: 10, height: 10).hidden()
            Color.black.frame(width: 10, height: 10).key("below")
        }
        let list = try r.displayList(for: view, width: 10)
        #expect(list.frames["below"]?.minY == 10)
        #expect(fills(list.displayList).count == 1)
    }
}
