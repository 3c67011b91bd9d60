import Foundation
import TesseraJSON

/// A JSON scene: server-driven UI. A document holds an optional canvas `width`/`height` (points)
/// and a `body` view; views are stacks, text, images, shapes and registered design-library
/// components, each with an ordered list of modifiers (see docs/scenes.md).
///
/// Scenes may come from untrusted senders: parsing is bounded by `SceneLimits`, image files
/// resolve only inside the asset root the caller chooses, and every error names its JSON path.
public struct Scene {
    public let width: Double?
    public let height: Double?
    let body: SceneJSON
    public let limits: SceneLimits

    /// Parses a scene file's bytes.
    public init(json bytes: [UInt8], limits: SceneLimits = .default) throws(RenderError) {
        guard bytes.count <= limits.maximumBytes else {
            throw .scene(path: "$", reason: "the scene is \(bytes.count) bytes, over the limit of \(limits.maximumBytes)")
        }
        let json: SceneJSON
        do {
            json = try JSONParser.parse(bytes, maximumDepth: limits.maximumDepth).value
        } catch {
            throw .scene(path: "$ (byte \(error.location.offset))", reason: "invalid JSON: \(error.message)")
        }
        let document = try SceneObject(json, path: "$")
        try document.checkKnown(["width", "height", "body"])
        width = try document.optionalNumber("width")
        height = try document.optionalNumber("height")
        for (name, value) in [("width", width), ("height", height)] {
            if let value, !(value.isFinite && value > 0 && value <= limits.maximumSide) {
                throw .scene(path: "$.\(name)", reason: "must be a number in (0, \(Int(limits.maximumSide))] points")
            }
        }
        body = try document.required("body")
        self.limits = limits
    }
}
