/// A Gaussian blur approximated by three successive box blurs per axis, sized per the CSS /
/// SVG filter specification (feGaussianBlur): d = ⌊σ·3·√(2π)/4 + 0.5⌋; for odd d three centered
/// boxes of size d, for even d two boxes of size d offset half a pixel left then right and one
/// centered box of size d + 1.
///
/// The three passes are summed in exact integers and divided once, so the result is exactly
/// mirror-symmetric (a symmetric shape gets a symmetric shadow) and independent of pass order.
/// Rows (and columns) identical to the previous one reuse its result: for rectangles and rounded
/// rectangles, most rows and columns are, which is the fast path for card shadows.
struct BoxBlur {
    /// The three box sizes and their left extents (pixels taken to the left of the center).
    let boxes: [(size: Int, left: Int)]
    /// How far the blur spreads beyond the shape on each side.
    let radius: Int

    init?(sigma: Double) {
        guard sigma.isFinite, sigma >= 0.5 else { return nil }
        let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        guard d > 1 else { return nil }
        if d % 2 == 1 {
            boxes = [(d, d / 2), (d, d / 2), (d, d / 2)]
        } else {
            boxes = [(d, d / 2), (d, d / 2 - 1), (d + 1, d / 2)]
        }
        radius = boxes.reduce(0) { $0 + max($1.left, $1.size - 1 - $1.left) }
    }

    /// Blurs a `width × height` 8-bit mask in place (values outside count as 0).
    func apply(_ mask: inout [UInt8], width: Int, height: Int) {
        let n = max(width, height)
        var line = [Int64](repeating: 0, count: n + 2 * radius + 2)
        var tmp = [Int64](repeating: 0, count: n + 2 * radius + 2)
        var outLine = [UInt8](repeating: 0, count: n)
        var previousIn = [UInt8](repeating: 0, count: n)
        let divisor = Int64(boxes.reduce(1) { $0 * $1.size })
        mask.withUnsafeMutableBufferPointer { m in
            // Rows.
            var havePrevious = false
            for y in 0..<height {
                let row = m.baseAddress! + y * width
                if havePrevious && memcmpEqual(row, previousIn, width) {
                    for x in 0..<width { row[x] = outLine[x] }
                    continue
                }
                for x in 0..<width { previousIn[x] = row[x] }
                blurLine(count: width, read: { row[$0] }, line: &line, tmp: &tmp, divisor: divisor) { outLine[$0] = $1 }
                for x in 0..<width { row[x] = outLine[x] }
                havePrevious = true
            }
            // Columns.
            havePrevious = false
            var column = [UInt8](repeating: 0, count: height)
            for x in 0..<width {
                for y in 0..<height { column[y] = m[y * width + x] }
                if havePrevious && column.withUnsafeBufferPointer({ memcmpEqual($0.baseAddress!, previousIn, height) }) {
                    for y in 0..<height { m[y * width + x] = outLine[y] }
                    continue
                }
                for y in 0..<height { previousIn[y] = column[y] }
                blurLine(count: height, read: { column[$0] }, line: &line, tmp: &tmp, divisor: divisor) { outLine[$0] = $1 }
                for y in 0..<height { m[y * width + x] = outLine[y] }
                havePrevious = true
            }
        }
    }

    private func memcmpEqual(_ a: UnsafePointer<UInt8>, _ b: [UInt8], _ count: Int) -> Bool {
        b.withUnsafeBufferPointer { bb in
            for i in 0..<count where a[i] != bb[i] { return false }
            return true
        }
    }

    /// Three box passes over one line with zero padding, then one rounded division.
    @inline(__always)
    private func blurLine(count: Int, read: (Int) -> UInt8, line: inout [Int64], tmp: inout [Int64],
                          divisor: Int64, write: (Int, UInt8) -> Void) {
        let pad = radius
        let total = count + 2 * pad
        for i in 0..<total { line[i] = 0 }
        for i in 0..<count { line[i + pad] = Int64(read(i)) }
        for box in boxes {
            // tmp[i] = sum of line[i - left ... i - left + size - 1]
            var sum: Int64 = 0
            let right = box.size - 1 - box.left
            for k in -box.left...right where k >= 0 && k < total { sum += line[k] }
            for i in 0..<total {
                tmp[i] = sum
                let add = i + right + 1, remove = i - box.left
                if add < total { sum += line[add] }
                if remove >= 0 { sum -= line[remove] }
            }
            swap(&line, &tmp)
        }
        let half = divisor / 2
        for i in 0..<count { write(i, UInt8(min(255, (line[i + pad] + half) / divisor))) }
    }
}
