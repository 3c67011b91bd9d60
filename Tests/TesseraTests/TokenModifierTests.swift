import Testing
@testable import Tessera

/// Modifiers that take tokens resolve them in the view's theme, beside their literal forms.
@Suite struct TokenModifierTests {
    let r: Renderer

    init() throws { r = try renderer() }

    func points(_ key: TokenKey<Length>) -> Double { r.theme[key].points }

    @Test func framesTakeDimensionTokens() throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.black.frame(width: .sizeIconLarge, height: .space2).key("fixed")
            Text("Tap").frame(minHeight: .sizeTouchTarget).key("touch")
        }
        let frames = try r.displayList(for: view, width: 300).frames
        #expect(frames["fixed"]?.size == Size(width: points(.sizeIconLarge), height: points(.space2)))
        #expect(frames["touch"]?.height == points(.sizeTouchTarget))
        let bounded = Color.black.frame(maxWidth: .space12, maxHeight: .space3).key("bounded")
        let offered = try r.displayList(for: bounded, width: 300, height: 300).frames
        #expect(offered["bounded"]?.size == Size(width: points(.space12), height: points(.space3)))
        // The token form and the literal form are the same modifier.
        let literal = Color.black.frame(width: points(.sizeIconLarge), height: points(.space2))
        #expect(try r.displayList(for: literal, width: 300).displayList
            == r.displayList(for: Color.black.frame(width: .sizeIconLarge, height: .space2), width: 300).displayList)
    }

    @Test func paddingAndCornerRadiusTakeAnyDimensionToken() throws {
        let padded = try r.displayList(for: Color.black.frame(width: 10, height: 10).padding(.horizontal, .space5).key("p"), width: 100)
        #expect(padded.frames["p"]?.width == 10 + 2 * points(.space5))
        let tokenClip = try r.displayList(for: Color.black.frame(width: 40, height: 40).cornerRadius(.radiusSmall), width: 40)
        let literalClip = try r.displayList(for: Color.black.frame(width: 40, height: 40).cornerRadius(.points(points(.radiusSmall))), width: 40)
        #expect(tokenClip.displayList == literalClip.displayList)
    }

    @Test func opacityTakesNumberTokens() throws {
        let list = try r.displayList(for: Color.black.frame(width: 4, height: 4).opacity(.opacityDisabled), width: 4).displayList
        let opacities = list.operations.compactMap { op -> Double? in if case .pushLayer(let o) = op { o } else { nil } }
        #expect(opacities == [r.theme[.opacityDisabled]])
        #expect(r.theme[.opacityDisabled] < 1)
    }

    @Test func borderTakesBorderWidthTokens() throws {
        for key in [TokenKey<Length>.borderWidthHairline, .borderWidthThin, .borderWidthThick] {
            let list = try r.displayList(for: Color.clear.frame(width: 20, height: 20).border(.cardBorder, width: key), width: 20).displayList
            let widths = list.operations.compactMap { op -> Double? in if case .stroke(_, _, let style, _) = op { style.width } else { nil } }
            #expect(widths == [points(key)])
        }
    }
}
