import ConfinedFiles
import Foundation
import TesseraJSON

/// Joins the shards' `audit.json` files for `gallery merge`: image counts summed, findings put
/// back into the order one whole run writes them (`GalleryAudit.sort`'s key, with each story's
/// catalog position read from its shard's manifest). Shard files are untrusted: read through
/// the shard's `FileRoot`, size-capped, parsed strictly, and each finding must name a story the
/// shard's manifest lists; a finding is copied as it was written, never interpreted further.
struct AuditMerge {
    /// One finding line and what it sorts by.
    private struct Line {
        let node: JSONNode
        let order: Int
        let theme: String, textSize: String, kind: String, path: String
        let y: Double, x: Double, key: String
    }

    private var images = 0
    private var lines: [Line] = []
    /// The shards read so far with an audit.json, and without one.
    private var audited: [String] = []
    private var unaudited: [String] = []

    /// Reads `input`'s audit.json, when it has one; `manifest` is its manifest (catalog positions).
    mutating func add(_ input: URL, root: FileRoot, manifest: Manifest) throws(GalleryError) {
        let path = input.appendingPathComponent(GalleryAudit.fileName).path
        // Absent: rendered with --no-audit. Present, it must be a regular file inside the shard.
        guard FileManager.default.fileExists(atPath: path) else { unaudited.append(input.path); return }
        audited.append(input.path)
        let document: JSONNode
        do {
            let bytes = try root.contents(of: GalleryAudit.fileName, maxBytes: Manifest.maximumFileBytes)
            document = try JSONParser.parse(bytes)
        } catch let error as FileAccessError {
            throw .io(path: path, reason: error.explanation)
        } catch {
            throw .merge("\(path): \(error)")
        }
        var orders: [String: Int] = [:]
        for image in manifest.images { orders[image.story + "\u{0}" + image.variant] = image.order }
        guard let count = document["images"]?.numberValue, count >= 0, count <= Double(Int32.max),
              let findings = document["findings"]?.arrayValue else {
            throw .merge("\(path): not an audit file (needs \"images\" and \"findings\")")
        }
        images += Int(count)
        for (index, finding) in findings.enumerated() {
            func text(_ key: String) -> String? { finding[key]?.stringValue }
            guard let story = text("story"), let variant = text("variant"), let kind = text("kind"), let findingPath = text("path"),
                  let theme = text("theme"), let textSize = text("textSize") else {
                throw .merge("\(path), findings[\(index)]: needs story, variant, kind, path, theme and textSize")
            }
            guard let order = orders[story + "\u{0}" + variant] else {
                throw .merge("\(path), findings[\(index)]: story \"\(story.prefix(40))\" \"\(variant.prefix(40))\" is not in its manifest")
            }
            lines.append(Line(node: finding, order: order, theme: theme, textSize: textSize, kind: kind, path: findingPath,
                              y: finding["frame"]?["y"]?.numberValue ?? 0, x: finding["frame"]?["x"]?.numberValue ?? 0,
                              key: text("key") ?? ""))
        }
    }

    /// The merged file's text, or nil when no shard was audited; an error when only some were
    /// (a merged audit would silently miss their findings).
    func jsonText() throws(GalleryError) -> String? {
        guard !audited.isEmpty else { return nil }
        if let missing = unaudited.first {
            throw .merge("\(missing) has no \(GalleryAudit.fileName) but \(audited[0]) has: render every shard with the audit, or none")
        }
        let sorted = lines.sorted { a, b in
            let ka = (a.order, a.theme, a.textSize, a.kind, a.path), kb = (b.order, b.theme, b.textSize, b.kind, b.path)
            if ka != kb { return ka < kb }
            return (a.y, a.x, a.key) < (b.y, b.x, b.key)
        }
        return GalleryAudit.document(images: images, lines: sorted.map { JSONWriter.compact($0.node) })
    }
}
