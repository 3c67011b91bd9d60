import ArgumentParser

// Placeholder until its issue lands.
struct LayoutBench: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "layout")
}
