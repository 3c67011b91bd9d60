import ArgumentParser

// Placeholder until its issue lands.
struct DrawCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "draw")
}
