// swift-tools-version: 6.0
import PackageDescription

/// A quick conformance check outside the test suite: builds only TesseraLayout and the JSON reader
/// it imports (through the Sources/TesseraLayout and Sources/TesseraJSON symlinks, since a package
/// cannot reach outside its folder) and a small executable that compares fixture files with the
/// engine. Seconds to rebuild, for iterating.
let package = Package(
    name: "check",
    targets: [
        .target(name: "TesseraJSON"),
        .target(name: "TesseraLayout", dependencies: ["TesseraJSON"]),
        .executableTarget(name: "check", dependencies: ["TesseraLayout", "TesseraJSON"]),
    ]
)
