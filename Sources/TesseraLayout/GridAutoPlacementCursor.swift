/// §8.5 step 4 ("position the remaining grid items") as Chromium runs it: Blink's
/// `GridPlacement::AutoPlacementCursor`, whose results the conformance fixtures are.
///
/// The spec's cursor, when an item does not fit in the rest of a major track (a row in row
/// flow), moves to the next one. Chromium's moves to the *end of the placed item it overlaps that
/// ends first*, unless an item it met on this major track started or ended there since its last
/// move: a shortcut that skips major tracks where the item would have fitted, when what blocked
/// it was an item the cursor had not reached yet. A `span 3` item after an item locked to rows
/// `2 / span 3` in column 1 and one at row 3, column 4 lands in row 5, columns 1–3, where the
/// spec's cursor puts it in row 4, columns 2–4 (Chromium 156; fixture `grid-chromium-cursor`).
///
/// So the cursor keeps Chromium's state: the placed items in the order of their start
/// (major, then minor), the next one it has not reached, the items it has reached that still
/// overlap its major track (a heap by end, in libc++'s heap order, which decides which
/// overlapping item is tried first), and whether its next move may take the shortcut. Positions
/// are flow-relative cells of the implicit grid; within a major track it finds the first minor
/// position where the item fits, as the spec's cursor does.
struct GridAutoPlacementCursor {
    /// Major and minor line; ordered major first, as Chromium's `GridPosition`.
    struct Position: Comparable {
        var major: Int
        var minor: Int

        static func < (a: Position, b: Position) -> Bool {
            a.major != b.major ? a.major < b.major : a.minor < b.minor
        }
    }

    /// How the cursor may move while fitting an item (Chromium's `CursorMovementBehavior`): an
    /// item with a definite minor position keeps its minor line (`forceMinorLine`).
    enum Movement { case free, forceMinorLine }

    private struct Placed {
        var start: Position
        var end: Position
        /// The first position from which no later position overlaps the item.
        var endOnPreviousMajorLine: Position { Position(major: end.major - 1, minor: end.minor) }
    }

    private var placed: [Placed] = []
    /// The placed items in the order of their start, a list linked through `following` (an
    /// item's successor, -1 at the end) from `first`: an item placed at the cursor joins it
    /// in the middle without moving the rest.
    private var following: [Int] = []
    private var first = -1
    /// The first item in that order the cursor has not reached (-1: none), and the one before it.
    private var nextPlaced = -1
    private var lastReached = -1
    /// The reached items that still overlap the cursor's major track, a heap by end.
    private var overlapping: [Int] = []
    /// Whether the next move to another major track may skip to the first end in `overlapping`.
    private var skipsToOverlappingEnd = true
    private(set) var position = Position(major: 0, minor: 0)

    /// A cursor at the grid's start, among the areas steps 1 and 2 placed (major, minor ranges).
    init(placedAreas: [GridOccupancy.Area]) {
        placed = placedAreas.map {
            Placed(start: Position(major: $0.major.lowerBound, minor: $0.minor.lowerBound),
                   end: Position(major: $0.major.upperBound, minor: $0.minor.upperBound))
        }
        // Stable, so items with the same start keep the order they were placed in. Sorted as
        // packed integers (lines stay below 2^20, `GridLimits`), which is several times faster.
        let order: [Int]
        if placed.count < 1 << 21 {
            order = placed.indices.map { (placed[$0].start.major << 41) | (placed[$0].start.minor << 21) | $0 }
                .sorted().map { $0 & (1 << 21 - 1) }
        } else {
            order = placed.indices.sorted { (placed[$0].start, $0) < (placed[$1].start, $1) }
        }
        following = [Int](repeating: -1, count: placed.count)
        for (item, successor) in zip(order, order.dropFirst()) { following[item] = successor }
        first = order.first ?? -1
        nextPlaced = first
    }

    /// The cursor moved back to the grid's start, as dense packing does before every item.
    mutating func restart() {
        nextPlaced = first
        lastReached = -1
        overlapping.removeAll(keepingCapacity: true)
        skipsToOverlappingEnd = true
        position = Position(major: 0, minor: 0)
    }

    /// Chromium's `MoveToMinorLine`: the cursor only moves forward, so a line before it is
    /// sought in the next major track.
    mutating func moveToMinorLine(_ minor: Int) {
        if minor < position.minor { position.major += 1 }
        position.minor = minor
    }

    /// Moves the cursor to the first position from here where an item of these spans overlaps
    /// no placed item and ends by `minorMaxEnd` (Chromium's `MoveCursorToFitGridSpan`).
    mutating func moveToFit(majorSpan: Int, minorSpan: Int, minorMaxEnd: Int, movement: Movement) {
        let allowsMinorMove = movement == .free
        let minorMaxStart = minorMaxEnd - minorSpan
        if position.minor > minorMaxStart { moveToNextMajorLine(allowsMinorMove) }
        while true {
            updateOverlapping()
            var nextMinor = position.minor
            // Past the last start, or (for an item with a definite minor line) moved off it.
            var needsNextMajorLine = false
            for item in overlapping {
                let area = placed[item]
                if nextMinor < area.end.minor, area.start.minor < nextMinor + minorSpan {
                    nextMinor = area.end.minor
                    needsNextMajorLine = nextMinor > minorMaxStart || !allowsMinorMove
                    if needsNextMajorLine { break }
                }
            }
            if !positionFits(nextMinor, needsNextMajorLine, allowsMinorMove) { continue }
            let majorEnd = position.major + majorSpan
            // The items not reached yet, in the order of their start: none from `majorEnd` on overlaps.
            var entry = nextPlaced
            while entry >= 0 {
                let area = placed[entry]
                if area.start.major >= majorEnd { break }
                if nextMinor < area.end.minor, position.major < area.end.major,
                   area.start.minor < nextMinor + minorSpan {
                    nextMinor = area.end.minor
                    needsNextMajorLine = nextMinor > minorMaxStart || !allowsMinorMove
                    if needsNextMajorLine { break }
                }
                entry = following[entry]
            }
            if positionFits(nextMinor, needsNextMajorLine, allowsMinorMove) { return }
        }
    }

    /// Records an item placed at the cursor (Chromium's `PlaceGridItemAtCursor`): it joins the
    /// placed items before the first one not reached, and the cursor moves past its minor end.
    mutating func place(major: Range<Int>, minor: Range<Int>) {
        placed.append(Placed(start: Position(major: major.lowerBound, minor: minor.lowerBound),
                             end: Position(major: major.upperBound, minor: minor.upperBound)))
        let item = placed.count - 1
        following.append(nextPlaced)
        if lastReached < 0 { first = item } else { following[lastReached] = item }
        nextPlaced = item
        moveToMinorLine(minor.upperBound)
        updateOverlapping()
    }

    /// Whether the cursor's position fits (`nextMinor` where it is); if not, the cursor moves
    /// on, to `nextMinor` or to the next major track (Chromium's `DoesCurrentPositionFitGridSpan`).
    private mutating func positionFits(_ nextMinor: Int, _ needsNextMajorLine: Bool, _ allowsMinorMove: Bool) -> Bool {
        if needsNextMajorLine {
            moveToNextMajorLine(allowsMinorMove)
            return false
        }
        if position.minor == nextMinor { return true }
        moveToMinorLine(nextMinor)
        return false
    }

    /// Chromium's `MoveToNextMajorLine`: the next major track, or the end of the overlapping
    /// item that ends first when nothing the cursor met since its last move started or ended on
    /// this track.
    private mutating func moveToNextMajorLine(_ allowsMinorMove: Bool) {
        position.major += 1
        if skipsToOverlappingEnd, let first = overlapping.first {
            position.major = max(position.major, placed[first].end.major)
        }
        if allowsMinorMove { position.minor = 0 }
        skipsToOverlappingEnd = true
    }

    /// Chromium's `UpdateItemsOverlappingMajorLine`: drops the items the cursor has passed and
    /// takes in the items it has reached.
    private mutating func updateOverlapping() {
        while let first = overlapping.first {
            let last = placed[first].endOnPreviousMajorLine
            if position < last { break }
            if position.major == last.major { skipsToOverlappingEnd = false }
            popHeap()
        }
        while nextPlaced >= 0, placed[nextPlaced].start <= position {
            let item = nextPlaced
            let last = placed[item].endOnPreviousMajorLine
            if position.major <= last.major { skipsToOverlappingEnd = false }
            if position < last { pushHeap(item) }
            lastReached = item
            nextPlaced = following[item]
        }
    }
}

extension GridAutoPlacementCursor {
    /// `a` below `b` in the heap: it ends later (the first element ends first).
    private func below(_ a: Int, _ b: Int) -> Bool { placed[b].end < placed[a].end }

    /// libc++'s `push_heap` (its `__sift_up`), so that the heap's order is Chromium's.
    private mutating func pushHeap(_ item: Int) {
        overlapping.append(item)
        siftUp(count: overlapping.count)
    }

    private mutating func siftUp(count: Int) {
        guard count > 1 else { return }
        var last = count - 1
        var parent = (count - 2) / 2
        let value = overlapping[last]
        guard below(overlapping[parent], value) else { return }
        repeat {
            overlapping[last] = overlapping[parent]
            last = parent
            if parent == 0 { break }
            parent = (parent - 1) / 2
        } while below(overlapping[parent], value)
        overlapping[last] = value
    }

    /// libc++'s `pop_heap` (Floyd's sift down to a leaf, then `__sift_up`), then the last removed.
    private mutating func popHeap() {
        let count = overlapping.count
        if count > 1 {
            let top = overlapping[0]
            var hole = 0
            var child = 0
            while true {
                child = 2 * child + 1
                if child + 1 < count, below(overlapping[child], overlapping[child + 1]) { child += 1 }
                overlapping[hole] = overlapping[child]
                hole = child
                if child > (count - 2) / 2 { break }
            }
            let last = count - 1
            if hole == last {
                overlapping[hole] = top
            } else {
                overlapping[hole] = overlapping[last]
                overlapping[last] = top
                siftUp(count: hole + 1)
            }
        }
        overlapping.removeLast()
    }
}
