import ArgumentParser
import TesseraStories

/// `gallery`: renders a package's story catalog to PNGs, contact sheets, a manifest and an HTML
/// index for designers to review, lists it, merges shard outputs, compares two runs and approves
/// the changes as snapshot references.
///
/// A package gets the whole command line from its catalog in its own executable target:
///
/// ```swift
/// import AcmeCatalog
/// import TesseraGallery
///
/// @main enum AcmeGallery {
///     static func main() { GalleryCommand<AcmeCatalog>.main() }
/// }
/// ```
///
/// or mounts it under a tool of its own (`subcommands: [GalleryCommand<AcmeCatalog>.self]`).
public struct GalleryCommand<Catalog: StoryCatalog>: ParsableCommand {
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "gallery",
            abstract: "Render the story catalog to PNGs, contact sheets, manifest.json and index.html.",
            discussion: "With no subcommand, renders the whole catalog in both themes at 2x into Gallery/Output.",
            subcommands: [RenderCommand<Catalog>.self, ListCommand<Catalog>.self, MergeCommand.self, CompareCommand.self, ApproveCommand.self],
            defaultSubcommand: RenderCommand<Catalog>.self)
    }

    public init() {}
}
