// swift-tools-version: 6.0
import PackageDescription

/// Acme's design system, built on Tessera from the outside: components of its own with brand
/// tokens layered over Tessera's defaults, a story catalog, a gallery executable and snapshot
/// tests. It uses only Tessera's public products, as any adopting team would.
let package = Package(
    name: "AcmeDesign",
    platforms: [.macOS(.v13)],
    dependencies: [
        // `name:` keeps `package: "Tessera"` valid whatever the checkout folder is called (a path
        // dependency is otherwise known by its folder's name).
        .package(name: "Tessera", path: "../.."),
    ],
    targets: [
        .target(
            name: "AcmeComponents",
            dependencies: [
                .product(name: "Tessera", package: "Tessera"),
                .product(name: "TesseraComponents", package: "Tessera"),
            ],
            resources: [.copy("BrandTokens")]),
        .target(
            name: "AcmeCatalog",
            dependencies: ["AcmeComponents", .product(name: "TesseraGallery", package: "Tessera")]),
        .executableTarget(
            name: "AcmeGallery",
            dependencies: ["AcmeCatalog", .product(name: "TesseraGallery", package: "Tessera")]),
        .testTarget(
            name: "AcmeSnapshotTests",
            dependencies: [
                "AcmeCatalog", "AcmeComponents",
                .product(name: "TesseraSnapshotTestingViews", package: "Tessera"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
