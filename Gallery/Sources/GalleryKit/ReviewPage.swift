import Foundation
import HTMLEscaping

/// The review folder's `index.html`: the changes of a `gallery compare` only — counts per status
/// (each a filter), and per image side by side, blink, a slider between before and after, and
/// the diff with the changed region outlined. A designer marks changes accepted or rejected and
/// the page shows the one `gallery approve` command that writes the accepted ones as references.
///
/// Self-contained (inline CSS and script, images by relative path, no network), so the folder
/// works from `file://` and as a CI artifact. Entries are plain HTML: the page lists the changes
/// even where scripts are off, and a browser test reads them as written.
public struct ReviewPage: Sendable {
    public static let fileName = "index.html"
    let report: ChangeReport
    /// The review folder as the approve command should name it.
    let folder: String
    /// The gallery executable's name, which the approve command starts with (an adopter's is
    /// not `gallery`).
    let command: String

    public init(report: ChangeReport, folder: String, command: String = "gallery") {
        self.report = report
        self.folder = folder
        self.command = command
    }

    public var html: String {
        let title = "Review: " + (report.title ?? "Gallery")
        var out = HTMLDocumentHead.html(title: title, style: ReviewPageAssets.style) + """
        <body data-folder="\(folder.htmlEscaped)" data-command="\(command.htmlEscaped)" data-run="\(runKey.htmlEscaped)">
        <header>
        <h1>\(title.htmlEscaped)</h1>
        <p class="meta">\(report.baseline.htmlEscaped) → \(report.current.htmlEscaped)</p>
        <nav id="counts">\(countButtons)</nav>
        <nav id="modes"><span>View:</span>\(modeButtons)</nav>
        </header>
        <main>

        """
        let reviewable = report.reviewable
        if reviewable.isEmpty { out += "<p id=\"nothing\">No image changed.</p>\n" }
        for (number, change) in reviewable.enumerated() { out += article(change, number: number) }
        out += """
        </main>
        <footer id="approve">
        <span id="accepted-count">0 accepted</span>
        <button type="button" id="accept-all">Accept all</button><button type="button" id="reject-all">Reject all</button>
        <code id="command">Mark changes accepted to get the command that writes them as references.</code>
        <button type="button" id="copy" disabled>Copy</button>
        </footer>
        <script>\(ReviewPageAssets.script)</script>
        </body>
        </html>

        """
        return out
    }

    /// What the page's marks are kept under in the browser's storage: the review folder and the
    /// two runs, so a reload (or reopening the page) keeps the designer's marks, and another
    /// review does not inherit them.
    private var runKey: String {
        "tessera-review\n\(folder)\n\(report.baseline)\n\(report.current)"
    }

    /// One image's mark, kept across reloads: its approval id, rendition, part and the SHA-256s
    /// it was compared by, so a new comparison into the same folder starts unmarked where the
    /// images differ.
    private func markKey(_ change: ImageChange) -> String {
        [change.approvalID, change.textSize, change.layoutDirection, change.locale ?? "", change.part.map(String.init) ?? "",
         change.before?.sha256 ?? "", change.after?.sha256 ?? ""].joined(separator: "|")
    }

    private var countButtons: String {
        ImageChange.Status.allCases.map { status in
            let count = report.counts[status.rawValue] ?? 0
            let pressed = status != .unchanged
            return "<button type=\"button\" class=\"count \(status.rawValue)\" data-status=\"\(status.rawValue)\" aria-pressed=\"\(pressed)\""
                + "\(status == .unchanged ? " disabled" : "")><b>\(count)</b> \(status.rawValue)</button>"
        }.joined()
    }

    private var modeButtons: String {
        [("side", "Side by side"), ("blink", "Blink"), ("slider", "Slider"), ("diff", "Diff")].map { mode, label in
            "<button type=\"button\" data-mode=\"\(mode)\" aria-pressed=\"\(mode == "side")\">\(label)</button>"
        }.joined()
    }

    /// `number` names the change's accept/reject pair: an approval id is shared by the text
    /// sizes and directions of one story and theme, and each must be marked on its own.
    private func article(_ change: ImageChange, number: Int) -> String {
        var rendition = "\(change.theme) · \(change.scale)x · \(change.textSize) · \(change.layoutDirection)"
        if let locale = change.locale { rendition += " · \(locale)" }
        if let part = change.part { rendition += change.contactSheet == true ? " · page \(part)" : " · part \(part)" }
        let approvable = change.status != .removed && change.contactSheet != true
        var out = "<article class=\"change\" data-status=\"\(change.status.rawValue)\" data-id=\"\(change.approvalID.htmlEscaped)\" "
            + "data-key=\"\(markKey(change).htmlEscaped)\">\n"
        out += "<h3><span class=\"badge \(change.status.rawValue)\">\(change.status.rawValue)</span> "
        out += "<span class=\"name\">\(change.storyID.htmlEscaped)</span> <span class=\"rendition\">\(rendition.htmlEscaped)</span></h3>\n"
        out += "<p class=\"stats\">\(stats(change).htmlEscaped)</p>\n"
        if approvable {
            out += """
            <p class="verdict"><label><input type="radio" name="verdict-\(number)" value="accept"> Accept</label> \
            <label><input type="radio" name="verdict-\(number)" value="reject"> Reject</label></p>

            """
        }
        out += "<div class=\"views\">\n"
        let before = change.before.map { image("before", $0, scale: change.scale) }
        let after = change.after.map { image("after", $0, scale: change.scale) }
        out += "<div class=\"view side\">\(figure("Before", before))\(figure("After", after))</div>\n"
        if let before, let after {
            out += "<div class=\"view blink\"><div class=\"stack\">\(before)\(after)</div></div>\n"
            out += "<div class=\"view slider\"><div class=\"stack\">\(before)<div class=\"clip\">\(after)</div></div>"
            out += "<input type=\"range\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"Before / after\"></div>\n"
        }
        if let diff = change.diff, let size = change.after {
            var outline = ""
            if let r = change.region {
                let w = Double(max(size.width, 1)), h = Double(max(size.height, 1))
                outline = "<div class=\"region\" style=\"left:\(percent(r.x, w));top:\(percent(r.y, h));"
                    + "width:\(percent(r.width, w));height:\(percent(r.height, h))\"></div>"
            }
            out += "<div class=\"view diff\"><div class=\"stack\"><img src=\"\(RelativeURL.encode(diff).htmlEscaped)\" alt=\"diff\" "
                + "loading=\"lazy\" width=\"\(size.width / max(change.scale, 1))\" height=\"\(size.height / max(change.scale, 1))\">\(outline)</div></div>\n"
        }
        return out + "</div>\n</article>\n"
    }

    /// Drawn at its size in points (pixels / scale), as on the device.
    private func image(_ role: String, _ file: ImageChange.File, scale: Int) -> String {
        "<img class=\"\(role)\" src=\"\(RelativeURL.encode(file.file).htmlEscaped)\" alt=\"\(role)\" loading=\"lazy\" "
            + "width=\"\(file.width / max(scale, 1))\" height=\"\(file.height / max(scale, 1))\">"
    }

    private func figure(_ caption: String, _ image: String?) -> String {
        "<figure>\(image ?? "<div class=\"none\">none</div>")<figcaption>\(caption)</figcaption></figure>"
    }

    private func stats(_ change: ImageChange) -> String {
        switch change.status {
        case .added: return "new image, \(change.after.map { "\($0.width)×\($0.height)" } ?? "")"
        case .removed: return "no longer rendered"
        case .unchanged: return "unchanged"
        case .changed:
            if let note = change.note { return note }
            var text = "\(change.differentPixels ?? 0) pixels differ"
            if let largest = change.largestDifference { text += ", by at most \(String(format: "%.3f", largest))" }
            if let r = change.region { text += ", within x \(r.x)…\(r.x + r.width - 1), y \(r.y)…\(r.y + r.height - 1)" }
            return text
        }
    }

    private func percent(_ value: Int, _ total: Double) -> String {
        String(format: "%.4f%%", Double(value) / total * 100)
    }
}
