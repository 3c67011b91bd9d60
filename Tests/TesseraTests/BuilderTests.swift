import Testing
@testable import Tessera

/// `@ViewBuilder` forms, checked through which keyed views render.
@Suite struct BuilderTests {
    enum Kind { case one, two }

    struct Built: View {
        var flag: Bool
        var name: String?
        var kind: Kind
        var items: [String]

        var body: some View {
            VStack {
                Text("always").key("always")
                if flag { Text("flag").key("flag") }
                if let name { Text(name).key("name") }
                if flag { Text("then").key("then") } else { Text("else").key("else") }
                switch kind {
                case .one: Text("one").key("one")
                case .two: Text("two").key("two")
                }
                for item in items { Text(item).key("item.\(item)") }
                if #available(macOS 13, *) { Text("available").key("available") }
                ForEach(items) { Text($0).key("each.\($0)") }
                Group {
                    Text("g1").key("g1")
                    EmptyView()
                }
                ViewList([Text("a1"), Text("a2")])
                Optional(Text("optional")).key("optional")
            }
        }
    }

    @Test func everyBuilderFormBuildsTheExpectedViews() throws {
        let r = try renderer()
        let on = try r.displayList(for: Built(flag: true, name: "n", kind: .two, items: ["x", "y"]), width: 300).frames
        #expect(Set(on.keys) == ["always", "flag", "name", "then", "two", "item.x", "item.y", "available", "each.x", "each.y", "g1", "optional"])
        let off = try r.displayList(for: Built(flag: false, name: nil, kind: .one, items: []), width: 300).frames
        #expect(Set(off.keys) == ["always", "else", "one", "available", "g1", "optional"])
    }

    @Test func groupAppliesModifiersToEachChild() throws {
        let r = try renderer()
        let view = VStack(spacing: 0) {
            Group {
                Color.black.frame(width: 10, height: 10)
                Color.black.frame(width: 10, height: 10)
            }
            .padding(5)
        }
        .key("stack")
        #expect(try r.displayList(for: view, width: 100).frames["stack"]?.height == 40)
    }
}
