import ArgumentParser
import TesseraRaster

/// The `--max-…` flags of `tessera render` and `tessera draw`: raise (or lower) one budget of
/// `RenderBudget` for a render; the defaults refuse hostile documents before they exhaust memory
/// or time (docs/scenes.md, "Render budget").
struct BudgetOptions: ParsableArguments {
    @Option(help: "Most canvas pixels (default 67108864: 8192 × 8192).")
    var maxCanvasPixels: Int?

    @Option(help: "Most MiB of layers, clip masks and blur buffers alive at once (default 768).")
    var maxScratchMb: Int?

    @Option(help: "Most clips and layers pushed inside each other (default 256).")
    var maxStackDepth: Int?

    @Option(help: "Most device pixels of path edges rasterized in all (default 67108864).")
    var maxEdgeLength: Int?

    @Option(help: "Most pixels blurred by shadows in all (default 134217728).")
    var maxBlurPixels: Int?

    @Option(help: "Most pixels painted by fills, strokes, shadows, clips and images in all (default 2147483648).")
    var maxPaintedPixels: Int?

    @Option(help: "Most pixels of one decoded image (default 16777216: 4096 × 4096).")
    var maxImagePixels: Int?

    @Option(help: "Most MiB of decoded images in one render and in the image cache (default 256).")
    var maxImageMb: Int?

    @Option(help: "Most views and modifiers nested inside each other (default 512).")
    var maxNesting: Int?

    /// The default budget with the flags given applied.
    func budget() throws -> RenderBudget {
        var budget = RenderBudget.default
        let mebibyte = 1 << 20
        let flags: [(String, Int?, Int, WritableKeyPath<RenderBudget, Int>)] = [
            ("--max-canvas-pixels", maxCanvasPixels, 1, \.maximumCanvasPixels),
            ("--max-scratch-mb", maxScratchMb, mebibyte, \.maximumScratchBytes),
            ("--max-stack-depth", maxStackDepth, 1, \.maximumStackDepth),
            ("--max-edge-length", maxEdgeLength, 1, \.maximumEdgeLength),
            ("--max-blur-pixels", maxBlurPixels, 1, \.maximumBlurPixels),
            ("--max-painted-pixels", maxPaintedPixels, 1, \.maximumPaintedPixels),
            ("--max-image-pixels", maxImagePixels, 1, \.maximumImagePixels),
            ("--max-image-mb", maxImageMb, mebibyte, \.maximumImageBytes),
            ("--max-nesting", maxNesting, 1, \.maximumNesting),
        ]
        for (flag, value, unit, keyPath) in flags {
            guard let value else { continue }
            // 2^40 units is far past any machine and keeps the budget sums from overflowing.
            guard value >= 1, value <= (1 << 40) / unit else {
                throw DrawError("\(flag) must be a whole number from 1 to \((1 << 40) / unit), found \(value)")
            }
            budget[keyPath: keyPath] = value * unit
        }
        return budget
    }
}
