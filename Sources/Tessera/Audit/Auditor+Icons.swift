import TesseraGeometry
import TesseraRaster

extension Auditor {
    /// WCAG 1.4.11: graphics needed to understand a control need 3:1 against what is beside them.
    static let iconRatio = 3.0

    /// Contrast findings for the token icons of enabled interactive views (a chip's icon, a tab
    /// bar item's, a bar button's): each icon's filled pixels, less what clips cut, against the
    /// background canvas, the worst point as for text. Icons under a modal layer are not judged.
    func iconFindings(on background: Canvas?, width: Int, height: Int, masks: inout [Int: ClipShape],
                      reusing scratch: inout RasterScratch) -> [AuditFinding] {
        let icons = recorder.icons
        guard !icons.isEmpty, let background else { return [] }
        let operations = list.displayList.operations
        let states = PaintState.states(of: operations, at: icons.map(\.operation))
        var findings: [AuditFinding] = []
        for (index, icon) in icons.enumerated() {
            guard !recorder.modals.contains(where: { $0.iconsBefore > index && $0.frame.intersection(icon.frame) != nil }),
                  case .fill(let path, .solid(let color), let rule, let transform) = operations[icon.operation],
                  let mask = path.coverageMask(transform: transform.concatenating(.scale(scale)), rule: rule, reusing: &scratch) else { continue }
            var ink = TextInk([DisplayOperation.mask(mask, paint: .solid(color))][...], width: width, height: height)
            _ = ink.removeClipped(by: states[index].clips, scrollClips: recorder.scrollClips, foldScrolls: hasFixedHeight,
                                  operations: operations, width: width, scale: scale, masks: &masks, reusing: &scratch)
            guard !ink.pixels.isEmpty,
                  let contrast = worstContrast(ink, width: width, color: color.withAlpha(color.alpha * states[index].opacity),
                                               on: background),
                  contrast.ratio < Self.iconRatio - 0.005 else { continue }
            var f = finding(.contrast, key: icon.key, path: icon.path, frame: icon.frame, text: nil,
                            figures: ["ratio": contrast.ratio, "required": Self.iconRatio,
                                      "apcaLc": ContrastMath.apcaLc(text: contrast.text, background: contrast.background)],
                            direction: direction)
            f.notes = ["iconColor": contrast.text.hexString, "backgroundColor": contrast.background.hexString]
            findings.append(f)
        }
        return findings
    }
}
