import ConfinedFiles
import Foundation
import TesseraText

/// `manifest.json`: what a gallery run made, in catalog order — every image with its story,
/// pixel size, SHA-256 and render time, the contact sheets, the stories that failed, and the font
/// files the run's text was drawn with.
///
/// It is the input of `index.html` (with `audit.json`) and of `gallery merge`, so shards rendered on different
/// machines join into one index. Everything in it but `renderMilliseconds` is deterministic.
public struct Manifest: Codable, Equatable, Sendable {
    public struct Settings: Codable, Equatable, Sendable {
        public var scale: Int
        public var themes: [String]
        /// `TextSize` raw values; every story is rendered at each (with each theme and direction).
        public var textSizes: [String]
        /// `LayoutDirection` raw values.
        public var layoutDirections: [String]
        /// BCP 47 tags; every story is rendered in each (with each theme and text size, and each
        /// direction but for a locale of its own direction, `ar-XB`). Absent in manifests
        /// written before locales, which were all drawn in `en-US`.
        public var locales: [String]?
        public var filter: String?
        /// "K/N"; "1/1" for a whole catalog or a merged one.
        public var shard: String
    }

    public struct Image: Codable, Equatable, Sendable {
        /// The story's group ("Atoms/Button").
        public var story: String
        /// The variant's name within the group.
        public var variant: String
        public var summary: String
        /// Position of the story in the whole catalog: merged shards sort back into catalog order.
        public var order: Int
        public var theme: String
        /// The image's text size and layout direction (`TextSize` and `LayoutDirection` raw
        /// values): with story, variant, theme and scale, what tells images of one run apart.
        public var textSize: String
        public var layoutDirection: String
        /// The locale it was drawn in (BCP 47: `en-US`, a pseudo-locale `en-XA`, `ar-XB`).
        /// Absent in manifests written before locales, whose images were all drawn in `en-US`.
        public var locale: String?
        public var scale: Int
        /// The part's number and the story's part count, when the story is too tall for one
        /// canvas and is drawn in parts from top to bottom (absent for a story of one image).
        public var part: Int?
        public var parts: Int?
        /// Relative to the manifest's folder.
        public var file: String
        public var width: Int
        public var height: Int
        public var sha256: String
        /// Render and PNG encoding, on one core (the only field that varies between runs); a
        /// story's parts share its time equally.
        public var renderMilliseconds: Double
    }

    public struct ContactSheet: Codable, Equatable, Sendable {
        public var story: String
        /// The catalog position of the group's first story.
        public var order: Int
        public var theme: String
        public var textSize: String
        public var layoutDirection: String
        public var locale: String?
        /// The page's number and the group's page count, when the group's sheet is too tall for
        /// one canvas and is split (absent for a sheet of one page).
        public var page: Int?
        public var pages: Int?
        public var file: String
        public var width: Int
        public var height: Int
        public var sha256: String
    }

    public struct Failure: Codable, Equatable, Sendable {
        public var story: String
        public var variant: String
        public var order: Int
        public var theme: String
        public var textSize: String
        public var layoutDirection: String
        public var locale: String?
        public var error: String
    }

    public var format = 1
    /// The index page's title: the catalog's (absent in manifests of earlier versions).
    public var title: String?
    public var settings: Settings
    public var images: [Image]
    public var contactSheets: [ContactSheet]
    public var failures: [Failure]
    /// Family, file, version and hash of every font the run opened (the faces text was drawn
    /// with and the fallbacks consulted), so two galleries that differ can be told apart by their
    /// fonts. Absent in manifests written before fonts were recorded.
    public var fonts: [FontFingerprint]?

    public static let fileName = "manifest.json"

    /// Sorted keys, no escaped slashes, a final newline: stable bytes for the same content.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }

    /// The largest manifest read: tens of thousands of entries fit in a few megabytes.
    public static let maximumFileBytes = 64 << 20

    /// Reads `folder`'s manifest as a regular file inside it (a FIFO, device or link leading out
    /// of the folder is refused; see `GalleryMerge` for the files it lists).
    public static func read(from folder: URL) throws(GalleryError) -> Manifest {
        let url = folder.appendingPathComponent(fileName)
        let bytes: [UInt8]
        do { bytes = try FileRoot(folder.path).contents(of: fileName, maxBytes: maximumFileBytes) } catch {
            throw .io(path: error.path == fileName ? url.path : error.path, reason: error.explanation)
        }
        do {
            return try JSONDecoder().decode(Manifest.self, from: Data(bytes))
        } catch let DecodingError.keyNotFound(key, context) {
            throw .manifest(path: url.path, reason: "missing \(Self.path(context.codingPath + [key]))")
        } catch let DecodingError.typeMismatch(_, context) {
            throw .manifest(path: url.path, reason: "wrong type at \(Self.path(context.codingPath)): \(context.debugDescription)")
        } catch let DecodingError.dataCorrupted(context) {
            throw .manifest(path: url.path, reason: "\(Self.path(context.codingPath)): \(context.debugDescription)")
        } catch {
            throw .manifest(path: url.path, reason: "\(error)")
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.isEmpty ? "the top level" : keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }

    /// Entries back in catalog order: stories by catalog position, then renditions as the settings
    /// list them (theme, then text size, then locale, then direction).
    mutating func sort() {
        let rank = RenditionRank(settings)
        images.sort {
            ($0.order, rank($0.theme, $0.textSize, $0.locale, $0.layoutDirection), $0.part ?? 0, $0.file)
                < ($1.order, rank($1.theme, $1.textSize, $1.locale, $1.layoutDirection), $1.part ?? 0, $1.file)
        }
        failures.sort {
            ($0.order, rank($0.theme, $0.textSize, $0.locale, $0.layoutDirection))
                < ($1.order, rank($1.theme, $1.textSize, $1.locale, $1.layoutDirection))
        }
        contactSheets.sort {
            ($0.order, rank($0.theme, $0.textSize, $0.locale, $0.layoutDirection), $0.page ?? 0)
                < ($1.order, rank($1.theme, $1.textSize, $1.locale, $1.layoutDirection), $1.page ?? 0)
        }
    }
}
