import CRasterKernels
import TesseraGeometry

/// Exact-area anti-aliasing by signed-area accumulation (the font-rs / stb_truetype 2 method).
///
/// Every line segment deposits, in each pixel cell it crosses, the signed area between itself
/// and the cell's right edge (split between that cell and the next); a prefix sum along the row
/// then yields, per pixel, the winding-weighted covered area. |sum| clamped to 1 is the
/// non-zero coverage; folding it modulo 2 gives even-odd coverage (as FreeType's smooth
/// rasterizer does). Unlike supersampling it is exact for polygons (their vertices rounded to
/// 1/256 pixel, the walk's fixed point): a pixel half covered by an axis-aligned edge gets
/// exactly 0.5.
///
/// Cells are grouped in blocks of 4 with one "touched" bit each (`CellWriter`). The row sweep
/// visits only the set bits: between touched blocks the coverage is constant, so a row comes
/// out as spans — constant runs (a shape's interior, its outside) and short varying runs where
/// edges pass — and compositing fills a constant run without reading coverage per pixel (as
/// Blend2D's cell-based rasterizer hands its pipeline spans and masks).
///
/// The buffers are kept all-zero between uses (the sweep clears what it reads), so a rasterizer
/// reused by a canvas never re-clears or re-allocates in steady state. Cells of more than
/// `RasterScratch.keptBytes` (a region of over two megapixels: a large image's background) are
/// freed after their sweep instead of held for the rest of the image beside its layers (a
/// 12-megapixel contact sheet held 49 MB of them through all its drawing).
struct CoverageRasterizer: Sendable {
    private var accum: [Int32] = []
    private var touched: [UInt64] = []
    private var rowCoverage: [UInt8] = []
    private var rowSpans: [CoverageSpan] = []
    /// Tests only: sweep every cell of every row (one varying span per row) and composite pixel
    /// by pixel, the plain definition the span pipeline must match byte for byte.
    var usesReferencePipeline = false

    /// Rasterizes `path` after `transform` over `region` and hands each row to `row` with its
    /// device y, its spans (left to right, covering 0..<region.width) and its coverage, which
    /// holds values only inside varying spans (scratch the callee may write the rest of). Both
    /// are valid only during the call.
    ///
    /// With `edges`, the varying spans of the rows it holds are blended into its pixels during
    /// the sweep, straight from the cells, and handed over as `CoverageSpan.blended`.
    mutating func rasterize(_ path: Path, transform: Transform, region: DeviceRegion, rule: FillRule, edges: EdgeBlend? = nil,
                            spans row: (_ y: Int, _ spans: UnsafeBufferPointer<CoverageSpan>, _ coverage: UnsafeMutablePointer<UInt8>) -> Void) {
        let w = region.width, h = region.height
        let stride = w + 2
        let rowWords = (stride + CellWriter.wordCells - 1) / CellWriter.wordCells
        if accum.count < stride * h { accum = [Int32](repeating: 0, count: stride * h) }
        if touched.count < rowWords * h { touched = [UInt64](repeating: 0, count: rowWords * h) }
        if rowCoverage.count < w { rowCoverage = [UInt8](repeating: 0, count: w) }
        // At most one constant and one varying span per touched block, plus the last constant.
        let maxSpans = 2 * rowWords * 64 + 1
        if rowSpans.count < maxSpans { rowSpans = [CoverageSpan](repeating: CoverageSpan(start: 0, end: 0, constant: 0), count: maxSpans) }
        let reference = usesReferencePipeline
        accum.withUnsafeMutableBufferPointer { acc in
        touched.withUnsafeMutableBufferPointer { bits in
        rowCoverage.withUnsafeMutableBufferPointer { cov in
        rowSpans.withUnsafeMutableBufferPointer { spans in
            let ox = Double(region.x0), oy = Double(region.y0)
            let cells = CellWriter(acc: acc.baseAddress!, touched: bits.baseAddress!, stride: stride,
                                   rowWords: rowWords, width: w, height: h)
            PathFlattener.flatten(path, transform: transform, closeSubpaths: true) { a, b in
                cells.addLine(a.x - ox, a.y - oy, b.x - ox, b.y - oy)
            }
            for y in 0..<h {
                let rowAcc = acc.baseAddress! + y * stride, rowBits = bits.baseAddress! + y * rowWords
                let dst = edges.flatMap { $0.row(region.y0 + y) }
                if let edges, y + 2 < h, let ahead = edges.row(region.y0 + y + 2) {
                    // Each row of a shape starts on canvas lines no earlier row touched (rows
                    // are width × 4 bytes apart): asking for the row after next before this one
                    // is swept hides most of the wait for them (scene 1: a fifth of its time).
                    tessera_prefetch_for_write(ahead, w * 4)
                }
                let count = reference
                    ? Self.sweepEveryCell(rowAcc, touched: rowBits, rowWords: rowWords, width: w, rule: rule,
                                          into: cov.baseAddress!, spans: spans.baseAddress!)
                    : Self.sweep(rowAcc, touched: rowBits, rowWords: rowWords, width: w, rule: rule,
                                 into: cov.baseAddress!, blending: dst, color: edges?.color ?? 0, spans: spans.baseAddress!)
                row(region.y0 + y, UnsafeBufferPointer(start: spans.baseAddress!, count: count), cov.baseAddress!)
            }
        }
        }
        }
        }
        RasterScratch.dropIfLarge(&accum)
    }

    /// Rasterizes and hands each row's full coverage (region.width values, valid only during
    /// the call) to `row` with its device y: constant spans written out.
    mutating func rasterize(_ path: Path, transform: Transform, region: DeviceRegion, rule: FillRule,
                            row: (_ y: Int, _ coverage: UnsafePointer<UInt8>) -> Void) {
        rasterize(path, transform: transform, region: region, rule: rule) { (y, spans: UnsafeBufferPointer<CoverageSpan>, coverage) in
            CoverageSpan.fill(spans, into: coverage)
            row(y, coverage)
        }
    }

    /// Rasterizes into a row-major mask of region.width × region.height.
    mutating func rasterize(_ path: Path, transform: Transform, region: DeviceRegion, rule: FillRule,
                            into mask: inout [UInt8]) {
        let w = region.width
        if mask.count != w * region.height { mask = [UInt8](repeating: 0, count: w * region.height) }
        mask.withUnsafeMutableBufferPointer { out in
            let base = out.baseAddress!
            rasterize(path, transform: transform, region: region, rule: rule) { y, cov in
                (base + (y - region.y0) * w).update(from: cov, count: w)
            }
        }
    }

    /// The coverage (0...255) of a cell sum: |sum| clamped to one pixel (non-zero) or folded
    /// modulo two (even-odd), scaled to 255 and rounded half up. The plain definition; the C
    /// kernels (`tessera_cell_coverage`) must give the same bytes (`SpanPipelineTests`).
    @inline(__always)
    static func coverage(_ sum: Int32, _ rule: FillRule) -> UInt8 {
        let one = UInt32(CellWriter.one)
        var v = sum.magnitude
        if rule == .evenOdd {
            v &= 2 * one - 1
            if v > one { v = 2 * one - v }
        } else if v > one {
            v = one
        }
        return UInt8((v * 255 + one / 2) >> 17)
    }

    /// Adds cells start..<end to the running sum, clearing them, and writes each pixel's coverage:
    /// `coverage(_:_:)` of each partial sum, computed by C kernels without Swift's overflow
    /// checks (the reference sweep keeps the Swift definition, so `SpanPipelineTests` holds the
    /// kernels to it).
    @inline(__always)
    private static func sumCells(_ acc: UnsafeMutablePointer<Int32>, _ start: Int, _ end: Int, _ sum: inout Int32, _ rule: FillRule,
                                 into out: UnsafeMutablePointer<UInt8>) {
        sum = tessera_sum_cells(acc + start, end &- start, sum, rule == .evenOdd ? 1 : 0, out + start)
    }

    /// Prefix-sums the touched blocks of one row into `out`, clearing the accumulator and the
    /// touched bits behind it, and writes the row's spans; returns their count. Untouched cells
    /// hold zero, so skipping them leaves every partial sum exactly what a sweep over every cell
    /// computes (`sweepEveryCell`).
    @inline(__always)
    private static func sweep(_ acc: UnsafeMutablePointer<Int32>, touched: UnsafeMutablePointer<UInt64>, rowWords: Int,
                              width w: Int, rule: FillRule, into out: UnsafeMutablePointer<UInt8>,
                              blending dst: UnsafeMutablePointer<UInt32>?, color: UInt32,
                              spans: UnsafeMutablePointer<CoverageSpan>) -> Int {
        var sum: Int32 = 0
        var x = 0, n = 0
        for wi in 0..<rowWords {
            var word = touched[wi]
            if word == 0 { continue }
            touched[wi] = 0
            let wordStart = wi &<< CellWriter.wordShift
            while word != 0 {
                let first = word.trailingZeroBitCount
                let run = (~(word &>> UInt64(first))).trailingZeroBitCount
                word = first &+ run == 64 ? 0 : word & (~0 &<< UInt64(first &+ run))
                let start = wordStart &+ (first &<< CellWriter.blockShift)
                guard start < w else {
                    // Only cells w and w + 1 (right of the region) lie here; cleared below.
                    word = 0
                    break
                }
                let end = Swift.min(wordStart &+ ((first &+ run) &<< CellWriter.blockShift), w)
                if start > x {
                    spans[n] = CoverageSpan(start: x, end: start, constant: Int(coverage(sum, rule)))
                    n &+= 1
                }
                if let dst {
                    sum = tessera_blend_cells_run(dst + start, acc + start, end &- start, sum, color, rule == .evenOdd ? 1 : 0)
                    spans[n] = CoverageSpan(start: start, end: end, constant: CoverageSpan.blended)
                } else {
                    sumCells(acc, start, end, &sum, rule, into: out)
                    spans[n] = CoverageSpan(start: start, end: end, constant: CoverageSpan.varying)
                }
                n &+= 1
                x = end
            }
        }
        if x < w {
            spans[n] = CoverageSpan(start: x, end: w, constant: Int(coverage(sum, rule)))
            n &+= 1
        }
        acc[w] = 0
        acc[w &+ 1] = 0
        return n
    }

    /// The plain sweep: every cell of the row, one varying span, coverage by the Swift definition.
    private static func sweepEveryCell(_ acc: UnsafeMutablePointer<Int32>, touched: UnsafeMutablePointer<UInt64>, rowWords: Int,
                                       width w: Int, rule: FillRule, into out: UnsafeMutablePointer<UInt8>,
                                       spans: UnsafeMutablePointer<CoverageSpan>) -> Int {
        var sum: Int32 = 0
        for i in 0..<w {
            sum &+= acc[i]
            acc[i] = 0
            out[i] = coverage(sum, rule)
        }
        acc[w] = 0
        acc[w + 1] = 0
        touched.update(repeating: 0, count: rowWords)
        spans[0] = CoverageSpan(start: 0, end: w, constant: CoverageSpan.varying)
        return 1
    }
}

/// A run of pixels `start..<end` of one rasterized row: `constant` coverage (0...255) for every
/// pixel, `varying` when the coverage varies and is read from the row's coverage values, or
/// `blended` when the sweep already blended it (`EdgeBlend`).
struct CoverageSpan: Sendable {
    var start: Int, end: Int
    var constant: Int

    static let varying = -1, blended = -2

    /// Writes the constant spans' coverage into `row`, completing a row whose varying spans
    /// already hold theirs.
    @inline(__always)
    static func fill(_ spans: UnsafeBufferPointer<CoverageSpan>, into row: UnsafeMutablePointer<UInt8>) {
        for span in spans where span.constant >= 0 {
            (row + span.start).update(repeating: UInt8(truncatingIfNeeded: span.constant), count: span.end &- span.start)
        }
    }
}

/// A solid fill's target for the sweep to blend edge spans into straight from the cells
/// (`tessera_blend_cells_run`), without writing their coverage bytes first: the pixels of rows
/// `rows`, row y at `pixels + (y - rows.lowerBound) * stride + x0` (x0: the region's left).
struct EdgeBlend {
    var color: UInt32
    var pixels: UnsafeMutablePointer<UInt32>
    var stride: Int
    var x0: Int
    var rows: Range<Int>

    @inline(__always)
    func row(_ y: Int) -> UnsafeMutablePointer<UInt32>? {
        rows.contains(y) ? pixels + ((y &- rows.lowerBound) &* stride &+ x0) : nil
    }
}
