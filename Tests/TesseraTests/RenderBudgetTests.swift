import Foundation
import Testing
import TesseraRaster
@testable import Tessera

/// The render budget and the scene limits that keep a small hostile document from crashing the
/// stack, exhausting memory or running for minutes (issue 16): each test is a reproducer of the
/// attack at a size a test can afford (budgets lowered where the real size would be slow).
@Suite struct RenderBudgetTests {
    func error(_ json: String, limits: SceneLimits = .default, budget: RenderBudget = .default,
               assetRoot: URL = examplesURL) -> String? {
        do {
            var r = try renderer()
            r.budget = budget
            _ = try Scene(json: Array(json.utf8), limits: limits).render(with: r, assetRoot: assetRoot)
            return nil
        } catch {
            return "\(error)"
        }
    }

    func modifiers(_ modifier: String, count: Int) -> String {
        Array(repeating: modifier, count: count).joined(separator: ", ")
    }

    @Test func thousandsOfModifiersOnOneViewAreRefusedAtTheirJSONPath() {
        // 2,500 paddings overflowed the stack in the recursive lowering before the limits.
        let message = error(#"{"body": {"type": "text", "text": "hi", "modifiers": [\#(modifiers(#"{"padding": 0}"#, count: 2500))]}}"#)
        #expect(message == "$.body.modifiers: has 2500 modifiers, over the limit of 64 per view")
        #expect(error(#"{"body": {"type": "text", "text": "hi", "modifiers": [\#(modifiers(#"{"padding": 0}"#, count: 64))]}}"#) == nil)
    }

    @Test func modifiersCountTowardsTheNestingOfTheViewsInside() {
        // 30 nested stacks with 8 frames each: 270 levels of layout, past the 128 allowed.
        func nested(_ frames: Int) -> String {
            let frame = modifiers(#"{"frame": {"width": 100}}"#, count: frames)
            var view = #"{"type": "color", "color": "card"}"#
            for _ in 0..<30 { view = #"{"type": "vstack", "children": [\#(view)], "modifiers": [\#(frame)]}"# }
            return #"{"body": \#(view)}"#
        }
        let message = error(nested(8))
        // The 15th stack down is 135 levels deep (9 per stack).
        #expect(message?.hasPrefix("$.body" + String(repeating: ".children[0]", count: 14) + ": ") == true)
        #expect(message?.hasSuffix("nest 135 deep here, over the limit of 128") == true)
        // The deepest the limits allow lays out and draws without exhausting a test thread's stack.
        #expect(error(nested(3)) == nil)
    }

    @Test func aViewWithThousandsOfModifiersInCodeIsAnErrorNotACrash() throws {
        var padded = AnyView(Text("hi"))
        for _ in 0..<2500 { padded = AnyView(padded.padding(0)) }
        var framed = AnyView(Text("hi"))
        for _ in 0..<2500 { framed = AnyView(framed.frame(width: 50)) }
        var r = try renderer()
        for view in [padded, framed] {
            #expect(throws: RenderError.self) { try r.render(view, width: 100) }
            do {
                _ = try r.render(view, width: 100)
            } catch {
                #expect("\(error)" == "root: nesting 2502 is deeper than the budget of 512 views and modifiers inside each other (maximumNesting)")
            }
        }
        // Lowering walks a modifier chain in a loop: with the budget raised, 2,500 paddings
        // (which collapse into one container) lower and draw like one padding.
        r.budget.maximumNesting = 10_000
        let many = try r.render(padded, width: 100)
        let one = try r.render(Text("hi").padding(0), width: 100)
        #expect(many.bitmap == one.bitmap)
    }

    @Test func viewsNestedThousandsDeepInCodeAreAnErrorNotACrash() throws {
        // Lowering recurses per view: it stops at the budget's depth, which a test thread's
        // stack holds.
        var view = AnyView(Text("hi"))
        for _ in 0..<5000 { view = AnyView(VStack { view }) }
        #expect(throws: RenderError.self) { try renderer().render(view, width: 100) }
        do {
            _ = try renderer().render(view, width: 100)
        } catch {
            #expect("\(error)".hasSuffix("is deeper than the budget of 512 views and modifiers inside each other (maximumNesting)"))
        }
    }

    @Test func aModifierChainLowersAsModifiersLoweredOneByOneDo() throws {
        // A composed view ends a chain, so `separated` lowers each modifier in its own nested
        // lowering, as before chains were walked in a loop: environment steps outside in,
        // layout steps inside out, each in the environment (and layout direction) outside it.
        func chained(_ direction: LayoutDirection) -> some View {
            Text("Hello").foregroundColor(.accent).padding(leading: .s).frame(width: 120, alignment: .leading)
                .background(.card).layoutDirection(direction).font(.headline).padding(leading: .l).frame(width: 180)
        }
        let separated = Boundary(Boundary(Boundary(Boundary(Text("Hello").foregroundColor(.accent)).padding(leading: .s)
            .frame(width: 120, alignment: .leading)).background(.card).layoutDirection(.rightToLeft))
            .font(.headline).padding(leading: .l)).frame(width: 180)
        let r = try renderer()
        #expect(try r.render(chained(.rightToLeft), width: 200).bitmap == r.render(separated, width: 200).bitmap)
        #expect(try r.render(chained(.rightToLeft), width: 200).bitmap != r.render(chained(.leftToRight), width: 200).bitmap)
    }

    struct Boundary<Content: View>: View {
        let content: Content
        init(_ content: Content) { self.content = content }
        var body: some View { content }
    }

    @Test func layersAndClipsPerLevelAreRefusedOverTheScratchBudget() {
        // A zstack with 60 opacities holds a canvas-sized layer per level: 60 × 160 KB here.
        var budget = RenderBudget.default
        budget.maximumScratchBytes = 4 << 20
        let opacities = #"{"width": 100, "height": 100, "body": {"type": "zstack", "children": [{"type": "color", "color": "accent"}], "modifiers": [\#(modifiers(#"{"opacity": 0.999}"#, count: 60))]}}"#
        let message = error(opacities, budget: budget)
        #expect(message?.hasPrefix("drawing: over budget: operations[") == true)
        #expect(message?.contains("(pushLayer): 27 layers would bring off-screen buffers to") == true)
        #expect(message?.contains("over the budget of 4 MiB (maximumScratchBytes)") == true)
        #expect(error(opacities) == nil)

        let clips = #"{"width": 100, "height": 100, "body": {"type": "zstack", "children": [{"type": "color", "color": "accent"}], "modifiers": [\#(modifiers(#"{"clipShape": "circle"}"#, count: 60))]}}"#
        budget.maximumScratchBytes = 1 << 20
        #expect(error(clips, budget: budget)?.contains("(pushClip): clip masks would bring") == true)
    }

    @Test func aPathOfManyFullHeightEdgesIsRefusedOverTheEdgeBudget() {
        let zigzag = (0..<2000).map { " L\($0 % 24) 24 L\(($0 + 1) % 24) 0" }.joined()
        let scene = #"{"body": {"type": "path", "data": "M0 0\#(zigzag) Z", "fill": "accent", "modifiers": [{"frame": {"width": 300, "height": 300}}]}}"#
        var budget = RenderBudget.default
        budget.maximumEdgeLength = 1_000_000
        let message = error(scene, budget: budget)
        #expect(message?.contains("(fill): path edges would run") == true)
        #expect(message?.contains("over the budget of 1000000 (maximumEdgeLength)") == true)
        #expect(error(scene) == nil)
    }

    @Test func aPNGDeclaringGigapixelsIsRefusedFromItsHeader() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("budget-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(PNGHeader.declaring(width: 16384, height: 16384)).write(to: folder.appendingPathComponent("big.png"))
        let message = error(#"{"body": {"type": "image", "file": "big.png"}}"#, assetRoot: folder)
        #expect(message?.contains("image of 16384×16384 pixels exceeds the limit") == true)
        #expect(message?.contains("maximumImagePixels") == true)
    }

    @Test func decodedImagesStayWithinTheImageBudget() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("budget-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = try PNG.encode(Canvas(width: 64, height: 64).bitmap)  // 16 KiB decoded
        for i in 0..<10 { try Data(png).write(to: folder.appendingPathComponent("\(i).png")) }
        var budget = RenderBudget.default
        budget.maximumImageBytes = 40 << 10
        let cache = ImageCache()
        for i in 0..<10 {
            _ = try cache.bitmap(at: folder.appendingPathComponent("\(i).png").path, budget: budget)
            #expect(cache.cachedBytes <= 40 << 10)
        }
        #expect(cache.cachedBytes == 32 << 10)
        // A cached image is still refused by a smaller budget.
        var small = budget
        small.maximumImagePixels = 1000
        #expect(throws: ImageCache.Failure.self) { try cache.bitmap(at: folder.appendingPathComponent("9.png").path, budget: small) }

        let images = (0..<3).map { #"{"type": "image", "file": "\#($0).png"}"# }.joined(separator: ", ")
        let scene = #"{"body": {"type": "vstack", "children": [\#(images)]}}"#
        let message = error(scene, budget: budget, assetRoot: folder)
        #expect(message?.contains("2.png\": decoding it brings this render's 3 images to 48 KiB, over the budget of 40 KiB (maximumImageBytes)") == true)
        #expect(error(scene, assetRoot: folder) == nil)
    }

    @Test func canvasesOverTheBudgetAreRefusedBeforeAllocating() throws {
        var r = try renderer(scale: 1)
        r.budget.maximumCanvasPixels = 10_000
        #expect(throws: RenderError.raster(.overBudget("a 200×100 canvas is 20000 pixels (78.1 KiB), over the budget of 10000 (maximumCanvasPixels)"))) {
            try r.render(Text("x"), size: Size(width: 200, height: 100))
        }
    }
}

/// A PNG that is only a signature and a header: enough for a decoder to learn the size it
/// declares, which must be refused before any pixel data is read.
enum PNGHeader {
    static func declaring(width: UInt32, height: UInt32) -> [UInt8] {
        var ihdr: [UInt8] = Array("IHDR".utf8)
        for value in [width, height] { ihdr += withUnsafeBytes(of: value.bigEndian, Array.init) }
        ihdr += [8, 6, 0, 0, 0]
        let length = withUnsafeBytes(of: UInt32(13).bigEndian, Array.init)
        let crc = withUnsafeBytes(of: crc32(ihdr).bigEndian, Array.init)
        let idat: [UInt8] = Array("IDAT".utf8) + [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]
        let iend: [UInt8] = Array("IEND".utf8)
        func chunk(_ body: [UInt8]) -> [UInt8] {
            withUnsafeBytes(of: UInt32(body.count - 4).bigEndian, Array.init) + body + withUnsafeBytes(of: crc32(body).bigEndian, Array.init)
        }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + length + ihdr + crc + chunk(idat) + chunk(iend)
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
