/// Checks a style's grid numbers before layout (as `validate` does the rest): a NaN track size,
/// a flexible minimum or a line number past the limits becomes an error naming the property,
/// not a wrong frame or millions of tracks.
extension GridStyle {
    func validate(node: Int) throws(LayoutError) {
        let limit = GridLimits.maximumLine
        func breadth(_ value: GridBreadth, _ name: StaticString, isMin: Bool) throws(LayoutError) {
            switch value {
            case .points(let v), .percent(let v), .fr(let v), .fitContent(let v), .fitContentPercent(let v):
                if !v.isFinite || v < 0 || v > maximumLength { throw .invalidStyle(node: node, property: "\(name)", value: v) }
                if isMin, case .fr = value { throw .invalidStyle(node: node, property: "\(name) (a flexible minimum)", value: v) }
                if isMin, value.isFitContent { throw .invalidStyle(node: node, property: "\(name) (a fit-content() minimum)", value: v) }
            case .auto, .minContent, .maxContent: break
            }
        }
        func sizes(_ list: [GridTrackSize], _ name: StaticString) throws(LayoutError) {
            for size in list {
                try breadth(size.min, name, isMin: true)
                try breadth(size.max, name, isMin: false)
            }
        }
        func tracks(_ list: [GridTrack], _ name: StaticString) throws(LayoutError) {
            var count = 0
            var autoRepeats = 0
            for track in list {
                switch track {
                case .autoRepeat(_, let pattern):
                    autoRepeats += 1
                    if autoRepeats > 1 || pattern.isEmpty {
                        throw .invalidStyle(node: node, property: "\(name) (one repeat(auto-fill or auto-fit) of one or more sizes)", value: Double(autoRepeats))
                    }
                    try sizes(pattern, name)
                    count += pattern.count
                case .single(let size):
                    try sizes([size], name)
                    count += 1
                case .repeated(let repeats, let pattern):
                    if repeats < 1 || repeats > limit || pattern.isEmpty {
                        throw .invalidStyle(node: node, property: "\(name) (repeat count)", value: Double(repeats))
                    }
                    try sizes(pattern, name)
                    count += repeats * pattern.count
                }
                if count > GridLimits.maximumTrackList { throw .invalidStyle(node: node, property: "\(name) (track count)", value: Double(count)) }
            }
            if let loose = GridTrack.firstLooseBesideAutoRepeat(in: list) {
                throw .invalidStyle(node: node, property: "\(name) (track \(loose + 1): beside repeat(auto-fill or auto-fit) only fixed sizes, a length or percentage on one side at least)", value: Double(loose + 1))
            }
        }
        func line(_ value: GridLine, _ name: StaticString) throws(LayoutError) {
            switch value {
            case .auto: break
            case .line(let n):
                if n == 0 || abs(n) > limit { throw .invalidStyle(node: node, property: "\(name)", value: Double(n)) }
            case .span(let n), .spanNamed(_, let n):
                if n < 1 || n > limit { throw .invalidStyle(node: node, property: "\(name) (span)", value: Double(n)) }
            case .named(_, let n):
                if n == 0 || abs(n) > limit { throw .invalidStyle(node: node, property: "\(name)", value: Double(n)) }
            case .area: break
            }
            switch value {
            case .area(let text), .named(let text, _), .spanNamed(let text, _): try lineName(text, name)
            default: break
            }
        }
        func lineName(_ text: String, _ name: StaticString) throws(LayoutError) {
            let length = text.count
            if length == 0 || length > GridLineNames.maximumNameLength {
                throw .invalidStyle(node: node, property: "\(name) (name length)", value: Double(length))
            }
        }
        func names(_ names: GridLineNames, _ name: StaticString) throws(LayoutError) {
            let lists = names.lines + names.repeated.joined()
            let count = lists.reduce(0) { $0 + $1.count }
            if count > limit { throw .invalidStyle(node: node, property: "\(name) (name count)", value: Double(count)) }
            for list in lists { for text in list { try lineName(text, name) } }
        }
        try tracks(templateColumns, "grid.templateColumns")
        try tracks(templateRows, "grid.templateRows")
        try sizes(autoColumns, "grid.autoColumns")
        try sizes(autoRows, "grid.autoRows")
        try line(row.start, "grid.row.start")
        try line(row.end, "grid.row.end")
        try line(column.start, "grid.column.start")
        try line(column.end, "grid.column.end")
        try names(columnLineNames, "grid.columnLineNames")
        try names(rowLineNames, "grid.rowLineNames")
    }
}
