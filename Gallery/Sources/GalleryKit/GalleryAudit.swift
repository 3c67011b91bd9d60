import Foundation
import Tessera
import TesseraJSON
import TesseraStories

/// What the audit found in a gallery run, by story image: written as `audit.json` beside the
/// manifest and summed up in one line, with each finding a story waived marked with the reason.
public struct GalleryAudit: Sendable {
    public static let fileName = "audit.json"

    public struct Entry: Sendable {
        public var story: String
        public var variant: String
        /// The direction of the image the finding is in (the rendition's, `LayoutDirection`'s raw
        /// value as the manifest spells it): a finding's own `direction` is its view's, which a
        /// mirrored story or a right-to-left pseudo-locale turns without changing the image's.
        public var layoutDirection: String
        /// Catalog position, so entries sort into catalog order.
        public var order: Int
        public var finding: AuditFinding
        /// The story's reason, when it waived this finding.
        public var waiver: String?
    }

    public private(set) var entries: [Entry] = []
    /// Story images audited (a story cut into parts counts once).
    public private(set) var images = 0

    public init() {}

    mutating func add(_ findings: [AuditFinding], of story: Story, order: Int, layoutDirection: String) {
        images += 1
        entries += findings.map { finding in
            Entry(story: story.group, variant: story.name, layoutDirection: layoutDirection, order: order, finding: finding,
                  waiver: story.waiver(for: finding)?.reason)
        }
    }

    /// Findings no story waived: what `gallery render --strict` fails on.
    public var unwaived: [Entry] { entries.filter { $0.waiver == nil } }

    /// In catalog order, then by rendition and position, so the file depends only on the catalog.
    mutating func sort() {
        entries.sort { a, b in
            let ka = (a.order, a.finding.theme, a.finding.textSize, a.finding.kind.rawValue, a.finding.path)
            let kb = (b.order, b.finding.theme, b.finding.textSize, b.finding.kind.rawValue, b.finding.path)
            if ka != kb { return ka < kb }
            return (a.finding.frame.minY, a.finding.frame.minX, a.finding.key ?? "") < (b.finding.frame.minY, b.finding.frame.minX, b.finding.key ?? "")
        }
    }

    /// What `audit.json` holds: each finding led by its story and variant, its waiver's reason last.
    public var file: AuditFile {
        AuditFile(images: images, findings: entries.map { entry in
            var members = [JSONMember(key: "story", node: JSONNode(.string(entry.story))),
                           JSONMember(key: "variant", node: JSONNode(.string(entry.variant))),
                           JSONMember(key: "layoutDirection", node: JSONNode(.string(entry.layoutDirection)))]
            if case .object(let finding) = entry.finding.json { members += finding }
            if let waiver = entry.waiver { members.append(JSONMember(key: "waived", node: JSONNode(.string(waiver)))) }
            return JSONNode(.object(members))
        })
    }

    /// `audit.json`'s text (`AuditFile.text`).
    public var jsonText: String { file.text }

    /// "audit: 7 findings in 444 images, 2 waived (contrast 3, touchTarget 4)".
    public var summary: String {
        var counts: [String: Int] = [:]
        for entry in entries { counts[entry.finding.kind.rawValue, default: 0] += 1 }
        let kinds = AuditFinding.Kind.allCases.compactMap { kind in counts[kind.rawValue].map { "\(kind.rawValue) \($0)" } }
        let waived = entries.count - unwaived.count
        return "audit: \(entries.count) findings in \(images) images, \(waived) waived"
            + (kinds.isEmpty ? "" : " (\(kinds.joined(separator: ", ")))")
    }
}
