import Testing
@testable import Tessera

/// Bento operators, their precedence, duplicate IDs, screens, and the Bento-style card.
@Suite struct BentoTests {
    enum SectionID: Hashable { case first, second, promo }
    enum NodeID: Hashable { case row(Int), banner }

    func row(_ i: Int) -> Node<NodeID> { Node(id: .row(i), component: Text("Row \(i)").padding(.m)) }

    @Test func operatorsBuildSectionsAndNodesWithBentosPrecedence() {
        let box = Box<SectionID, NodeID>.empty
            |-+ Section(id: .first)
            |---+ row(1)
            |---+ row(2)
            |-+ Section(id: .second, header: "More")
            |---* [row(3), row(4)]
            |---? row(5).iff(false)
            |---? row(6)
            |-? Section(id: .promo).iff(false)
        #expect(box.sections.map(\.id) == [.first, .second])
        #expect(box.sections[0].nodes.map(\.id) == [.row(1), .row(2)])
        #expect(box.sections[1].nodes.map(\.id) == [.row(3), .row(4), .row(6)])
    }

    @Test func duplicateIDsAreAnErrorThatNamesThem() throws {
        let box = Box<SectionID, NodeID>.empty
            |-+ Section(id: .first) |---+ row(1) |---+ row(1)
            |-+ Section(id: .first)
        #expect(throws: RenderError.duplicateID("node row(1) (in section first), section first")) {
            try box.validateIDs()
        }
        #expect(throws: RenderError.self) { try renderer().render(BoxView(box), width: 320) }
    }

    struct PharmacyRenderer: BoxRenderer {
        struct State { var pharmacies: [String]; var showsBanner: Bool }

        func render(state: State) -> Screen<SectionID, NodeID> {
            Screen(
                title: "Pharmacies",
                rightBarItems: [AnyView(Image(icon: .info))],
                box: .empty
                    |-? Section(id: .promo).iff(state.showsBanner)
                    |-+ Section(id: .first, header: "Nearby", footer: "Open now")
                    |---* state.pharmacies.enumerated().map { Node(id: .row($0.offset), component: Text($0.element).padding(.m)) },
                pinnedToBottomBox: .empty |-+ Section(id: .second)
                    |---+ Node(id: .banner, component: Text("Order").foregroundColor(.onAction).frame(maxWidth: .infinity).padding(.s).background(.action, in: Capsule())))
        }
    }

    @Test func aListLongerThanTheScreenScrollsAboveThePinnedBox() throws {
        let rows = (1...30).map { Node(id: NodeID.row($0), component: Text("Pharmacy \($0)").padding(.m)) }
        let screen = Screen<SectionID, NodeID>(title: "Pharmacies", box: .empty |-+ Section(id: .first) |---* rows,
                            pinnedToBottomBox: .empty |-+ Section(id: .second) |---+ Node(id: .banner, component: Text("Order").key("order")))
        let order = try #require(try renderer().render(screen, size: Size(width: 375, height: 500)).frames["order"])
        // At the bottom edge (under its padding), not pushed off the screen by 30 rows.
        #expect(order.maxY > 450 && order.maxY <= 500)
        // Rendered with a width, the list is as long as its rows and the pinned box follows it.
        let tall = try renderer().render(screen, width: 375)
        #expect(tall.size.height > 1000)
        #expect(try #require(tall.frames["order"]).maxY > 1000)
    }

    @Test func screenRendersNavigationBarListAndPinnedBox() throws {
        let screen = PharmacyRenderer().render(state: .init(pharmacies: ["Boots", "Lloyds", "Well"], showsBanner: false))
        let result = try renderer().render(screen, size: Size(width: 375, height: 500))
        try result.pngData().write(to: "/tmp/decl-screen.png")
        #expect(result.size.height == 500)
        let dark = try renderer(.dark).render(screen, size: Size(width: 375, height: 500))
        try dark.pngData().write(to: "/tmp/decl-screen-dark.png")
    }

    @Test func atRegularWidthsTheListKeepsACenteredReadableColumn() throws {
        let screen = Screen<SectionID, NodeID>(
            title: "Pharmacies",
            box: .empty |-+ Section(id: .first, header: "Nearby") |---+ Node(id: .row(1), component: Text("Boots").key("row").padding(.m)),
            pinnedToBottomBox: .empty |-+ Section(id: .second)
                |---+ Node(id: .banner, component: Text("Order").frame(maxWidth: .infinity).key("order")))
        func frames(width: Double, textSize: TextSize = .large) throws -> (row: Rect, order: Rect) {
            let frames = try renderer(textSize: textSize).render(screen, size: Size(width: width, height: 600)).frames
            return (try #require(frames["row"]), try #require(frames["order"]))
        }
        // An iPad: a 672-pt column centered in 820 pt, the pinned button inside it (under its padding).
        let iPad = try frames(width: 820)
        #expect(iPad.row.minX == (820 - 672) / 2 + 16)
        #expect(iPad.order.minX == (820 - 672) / 2 + 16 && iPad.order.width == 672 - 32)
        // A phone: narrower than the column, so nothing moves.
        let phone = try frames(width: 375)
        #expect(phone.row.minX == 16 && phone.order.width == 375 - 32)
        // The column grows with the text size: at accessibility sizes it is wider than an iPad.
        let large = try frames(width: 820, textSize: .accessibility5)
        #expect(large.order.width == 820 - 32)
        let theme = try renderer().theme
        let factor = theme.typography(.body, size: .xxxLarge).fontSize.points / theme.typography(.body, size: .large).fontSize.points
        #expect(factor > 1)
        let xxxLarge = try frames(width: 1_366, textSize: .xxxLarge)
        #expect(abs(xxxLarge.order.width - (672 * factor - 32)) <= 0.5)
    }

    @Test func bentoStyleCardRendersLikeTheSwiftUICard() throws {
        let component = [
            [Image(icon: .dumbbell).foregroundColor(.accent).key("card.icon").eraseToAnyView(),
             Text("Morning run").font(.headline).key("card.title").eraseToAnyView()]
                .stack(axis: .horizontal, spacing: .s, alignment: .center).eraseToAnyView(),
            Text("5 km along the river, easy pace").font(.subheadline).foregroundColor(.secondary).eraseToAnyView(),
        ]
        .stack(axis: .vertical, spacing: .xs)
        .container()
        .modifier(.padding(.m) <> .background(.card) <> .cornerRadius(.l) <> .shadow(.card) <> .padding(.m))
        let box = Box<SectionID, NodeID>.empty |-+ Section(id: .first) |---+ Node(id: .banner, component: component)
        for scheme in ColorScheme.allCases {
            let r = try renderer(scheme)
            let bento = try r.render(BoxView(box, style: .plain), width: 375)
            let chain = try r.render(ChainCard(), width: 375)
            #expect(bento.bitmap == chain.bitmap)
            #expect(bento.frames == chain.frames)
        }
    }
}

extension [UInt8] {
    func write(to path: String) throws {
        try Data(self).write(to: URL(fileURLWithPath: path))
    }
}

import Foundation
