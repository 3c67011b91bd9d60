/// CSS Grid Layout §11.3–11.8, the track sizing algorithm for one axis, over the items'
/// contributions in that axis (`GridContribution`, measured by the container's visit).
struct GridTrack1D {
    var sizing: GridTrackSize
    var base: Double = 0
    var limit: Double = .infinity
    /// Offset from the content box's start edge, after alignment (§10).
    var position: Double = 0

    var flexFactor: Double? {
        if case .fr(let factor) = sizing.max { return factor }
        return nil
    }
}

/// What one item asks of the tracks it spans, as outer sizes (margins included).
struct GridContribution: Equatable {
    var tracks: Range<Int>
    /// Its minimum contribution (§6.6 automatic minimum size), its min-content and its
    /// max-content contribution.
    var minimum: Double
    var minContent: Double
    var maxContent: Double
    /// Set where `minimum` is a content-based automatic minimum: fixed maxima of the tracks it
    /// spans limit it, down to this floor (§6.6, `limitedMinimum`).
    var contentMinimumFloor: Double? = nil
    /// A subgrid's edge placeholder (`withEdgePlaceholders`), for the edges it holds: it sizes
    /// intrinsic tracks, not the flex fraction.
    var placeholder: SubgridEdgeSides = []
    var isPlaceholder: Bool { !placeholder.isEmpty }
}

/// The steps of §11.4–11.8 for one axis.
struct GridTrackSizing {
    var tracks: [GridTrack1D]
    let gap: Double
    /// The room the axis is sized in (§11.1 "free space": definite, or a min-/max-content constraint).
    let space: AvailableSpace
    /// Per track, how many tracks its Chromium set holds (`GridTrackSets`); nil: one each.
    let sets: [Int]?

    var gaps: Double { gap * Double(max(0, tracks.count - 1)) }

    /// §11.4 "Initialize Track Sizes". Percentages resolve against `percentBase` or behave as auto.
    init(_ sizes: [GridTrackSize], gap: Double, space: AvailableSpace, percentBase: Double?, sets: [Int]? = nil) {
        self.gap = gap
        self.space = space
        self.sets = sets
        tracks = sizes.map { size in
            func resolve(_ breadth: GridBreadth) -> GridBreadth {
                if case .percent(let value) = breadth {
                    return percentBase.map { .points($0 * value / 100) } ?? .auto
                }
                // fit-content(N%) of an indefinite size: no limit, as max-content.
                if case .fitContentPercent(let value) = breadth {
                    return percentBase.map { .fitContent($0 * value / 100) } ?? .maxContent
                }
                return breadth
            }
            var track = GridTrack1D(sizing: GridTrackSize(min: resolve(size.min), max: resolve(size.max)))
            if case .points(let value) = track.sizing.min { track.base = value }
            if case .points(let value) = track.sizing.max { track.limit = max(value, track.base) }
            return track
        }
    }

    var total: Double { tracks.reduce(gaps) { $0 + $1.base } }

    /// §11.5 "Resolve Intrinsic Track Sizes": items spanning one track, then spanning items by
    /// span (§11.5 step 3, those crossing no flexible track), then those crossing flexible tracks
    /// (step 4), then infinite limits become bases.
    mutating func resolveIntrinsicSizes(_ items: [GridContribution]) {
        var spanning: [GridContribution] = []
        var flexSpanning = false
        for item in items where item.tracks.count > 1 {
            if item.tracks.contains(where: { tracks[$0].flexFactor != nil }) { flexSpanning = true } else { spanning.append(item) }
        }
        // An item in a flexible track is sized with the spanning items crossing flexible tracks
        // (step 4) where there are any; alone, that comes to what step 2 does.
        for item in items where item.tracks.count == 1 {
            if flexSpanning, tracks[item.tracks.lowerBound].flexFactor != nil { continue }
            sizeSingleTrack(item)
        }
        for span in Set(spanning.map(\.tracks.count)).sorted() {
            let group = spanning.filter { $0.tracks.count == span }
            // §11.5 steps 3.1–3.3: base sizes, for intrinsic, content-based and max-content minimums.
            // (A copy of the group only where the minimum is limited, `limitedMinimum`.)
            let limits = group.contains { $0.contentMinimumFloor != nil && limitedMinimum($0) < $0.minimum }
            let limited = !limits ? group : group.map { item in
                var item = item
                item.minimum = limitedMinimum(item)
                return item
            }
            // §11.5.1: space beyond the growth limits goes to the tracks with an intrinsic maximum
            // (a max-content or auto one for max-content contributions), else to all of them.
            increaseBases(limited, of: { $0.isIntrinsic }, to: \.minimum, beyondLimits: { $0.isIntrinsic })
            increaseBases(group, of: { $0 == .minContent || $0 == .maxContent }, to: \.minContent,
                          beyondLimits: { $0.isIntrinsic })
            increaseBases(group, of: { $0 == .maxContent }, to: \.maxContent,
                          beyondLimits: { $0 == .maxContent || $0 == .auto })
            // Steps 3.4–3.5: growth limits, for intrinsic and max-content maximums. A limit still
            // infinite here grows without bound in both (§11.5.1 "infinitely growable").
            let growable = tracks.map { $0.limit == .infinity }
            increaseLimits(group, of: { $0.isIntrinsic }, to: \.minContent, growable: growable)
            increaseLimits(group, of: { $0 == .maxContent || $0 == .auto || $0.isFitContent }, to: \.maxContent,
                           growable: growable)
        }
        if flexSpanning { accommodateItemsCrossingFlexibleTracks(items) }
        for index in tracks.indices where tracks[index].limit == .infinity { tracks[index].limit = tracks[index].base }
    }

    /// §11.5 step 2 for one item in one track.
    private mutating func sizeSingleTrack(_ item: GridContribution) {
        let index = item.tracks.lowerBound
        switch tracks[index].sizing.min {
        case .minContent: tracks[index].base = max(tracks[index].base, item.minContent)
        case .maxContent: tracks[index].base = max(tracks[index].base, item.maxContent)
        // An auto minimum takes the item's minimum contribution, under a min- or max-content
        // constraint too: Chromium does (the spec's later "limited min-/max-content
        // contributions" made 25 of 300 random grids and 12 of Taffy's fixtures disagree).
        case .auto:
            let minimum = item.contentMinimumFloor == nil ? item.minimum : limitedByFixedMaxima(item)
            tracks[index].base = max(tracks[index].base, minimum)
        default: break
        }
        // A subgrid's edge placeholder raises the base alone: Chromium's floor leaves a track
        // no item is in an infinite growth limit, which spanning items then grow first.
        if item.isPlaceholder {
            if tracks[index].limit < tracks[index].base { tracks[index].limit = tracks[index].base }
            return
        }
        switch tracks[index].sizing.max {
        case .minContent: tracks[index].limit = raise(tracks[index].limit, to: item.minContent)
        case .maxContent, .auto: tracks[index].limit = raise(tracks[index].limit, to: item.maxContent)
        // §11.5 step 2: a fit-content() growth limit is the max-content contribution clamped by the argument.
        case .fitContent(let argument): tracks[index].limit = raise(tracks[index].limit, to: min(item.maxContent, argument))
        default: break
        }
        if tracks[index].limit < tracks[index].base { tracks[index].limit = tracks[index].base }
    }

    /// §6.6: an item's minimum contribution, where it is a content-based minimum: only an item
    /// spanning a track whose minimum is `auto` has one (in `min-content` or `max-content` tracks
    /// alone an item of auto size has its floor: padding, border and margins, as in Chromium), and
    /// where every track it spans has a fixed maximum (a percentage resolved) it is limited to
    /// those maxima and the gaps between them, never below the floor.
    func limitedMinimum(_ item: GridContribution) -> Double {
        guard let floor = item.contentMinimumFloor else { return item.minimum }
        guard item.tracks.contains(where: { tracks[$0].sizing.min == .auto }) else { return floor }
        return limitedByFixedMaxima(item)
    }

    /// `limitedMinimum` of an item with a content-based minimum that spans an auto-minimum track.
    private func limitedByFixedMaxima(_ item: GridContribution) -> Double {
        guard let floor = item.contentMinimumFloor else { return item.minimum }
        var sum = gap * Double(item.tracks.count - 1)
        for index in item.tracks {
            guard case .points(let limit) = tracks[index].sizing.max else { return item.minimum }
            sum += limit
        }
        return min(item.minimum, max(sum, floor))
    }

    /// A growth limit that was infinite becomes the contribution; a finite one grows to it.
    private func raise(_ limit: Double, to value: Double) -> Double { limit == .infinity ? value : max(limit, value) }

    /// One of §11.5 steps 3.1–3.3 for the spanning items of one span: each item's contribution
    /// beyond the spanned base sizes is planned for the spanned tracks whose min sizing function
    /// `affects` (§11.5.1, equally, up to their growth limits first), every item against the same
    /// sizes; each track then grows by the largest increase an item planned for it.
    private mutating func increaseBases(_ group: [GridContribution], of affects: (GridBreadth) -> Bool,
                                        to contribution: (GridContribution) -> Double,
                                        beyondLimits: (GridBreadth) -> Bool) {
        var planned = [Double](repeating: 0, count: tracks.count)
        for item in group {
            let affected = item.tracks.filter { affects(tracks[$0].sizing.min) }
            guard !affected.isEmpty else { continue }
            let spanGaps = gap * Double(item.tracks.count - 1)
            let extra = contribution(item) - spanGaps - item.tracks.reduce(0) { $0 + tracks[$1].base }
            guard extra > 0 else { continue }
            let beyond = affected.indices.filter { beyondLimits(tracks[affected[$0]].sizing.max) }
            let plan = distribute(extra, over: affected, sizes: affected.map { tracks[$0].base },
                                  limits: affected.map { tracks[$0].limit }, beyond: beyond.isEmpty ? nil : beyond)
            for (index, size) in zip(affected, plan) { planned[index] = max(planned[index], size - tracks[index].base) }
        }
        for index in tracks.indices where planned[index] > 0 {
            tracks[index].base += planned[index]
            if tracks[index].limit < tracks[index].base { tracks[index].limit = tracks[index].base }
        }
    }

    /// One of §11.5 steps 3.4–3.5: the same for the growth limits of the tracks whose max sizing
    /// function `affects` (an infinite limit counts as its base size, and an affected one becomes
    /// finite even when no item adds to it, so that a longer span's item does not grow it past).
    private mutating func increaseLimits(_ group: [GridContribution], of affects: (GridBreadth) -> Bool,
                                         to contribution: (GridContribution) -> Double, growable: [Bool]) {
        func limit(_ index: Int) -> Double { tracks[index].limit == .infinity ? tracks[index].base : tracks[index].limit }
        var planned = [Double](repeating: 0, count: tracks.count)
        var affectedTracks = Set<Int>()
        for item in group {
            let affected = item.tracks.filter { affects(tracks[$0].sizing.max) }
            affectedTracks.formUnion(affected)
            let spanGaps = gap * Double(item.tracks.count - 1)
            let extra = contribution(item) - spanGaps - item.tracks.reduce(0) { $0 + limit($1) }
            guard !affected.isEmpty, extra > 0 else { continue }
            // §11.5.1: a fit-content() track grows as max-content up to its argument, and no further.
            let plan = distribute(extra, over: affected, sizes: affected.map(limit), limits: affected.map { index in
                if case .fitContent(let argument) = tracks[index].sizing.max { return max(argument, limit(index)) }
                return growable[index] ? .infinity : limit(index)
            }, beyond: affected.indices.filter { !tracks[affected[$0]].sizing.max.isFitContent })
            for (index, size) in zip(affected, plan) { planned[index] = max(planned[index], size - limit(index)) }
        }
        for index in affectedTracks { tracks[index].limit = limit(index) + planned[index] }
    }

    /// §11.5.1 "Distributing Extra Space Across Spanned Tracks": equal shares, each track
    /// frozen at its limit (in Chromium's order where sets group tracks, `fillBySets`), then
    /// what is left to all of them equally, or to those at the positions `beyond` (unless
    /// `beyondLimits` is false).
    private func distribute(_ extra: Double, over indices: [Int], sizes: [Double], limits: [Double],
                            beyondLimits: Bool = true, beyond: [Int]? = nil) -> [Double] {
        var sizes = sizes
        var left = extra
        if let sets {
            fillBySets(&left, &sizes, sets: indices.map { sets[$0] }, limits: limits)
        } else {
            var unfrozen = Array(indices.indices)
            while left > 1e-9, !unfrozen.isEmpty {
                let share = left / Double(unfrozen.count)
                var stillGrowing: [Int] = []
                for i in unfrozen {
                    let grow = min(share, max(0, limits[i] - sizes[i]))
                    sizes[i] += grow
                    left -= grow
                    if grow == share { stillGrowing.append(i) }
                }
                unfrozen = stillGrowing
            }
        }
        if left > 1e-9, beyondLimits {
            let receivers = beyond ?? Array(sizes.indices)
            for i in receivers { sizes[i] += left / Double(receivers.count) }
        }
        return sizes
    }

    /// Chromium's distribution up to the limits (see `GridTrackSets`): the tracks in the order
    /// of their sets' whole room (`room × set size`, a set's tracks together, ties in track
    /// order), each taking an equal share of what is left among those not served yet, up to its
    /// own room. With every set one track this is the spec's freezing of equal shares.
    private func fillBySets(_ left: inout Double, _ sizes: inout [Double], sets: [Int], limits: [Double]) {
        let room = sizes.indices.map { max(0, limits[$0] - sizes[$0]) }
        let order = sizes.indices.filter { room[$0] > 0 }.sorted { a, b in
            let (keyA, keyB) = (room[a] * Double(sets[a]), room[b] * Double(sets[b]))
            return keyA != keyB ? keyA < keyB : a < b
        }
        for (served, i) in order.enumerated() {
            let grow = min(left / Double(order.count - served), room[i])
            sizes[i] += grow
            left -= grow
        }
    }

    /// §11.6 "Maximize Tracks": definite free space grows the bases to their limits (a
    /// max-content constraint grows them all the way).
    mutating func maximizeTracks() {
        switch space {
        case .minContent: return
        case .maxContent:
            for index in tracks.indices where tracks[index].flexFactor == nil { tracks[index].base = tracks[index].limit }
        case .definite(let available):
            let growable = tracks.indices.filter { tracks[$0].flexFactor == nil }
            let free = available - total
            guard free > 0 else { return }
            // Free space left once every track reached its limit stays free (no second pass).
            let plan = distribute(free, over: growable, sizes: growable.map { tracks[$0].base },
                                  limits: growable.map { tracks[$0].limit }, beyondLimits: false)
            for (index, size) in zip(growable, plan) { tracks[index].base = size }
        }
    }

    /// §11.7 "Expand Flexible Tracks". Without definite space the flex fraction comes from the
    /// tracks' bases and the max-content contributions of the items crossing flexible tracks.
    mutating func expandFlexibleTracks(_ items: [GridContribution]) {
        guard tracks.contains(where: { $0.flexFactor != nil }) else { return }
        let fraction: Double
        switch space {
        case .minContent: return
        case .definite(let available):
            fraction = frSize(in: 0..<tracks.count, space: available - gaps)
        case .maxContent:
            var largest = 0.0
            for track in tracks {
                if let factor = track.flexFactor { largest = max(largest, factor > 1 ? track.base / factor : track.base) }
            }
            for item in items where !item.isPlaceholder && item.tracks.contains(where: { tracks[$0].flexFactor != nil }) {
                let spanGaps = gap * Double(item.tracks.count - 1)
                largest = max(largest, frSize(in: item.tracks, space: item.maxContent - spanGaps))
            }
            fraction = largest
        }
        for index in tracks.indices {
            guard let factor = tracks[index].flexFactor else { continue }
            tracks[index].base = max(tracks[index].base, fraction * factor)
        }
    }

    /// §11.7.1 "Find the Size of an fr": flexible tracks whose base exceeds their share are
    /// treated as inflexible, until the shares hold.
    private func frSize(in range: Range<Int>, space: Double) -> Double {
        var inflexible = Set<Int>()
        while true {
            var leftover = space
            var factors = 0.0
            for index in range {
                if let factor = tracks[index].flexFactor, !inflexible.contains(index) {
                    factors += factor
                } else {
                    leftover -= tracks[index].base
                }
            }
            let fraction = max(0, leftover) / max(factors, 1)
            let violating = range.filter { index in
                guard let factor = tracks[index].flexFactor, !inflexible.contains(index) else { return false }
                return fraction * factor < tracks[index].base
            }
            if violating.isEmpty || factors == 0 { return fraction }
            inflexible.formUnion(violating)
        }
    }

    /// §11.8 "Stretch auto Tracks", for `normal` and `stretch` content distribution. Chromium
    /// stretches through its distribution of extra space: up to the growth limits first, then
    /// equally. Only where sets group tracks can Maximize Tracks have left an auto track short
    /// of its limit (`fillBySets`); elsewhere the first part changes nothing.
    mutating func stretchAutoTracks(_ distribution: AlignContent) {
        guard distribution == .normal || distribution == .stretch, let available = space.value else { return }
        let free = available - total
        let autos = tracks.indices.filter { tracks[$0].sizing.max == .auto }
        guard free > 0, !autos.isEmpty else { return }
        guard sets != nil else {
            for index in autos { tracks[index].base += free / Double(autos.count) }
            return
        }
        let plan = distribute(free, over: autos, sizes: autos.map { tracks[$0].base }, limits: autos.map { tracks[$0].limit })
        for (index, size) in zip(autos, plan) { tracks[index].base = size }
    }

    /// §10.5 `justify-content` / `align-content`: track positions after content distribution
    /// (spacing values fall back to `start` and `safe center` when the free space is negative).
    /// (`safe`: overflowing tracks start at the start edge whatever the distribution.)
    mutating func positionTracks(_ distribution: AlignContent, containerSize: Double, safe: Bool) {
        let free = containerSize - total
        let count = Double(tracks.count)
        var offset = 0.0
        var between = 0.0
        switch free < 0 && safe ? .flexStart : distribution {
        case .normal, .stretch, .flexStart: break
        case .flexEnd: offset = free
        case .center: offset = free / 2
        case .spaceBetween: if free > 0, count > 1 { between = free / (count - 1) }
        case .spaceAround:
            if free > 0 { between = free / count; offset = between / 2 }
        case .spaceEvenly:
            if free > 0 { between = free / (count + 1); offset = between }
        }
        var position = offset
        for index in tracks.indices {
            tracks[index].position = position
            position += tracks[index].base + gap + between
        }
    }

    /// Offset and size of the span `range` (gaps inside it included; never below 0, which a
    /// subgrid's tracks cut by wide gaps can reach, `SubgridTrack`).
    func area(_ range: Range<Int>) -> (start: Double, size: Double) {
        let start = tracks[range.lowerBound].position
        let last = tracks[range.upperBound - 1]
        return (start, max(0, last.position + last.base - start))
    }

    /// Size of the span `range` from bases alone (positions not yet known).
    func span(_ range: Range<Int>) -> Double {
        range.reduce(gap * Double(range.count - 1)) { $0 + tracks[$1].base }
    }
}
