import TesseraJSON

/// `audit.json` as a file: how many story images were audited, and each finding as the JSON
/// object written for it (led by its story and variant, its waiver's reason as `waived`).
///
/// `GalleryAudit` writes it after a render; the index reads it to show badges and the findings
/// panel, and `gallery merge` joins the shards' files. Findings stay JSON objects here rather
/// than `AuditFinding`s: what the index shows and what a merge writes is exactly what the file says,
/// including members a newer audit adds.
public struct AuditFile: Equatable, Sendable {
    public var images: Int
    public var findings: [JSONNode]

    public init(images: Int, findings: [JSONNode]) {
        self.images = images
        self.findings = findings
    }

    /// `{"images": N, "findings": [...]}`, one finding a line: a diff of two audits reads as the
    /// findings that came and went.
    public var text: String {
        let lines = findings.map { "  " + JSONWriter.compact($0) }
        let list = lines.isEmpty ? "[]" : "[\n" + lines.joined(separator: ",\n") + "\n]"
        return "{\"images\": \(images), \"findings\": \(list)}\n"
    }

    /// The largest file read: a finding is a few hundred bytes, so this holds tens of thousands.
    public static let maximumFileBytes = 64 << 20

    /// The file's content; `path` names it in errors, with the JSON path of what is wrong.
    public static func parse(_ bytes: [UInt8], path: String) throws(GalleryError) -> AuditFile {
        func failure(_ reason: String) -> GalleryError { .io(path: path, reason: "not a gallery audit (\(reason))") }
        let root: JSONNode
        do { root = try JSONParser.parse(bytes) } catch { throw failure("\(error)") }
        guard let images = root["images"]?.numberValue, images >= 0, images == images.rounded(), images <= 1e9 else {
            throw failure("$.images must be a whole number")
        }
        guard let findings = root["findings"]?.arrayValue else { throw failure("$.findings must be an array") }
        for (index, finding) in findings.enumerated() {
            guard finding["story"]?.stringValue != nil, finding["variant"]?.stringValue != nil, finding["kind"]?.stringValue != nil else {
                throw failure("$.findings[\(index)] must be an object with a story, a variant and a kind")
            }
        }
        return AuditFile(images: Int(images), findings: findings)
    }

    /// The findings joined from several runs' files (the shards of one gallery) in catalog
    /// order: `order` gives a story id's catalog position. Each shard's file is in catalog order
    /// already and holds whole groups, so a stable sort by position alone reproduces the order of
    /// one whole run's file.
    static func joined(_ files: [AuditFile], order: [String: Int]) -> AuditFile {
        let all = files.flatMap(\.findings).enumerated().map { offset, finding -> (Int, Int, JSONNode) in
            let id = "\(finding["story"]?.stringValue ?? "")/\(finding["variant"]?.stringValue ?? "")"
            return (order[id] ?? Int.max, offset, finding)
        }
        return AuditFile(images: files.reduce(0) { $0 + $1.images }, findings: all.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2))
    }
}
