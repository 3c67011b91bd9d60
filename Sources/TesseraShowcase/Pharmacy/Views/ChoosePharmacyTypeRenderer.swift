import TesseraComponents

/// Seed 004's renderer: the "Choose pharmacy type" screen as a pure function of its state — a
/// banner when there is a promotion, the two `row3` options (collection, delivery) built with
/// `|-+` and `|---+`, and the prescriptions the order is for, built with `|---*`.
///
/// ```swift
/// let screen = ChoosePharmacyTypeRenderer().render(state: .sample)
/// ```
public struct ChoosePharmacyTypeRenderer: BoxRenderer {
    public enum SectionID: Hashable { case promotion, options, prescriptions }
    public enum NodeID: Hashable {
        case promotion, collection, delivery
        case prescription(id: String)
    }

    let appearance = DesignLibrary()

    public init() {}

    public func render(state: ChoosePharmacyTypeState) -> Screen<SectionID, NodeID> {
        Screen(title: "Choose pharmacy type", box: renderBox(state))
    }

    private func renderBox(_ state: ChoosePharmacyTypeState) -> Box<SectionID, NodeID> {
        .empty
            |-? renderPromotion(state.promotion)
            |-+ renderOptions()
            |-? renderPrescriptions(state.prescriptions)
    }

    private func renderPromotion(_ promotion: String?) -> Section<SectionID, NodeID>? {
        guard let promotion else { return nil }
        return Section(id: .promotion)
            |---+ Node(id: .promotion,
                       component: appearance.banner(description: promotion, leadingIcon: .deliveryVan).key("pharmacy.banner"))
    }

    private func renderOptions() -> Section<SectionID, NodeID> {
        Section(id: .options, header: "How would you like to get your medicine?")
            |---+ renderCollectionOption()
            |---+ renderDeliveryOption()
    }

    private func renderCollectionOption() -> Node<NodeID> {
        Node(id: .collection,
             component: appearance.row3(title: "Collect from a pharmacy",
                                        detail: "Pick it up in person, usually ready within 2 hours",
                                        image: RowIcon(.pharmacy)).key("pharmacy.option.collection"))
    }

    private func renderDeliveryOption() -> Node<NodeID> {
        Node(id: .delivery,
             component: appearance.row3(title: "Deliver to my address",
                                        detail: "Sent by tracked post, arrives in 1 to 2 working days",
                                        image: RowIcon(.deliveryVan)).key("pharmacy.option.delivery"))
    }

    private func renderPrescriptions(_ prescriptions: [Prescription]) -> Section<SectionID, NodeID>? {
        guard !prescriptions.isEmpty else { return nil }
        return Section(id: .prescriptions, header: "Your prescriptions")
            |---* prescriptions.map { prescription in
                Node(id: .prescription(id: prescription.id),
                     component: appearance.row2(title: prescription.drugName, subtitle: prescription.dosage)
                        .key("pharmacy.prescription.\(prescription.id)"))
            }
    }
}
