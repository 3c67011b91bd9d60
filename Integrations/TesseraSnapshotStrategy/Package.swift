// swift-tools-version: 6.0
import PackageDescription

/// A swift-snapshot-testing strategy for Tessera views:
/// `assertSnapshot(of: view, as: .tessera(width: 375, theme: .dark))`.
///
/// A package of its own, beside Tessera rather than a product of it, so that a team that never
/// uses swift-snapshot-testing never fetches it (a package's dependencies are resolved for every
/// client, whichever products it uses).
let package = Package(
    name: "TesseraSnapshotStrategy",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "TesseraSnapshotStrategy", targets: ["TesseraSnapshotStrategy"]),
    ],
    dependencies: [
        .package(name: "Tessera", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
    ],
    targets: [
        .target(
            name: "TesseraSnapshotStrategy",
            dependencies: [
                .product(name: "Tessera", package: "Tessera"),
                .product(name: "TesseraSnapshotTesting", package: "Tessera"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),
        .testTarget(
            name: "TesseraSnapshotStrategyTests",
            dependencies: [
                "TesseraSnapshotStrategy",
                .product(name: "Tessera", package: "Tessera"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
