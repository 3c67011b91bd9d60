import TesseraStories
import Tessera

/// A group's stories on one page, for a glance at a whole component: name, summary and the
/// story itself in a wrapping grid, on the grouped background. A group too tall for one canvas
/// is drawn as several pages (`ContactSheetPages`), each saying which it is.
///
/// Each cell re-renders its story's view at the sheet's 1x scale rather than downsampling the
/// story's PNG: thumbnails stay vector-sharp, nothing is decoded, and the process-wide image
/// cache (which keeps every decoded file) does not grow with the catalog.
///
/// The sheet's own words (group, count, story names and summaries) are the gallery's, not the
/// library's: they are `Text(verbatim:)`, so a pseudo-locale run rewrites the stories only.
struct ContactSheetView: View {
    /// Three compact (375 pt) cells or one regular (768 pt) cell per row, with margins.
    static let width = 1_240.0

    let group: String
    let stories: [Story]
    /// Where this page's stories sit in a group split over several pages (nil: the whole group).
    var page: Page?

    struct Page: Equatable {
        /// 1-based, of `count` pages.
        var number: Int
        var count: Int
        /// The 1-based position of this page's first story in the group, of `groupStories`.
        var firstStory: Int
        var groupStories: Int
    }

    /// The key of the cell of `stories[index]`: pages are cut between rows of cells.
    static func cellKey(_ index: Int) -> String { "contact-sheet.cell.\(index)" }

    var body: some View {
        VStack(alignment: .leading, spacing: .l) {
            VStack(alignment: .leading, spacing: .xxs) {
                Text(verbatim: group).font(.largeTitle)
                Text(verbatim: countLine).font(.subheadline).foregroundColor(.secondary)
            }
            Flex(wrap: .wrap, alignItems: .flexStart, rowGap: .xl, columnGap: .l) {
                ForEach(stories.indices) { index in cell(stories[index]).key(Self.cellKey(index)) }
            }
        }
        .frame(maxWidth: .infinity, alignment: .topLeading)
        .padding(.l)
        .background(.groupedBackground)
    }

    private var countLine: String {
        guard let page else { return "\(stories.count) \(stories.count == 1 ? "story" : "stories")" }
        let last = page.firstStory + stories.count - 1
        let range = last == page.firstStory ? "Story \(last)" : "Stories \(page.firstStory)–\(last)"
        return "\(range) of \(page.groupStories) · page \(page.number) of \(page.count)"
    }

    private func cell(_ story: Story) -> some View {
        let (width, height): (Double, Double?) = switch story.size {
        case .width(let width): (width, nil)
        case .screen(let width, let height): (width, height)
        }
        return VStack(alignment: .leading, spacing: .xs) {
            Text(verbatim: story.name).font(.headline).lineLimit(1)
            Text(verbatim: story.summary).font(.caption1).foregroundColor(.secondary).lineLimit(2)
            story.make()
                .frame(width: width, height: height, alignment: .topLeading)
                .background(.background)
                .clipShape(Rectangle())
                .border(.cardBorder)
        }
        .frame(width: width, alignment: .topLeading)
    }
}
