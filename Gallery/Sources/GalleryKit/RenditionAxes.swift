import Foundation
import TesseraJSON

/// The rendition axes of a gallery run — theme, text size, direction, locale — with the values
/// the run rendered, and each manifest entry's place on them, for the index's toggles.
///
/// Read from the manifest's JSON rather than from `Manifest`'s Swift fields, so an axis a newer
/// gallery records (a `locale` on each image, `locales` in the settings) gets its toggle without
/// the index changing: an axis is shown when the entries carry its field. Values come in the
/// order the settings list them, then any others in the order entries name them.
struct RenditionAxes: Equatable, Sendable {
    /// An axis the index knows how to name: its field on manifest entries, its list in the
    /// settings, its member in `audit.json`'s findings.
    struct Field: Sendable {
        var key: String
        var label: String
        var settings: String
        var finding: String
    }

    static let fields = [
        Field(key: "theme", label: "Theme", settings: "themes", finding: "theme"),
        Field(key: "textSize", label: "Text size", settings: "textSizes", finding: "textSize"),
        // The image's direction, which the gallery writes beside each finding: the finding's own
        // `direction` is its view's, turned inside a mirrored story or an `ar-XB` run.
        Field(key: "layoutDirection", label: "Direction", settings: "layoutDirections", finding: "layoutDirection"),
        Field(key: "locale", label: "Locale", settings: "locales", finding: "locale"),
    ]

    struct Axis: Equatable, Sendable {
        var key: String
        var label: String
        /// As the manifest spells them ("rightToLeft").
        var values: [String]
        var finding: String
    }

    private(set) var axes: [Axis] = []
    /// Per manifest image, contact sheet and failure: the index of its value on each axis.
    private(set) var images: [[Int]] = []
    private(set) var contactSheets: [[Int]] = []
    private(set) var failures: [[Int]] = []

    init(_ manifest: Manifest) throws(GalleryError) {
        let root: JSONNode
        do { root = try JSONParser.parse(Array(try manifest.jsonData())) } catch {
            throw .io(path: Manifest.fileName, reason: "cannot be encoded for the index (\(error))")
        }
        self.init(manifestJSON: root)
    }

    /// From a manifest as JSON, whatever fields its entries carry.
    init(manifestJSON root: JSONNode) {
        let lists = ["images", "contactSheets", "failures"].map { root[$0]?.arrayValue ?? [] }
        for field in Self.fields {
            let named = lists.joined().compactMap { $0[field.key]?.stringValue }
            guard !named.isEmpty else { continue }
            var values = root["settings"]?[field.settings]?.arrayValue?.compactMap(\.stringValue) ?? []
            for value in named where !values.contains(value) { values.append(value) }
            axes.append(Axis(key: field.key, label: field.label, values: values, finding: field.finding))
        }
        func indices(_ entry: JSONNode) -> [Int] {
            axes.map { axis in entry[axis.key]?.stringValue.flatMap { axis.values.firstIndex(of: $0) } ?? -1 }
        }
        images = lists[0].map(indices)
        contactSheets = lists[1].map(indices)
        failures = lists[2].map(indices)
    }

    /// A finding's place on each axis; -1 where it names no value of the run (it then belongs to
    /// every image along that axis).
    func indices(ofFinding finding: JSONNode) -> [Int] {
        axes.map { axis in finding[axis.finding]?.stringValue.flatMap { axis.values.firstIndex(of: $0) } ?? -1 }
    }

    /// A value as the toggles and captions show it: directions as file names spell them.
    static func name(_ value: String) -> String {
        switch value {
        case "leftToRight": "ltr"
        case "rightToLeft": "rtl"
        default: value
        }
    }
}
