import ArgumentParser
import Foundation
import Tessera
import TesseraComponents

/// `tessera audit SCENE.json`: renders a JSON scene as `tessera render` would and prints what
/// the audit finds (low text contrast, small touch targets, truncated, clipped and overlapping
/// text) as `{"findings": [...]}`. Exits 0 unless `--strict` and something was found, so CI can
/// gate on it.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Audit a JSON scene's render for accessibility and layout problems; print the findings as JSON.")

    @OptionGroup var options: SceneOptions

    @Flag(help: "Exit with a failure status when there is any finding.")
    var strict = false

    func run() throws {
        let scene = try options.scene()
        let renderer = try options.renderer()
        let findings: [AuditFinding]
        do {
            findings = try scene.audit(with: renderer, width: options.width, components: .designLibrary,
                                       assetRoot: options.assetRoot)
        } catch {
            throw DrawError("\(options.input): \(error)")
        }
        print(findings.jsonText, terminator: "")
        if strict && !findings.isEmpty { throw ExitCode(1) }
    }
}
