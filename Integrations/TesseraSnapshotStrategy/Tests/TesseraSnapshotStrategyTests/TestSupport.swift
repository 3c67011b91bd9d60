import Foundation
import Tessera

/// A fresh empty folder for references a test records.
func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-strategy-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// A small card: a title and an amount on the card color, as an adopter's component would be.
struct Receipt: View {
    var total: String

    var body: some View {
        VStack(alignment: .leading, spacing: .xs) {
            Text("Receipt").font(.headline)
            Text(total).font(.subheadline).foregroundColor(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.m)
        .background(.card)
        .cornerRadius(.l)
        .padding(.m)
    }
}
