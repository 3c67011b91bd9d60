/// A row of a Bento list: an ID and the view it shows.
public struct Node<NodeID: Hashable> {
    public let id: NodeID
    public let component: AnyView

    public init(id: NodeID, component: some View) {
        self.id = id
        self.component = AnyView(component)
    }

    /// The node when `condition` holds, for `|---?`.
    public func iff(_ condition: Bool) -> Node? { condition ? self : nil }
}

/// A section of a Bento list: an ID, optional header and footer views, and its nodes.
public struct Section<SectionID: Hashable, NodeID: Hashable> {
    public let id: SectionID
    public let header: AnyView?
    public let footer: AnyView?
    public private(set) var nodes: [Node<NodeID>] = []

    public init(id: SectionID, header: AnyView? = nil, footer: AnyView? = nil) {
        self.id = id
        self.header = header
        self.footer = footer
    }

    /// A section with a plain text header (and footer), as grouped lists show them.
    public init(id: SectionID, header: String?, footer: String? = nil) {
        self.init(id: id, header: header.map { AnyView(SectionCaption(text: $0, isHeader: true)) },
                  footer: footer.map { AnyView(SectionCaption(text: $0, isHeader: false)) })
    }

    /// The section when `condition` holds, for `|-?`.
    public func iff(_ condition: Bool) -> Section? { condition ? self : nil }

    func adding(_ more: [Node<NodeID>]) -> Section {
        var copy = self
        copy.nodes += more
        return copy
    }
}

/// Bento's list: sections of nodes, built with operators from `.empty`.
///
/// ```swift
/// let box = Box<SectionID, NodeID>.empty
///     |-+ Section(id: .first, header: "Pharmacies")
///     |---+ Node(id: .collection, component: Row(title: "Collection"))
///     |---* pharmacies.map { Node(id: .pharmacy($0.id), component: Row(title: $0.name)) }
///     |-? Section(id: .promo).iff(showsPromo)
/// ```
public struct Box<SectionID: Hashable, NodeID: Hashable> {
    public private(set) var sections: [Section<SectionID, NodeID>]

    public init(sections: [Section<SectionID, NodeID>] = []) { self.sections = sections }

    public static var empty: Box { Box() }

    /// Throws `duplicateID` naming every section or node ID used more than once (list diffing
    /// and keyed frames need them unique).
    public func validateIDs() throws(RenderError) {
        var problems: [String] = []
        var seenSections: [SectionID: Int] = [:]
        var seenNodes: [NodeID: Int] = [:]
        for section in sections {
            seenSections[section.id, default: 0] += 1
            if seenSections[section.id] == 2 { problems.append("section \(section.id)") }
            for node in section.nodes {
                seenNodes[node.id, default: 0] += 1
                if seenNodes[node.id] == 2 { problems.append("node \(node.id) (in section \(section.id))") }
            }
        }
        if !problems.isEmpty { throw .duplicateID(problems.joined(separator: ", ")) }
    }
}

infix operator |-+: SectionConcatenationPrecedence
infix operator |-?: SectionConcatenationPrecedence
infix operator |---+: NodeConcatenationPrecedence
infix operator |---*: NodeConcatenationPrecedence
infix operator |---?: NodeConcatenationPrecedence

/// Adds a section to the box.
public func |-+ <S, N>(box: Box<S, N>, section: Section<S, N>) -> Box<S, N> {
    Box(sections: box.sections + [section])
}

/// Adds the section if there is one.
public func |-? <S, N>(box: Box<S, N>, section: Section<S, N>?) -> Box<S, N> {
    section.map { box |-+ $0 } ?? box
}

/// Adds a node to the section.
public func |---+ <S, N>(section: Section<S, N>, node: Node<N>) -> Section<S, N> {
    section.adding([node])
}

/// Adds nodes to the section, in order.
public func |---* <S, N>(section: Section<S, N>, nodes: [Node<N>]) -> Section<S, N> {
    section.adding(nodes)
}

/// Adds the node if there is one.
public func |---? <S, N>(section: Section<S, N>, node: Node<N>?) -> Section<S, N> {
    section.adding(node.map { [$0] } ?? [])
}
