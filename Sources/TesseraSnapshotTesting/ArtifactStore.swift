import Foundation

/// The failure artifacts folder: per failure the reference, actual and diff PNGs and a JSON
/// record, and one `report.html` rebuilt from all records.
///
/// Layout: `<root>/<suite>/<stem>.{reference,actual,diff}.png`; `<root>/records/<suite>/<stem>.json`
/// (the record) and `.html` (its report section, images inlined); `<root>/report.html`.
/// Records and the report change only under a file lock, so parallel tests (threads or
/// processes) never lose each other's entries. A snapshot that passes again, or is recorded,
/// removes its record, so the report shows what fails now, not what failed once.
struct ArtifactStore {
    let root: URL

    var reportPath: String { root.appendingPathComponent("report.html").path }

    /// Writes one failure's files and record, then rebuilds the report.
    func recordFailure(
        _ identity: SnapshotIdentity, outcome: SnapshotOutcome, summary: String, referencePath: String,
        reference: [UInt8]?, actual: [UInt8], diff: [UInt8]?
    ) throws(SnapshotError) -> SnapshotArtifacts {
        let stem = identity.suite + "/" + identity.stem
        let referenceFile = reference == nil ? nil : stem + ".reference.png"
        let actualFile = stem + ".actual.png"
        let diffFile = diff == nil ? nil : stem + ".diff.png"
        if let reference, let referenceFile { try write(reference, to: referenceFile) } else { try remove(stem + ".reference.png") }
        try write(actual, to: actualFile)
        if let diff, let diffFile { try write(diff, to: diffFile) } else { try remove(stem + ".diff.png") }

        let record = FailureRecord(
            suite: identity.suite, name: identity.name, theme: identity.theme, scale: identity.scaleText,
            outcome: outcome.rawValue, summary: summary, referencePath: referencePath,
            referenceFile: referenceFile, actualFile: actualFile, diffFile: diffFile)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let json: Data
        do { json = try encoder.encode(record) } catch { throw .io("cannot encode the failure record of \(identity): \(error)") }
        let section = FailureReport.section(for: record, reference: reference, actual: actual, diff: diff)
        try withReportLock { () throws(SnapshotError) in
            try write(Array(section.utf8), to: recordFile(identity, "html"))
            try write(Array(json), to: recordFile(identity, "json"))
            try rebuildReport()
        }
        return SnapshotArtifacts(
            reference: referenceFile.map { url($0).path }, actual: url(actualFile).path,
            diff: diffFile.map { url($0).path }, report: reportPath)
    }

    /// Forgets an earlier failure of `identity`, if there was one.
    func clearFailure(_ identity: SnapshotIdentity) throws(SnapshotError) {
        guard FileManager.default.fileExists(atPath: url(recordFile(identity, "json")).path) else { return }
        try withReportLock { () throws(SnapshotError) in
            try remove(recordFile(identity, "json"))
            try remove(recordFile(identity, "html"))
            for kind in ["reference", "actual", "diff"] {
                try remove(identity.suite + "/" + identity.stem + "." + kind + ".png")
            }
            try rebuildReport()
        }
    }

    private func recordFile(_ identity: SnapshotIdentity, _ ext: String) -> String {
        "records/\(identity.suite)/\(identity.stem).\(ext)"
    }

    private func withReportLock(_ body: () throws(SnapshotError) -> Void) throws(SnapshotError) {
        try SnapshotFiles.createFolder(root)
        try FileLock.withLock(at: root.appendingPathComponent(".report.lock").path, body)
    }

    /// Reads every record and writes the report, failures sorted by title so the page does not
    /// depend on which test failed first; call with the lock held.
    private func rebuildReport() throws(SnapshotError) {
        var sections: [(title: String, html: String)] = []
        var unreadable: [String] = []
        let decoder = JSONDecoder()
        for path in jsonFiles(under: root.appendingPathComponent("records")) {
            let sectionPath = String(path.dropLast(".json".count)) + ".html"
            if let data = FileManager.default.contents(atPath: path),
               let record = try? decoder.decode(FailureRecord.self, from: data),
               let section = FileManager.default.contents(atPath: sectionPath) {
                sections.append((record.title, String(decoding: section, as: UTF8.self)))
            } else {
                unreadable.append(path)
            }
        }
        sections.sort { $0.title < $1.title }
        let html = FailureReport.page(sections: sections.map(\.html), unreadable: unreadable)
        try write(Array(html.utf8), to: "report.html")
    }

    /// JSON files one suite folder deep, sorted so the scan order never depends on the file system.
    private func jsonFiles(under folder: URL) -> [String] {
        let fm = FileManager.default
        guard let suites = try? fm.contentsOfDirectory(atPath: folder.path) else { return [] }
        var files: [String] = []
        for suite in suites.sorted() {
            let suiteFolder = folder.appendingPathComponent(suite)
            guard let names = try? fm.contentsOfDirectory(atPath: suiteFolder.path) else { continue }
            files += names.sorted().filter { $0.hasSuffix(".json") }.map { suiteFolder.appendingPathComponent($0).path }
        }
        return files
    }

    private func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }

    private func write(_ bytes: [UInt8], to relative: String) throws(SnapshotError) {
        try SnapshotFiles.write(bytes, to: url(relative))
    }

    private func remove(_ relative: String) throws(SnapshotError) {
        let path = url(relative).path
        guard FileManager.default.fileExists(atPath: path) else { return }
        do { try FileManager.default.removeItem(atPath: path) } catch { throw .io("cannot remove \(path): \(error)") }
    }
}
