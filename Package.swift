// swift-tools-version: 6.0
import PackageDescription

/// Tessera: lays out and renders design-system components to PNG, headless.
///
/// Layering (lower layers never import higher ones; Layout and Raster never import each other):
/// JSON and ConfinedFiles (alone) → Raster (Geometry, JSON, ConfinedFiles) → Text; Layout (JSON only);
/// Tokens (Geometry, JSON) → Tessera → Components → Showcase; Tessera → TesseraStories → GalleryKit
/// → TesseraGallery (the command line).
///
/// Products are what adopters build on. Tessera's own catalog (GalleryCatalog) and showcase screens
/// (TesseraShowcase) are demo content, so they are targets only: their stories and screens change
/// with the design library and must not become anyone's API.
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
        // A package's catalog (TesseraStories: Story, StoryCatalog) as the `gallery` command line.
        .library(name: "TesseraGallery", targets: ["TesseraGallery", "TesseraStories"]),
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
        // libhyphen has no pkg-config file, so the module map links it by name.
        .systemLibrary(
            name: "CHyphen",
            providers: [.apt(["libhyphen-dev"])]),
        .systemLibrary(
            name: "CFriBidi", pkgConfig: "fribidi",
            providers: [.apt(["libfribidi-dev"])]),
        // libpng decodes; Tessera's own writer encodes with libdeflate (Debian's libdeflate-dev).
        .target(
            name: "CPNG",
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("deflate")]),
        // glibc's malloc tuning (malloc.h), for ImageMemory.
        .target(name: "CAllocator"),

        // MARK: Tessera modules
        .target(name: "TesseraGeometry"),
        // The rasterizer's blend kernel, in C to pick AVX2 at run time (see its header).
        .target(name: "CRasterKernels"),
        .target(name: "TesseraRaster", dependencies: ["TesseraGeometry", "TesseraJSON", "ConfinedFiles", "CPNG", "CRasterKernels", "CAllocator"]),
        .target(
            name: "TesseraText",
            dependencies: [
                "TesseraGeometry", "TesseraRaster", "CFreeType", "CHarfBuzz", "CFontconfig", "CUnibreak",
                "CFriBidi", "CThai", "CHyphen",
            ]),
        // Paths from documents confined to their folder, regular files only, reads capped: shared by
        // every module that opens a file a document names, and dependency-free so all of them can.
        .target(name: "ConfinedFiles"),
        // One strict JSON reader with source positions for layout documents, tokens, scenes and
        // display lists.
        .target(name: "TesseraJSON"),
        .target(name: "TesseraLayout", dependencies: ["TesseraJSON"]),
        .target(name: "TesseraTokens", dependencies: ["TesseraGeometry", "TesseraJSON", "ConfinedFiles"]),
        .target(
            name: "Tessera",
            dependencies: [
                "TesseraGeometry", "TesseraRaster", "TesseraText", "TesseraJSON", "TesseraLayout", "TesseraTokens",
                "ConfinedFiles",
            ],
            // Tessera's design tokens ship with the library, so a renderer needs no folder of its
            // own (`Renderer(colorScheme:)`); the one copy in git is this folder.
            resources: [.copy("Resources/Tokens")]),
        .target(name: "TesseraComponents", dependencies: ["Tessera"]),
        .target(name: "TesseraShowcase", dependencies: ["TesseraComponents"]),
        // How a package declares its catalog; below both the gallery and the snapshot helpers.
        .target(name: "TesseraStories", dependencies: ["Tessera"], path: "Gallery/Sources/TesseraStories"),
        .target(
            name: "GalleryCatalog",
            dependencies: ["TesseraStories", "Tessera", "TesseraComponents", "TesseraShowcase"],
            path: "Gallery/Catalog"),
        // SHA-256's block function on the x86 SHA extensions, for the manifest's fingerprints
        // (GalleryKit's `SHA256` falls back to its Swift one).
        .target(name: "CSHA256", path: "Gallery/Sources/CSHA256"),
        .target(
            name: "GalleryKit",
            dependencies: ["TesseraStories", "Tessera", "TesseraJSON", "HTMLEscaping", "ConfinedFiles", "TesseraPixelDiff", "CSHA256"],
            path: "Gallery/Sources/GalleryKit"),
        .target(
            name: "TesseraGallery",
            dependencies: [
                "GalleryKit", "TesseraStories", "Tessera", "TesseraArguments",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Gallery/Sources/TesseraGallery"),
        .target(name: "TesseraSnapshotTesting", dependencies: ["TesseraGeometry", "TesseraRaster", "TesseraText", "HTMLEscaping", "TesseraPixelDiff"]),
        // The pixel comparison (pixelmatch's), shared by the snapshot helpers and `gallery compare`
        // without the gallery linking XCTest and Testing.
        .target(name: "TesseraPixelDiff", dependencies: ["TesseraRaster"]),
        // HTML entities for the gallery index and the failure report, shared without either
        // depending on the other.
        .target(name: "HTMLEscaping"),
        // Views meet the comparison engine here, so the engine itself stays renderer-agnostic.
        .target(name: "TesseraSnapshotTestingViews", dependencies: ["TesseraSnapshotTesting", "Tessera", "TesseraStories", "TesseraText"]),

        // MARK: Executables
        // Timing and medians for the executables' measurements (`--repeat`, tessera-bench); a
        // target of its own so no library depends on it and neither tool depends on the other.
        .target(name: "Stopwatch"),
        // The spellings of --theme, --direction, --text-size and their lists, shared by `tessera`
        // and every `gallery` so the tools take the same words.
        .target(
            name: "TesseraArguments",
            dependencies: ["Tessera", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .executableTarget(
            name: "tessera",
            dependencies: [
                "TesseraGeometry", "TesseraRaster", "TesseraText", "TesseraJSON", "TesseraLayout", "TesseraTokens",
                "Tessera", "TesseraComponents", "Stopwatch", "TesseraArguments", "ConfinedFiles",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(
            name: "tessera-bench",
            dependencies: [
                "TesseraGeometry", "TesseraRaster", "TesseraText", "TesseraJSON", "TesseraLayout", "Stopwatch",
                "ConfinedFiles", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Benchmarks/Sources/tessera-bench"),
        .executableTarget(
            name: "gallery",
            dependencies: ["TesseraGallery", "GalleryCatalog"],
            path: "Gallery/Sources/gallery"),

        // MARK: Tests
        .testTarget(name: "TesseraGeometryTests", dependencies: ["TesseraGeometry"]),
        .testTarget(name: "TesseraRasterTests", dependencies: ["TesseraRaster", "TesseraJSON", "ConfinedFiles", "TestRandom"]),
        .testTarget(name: "TesseraTextTests", dependencies: ["TesseraText"]),
        .testTarget(name: "TesseraJSONTests", dependencies: ["TesseraJSON"]),
        .testTarget(name: "ConfinedFilesTests", dependencies: ["ConfinedFiles"]),
        // The seeded generator property tests and the fuzzer share (one copy of SplitMix64).
        .target(name: "TestRandom", path: "Tests/TestRandom"),
        .testTarget(
            name: "TesseraLayoutTests", dependencies: ["TesseraLayout", "TesseraJSON", "TestRandom"],
            resources: [.copy("Fixtures")]),
        .testTarget(
            name: "TesseraTokensTests", dependencies: ["TesseraTokens", "TesseraJSON"],
            resources: [.copy("Broken")]),
        .testTarget(name: "TesseraTests", dependencies: ["Tessera", "TesseraTokens"]),
        .testTarget(name: "TesseraComponentsTests", dependencies: ["TesseraComponents"]),
        .testTarget(name: "TesseraShowcaseTests", dependencies: ["TesseraShowcase", "TesseraComponents"]),
        .testTarget(name: "GalleryTests", dependencies: ["GalleryKit", "GalleryCatalog", "TesseraGallery", "TesseraArguments"]),
        .testTarget(
            name: "TesseraSnapshotTestingTests",
            dependencies: ["TesseraSnapshotTesting", "TesseraRaster", "TesseraGeometry", "TesseraText"]),
        .testTarget(name: "TesseraCLITests", dependencies: ["tessera"]),
        // Random and mutated documents for every reader, bounded in time (see its doc comment
        // for running it longer).
        .testTarget(
            name: "FuzzTests",
            dependencies: [
                "Tessera", "TesseraComponents", "TesseraJSON", "TesseraLayout", "TesseraRaster", "TesseraTokens", "ConfinedFiles",
                "TestRandom",
            ]),
        .testTarget(
            name: "SnapshotTests",
            dependencies: [
                "GalleryCatalog", "TesseraSnapshotTesting", "TesseraSnapshotTestingViews", "Tessera", "TesseraComponents",
            ]),
    ],
    swiftLanguageModes: [.v6]
)
