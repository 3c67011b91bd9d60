/// The state of seed 004's "Choose pharmacy type" screen: the prescriptions the order is for
/// and an optional promotion the pharmacy is running.
public struct ChoosePharmacyTypeState: Hashable, Sendable {
    public var prescriptions: [Prescription]
    /// A short message shown in a banner above the options (nil: no banner).
    public var promotion: String?

    public init(prescriptions: [Prescription], promotion: String? = nil) {
        self.prescriptions = prescriptions
        self.promotion = promotion
    }

    /// A repeat order of three medicines with free delivery on offer.
    public static let sample = ChoosePharmacyTypeState(
        prescriptions: [
            Prescription(id: "rx-1042", drugName: "Amoxicillin 500 mg capsules", dosage: "21 capsules · 3 a day"),
            Prescription(id: "rx-1043", drugName: "Salbutamol 100 mcg inhaler", dosage: "1 inhaler · as needed"),
            Prescription(id: "rx-1044", drugName: "Sertraline 50 mg tablets", dosage: "28 tablets · 1 a day"),
        ],
        promotion: "Free delivery on prescriptions this month")
}

/// One prescribed medicine.
public struct Prescription: Hashable, Sendable, Identifiable {
    public var id: String
    public var drugName: String
    public var dosage: String

    public init(id: String, drugName: String, dosage: String) {
        self.id = id
        self.drugName = drugName
        self.dosage = dosage
    }
}
