import ArgumentParser

// Placeholder until its issue lands.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "layout")
}
