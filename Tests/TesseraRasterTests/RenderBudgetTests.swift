import Testing
import TesseraGeometry
@testable import TesseraRaster

/// The budget a display list is checked against before it is drawn: each hostile list of
/// issue 16 ends in an error naming the operation and the budget, before any pixel is drawn,
/// at a size a test affords (budgets lowered where the real size would be slow).
@Suite struct RenderBudgetTests {
    func overBudget(_ operations: [DisplayOperation], width: Int = 100, height: Int = 100, scale: Double = 1,
                    budget: RenderBudget = .default) -> String? {
        do {
            _ = try Canvas.drawing(DisplayList(operations), width: width, height: height, scale: scale, budget: budget)
            return nil
        } catch .overBudget(let message) {
            return message
        } catch {
            return "unexpected \(error)"
        }
    }

    let square = DisplayOperation.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10)), paint: .solid(.black))

    func nested(_ push: DisplayOperation, _ pop: DisplayOperation, _ count: Int) -> [DisplayOperation] {
        Array(repeating: push, count: count) + [square] + Array(repeating: pop, count: count)
    }

    @Test func tenThousandNestedClipsOrLayersPassTheStackDepth() {
        let clip = DisplayOperation.pushClip(.rect(Rect(x: 0, y: 0, width: 90, height: 90)))
        #expect(overBudget(nested(clip, .popClip, 10_000))
                == "operations[256] (pushClip): 257 clips and layers inside each other, over the budget of 256 (maximumStackDepth)")
        #expect(overBudget(nested(.pushLayer(opacity: 0.5), .popLayer, 256)) == nil)
        #expect(overBudget(nested(.pushLayer(opacity: 0.5), .popLayer, 10_000))?.contains("(maximumStackDepth)") == true)
    }

    @Test func layersCountACanvasEachAgainstTheScratchBudget() {
        // 40 KB a layer: the 26th layer takes it past 1 MiB.
        var budget = RenderBudget.default
        budget.maximumScratchBytes = 1 << 20
        let message = overBudget(nested(.pushLayer(opacity: 0.5), .popLayer, 100), budget: budget)
        #expect(message?.hasPrefix("operations[26] (pushLayer): 27 layers would bring off-screen buffers to 1 MiB (layers 1 MiB, clip masks 0 bytes, rasterizer") == true)
        // Layers one after another reuse one buffer.
        let siblings = Array(repeating: [DisplayOperation.pushLayer(opacity: 0.5), square, .popLayer], count: 100).flatMap { $0 }
        #expect(overBudget(siblings, budget: budget) == nil)
    }

    @Test func clipMasksCountTheirRegionAgainstTheScratchBudget() {
        var budget = RenderBudget.default
        budget.maximumScratchBytes = 100_000
        let circle = DisplayOperation.pushClip(.ellipse(in: Rect(x: 0, y: 0, width: 100, height: 100)))
        // Six 100 × 100 masks and the rasterizer's 102 × 100 floats.
        #expect(overBudget(nested(circle, .popClip, 20), budget: budget)
            == "operations[5] (pushClip): clip masks would bring off-screen buffers to 98.4 KiB (layers 0 bytes, clip masks 58.6 KiB, rasterizer 39.8 KiB), over the budget of 97.7 KiB (maximumScratchBytes)")
        // Nested clips that shrink cost what they let through.
        let shrinking = (0..<40).map { DisplayOperation.pushClip(.rect(Rect(x: 0, y: 0, width: Double(40 - $0), height: Double(40 - $0)))) }
        #expect(overBudget(shrinking + [square] + Array(repeating: .popClip, count: 40), budget: budget) == nil)
    }

    @Test func pathsOfManyLongEdgesPassTheEdgeBudget() {
        var zigzag = Path()
        zigzag.move(to: Point(x: 0, y: 0))
        for i in 0..<3000 { zigzag.line(to: Point(x: Double(i % 50), y: i % 2 == 0 ? 1000 : 0)) }
        var budget = RenderBudget.default
        budget.maximumEdgeLength = 1_000_000
        // 3,000 edges across 1,000 rows.
        let message = overBudget([.fill(zigzag, paint: .solid(.black))], width: 100, height: 1000, budget: budget)
        #expect(message?.hasPrefix("operations[0] (fill): path edges would run 30") == true)
        #expect(message?.hasSuffix("over the budget of 1000000 (maximumEdgeLength)") == true)
        // Edges outside the canvas cost the rows they cross inside it.
        #expect(overBudget([.fill(zigzag, paint: .solid(.black))], width: 100, height: 100, budget: budget) == nil)
        // A stroke's outline has two sides per edge.
        let stroke = DisplayOperation.stroke(zigzag, paint: .solid(.black), style: StrokeStyle(width: 2))
        #expect(overBudget([stroke], width: 100, height: 600, budget: budget)?.contains("(stroke): path edges") == true)
    }

    @Test func shadowsPassTheBlurAndScratchBudgets() {
        let shadow = DisplayOperation.shadow(.ellipse(in: Rect(x: 0, y: 0, width: 200, height: 200)),
                                             shadow: Shadow(color: .black, blur: 40))
        var budget = RenderBudget.default
        budget.maximumBlurPixels = 500_000
        let message = overBudget(Array(repeating: shadow, count: 20), width: 200, height: 200, budget: budget)
        #expect(message?.hasPrefix("operations[5] (shadow): shadows would blur") == true)
        #expect(message?.hasSuffix("over the budget of 500000 (maximumBlurPixels)") == true)
        // The real size: blur 1000 at 8192² needs gigabytes of blur buffers, refused at once.
        let huge = DisplayOperation.shadow(.ellipse(in: Rect(x: 1000, y: 1000, width: 6000, height: 6000)),
                                           shadow: Shadow(color: .black, blur: 1000))
        #expect(overBudget(Array(repeating: huge, count: 20), width: 8192, height: 8192)?
            .hasPrefix("operations[0] (shadow): this shadow's 8820×8820 blur would bring off-screen buffers to 1.4 GiB") == true)
    }

    @Test func manyFullCanvasFillsPassThePaintedPixelsBudget() {
        // Short edges, whole canvas each: edge length never notices, compositing time would.
        let cover = DisplayOperation.fill(.rect(Rect(x: -10, y: -10, width: 200, height: 200)), paint: .solid(.black))
        var budget = RenderBudget.default
        budget.maximumPaintedPixels = 100_000
        let message = overBudget(Array(repeating: cover, count: 11), budget: budget)
        // Each fill counts only the 100 × 100 canvas it can reach: the eleventh goes over.
        #expect(message == "operations[10] (fill): operations would paint 110000 pixels in all (this one 10000), over the budget of 100000 (maximumPaintedPixels)")
        #expect(overBudget(Array(repeating: cover, count: 10), budget: budget) == nil)
        // Inside a clip, only the clip's region counts; images and masks count too.
        let clip = DisplayOperation.pushClip(.rect(Rect(x: 0, y: 0, width: 10, height: 10)))
        let clipped = [clip] + Array(repeating: cover, count: 900) + [.popClip]
        #expect(overBudget(clipped, budget: budget) == nil)
        let mask = DisplayOperation.mask(CoverageMask(originX: 0, originY: 0, width: 100, height: 100,
                                                      coverage: [UInt8](repeating: 255, count: 10_000)), paint: .solid(.black))
        #expect(overBudget(Array(repeating: mask, count: 11), budget: budget)?.hasPrefix("operations[10] (mask): operations would paint") == true)
        // The default is far above a real screen: a 3x phone canvas covered 700 times passes.
        #expect(overBudget(Array(repeating: cover, count: 700), width: 1170, height: 2532) == nil)
    }

    @Test func canvasesOverTheBudgetAreRefusedBeforeTheyAreAllocated() {
        #expect(overBudget([square], width: 16384, height: 16384)
                == "a 16384×16384 canvas is 268435456 pixels (1 GiB), over the budget of 67108864 (maximumCanvasPixels)")
        #expect(throws: RasterError.self) { try Canvas(width: 8193, height: 8192) }
        var budget = RenderBudget.default
        budget.maximumCanvasPixels = Canvas.maxPixels
        #expect(overBudget([square], width: 8193, height: 100, budget: budget) == nil)
    }

    @Test func theBudgetDoesNotChangeWhatIsDrawn() throws {
        let operations: [DisplayOperation] = [
            .shadow(.roundedRect(Rect(x: 10, y: 10, width: 60, height: 40), radius: 8), shadow: Shadow(color: .black, offset: Point(x: 0, y: 2), blur: 6)),
            .pushClip(.ellipse(in: Rect(x: 0, y: 0, width: 80, height: 80))),
            .pushLayer(opacity: 0.5), square, .popLayer, .popClip,
        ]
        var canvas = try Canvas(width: 80, height: 80, scale: 2)
        for op in operations { try canvas.execute(op) }
        #expect(try Canvas.drawing(DisplayList(operations), width: 80, height: 80, scale: 2, budget: .default).bitmap == canvas.bitmap)
    }

    @Test func aPNGDeclaringMorePixelsThanTheImageBudgetIsRefusedFromItsHeader() throws {
        let png = try PNG.encode(Canvas(width: 300, height: 200).bitmap)
        #expect(throws: RasterError.png("image of 300×200 pixels exceeds the limit (16384 per side, 50000 in all: maximumImagePixels), refused before decoding")) {
            try PNG.decode(png, maximumPixels: 50_000)
        }
        #expect(try PNG.decode(png).width == 300)
    }
}
