import ArgumentParser

// Placeholder until its issue lands.
struct RasterBench: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "raster")
}
