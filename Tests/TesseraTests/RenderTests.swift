import Foundation
import Testing
@testable import Tessera

@Suite struct RenderTests {
    @Test func cardRendersAndKeysFrames() throws {
        let result = try renderer().render(ChainCard(), width: 375)
        #expect(result.size.width == 375)
        #expect(result.size.height > 60 && result.size.height < 200)
        let title = try #require(result.frames["card.title"])
        let icon = try #require(result.frames["card.icon"])
        #expect(icon.minX == 32)  // outer padding 16 + inner padding 16
        #expect(title.minX > icon.maxX)
        #expect(result.bitmap.width == 750)
        try Data(result.pngData()).write(to: URL(fileURLWithPath: "/tmp/decl-card.png"))
    }

    @Test func chainAndComposedModifiersRenderTheSameBytes() throws {
        for scheme in ColorScheme.allCases {
            let r = try renderer(scheme)
            let chain = try r.render(ChainCard(), width: 375)
            let composed = try r.render(ComposedCard(), width: 375)
            #expect(chain.bitmap == composed.bitmap)
            #expect(chain.frames == composed.frames)
            try Data(chain.pngData()).write(to: URL(fileURLWithPath: "/tmp/decl-card-\(scheme).png"))
        }
    }
}
