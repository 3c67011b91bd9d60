import CRasterKernels
import TesseraGeometry

/// Exact-area anti-aliasing by signed-area accumulation (the font-rs / stb_truetype 2 method).
///
/// Every line segment deposits, in each pixel cell it crosses, the signed area between itself
/// and the cell's right edge (split between that cell and the next); a prefix sum along the row
/// then yields, per pixel, the winding-weighted covered area. |sum| clamped to 1 is the
/// non-zero coverage; folding it modulo 2 gives even-odd coverage (as FreeType's smooth
/// rasterizer does). Unlike supersampling it is exact for polygons: a pixel half covered by an
/// axis-aligned edge gets exactly 0.5.
///
/// Cells are grouped in blocks of 4 with one "touched" bit each (`CellWriter`). The row sweep
/// visits only the set bits: between touched blocks the coverage is constant, so a row comes
/// out as spans — constant runs (a shape's interior, its outside) and short varying runs where
/// edges pass — and compositing fills a constant run without reading coverage per pixel (as
/// Blend2D's cell-based rasterizer hands its pipeline spans and masks).
///
/// The buffers are kept all-zero between uses (the sweep clears what it reads), so a rasterizer
/// reused by a canvas never re-clears or re-allocates in steady state.
struct CoverageRasterizer: Sendable {
    private var accum: [Float] = []
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
    mutating func rasterize(_ path: Path, transform: Transform, region: DeviceRegion, rule: FillRule,
                            spans row: (_ y: Int, _ spans: UnsafeBufferPointer<CoverageSpan>, _ coverage: UnsafeMutablePointer<UInt8>) -> Void) {
        let w = region.width, h = region.height
        let stride = w + 2
        let rowWords = (stride + CellWriter.wordCells - 1) / CellWriter.wordCells
        if accum.count < stride * h { accum = [Float](repeating: 0, count: stride * h) }
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
                                   rowWords: rowWords, width: Double(w), height: Double(h))
            PathFlattener.flatten(path, transform: transform, closeSubpaths: true) { a, b in
                cells.addLine(a.x - ox, a.y - oy, b.x - ox, b.y - oy)
            }
            for y in 0..<h {
                let rowAcc = acc.baseAddress! + y * stride, rowBits = bits.baseAddress! + y * rowWords
                let count = reference
                    ? Self.sweepEveryCell(rowAcc, touched: rowBits, rowWords: rowWords, width: w, rule: rule,
                                          into: cov.baseAddress!, spans: spans.baseAddress!)
                    : Self.sweep(rowAcc, touched: rowBits, rowWords: rowWords, width: w, rule: rule,
                                 into: cov.baseAddress!, spans: spans.baseAddress!)
                row(region.y0 + y, UnsafeBufferPointer(start: spans.baseAddress!, count: count), cov.baseAddress!)
            }
        }
        }
        }
        }
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

    @inline(__always)
    private static func coverage(_ sum: Float, _ rule: FillRule) -> UInt8 {
        var v = abs(sum)
        if rule == .evenOdd {
            v -= 2 * (v * 0.5).rounded(.down)
            if v > 1 { v = 2 - v }
        } else if v > 1 {
            v = 1
        }
        return UInt8(v * 255 + 0.5)
    }

    /// Adds cells start..<end to the running sum, clearing them, and writes each pixel's coverage:
    /// `coverage(_:_:)` of each partial sum, computed by C kernels without Swift's checked
    /// float-to-integer conversions (the reference sweep keeps the Swift definition, so
    /// `SpanPipelineTests` holds the kernels to it).
    @inline(__always)
    private static func sumCells(_ acc: UnsafeMutablePointer<Float>, _ start: Int, _ end: Int, _ sum: inout Float, _ rule: FillRule,
                                 into out: UnsafeMutablePointer<UInt8>) {
        sum = rule == .nonZero
            ? tessera_sum_cells_nonzero(acc + start, end &- start, sum, out + start)
            : tessera_sum_cells_even_odd(acc + start, end &- start, sum, out + start)
    }

    /// Prefix-sums the touched blocks of one row into `out`, clearing the accumulator and the
    /// touched bits behind it, and writes the row's spans; returns their count. Untouched cells
    /// hold zero, so skipping them leaves every partial sum exactly what a sweep over every cell
    /// computes (`sweepEveryCell`).
    @inline(__always)
    private static func sweep(_ acc: UnsafeMutablePointer<Float>, touched: UnsafeMutablePointer<UInt64>, rowWords: Int,
                              width w: Int, rule: FillRule, into out: UnsafeMutablePointer<UInt8>,
                              spans: UnsafeMutablePointer<CoverageSpan>) -> Int {
        var sum: Float = 0
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
                sumCells(acc, start, end, &sum, rule, into: out)
                spans[n] = CoverageSpan(start: start, end: end, constant: -1)
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
    private static func sweepEveryCell(_ acc: UnsafeMutablePointer<Float>, touched: UnsafeMutablePointer<UInt64>, rowWords: Int,
                                       width w: Int, rule: FillRule, into out: UnsafeMutablePointer<UInt8>,
                                       spans: UnsafeMutablePointer<CoverageSpan>) -> Int {
        var sum: Float = 0
        for i in 0..<w {
            sum += acc[i]
            acc[i] = 0
            out[i] = coverage(sum, rule)
        }
        acc[w] = 0
        acc[w + 1] = 0
        touched.update(repeating: 0, count: rowWords)
        spans[0] = CoverageSpan(start: 0, end: w, constant: -1)
        return 1
    }
}

/// A run of pixels `start..<end` of one rasterized row: `constant` coverage (0...255) for every
/// pixel, or -1 when the coverage varies and is read from the row's coverage values.
struct CoverageSpan: Sendable {
    var start: Int, end: Int
    var constant: Int

    /// Writes the constant spans' coverage into `row`, completing a row whose varying spans
    /// already hold theirs.
    @inline(__always)
    static func fill(_ spans: UnsafeBufferPointer<CoverageSpan>, into row: UnsafeMutablePointer<UInt8>) {
        for span in spans where span.constant >= 0 {
            (row + span.start).update(repeating: UInt8(truncatingIfNeeded: span.constant), count: span.end &- span.start)
        }
    }
}
