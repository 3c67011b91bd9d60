import Tessera

/// A finding the design of a story intends, and why: the gallery lists it as waived instead of
/// failing `gallery render --strict` on it. Waive narrowly (a kind on one keyed view) and say
/// why in words a reviewer can check; fixing the component is the default.
///
/// ```swift
/// Story(group: "Atoms/Chip", name: "default", summary: "…") { Chip("Vegan") }
///     .waiving(.touchTarget, key: "chip", because: "chips sit in a row whose height is the target")
/// ```
public struct AuditWaiver: Hashable, Sendable {
    public var kind: AuditFinding.Kind
    /// The key of the view the finding names; nil waives the kind anywhere in the story.
    public var key: String?
    public var reason: String

    public init(kind: AuditFinding.Kind, key: String? = nil, reason: String) {
        self.kind = kind
        self.key = key
        self.reason = reason
    }

    public func covers(_ finding: AuditFinding) -> Bool {
        finding.kind == kind && (key == nil || finding.key == key)
    }
}

extension Story {
    /// This story with a finding of `kind` (on the view keyed `key`, or anywhere) waived.
    public func waiving(_ kind: AuditFinding.Kind, key: String? = nil, because reason: String) -> Story {
        var story = self
        story.waivers.append(AuditWaiver(kind: kind, key: key, reason: reason))
        return story
    }

    /// The waiver that covers `finding`, if any.
    public func waiver(for finding: AuditFinding) -> AuditWaiver? {
        waivers.first { $0.covers(finding) }
    }
}
