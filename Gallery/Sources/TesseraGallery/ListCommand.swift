import ArgumentParser
import GalleryKit
import TesseraStories

/// `gallery list`: every story id with its size and summary, in catalog order.
struct ListCommand<Catalog: StoryCatalog>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "list", abstract: "List the catalog's stories (group/name, size, summary).")
    }

    @Option(help: "Only stories whose group/name matches this glob (* and ?).")
    var filter: String?

    func run() {
        let pattern = filter.map(GlobPattern.init)
        for story in Catalog.stories where pattern?.matches(story.id) ?? true {
            let size = switch story.size {
            case .width(let width): "width \(Int(width))"
            case .screen(let width, let height): "screen \(Int(width))×\(Int(height))"
            }
            print("\(story.id)\t\(size)\t\(story.summary)")
        }
    }
}
