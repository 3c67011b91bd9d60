#include "CRasterKernels.h"

// The edge walk in fixed point: coordinates in 1/256 pixel, cells in integers. Integers make
// every cell's sum independent of the order edges arrive in (float sums are not) and cost a
// few integer instructions per row where doubles cost conversions and divisions.

enum { ONE = 256, SHIFT = 8 };

/// The cells' fields, passed by value: a copy cannot alias the int32 cells the walk stores
/// into, so the compiler keeps them in registers instead of reloading them after every store.
typedef struct {
    int32_t *cells;
    uint64_t *touched;
    intptr_t stride, row_words;
    int32_t width;
} grid;

/// Marks the 4-cell block holding cell `i` of row `bits` touched.
static inline void mark(uint64_t *bits, intptr_t i) {
    bits[i >> 8] |= (uint64_t)1 << ((i >> 2) & 63);
}

/// A piece of an edge inside the cell at column `ex` of `row`: `d` is its signed height
/// (1/256 px), `fxsum` the sum of its two x positions inside the cell (0...512). The cell gets
/// the area right of the piece, the next cell the rest of its cover, so a prefix sum along the
/// row gives each pixel its covered area. Cells left of the region fold into cell 0 (their
/// whole cover reaches every pixel); cells right of it reach no pixel.
static inline void deposit(grid c, intptr_t row, intptr_t ex, int32_t d, int32_t fxsum) {
    if (ex >= c.width) return;
    int32_t *cell = c.cells + row * c.stride;
    uint64_t *bits = c.touched + row * c.row_words;
    if (ex < 0) {
        cell[0] = (int32_t)((uint32_t)cell[0] + (uint32_t)(d * 2 * ONE));
        mark(bits, 0);
        return;
    }
    int32_t area = d * (2 * ONE - fxsum);
    // Unsigned adds: absurd winding counts wrap instead of overflowing a signed int.
    cell[ex] = (int32_t)((uint32_t)cell[ex] + (uint32_t)area);
    cell[ex + 1] = (int32_t)((uint32_t)cell[ex + 1] + (uint32_t)(d * 2 * ONE - area));
    mark(bits, ex);
    mark(bits, ex + 1);
}

/// Floor division for a positive divisor.
static inline int64_t floor_div(int64_t a, int64_t b) {
    int64_t q = a / b;
    return (a % b != 0 && a < 0) ? q - 1 : q;
}

/// floor(a / b) and a - that × b (0 <= remainder < b) for a positive divisor, in 32 bits.
static inline int32_t floor_divmod(int32_t a, int32_t b, int32_t *remainder) {
    int32_t q = a / b, r = a % b;
    if (r < 0) { q--; r += b; }
    *remainder = r;
    return q;
}

/// Adds `v` to a cell. Unsigned adds: absurd winding counts wrap instead of overflowing.
static inline void cell_add(int32_t *cell, int32_t v) {
    *cell = (int32_t)((uint32_t)*cell + (uint32_t)v);
}

/// Marks the blocks holding cells lo...hi of row `bits` touched (a piece's consecutive cells).
static inline void mark_range(uint64_t *bits, intptr_t lo, intptr_t hi) {
    intptr_t b0 = lo >> 2, b1 = hi >> 2, w0 = b0 >> 6, w1 = b1 >> 6;
    uint64_t first = ~(uint64_t)0 << (b0 & 63), last = ~(uint64_t)0 >> (63 - (b1 & 63));
    if (w0 == w1) { bits[w0] |= first & last; return; }
    bits[w0] |= first;
    for (intptr_t w = w0 + 1; w < w1; w++) bits[w] = ~(uint64_t)0;
    bits[w1] |= last;
}

/// A piece of an edge within one pixel row, from (xa, ya) to (xb, yb): x in 1/256 px (0 up to
/// the region's width), y in 1/256 px from the row's top (0...256), ya != yb. Crosses as many
/// cells as it spans; the y where it crosses each cell border is the exact line's, floored
/// (ya + floor(dy × distance from xa / |dx|): strictly between the ends, so every cell's height
/// has the piece's sign and the heights add up to yb - ya exactly).
///
/// Each border's y comes from the one before by a quotient-and-remainder step (a DDA across the
/// cells), exact to the same floor as a division per border; a cell's two deposits (its area,
/// and the rest of its cover into the next cell) are folded into one add per cell, and the
/// blocks are marked once per piece. Same sums, so the same cells, as one deposit per cell.
static void row_piece(grid c, intptr_t row, int32_t xa, int32_t ya, int32_t xb, int32_t yb) {
    int32_t lo = xa < xb ? xa : xb, hi = xa < xb ? xb : xa;
    int32_t ex = lo >> SHIFT;
    if (hi - (ex << SHIFT) <= ONE) {
        deposit(c, row, ex, yb - ya, xa + xb - 2 * (ex << SHIFT));
        return;
    }
    // Crosses cell borders: cells first...last, walked from xa towards xb. Every one lies
    // inside the row (0...width - 1), its next cell at most the row's cell `width`.
    int32_t *cell = c.cells + row * c.stride;
    int32_t dy = yb - ya, adx = hi - lo;
    int32_t first, last, t, step;
    if (xb > xa) {
        first = xa >> SHIFT; last = (xb - 1) >> SHIFT;
        t = ((first + 1) << SHIFT) - xa;  // from xa to the first border
        step = 1;
    } else {
        first = (xa - 1) >> SHIFT; last = xb >> SHIFT;
        t = xa - (first << SHIFT);
        step = -1;
    }
    mark_range(c.touched + row * c.row_words, first < last ? first : last, (first < last ? last : first) + 1);
    int32_t r, q = floor_divmod(dy * t, adx, &r);
    int32_t stepq = 0, stepr = 0;
    if (first + step != last) stepq = floor_divmod(dy * ONE, adx, &stepr);
    // The piece's part in each cell: height d = ye - y, and fx the sum of its two x positions
    // inside the cell. The cell gets d × (2 ONE - fx), the next one d × fx.
    int32_t y = ya, ye = ya + q;
    int32_t d = ye - y;
    int32_t fx = step > 0 ? xa - (first << SHIFT) + ONE : xa - (first << SHIFT);
    if (step > 0) {
        // Rightwards: a cell's rest goes into the cell walked next, so it is carried.
        int32_t carry;
        cell_add(cell + first, d * (2 * ONE - fx));
        carry = d * fx;
        for (int32_t e = first + 1; e != last; e++) {
            y = ye; q += stepq; r += stepr;
            if (r >= adx) { q++; r -= adx; }
            ye = ya + q; d = ye - y;
            cell_add(cell + e, carry + d * ONE);
            carry = d * ONE;
        }
        d = yb - ye;
        fx = xb - (last << SHIFT);
        cell_add(cell + last, carry + d * (2 * ONE - fx));
        cell_add(cell + last + 1, d * fx);
    } else {
        // Leftwards: a cell's rest goes into the cell walked before, so its area waits.
        int32_t pending;
        cell_add(cell + first + 1, d * fx);
        pending = d * (2 * ONE - fx);
        for (int32_t e = first - 1; e != last; e--) {
            y = ye; q += stepq; r += stepr;
            if (r >= adx) { q++; r -= adx; }
            ye = ya + q; d = ye - y;
            cell_add(cell + e + 1, pending + d * ONE);
            pending = d * ONE;
        }
        d = yb - ye;
        fx = xb - (last << SHIFT) + ONE;
        cell_add(cell + last + 1, pending + d * fx);
        cell_add(cell + last, d * (2 * ONE - fx));
    }
}

/// Walks a segment already inside the region's rows and at most a pixel beyond its columns,
/// in fixed point, row by row: the x where it leaves each row comes from one division for the
/// slope and an error term per row (a DDA), exact to the floor of the true value.
static void walk(grid c, int32_t x0, int32_t y0, int32_t x1, int32_t y1) {
    int32_t sign = 1;
    if (y0 == y1) return;
    if (y0 > y1) {
        int32_t t = x0; x0 = x1; x1 = t;
        t = y0; y0 = y1; y1 = t;
        sign = -1;
    }
    intptr_t row = y0 >> SHIFT, last = (y1 - 1) >> SHIFT;
    int32_t fy0 = y0 - (int32_t)(row << SHIFT);
    if (x0 == x1) {
        // Vertical: the same cell and position in every row.
        int32_t ex = x0 >> SHIFT, fxsum = 2 * (x0 - (ex << SHIFT));
        if (row == last) { deposit(c, row, ex, sign * (y1 - y0), fxsum); return; }
        deposit(c, row, ex, sign * (ONE - fy0), fxsum);
        for (intptr_t r = row + 1; r < last; r++) deposit(c, r, ex, sign * ONE, fxsum);
        deposit(c, last, ex, sign * (y1 - (int32_t)(last << SHIFT)), fxsum);
        return;
    }
    if (row == last) {
        int32_t base = (int32_t)(row << SHIFT);
        if (sign > 0) row_piece(c, row, x0, y0 - base, x1, y1 - base);
        else row_piece(c, row, x1, y1 - base, x0, y0 - base);
        return;
    }
    int64_t dx = (int64_t)x1 - x0, dy = (int64_t)y1 - y0;
    // x at the first row border, then a step of ONE * dx / dy per row, as quotient and remainder.
    int64_t first = (int64_t)(ONE - fy0) * dx;
    int64_t x = x0 + floor_div(first, dy), err = first - floor_div(first, dy) * dy;
    int64_t stepq = floor_div((int64_t)ONE * dx, dy), stepr = (int64_t)ONE * dx - stepq * dy;
    int32_t xa = x0, ya = fy0;
    for (intptr_t r = row; r < last; r++) {
        int32_t xb = (int32_t)x;
        if (sign > 0) row_piece(c, r, xa, ya, xb, ONE);
        else row_piece(c, r, xb, ONE, xa, ya);
        xa = xb; ya = 0;
        x += stepq; err += stepr;
        if (err >= dy) { x++; err -= dy; }
    }
    int32_t yEnd = y1 - (int32_t)(last << SHIFT);
    if (sign > 0) row_piece(c, last, xa, 0, x1, yEnd);
    else row_piece(c, last, x1, yEnd, xa, 0);
}

/// Device coordinates (pixels, region-relative, non-negative and bounded by the clipping
/// below) to 1/256 pixel, rounded half up.
static inline int32_t fixed(double v) {
    return (int32_t)(int64_t)(v * ONE + 0.5 + 4096.0 * ONE) - 4096 * ONE;
}

/// A part of a segment between the region's column borders or entirely beside them: left of
/// the region it counts as a vertical edge just left of column 0 (it covers everything to its
/// right), right of it nothing.
static void add_part(grid g, double px, double py, double qx, double qy) {
    double mid = (px + qx) * 0.5;
    if (mid <= 0) {
        walk(g, -ONE / 2, fixed(py), -ONE / 2, fixed(qy));
    } else if (mid < g.width) {
        double w = g.width;
        walk(g, fixed(px < 0 ? 0 : px > w ? w : px), fixed(py), fixed(qx < 0 ? 0 : qx > w ? w : qx), fixed(qy));
    }
}

void tessera_cells_add_line(const tessera_cells *c, double ax, double ay, double bx, double by) {
    if (ay == by) return;
    double w = c->width, h = c->height;
    // Rows: clip to 0...height in doubles (the line's own slope, before rounding).
    double x0 = ax, y0 = ay, x1 = bx, y1 = by;
    int down = y0 < y1;
    if (!down) { double t = x0; x0 = x1; x1 = t; t = y0; y0 = y1; y1 = t; }
    if (!(y1 > 0) || !(y0 < h)) return;
    double dxdy = (x1 - x0) / (y1 - y0);
    if (y0 < 0) { x0 += dxdy * (0 - y0); y0 = 0; }
    if (y1 > h) { x1 = x0 + dxdy * (h - y0); y1 = h; }
    if (!down) { double t = x0; x0 = x1; x1 = t; t = y0; y0 = y1; y1 = t; }
    grid g = { c->cells, c->touched, c->stride, c->row_words, c->width };
    if (x0 >= 0 && x1 >= 0 && x0 <= w && x1 <= w) {
        walk(g, fixed(x0), fixed(y0), fixed(x1), fixed(y1));
        return;
    }
    if (!(x0 - x0 == 0) || !(x1 - x1 == 0)) return;  // NaN or infinite: nothing to draw
    // Columns: cut at x = 0 and x = width (at most two cuts, so at most three parts).
    double dydx = (y1 - y0) / (x1 - x0);
    double c0 = x0 < x1 ? 0 : w, c1 = x0 < x1 ? w : 0;
    double px = x0, py = y0;
    if ((px - c0) * (x1 - c0) < 0) {
        double cy = y0 + (c0 - x0) * dydx;
        add_part(g, px, py, c0, cy);
        px = c0; py = cy;
    }
    if ((px - c1) * (x1 - c1) < 0) {
        double cy = y0 + (c1 - x0) * dydx;
        add_part(g, px, py, c1, cy);
        px = c1; py = cy;
    }
    add_part(g, px, py, x1, y1);
}
