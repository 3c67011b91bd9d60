import CRasterKernels

/// Deposits the signed area of line segments into the accumulation cells of a region whose
/// top-left pixel is (0, 0), marking the blocks it touches (`tessera_cells_add_line`, in C).
/// Segments are clipped to the region's rows; parts left of it count as a vertical edge at
/// x = 0 (they still cover everything to their right), parts right of it are dropped.
///
/// The walk is in fixed point, 1/256 pixel, and the cells are integers (`TESSERA_CELL_ONE` is
/// one pixel's full area), as Blend2D's and FreeType's rasterizers do: a few integer steps per
/// row instead of double arithmetic and checked conversions, and cell sums that do not depend
/// on the order segments arrive in.
///
/// A block is 4 cells: an edge steeper than 45° touches one or two cells per row, so the row
/// sweep prefix-sums 4–8 pixels per edge instead of a whole 16-pixel block (what blocks of 16
/// cost before: most of the sweep's time on a scene of 10,000 small shapes).
struct CellWriter {
    /// log2 of the cells per block (4) and per 64-bit word of touched bits (256).
    static let blockShift = 2, wordShift = 8
    static let wordCells = 1 << wordShift
    /// One pixel's full coverage in a cell sum.
    static let one = Int32(TESSERA_CELL_ONE)

    private var cells: tessera_cells

    init(acc: UnsafeMutablePointer<Int32>, touched: UnsafeMutablePointer<UInt64>, stride: Int, rowWords: Int,
         width: Int, height: Int) {
        cells = tessera_cells(cells: acc, touched: touched, stride: stride, row_words: rowWords,
                              width: Int32(width), height: Int32(height))
    }

    @inline(__always)
    func addLine(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
        withUnsafePointer(to: cells) { tessera_cells_add_line($0, ax, ay, bx, by) }
    }
}
