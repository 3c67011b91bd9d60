/// How a Bento box is drawn.
public enum BoxStyle: Sendable {
    /// Nodes stacked edge to edge, nothing added: a box as a plain column of components.
    case plain
    /// iOS grouped list: sections as surface blocks on the grouped background, hairline
    /// separators between nodes (inset by the screen margin), caption headers and footers.
    case grouped
}

/// A Bento box as a view. Duplicate section or node IDs are an error naming them.
public struct BoxView<SectionID: Hashable, NodeID: Hashable>: View, PrimitiveView {
    public typealias Body = Never
    let box: Box<SectionID, NodeID>
    let style: BoxStyle

    public init(_ box: Box<SectionID, NodeID>, style: BoxStyle = .grouped) {
        self.box = box
        self.style = style
    }

    func lower(in context: LoweringContext) throws(RenderError) -> [Element] {
        try box.validateIDs()
        switch style {
        case .plain: return try context.lower(plain)
        case .grouped: return try context.lower(grouped)
        }
    }

    private var plain: some View {
        VStack(alignment: .leading, spacing: 0) {
            for section in box.sections {
                if let header = section.header { header }
                for node in section.nodes { node.component.frame(maxWidth: .infinity, alignment: .leading) }
                if let footer = section.footer { footer }
            }
        }
    }

    private var grouped: some View {
        VStack(alignment: .leading, spacing: 0) {
            for section in box.sections {
                VStack(alignment: .leading, spacing: 0) {
                    if let header = section.header { header }
                    VStack(alignment: .leading, spacing: 0) {
                        for (index, node) in section.nodes.enumerated() {
                            if index > 0 { Divider().padding(.leading, .screenMargin) }
                            node.component.frame(maxWidth: .infinity, alignment: .leading)
                        }
                    }
                    .background(.card)
                    if let footer = section.footer { footer }
                }
                .padding(.top, .section)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.bottom, .section)
        .background(.groupedBackground)
    }
}

/// The caption above or below a grouped section.
struct SectionCaption: View {
    let text: String
    let isHeader: Bool

    var body: some View {
        Text(isHeader ? text.uppercased() : text)
            .font(.footnote)
            .foregroundColor(.secondary)
            .padding(.horizontal, .screenMargin)
            .padding(isHeader ? .bottom : .top, .xs)
    }
}
