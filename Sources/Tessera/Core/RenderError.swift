import TesseraLayout
import TesseraRaster
import TesseraText

/// Why a view, a scene or a Bento box cannot be rendered. Every case says what is wrong and
/// where: the view path (`Card > VStack > Text`), the JSON path (`$.body.children[2].width`) or
/// the file.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    /// A number a view or modifier was given is NaN, infinite, negative or absurd.
    case invalidValue(path: String, name: String, value: String, reason: String)
    /// Text cannot be typeset (a missing font, a bad style).
    case text(path: String, TextError)
    /// Text has characters no available font covers (they would be drawn as boxes); allowed
    /// only with `Renderer.allowsMissingGlyphs`.
    case missingCharacters(path: String, MissingCharacters)
    case image(path: String, file: String, reason: String)
    case layout(LayoutError)
    case raster(RasterError)
    case tokens(String)
    /// Two sections or two nodes of a Bento box share an ID.
    case duplicateID(String)
    /// A JSON scene is malformed, hostile or names something unknown.
    case scene(path: String, reason: String)

    public var description: String {
        switch self {
        case .invalidValue(let path, let name, let value, let reason): "\(path): \(name) \(value) \(reason)"
        case .text(let path, let error): "\(path): \(error)"
        case .missingCharacters(let path, let missing): "\(path): \(missing)"
        case .image(let path, let file, let reason): "\(path): image \"\(file)\": \(reason)"
        case .layout(let error): "layout: \(error)"
        case .raster(let error): "drawing: \(error)"
        case .tokens(let message): "tokens: \(message)"
        case .duplicateID(let message): "duplicate ID: \(message)"
        case .scene(let path, let reason): "\(path): \(reason)"
        }
    }
}
