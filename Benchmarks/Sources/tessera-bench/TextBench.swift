import ArgumentParser

// Placeholder until its issue lands.
struct TextBench: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "text")
}
