import Foundation
import TesseraComponents

/// The repository's token folder, found from this file's location.
let showcaseTokensURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Tokens")

/// Lays `view` out (no rasterizing: frames are all these tests read) and returns its keyed
/// frames in points and its size.
func showcaseLayout(_ view: some View, width: Double, height: Double? = nil,
                    scheme: ColorScheme = .light) throws -> (frames: [String: Rect], size: Size) {
    let renderer = try Renderer(tokens: showcaseTokensURL, colorScheme: scheme, scale: 1)
    let list = try renderer.displayList(for: view, width: width, height: height)
    return (list.frames, list.size)
}
