import Foundation

/// The run's HTML report: every failure as reference | diff | actual, plus a view that blinks
/// between reference and actual, where the eye catches a 1-pixel shift the side-by-side view hides.
///
/// Self-contained (images inlined as data: URLs, no scripts or styles fetched), so it opens from
/// file:// and can be uploaded as a single CI artifact.
enum FailureReport {
    /// The report for `records` (sorted by title, so the page does not depend on which test
    /// failed first); `image` returns a file's bytes relative to the artifacts folder.
    static func html(records: [FailureRecord], unreadable: [String], image: (String) -> [UInt8]?) -> String {
        var html = """
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
            input.blink:checked ~ .stack img.actual { animation: blink 1s steps(1) infinite; }
            input.blink:not(:checked) ~ .stack:hover img.actual { opacity: 1; }
            @keyframes blink { 0% { opacity: 0; } 50% { opacity: 1; } }
            .none { color: #666; font-style: italic; }
            </style></head><body>
            <h1>Tessera snapshot failures</h1>

            """
        if records.isEmpty && unreadable.isEmpty {
            html += "<p class=\"none\">No snapshot failures.</p>\n"
        } else {
            html += "<p>\(records.count) failing snapshot\(records.count == 1 ? "" : "s"). "
            html += "The blink view alternates reference and actual every half second; untick it and hover to compare by hand.</p>\n"
        }
        for (index, record) in records.sorted(by: { $0.title < $1.title }).enumerated() {
            let reference = dataURL(image(record.referenceFile))
            let actual = dataURL(image(record.actualFile))
            let diff = record.diffFile.flatMap { dataURL(image($0)) }
            html += "<section id=\"failure-\(index)\">\n"
            html += "<h2>\(escape(record.title))</h2>\n"
            html += "<p class=\"summary\">\(escape(record.verdict)): \(escape(record.summary))</p>\n"
            html += "<p class=\"path\">reference: \(escape(record.referencePath))</p>\n"
            html += "<div class=\"images\">\n"
            html += figure("reference", reference, alt: "reference of \(record.title)")
            html += diff.map { figure("diff (red: changed, yellow: anti-aliasing)", $0, alt: "diff of \(record.title)") }
                ?? "<figure><figcaption>diff</figcaption><p class=\"none\">none: the sizes differ</p></figure>\n"
            html += figure("actual", actual, alt: "actual \(record.title)")
            if let reference, let actual {
                html += blink(reference: reference, actual: actual, index: index, title: record.title)
            }
            html += "</div>\n</section>\n"
        }
        for file in unreadable.sorted() {
            html += "<section><h2>\(escape(file))</h2><p class=\"none\">unreadable failure record</p></section>\n"
        }
        html += "</body></html>\n"
        return html
    }

    /// Reference and actual stacked; the checkbox (a CSS sibling selector, no script) starts and
    /// stops the blinking.
    private static func blink(reference: String, actual: String, index: Int, title: String) -> String {
        """
        <figure><figcaption><label for="blink-\(index)">blink reference ↔ actual</label></figcaption>\
        <input type="checkbox" class="blink" id="blink-\(index)" checked>
        <div class="stack"><img class="reference" src="\(reference)" alt="reference of \(escape(title))">\
        <img class="actual" src="\(actual)" alt="actual \(escape(title))"></div></figure>

        """
    }

    private static func figure(_ caption: String, _ url: String?, alt: String) -> String {
        guard let url else {
            return "<figure><figcaption>\(escape(caption))</figcaption><p class=\"none\">image missing</p></figure>\n"
        }
        return "<figure><figcaption>\(escape(caption))</figcaption><img src=\"\(url)\" alt=\"\(escape(alt))\"></figure>\n"
    }

    private static func dataURL(_ bytes: [UInt8]?) -> String? {
        bytes.map { "data:image/png;base64," + Data($0).base64EncodedString() }
    }

    /// HTML-escapes text from test names and messages.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.count)
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(c)
            }
        }
        return out
    }
}
