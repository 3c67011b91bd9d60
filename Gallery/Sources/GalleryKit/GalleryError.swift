import ConfinedFiles
import Foundation
import Tessera

/// What went wrong in the gallery itself (not in one story: those are `StoryFailure`s, reported
/// by name while the rest still render).
public enum GalleryError: Error, Equatable, CustomStringConvertible {
    case invalidArgument(String, String, String)
    case duplicateStory(String)
    case io(path: String, reason: String)
    case manifest(path: String, reason: String)
    case merge(String)

    public var description: String {
        switch self {
        case .invalidArgument(let option, let value, let reason): "\(option) \(value): \(reason)"
        case .duplicateStory(let id): "the catalog has two stories named \(id); story ids must be unique"
        case .io(let path, let reason): "\(path): \(reason)"
        case .manifest(let path, let reason): "\(path): not a gallery manifest (\(reason))"
        case .merge(let reason): "cannot merge: \(reason)"
        }
    }
}

extension GalleryError {
    /// The tokens could not be loaded into themes.
    static func tokens(_ layers: TokenLayers, _ error: RenderError) -> GalleryError {
        .io(path: layers.folders.last?.path ?? "\(layers)", reason: "\(error)")
    }

    /// A file in `folder` could not be written: its full path and why, in words (an operating
    /// system refusal says "cannot be written", not the read wording `FileAccessError` uses).
    static func writing(_ error: FileAccessError, in folder: URL) -> GalleryError {
        let reason = if case .system(let message) = error.reason { "cannot be written (\(message))" } else { error.explanation }
        return .io(path: folder.appendingPathComponent(FileAccessError.quoted(error.path)).path, reason: reason)
    }
}
