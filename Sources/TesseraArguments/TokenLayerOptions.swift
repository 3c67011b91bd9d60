import ArgumentParser
import Foundation
import Tessera

/// Which tokens a command reads: Tessera's bundled defaults when no folder is given; a folder
/// instead of them; or, with `--over-defaults`, a folder layered over them (a brand's own tokens).
/// Shared by `tessera` and every gallery, so both spell it alike.
public struct TokenLayerOptions: ParsableArguments {
    @Flag(help: "Layer the token folder over Tessera's default tokens instead of replacing them.")
    public var overDefaults = false

    public init() {}

    public func layers(_ directory: String?) throws -> TokenLayers {
        guard let directory else {
            if overDefaults { throw ValidationError("--over-defaults needs a token folder to layer") }
            return .defaults
        }
        let folder = URL(fileURLWithPath: directory)
        return overDefaults ? .defaults.overlaid(by: folder) : .folder(folder)
    }

    /// The loaded layers; a problem becomes the command's error message.
    public func library(_ directory: String?) throws -> TokenLibrary {
        do { return try layers(directory).library() } catch let error as TokenErrors { throw InputError(error.description) }
    }
}
