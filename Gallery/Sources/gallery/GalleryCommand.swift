import ArgumentParser

/// `gallery`: renders the story catalog — every component, screen and token page of the design
/// library — to PNGs, contact sheets, a manifest and an HTML index for designers to review.
@main
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render Tessera's story catalog to PNGs, contact sheets, manifest.json and index.html.",
        discussion: "With no subcommand, renders the whole catalog in both themes at 2x into Gallery/Output.",
        subcommands: [RenderCommand.self, ListCommand.self, MergeCommand.self],
        defaultSubcommand: RenderCommand.self)
}
