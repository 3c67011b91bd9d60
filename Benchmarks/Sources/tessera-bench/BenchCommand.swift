import ArgumentParser

/// `tessera-bench`: times Tessera's scenes in release builds; the Python peers in
/// `Benchmarks/peers/` time the same scenes with Skia, Cairo, Yoga, Taffy and HarfBuzz.
@main
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tessera-bench",
        abstract: "Time Tessera's benchmark scenes (build with -c release).",
        subcommands: [RasterBench.self, TextBench.self, LayoutBench.self, PNGBench.self])
}
