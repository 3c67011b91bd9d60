import Foundation
import GalleryCatalog
import GalleryKit
import Tessera

/// A fresh empty folder under the system's temporary directory.
func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Small stories in three groups: quick to render in debug builds.
let sampleStories: [Story] = [
    Story(group: "Samples/Chip", name: "accent", summary: "An accent chip.") {
        Text("Accent").font(.caption1).foregroundColor(.onAccent).padding(.xs).background(.accent).cornerRadius(.full).padding(.s)
    },
    Story(group: "Samples/Chip", name: "subtle", summary: "A subtle chip & <friends>.") {
        Text("Subtle").font(.caption1).padding(.xs).background(.accentSubtle).cornerRadius(.full).padding(.s)
    },
    Story(group: "Samples/Card", name: "plain", summary: "A card.") {
        VStack(alignment: .leading, spacing: .xs) {
            Text("Morning run").font(.headline)
            Text("5 km along the river").font(.subheadline).foregroundColor(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading).padding(.m).background(.card).cornerRadius(.l).shadow(.card).padding(.m)
    },
    Story(group: "Samples/Screen", name: "blank", summary: "A whole (small) screen.", size: .screen(width: 120, height: 200)) {
        ColorFill(.groupedBackground)
    },
]

func settings(_ output: URL, jobs: Int = 2, scale: Int = 1, filter: String? = nil, shard: Shard = .whole,
              contactSheets: Bool = true) throws -> GallerySettings {
    try GallerySettings(output: output, scale: scale, filter: filter.map(GlobPattern.init), jobs: jobs,
                        shard: shard, contactSheets: contactSheets)
}

/// Every file under `folder` (relative path → bytes).
func files(in folder: URL) throws -> [String: Data] {
    var result: [String: Data] = [:]
    let base = folder.standardizedFileURL.path + "/"
    guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return [:] }
    for case let url as URL in enumerator where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
        result[String(url.standardizedFileURL.path.dropFirst(base.count))] = try Data(contentsOf: url)
    }
    return result
}

extension Manifest {
    /// The manifest without its one nondeterministic field.
    var withoutTimings: Manifest {
        var copy = self
        for i in copy.images.indices { copy.images[i].renderMilliseconds = 0 }
        return copy
    }
}
