/// A problem with a document the command read (a token file, a scene), not with its command
/// line: ArgumentParser prints it as `Error: …` and exits 1, without the usage text a
/// `ValidationError` adds (and its exit 64, which says the command line was wrong).
public struct InputError: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
