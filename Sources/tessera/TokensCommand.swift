import ArgumentParser

// Placeholder until its issue lands.
struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "tokens")
}
