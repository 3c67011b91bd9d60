import TesseraStories
import Tessera

/// A group's contact sheet as one image, or as several pages when one would exceed the canvas.
///
/// At the largest text sizes some groups (a tall screen at every device size) pass 16,384
/// points even at the sheet's 1x, past what one canvas holds (`CanvasLimit`).
///
/// Such a sheet is split rather than scaled down: a designer opens the largest-text gallery to
/// read the large text, and a sheet shrunk to fit would show it at the size of the default text
/// (or smaller), hiding exactly what it is there to show. Pages break between rows of cells, so
/// every thumbnail stays whole and at 1x, and each page names its stories ("Stories 4–6 of 12 ·
/// page 2 of 3"). A sheet that fits is drawn exactly as before (same view, same bytes).
enum ContactSheetPages {
    /// The display list of the sheet of `stories` as one image, or of its pages in order when it
    /// does not fit one canvas (a page holding one row taller than the canvas fails when drawn,
    /// with the canvas's error).
    static func lists(group: String, stories: [Story], with renderer: Renderer) throws(RenderError) -> [RenderedList] {
        let width = ContactSheetView.width
        let whole = try renderer.displayList(for: ContactSheetView(group: group, stories: stories), width: width)
        let limit = CanvasLimit.maximumHeight(width: width, renderer: renderer)
        guard whole.size.height > limit else { return [whole] }
        let pages = split(rows: try rows(of: whole, count: stories.count), sheetHeight: whole.size.height, limit: limit)
        var lists: [RenderedList] = []
        for (index, range) in pages.enumerated() {
            let page = ContactSheetView.Page(number: index + 1, count: pages.count, firstStory: range.lowerBound + 1,
                                             groupStories: stories.count)
            lists.append(try renderer.displayList(for: ContactSheetView(group: group, stories: Array(stories[range]), page: page), width: width))
        }
        return lists
    }

    /// A wrapped line of cells: the stories it holds and where it starts and ends on the sheet.
    struct Row: Equatable {
        var stories: Range<Int>
        var top: Double
        var bottom: Double
    }

    /// The sheet's rows of cells, from the cells' keyed frames (cells wrap in story order, and
    /// a new row starts lower than the previous one).
    static func rows(of sheet: RenderedList, count: Int) throws(RenderError) -> [Row] {
        var rows: [Row] = []
        for index in 0..<count {
            guard let frame = sheet.frames[ContactSheetView.cellKey(index)] else {
                throw .invalidValue(path: "contact sheet", name: ContactSheetView.cellKey(index), value: "missing",
                                    reason: "every cell must be laid out to split the sheet into pages")
            }
            if let last = rows.last, frame.minY < last.bottom {
                rows[rows.count - 1].stories = last.stories.lowerBound..<(index + 1)
                rows[rows.count - 1].bottom = max(last.bottom, frame.maxY)
            } else {
                rows.append(Row(stories: index..<(index + 1), top: frame.minY, bottom: frame.maxY))
            }
        }
        return rows
    }

    /// Rows packed greedily into pages no taller than `limit`: every page keeps the sheet's head
    /// (title and count above the first row) and foot (the margin below the last).
    static func split(rows: [Row], sheetHeight: Double, limit: Double) -> [Range<Int>] {
        guard let first = rows.first, let last = rows.last else { return [] }
        let chrome = first.top + (sheetHeight - last.bottom)
        var pages: [Range<Int>] = []
        var start = 0
        for index in rows.indices.dropFirst() where chrome + rows[index].bottom - rows[start].top > limit {
            pages.append(rows[start].stories.lowerBound..<rows[index - 1].stories.upperBound)
            start = index
        }
        pages.append(rows[start].stories.lowerBound..<last.stories.upperBound)
        return pages
    }
}
