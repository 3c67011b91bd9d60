import Foundation
import HTMLEscaping

/// The run's HTML report: every failure as reference | diff | actual, plus a view that blinks
/// between reference and actual, where the eye catches a 1-pixel shift the side-by-side view hides.
///
/// Self-contained (images inlined as data: URLs, no scripts or styles fetched), so it opens from
/// file:// and can be uploaded as a single CI artifact.
enum FailureReport {
    /// The page around the failure `sections` (already in order); `unreadable` names records
    /// that could not be read, so a broken record is visible rather than silently missing.
    static func page(sections: [String], unreadable: [String]) -> String {
        var html = header
        if sections.isEmpty && unreadable.isEmpty {
            html += "<p class=\"none\">No snapshot failures.</p>\n"
        } else {
            html += "<p>\(sections.count) failing snapshot\(sections.count == 1 ? "" : "s"). "
            html += "The blink view alternates reference and actual every half second; untick it and hover to compare by hand.</p>\n"
        }
        for section in sections { html += section }
        for file in unreadable {
            html += "<section><h2>\(file.htmlEscaped)</h2><p class=\"none\">unreadable failure record</p></section>\n"
        }
        html += "</body></html>\n"
        return html
    }

    /// One failure's section, built once when it fails (base64-encoding the images is the
    /// expensive part; rebuilding the page only concatenates sections).
    static func section(for record: FailureRecord, reference: [UInt8]?, actual: [UInt8], diff: [UInt8]?) -> String {
        let actualURL = dataURL(actual)
        var html = "<section>\n"
        html += "<h2>\(record.title.htmlEscaped)</h2>\n"
        html += "<p class=\"summary\">\(record.verdict.htmlEscaped): \(record.summary.htmlEscaped)</p>\n"
        html += "<p class=\"path\">reference: \(record.referencePath.htmlEscaped)</p>\n"
        html += "<div class=\"images\">\n"
        guard let reference else {
            html += "<figure><figcaption>reference</figcaption><p class=\"none\">none recorded</p></figure>\n"
            html += figure("actual", actualURL, alt: "actual \(record.title)")
            return html + "</div>\n</section>\n"
        }
        let referenceURL = dataURL(reference)
        html += figure("reference", referenceURL, alt: "reference of \(record.title)")
        html += diff.map { figure("diff (red: changed, yellow: anti-aliasing)", dataURL($0), alt: "diff of \(record.title)") }
            ?? "<figure><figcaption>diff</figcaption><p class=\"none\">none: the sizes differ</p></figure>\n"
        html += figure("actual", actualURL, alt: "actual \(record.title)")
        html += """
            <figure class="blinkview"><figcaption><label><input type="checkbox" class="blink" checked> blink reference ↔ actual</label></figcaption>
            <div class="stack"><img class="reference" src="\(referenceURL)" alt="reference of \(record.title.htmlEscaped)">\
            <img class="actual" src="\(actualURL)" alt="actual \(record.title.htmlEscaped)"></div></figure>

            """
        html += "</div>\n</section>\n"
        return html
    }

    private static func figure(_ caption: String, _ url: String, alt: String) -> String {
        return "<figure><figcaption>\(caption.htmlEscaped)</figcaption><img src=\"\(url)\" alt=\"\(alt.htmlEscaped)\"></figure>\n"
    }

    private static func dataURL(_ bytes: [UInt8]) -> String {
        "data:image/png;base64," + Data(bytes).base64EncodedString()
    }

    private static let header = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8">
        <title>Tessera snapshot failures</title>
        <style>
        body { font: 14px/1.4 -apple-system, system-ui, sans-serif; margin: 24px; color: #1d1d1f; background: #fafafa; }
        section { background: #fff; border: 1px solid #ddd; border-radius: 8px; padding: 16px; margin: 0 0 24px; }
        h2 { font-size: 16px; margin: 0 0 4px; font-family: ui-monospace, monospace; }
        p.summary { margin: 0 0 8px; }
        p.path { margin: 0 0 12px; color: #666; font-family: ui-monospace, monospace; font-size: 12px; word-break: break-all; }
        .images { display: flex; gap: 16px; flex-wrap: wrap; align-items: flex-start; }
        figure { margin: 0; }
        figcaption { font-size: 12px; color: #666; margin-bottom: 4px; display: inline; }
        figure > img, .stack { display: block; margin-top: 4px; }
        img { max-width: 420px; image-rendering: pixelated; border: 1px solid #ccc;
              background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        .stack { position: relative; width: fit-content; }
        .stack img.actual { position: absolute; left: 0; top: 0; opacity: 0; }
        .blinkview:has(input.blink:checked) .stack img.actual { animation: blink 1s steps(1) infinite; }
        .blinkview:has(input.blink:not(:checked)) .stack:hover img.actual { opacity: 1; }
        @keyframes blink { 0% { opacity: 0; } 50% { opacity: 1; } }
        .none { color: #666; font-style: italic; }
        </style></head><body>
        <h1>Tessera snapshot failures</h1>

        """

}
