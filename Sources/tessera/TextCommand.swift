import ArgumentParser

// Placeholder until its issue lands.
struct TextCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "text")
}
