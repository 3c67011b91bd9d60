/// One image of `gallery compare`: what happened to it between the baseline run and the current
/// one. An entry of `changes.json`; the review page and `gallery approve` read nothing else.
public struct ImageChange: Codable, Equatable, Sendable {
    public enum Status: String, Codable, CaseIterable, Sendable {
        /// In both runs, and its pixels differ (beyond anti-aliasing).
        case changed
        /// Only in the current run: a new story, theme or rendition.
        case added
        /// Only in the baseline run.
        case removed
        /// The same SHA-256, or different bytes whose pixels match.
        case unchanged
    }

    /// A file of the review folder (`before/…`, `after/…`), with what the manifest said of it.
    public struct File: Codable, Equatable, Sendable {
        public var file: String
        public var width: Int
        public var height: Int
        public var sha256: String
    }

    /// The bounding box of the differing pixels, in the current image's pixels.
    public struct Region: Codable, Equatable, Sendable {
        public var x: Int
        public var y: Int
        public var width: Int
        public var height: Int
    }

    public var story: String
    public var variant: String
    public var summary: String
    public var theme: String
    public var scale: Int
    public var textSize: String
    public var layoutDirection: String
    /// Absent for the default locale, `en-US` (`ImageKey`).
    public var locale: String?
    /// The part of a story drawn in parts (absent for a story of one image), or the page of a
    /// split contact sheet.
    public var part: Int?
    /// True for a group's contact sheet (its variant is "contact sheet"); absent for a story image.
    public var contactSheet: Bool?
    public var status: Status
    /// Absent for an added image.
    public var before: File?
    /// Absent for a removed image.
    public var after: File?
    /// `diff/…`: differing pixels red, anti-aliasing yellow, the rest faded (changed images of
    /// equal size only).
    public var diff: String?
    /// Pixels that differ beyond the threshold and are not anti-aliasing (changed images of equal size).
    public var differentPixels: Int?
    /// The largest per-pixel difference, 0...1 (pixelmatch's scale).
    public var largestDifference: Double?
    public var region: Region?
    /// Why a changed image has no pixel comparison ("size 750×200 → 750×232").
    public var note: String?

    /// "Atoms/Button/primary", the story's id.
    public var storyID: String { "\(story)/\(variant)" }

    /// What `gallery approve --stories` names to accept this one image: "Atoms/Button/primary@dark".
    public var approvalID: String { "\(storyID)@\(theme)" }
}

/// `changes.json`: every image of both runs, with counts per status.
public struct ChangeReport: Codable, Equatable, Sendable {
    public var format = 1
    public var title: String?
    /// The two run folders as given on the command line.
    public var baseline: String
    public var current: String
    public var counts: [String: Int]
    /// Changes first in catalog order (changed, added, removed as they fall), then the rest.
    public var changes: [ImageChange]

    public static let fileName = "changes.json"

    public init(title: String?, baseline: String, current: String, changes: [ImageChange]) {
        self.title = title
        self.baseline = baseline
        self.current = current
        self.changes = changes
        counts = Dictionary(uniqueKeysWithValues: ImageChange.Status.allCases.map { status in
            (status.rawValue, changes.count { $0.status == status })
        })
    }

    /// Entries that are not unchanged: what the review page shows.
    public var reviewable: [ImageChange] { changes.filter { $0.status != .unchanged } }
}
