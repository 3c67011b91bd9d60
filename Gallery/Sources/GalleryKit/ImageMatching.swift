/// Pairs the images of two runs by `ImageKey` and classes what the manifests alone can tell:
/// added, removed, unchanged (equal SHA-256, so equal files are never read or decoded) — and the
/// pairs left over, whose pixels must be compared.
enum ImageMatching {
    struct Pair: Sendable {
        var key: ImageKey
        var before: Manifest.Image?
        var after: Manifest.Image?
        /// Nil when the SHA-256s differ: the pixels decide between changed and unchanged.
        var status: ImageChange.Status?
    }

    /// Every image of either run once, in the current run's order, each removed image placed after
    /// the current images of its catalog position or earlier (the baseline's order among themselves).
    static func pairs(baseline: [(ImageKey, Manifest.Image)], current: [(ImageKey, Manifest.Image)]) -> [Pair] {
        var old: [ImageKey: Manifest.Image] = [:]
        for (key, image) in baseline { old[key] = image }
        var result: [Pair] = []
        var matched: Set<ImageKey> = []
        for (key, image) in current {
            if let before = old[key] {
                matched.insert(key)
                result.append(Pair(key: key, before: before, after: image, status: before.sha256 == image.sha256 ? .unchanged : nil))
            } else {
                result.append(Pair(key: key, before: nil, after: image, status: .added))
            }
        }
        for (key, image) in baseline where !matched.contains(key) {
            let position = result.firstIndex { ($0.after ?? $0.before).map { $0.order > image.order } ?? false } ?? result.count
            result.insert(Pair(key: key, before: image, after: nil, status: .removed), at: position)
        }
        return result
    }
}
