import GalleryCatalog
import Tessera

/// A group's stories on one page, for a glance at a whole component: name, summary and the
/// story itself in a wrapping grid, on the grouped background.
///
/// Each cell re-renders its story's view at the sheet's 1x scale rather than downsampling the
/// story's PNG: thumbnails stay vector-sharp, nothing is decoded, and the process-wide image
/// cache (which keeps every decoded file) does not grow with the catalog.
struct ContactSheetView: View {
    /// Three compact (375 pt) cells or one regular (768 pt) cell per row, with margins.
    static let width = 1_240.0

    let group: String
    let stories: [Story]

    var body: some View {
        VStack(alignment: .leading, spacing: .l) {
            VStack(alignment: .leading, spacing: .xxs) {
                Text(group).font(.largeTitle)
                Text("\(stories.count) \(stories.count == 1 ? "story" : "stories")").font(.subheadline).foregroundColor(.secondary)
            }
            Flex(wrap: .wrap, alignItems: .flexStart, rowGap: .xl, columnGap: .l) {
                ForEach(stories.indices) { index in cell(stories[index]) }
            }
        }
        .frame(maxWidth: .infinity, alignment: .topLeading)
        .padding(.l)
        .background(.groupedBackground)
    }

    private func cell(_ story: Story) -> some View {
        let (width, height): (Double, Double?) = switch story.size {
        case .width(let width): (width, nil)
        case .screen(let width, let height): (width, height)
        }
        return VStack(alignment: .leading, spacing: .xs) {
            Text(story.name).font(.headline).lineLimit(1)
            Text(story.summary).font(.caption1).foregroundColor(.secondary).lineLimit(2)
            story.make()
                .frame(width: width, height: height, alignment: .topLeading)
                .background(.background)
                .clipShape(Rectangle())
                .border(.cardBorder)
        }
        .frame(width: width, alignment: .topLeading)
    }
}
