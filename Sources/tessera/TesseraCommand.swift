import ArgumentParser

/// `tessera`: the command-line face of the library — draw display lists, lay out node trees,
/// typeset text and check design tokens, JSON in and JSON/PNG out.
@main
struct TesseraCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tessera",
        abstract: "Lay out and render design-system components to PNG, headless.",
        subcommands: [DrawCommand.self, TextCommand.self, LayoutCommand.self, TokensCommand.self, RenderCommand.self,
                      AuditCommand.self])
}
