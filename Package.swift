// swift-tools-version: 6.0
import PackageDescription

/// Tessera: lays out and renders design-system components to PNG, headless.
///
/// Layering (lower layers never import higher ones; Layout and Raster never import each other):
/// Geometry → Raster → Text; JSON (alone) → Layout (JSON only); Tokens (Geometry, JSON) → Tessera → Components
/// → Showcase.
let package = Package(
    name: "Tessera",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "TesseraGeometry", targets: ["TesseraGeometry"]),
        .library(name: "TesseraRaster", targets: ["TesseraRaster"]),
        .library(name: "TesseraText", targets: ["TesseraText"]),
        .library(name: "TesseraJSON", targets: ["TesseraJSON"]),
        .library(name: "ConfinedFiles", targets: ["ConfinedFiles"]),
        .library(name: "TesseraLayout", targets: ["TesseraLayout"]),
        .library(name: "TesseraTokens", targets: ["TesseraTokens"]),
        .library(name: "Tessera", targets: ["Tessera"]),
        .library(name: "TesseraComponents", targets: ["TesseraComponents"]),
        .library(name: "GalleryCatalog", targets: ["GalleryCatalog"]),
        .library(name: "TesseraShowcase", targets: ["TesseraShowcase"]),
        .library(name: "TesseraSnapshotTesting", targets: ["TesseraSnapshotTesting"]),
        .library(name: "TesseraSnapshotTestingViews", targets: ["TesseraSnapshotTestingViews"]),
        .executable(name: "tessera", targets: ["tessera"]),
        .executable(name: "tessera-bench", targets: ["tessera-bench"]),
        .executable(name: "gallery", targets: ["gallery"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // MARK: System-library shims
        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(
            name: "CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(
            name: "CFontconfig", pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(
            name: "CUnibreak", pkgConfig: "libunibreak",
            providers: [.apt(["libunibreak-dev"])]),
        .systemLibrary(
            name: "CThai", pkgConfig: "libthai",
            providers: [.apt(["libthai-dev"])]),
        .systemLibrary(
            name: "CFriBidi", pkgConfig: "fribidi",
            providers: [.apt(["libfribidi-dev"])]),
        .target(
            name: "CPNG",
            linkerSettings: [.linkedLibrary("png16")]),

        // MARK: Tessera modules
        .target(name: "TesseraGeometry"),
        .target(name: "TesseraRaster", dependencies: ["TesseraGeometry", "CPNG"]),
        .target(
            name: "TesseraText",
            dependencies: [
                "TesseraGeometry", "TesseraRaster", "CFreeType", "CHarfBuzz", "CFontconfig", "CUnibreak",
                "CFriBidi", "CThai",
            ]),
        // Paths from documents confined to their folder, regular files only, reads capped: shared by
        // every module that opens a file a document names, and dependency-free so all of them can.
        .target(name: "ConfinedFiles"),
        // One strict JSON reader with source positions for layout documents, tokens and scenes.
        .target(name: "TesseraJSON"),
        .target(name: "TesseraLayout", dependencies: ["TesseraJSON"]),
        .target(name: "TesseraTokens", dependencies: ["TesseraGeometry", "TesseraJSON"]),
        .target(
            name: "Tessera",
            dependencies: [
                "TesseraGeometry", "TesseraRaster", "TesseraText", "TesseraJSON", "TesseraLayout", "TesseraTokens",
            ]),
        .target(name: "TesseraComponents", dependencies: ["Tessera"]),
        .target(name: "TesseraShowcase", dependencies: ["TesseraComponents"]),
        .target(
            name: "GalleryCatalog",
            dependencies: ["Tessera", "TesseraComponents", "TesseraShowcase"],
            path: "Gallery/Catalog"),
        .target(name: "GalleryKit", dependencies: ["GalleryCatalog", "Tessera", "HTMLEscaping"], path: "Gallery/Sources/GalleryKit"),
        .target(name: "TesseraSnapshotTesting", dependencies: ["TesseraGeometry", "TesseraRaster", "TesseraText", "HTMLEscaping"]),
        // HTML entities for the gallery index and the failure report, shared without either
        // depending on the other.
        .target(name: "HTMLEscaping"),
        // Views meet the comparison engine here, so the engine itself stays renderer-agnostic.
        .target(name: "TesseraSnapshotTestingViews", dependencies: ["TesseraSnapshotTesting", "Tessera"]),

        // MARK: Executables
        // Timing and medians for the executables' measurements (`--repeat`, tessera-bench); a
        // target of its own so no library depends on it and neither tool depends on the other.
        .target(name: "Stopwatch"),
        .executableTarget(
            name: "tessera",
            dependencies: [
                "TesseraGeometry", "TesseraRaster", "TesseraText", "TesseraJSON", "TesseraLayout", "TesseraTokens",
                "Tessera", "TesseraComponents", "Stopwatch",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(
            name: "tessera-bench",
            dependencies: [
                "TesseraGeometry", "TesseraRaster", "TesseraText", "TesseraJSON", "TesseraLayout", "Stopwatch",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Benchmarks/Sources/tessera-bench"),
        .executableTarget(
            name: "gallery",
            dependencies: [
                "GalleryKit", "GalleryCatalog", "Tessera",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Gallery/Sources/gallery"),

        // MARK: Tests
        .testTarget(name: "TesseraGeometryTests", dependencies: ["TesseraGeometry"]),
        .testTarget(name: "TesseraRasterTests", dependencies: ["TesseraRaster"]),
        .testTarget(name: "TesseraTextTests", dependencies: ["TesseraText"]),
        .testTarget(name: "TesseraJSONTests", dependencies: ["TesseraJSON"]),
        .testTarget(name: "ConfinedFilesTests", dependencies: ["ConfinedFiles"]),
        .testTarget(
            name: "TesseraLayoutTests", dependencies: ["TesseraLayout", "TesseraJSON"],
            resources: [.copy("Fixtures")]),
        .testTarget(
            name: "TesseraTokensTests", dependencies: ["TesseraTokens", "TesseraJSON"],
            resources: [.copy("Broken")]),
        .testTarget(name: "TesseraTests", dependencies: ["Tessera"]),
        .testTarget(name: "TesseraComponentsTests", dependencies: ["TesseraComponents"]),
        .testTarget(name: "TesseraShowcaseTests", dependencies: ["TesseraShowcase", "TesseraComponents"]),
        .testTarget(name: "GalleryTests", dependencies: ["GalleryKit", "GalleryCatalog"]),
        .testTarget(
            name: "TesseraSnapshotTestingTests",
            dependencies: ["TesseraSnapshotTesting", "TesseraRaster", "TesseraGeometry", "TesseraText"]),
        .testTarget(
            name: "SnapshotTests",
            dependencies: [
                "GalleryCatalog", "TesseraSnapshotTesting", "TesseraSnapshotTestingViews", "Tessera", "TesseraComponents",
            ]),
    ],
    swiftLanguageModes: [.v6]
)
