import Foundation
import TesseraComponents

/// Lays `view` out (no rasterizing: frames are all these tests read) and returns its keyed
/// frames in points and its size.
func showcaseLayout(_ view: some View, width: Double, height: Double? = nil,
                    scheme: ColorScheme = .light) throws -> (frames: [String: Rect], size: Size) {
    let renderer = try Renderer(colorScheme: scheme, scale: 1)
    let list = try renderer.displayList(for: view, width: width, height: height)
    return (list.frames, list.size)
}
