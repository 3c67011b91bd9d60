import HTMLEscaping
/// `index.html`: the page designers review — self-contained (inline CSS and script, images by
/// relative path, no network) so it works from `file://` and as a CI artifact. Groups in catalog
/// order, each story with its themes side by side as thumbnails, a search box, click for full
/// size, failures at the top. Built from the manifest alone, so `gallery merge` rebuilds it.
public struct IndexPage: Sendable {
    public static let fileName = "index.html"
    let manifest: Manifest

    public init(manifest: Manifest) { self.manifest = manifest }

    public var html: String {
        var out = HTMLDocumentHead.html(title: title, style: Self.style) + """
        <body>
        <header>
        <h1>\(title.htmlEscaped)</h1>
        <p class="meta">\(summaryLine.htmlEscaped)</p>
        <input id="search" type="search" placeholder="Search stories" autofocus aria-label="Search stories">
        </header>
        <main>

        """
        if !manifest.failures.isEmpty {
            out += "<section class=\"failures\"><h2>\(manifest.failures.count) failed</h2><ul>\n"
            for failure in manifest.failures {
                out += "<li><b>\(failure.story.htmlEscaped)/\(failure.variant.htmlEscaped)</b> (\(label(failure.theme, failure.textSize, failure.layoutDirection).htmlEscaped)): <code>\(failure.error.htmlEscaped)</code></li>\n"
            }
            out += "</ul></section>\n"
        }
        for group in groups {
            out += "<section class=\"group\" id=\"\(anchor(group.name).htmlEscaped)\">\n<h2>\(group.name.htmlEscaped)</h2>\n"
            let sheets = manifest.contactSheets.filter { $0.story == group.name }
            if !sheets.isEmpty {
                out += "<p class=\"sheets\">Contact sheet: "
                out += sheets.map { sheet in
                    let rendition = label(sheet.theme, sheet.textSize, sheet.layoutDirection)
                    let label = sheet.page.map { "\(rendition) \($0)/\(sheet.pages ?? $0)" } ?? rendition
                    return "<a href=\"\(url(sheet.file).htmlEscaped)\" data-full>\(label.htmlEscaped)</a>"
                }.joined(separator: " · ")
                out += "</p>\n"
            }
            for story in group.stories {
                let search = "\(group.name)/\(story.variant) \(story.summary)".lowercased()
                out += "<article class=\"story\" data-search=\"\(search.htmlEscaped)\">\n"
                out += "<h3>\(story.variant.htmlEscaped)</h3>\n<p>\(story.summary.htmlEscaped)</p>\n<div class=\"themes\">\n"
                for image in story.images {
                    let rendition = label(image.theme, image.textSize, image.layoutDirection)
                    let label = image.part.map { "\(rendition) · part \($0) of \(image.parts ?? $0)" } ?? rendition
                    out += """
                    <figure class="\(image.theme.htmlEscaped)"><a href="\(url(image.file).htmlEscaped)" data-full>\
                    <img src="\(url(image.file).htmlEscaped)" alt="\("\(group.name)/\(story.variant), \(label)".htmlEscaped)" \
                    width="\(image.width / image.scale)" loading="lazy"></a>\
                    <figcaption>\(label.htmlEscaped) · \(image.width)×\(image.height) px</figcaption></figure>

                    """
                }
                out += "</div>\n</article>\n"
            }
            out += "</section>\n"
        }
        out += """
        </main>
        <div id="full" hidden><img alt=""></div>
        <script>\(Self.script)</script>
        </body>
        </html>

        """
        return out
    }

    struct StoryImages {
        var variant: String
        var summary: String
        var images: [Manifest.Image]
    }

    /// Groups and their stories in manifest (catalog) order.
    var groups: [(name: String, stories: [StoryImages])] {
        var groups: [(name: String, stories: [StoryImages])] = []
        for image in manifest.images {
            if groups.last?.name != image.story { groups.append((image.story, [])) }
            let last = groups.count - 1
            if groups[last].stories.last?.variant == image.variant {
                groups[last].stories[groups[last].stories.count - 1].images.append(image)
            } else {
                groups[last].stories.append(StoryImages(variant: image.variant, summary: image.summary, images: [image]))
            }
        }
        return groups
    }

    /// A rendition as a caption: the theme, then the text size and direction when the run
    /// rendered more than one of them (as file names say it).
    private func label(_ theme: String, _ textSize: String, _ layoutDirection: String) -> String {
        var parts = [theme]
        if manifest.settings.textSizes.count > 1 { parts.append(textSize) }
        if manifest.settings.layoutDirections.count > 1 { parts.append(layoutDirection == "rightToLeft" ? "rtl" : "ltr") }
        return parts.joined(separator: " · ")
    }

    /// The catalog's title, as the manifest records it.
    private var title: String { manifest.title ?? "Gallery" }

    private var summaryLine: String {
        let s = manifest.settings
        let stories = Set(manifest.images.map { "\($0.story)/\($0.variant)" }).count
        var parts = ["\(stories) stories", "\(manifest.images.count) images", "themes: \(s.themes.joined(separator: ", "))",
                     "@\(s.scale)x", "text size \(s.textSizes.joined(separator: ", "))", s.layoutDirections.joined(separator: ", ")]
        if let filter = s.filter { parts.append("filter \(filter)") }
        if s.shard != "1/1" { parts.append("shard \(s.shard)") }
        if !manifest.failures.isEmpty { parts.append("\(manifest.failures.count) failed") }
        return parts.joined(separator: " · ")
    }

    private func anchor(_ group: String) -> String {
        String(group.map { $0.isLetter || $0.isNumber ? $0 : "-" })
    }

    /// File paths as relative URLs: each component percent-encoded (spaces, `+`).
    private func url(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map { component in
            component.utf8.map { byte -> String in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                     UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "@"):
                    String(UnicodeScalar(byte))
                default:
                    "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
                }
            }.joined()
        }.joined(separator: "/")
    }


    static let style = """
    :root{color-scheme:light dark;font:14px/1.4 system-ui,sans-serif}
    body{margin:0;background:#f4f4f6;color:#1c1c1e}
    header{position:sticky;top:0;z-index:1;background:#fffffff0;border-bottom:1px solid #ddd;padding:12px 24px}
    h1{margin:0;font-size:20px}.meta{margin:2px 0 8px;color:#666}
    #search{width:min(480px,100%);padding:6px 10px;font:inherit;border:1px solid #bbb;border-radius:8px}
    main{padding:0 24px 48px}
    h2{margin:32px 0 4px;font-size:18px}.sheets{margin:0 0 8px;color:#666}
    .story{background:#fff;border-radius:12px;padding:12px 16px;margin:12px 0;box-shadow:0 1px 2px #0002}
    .story h3{margin:0;font-size:15px}.story p{margin:2px 0 8px;color:#555}
    .themes{display:grid;grid-template-columns:repeat(auto-fill,minmax(240px,400px));gap:16px;align-items:start}
    figure{margin:0;min-width:0}figure img{display:block;width:100%;height:auto;max-height:520px;object-fit:cover;object-position:top;cursor:zoom-in;border:1px solid #ddd;border-radius:4px}
    figure.dark img{border-color:#444}figcaption{color:#777;font-size:12px;margin-top:4px}
    .failures{background:#fff0f0;border:1px solid #e0a0a0;border-radius:12px;padding:8px 16px;margin-top:16px}
    .failures h2{color:#b00020;margin-top:8px}
    #full{position:fixed;inset:0;background:#000c;display:flex;align-items:center;justify-content:center;z-index:2;cursor:zoom-out;overflow:auto}
    #full[hidden]{display:none}#full img{max-width:none;margin:auto}
    """

    static let script = """
    const search=document.getElementById('search');
    search.addEventListener('input',()=>{const q=search.value.trim().toLowerCase();
    for(const g of document.querySelectorAll('.group')){let shown=0;
    for(const s of g.querySelectorAll('.story')){const hit=!q||s.dataset.search.includes(q);s.hidden=!hit;if(hit)shown++}
    g.hidden=shown===0}});
    const full=document.getElementById('full');
    document.addEventListener('click',e=>{const a=e.target.closest('a[data-full]');if(!a)return;
    e.preventDefault();full.querySelector('img').src=a.getAttribute('href');full.hidden=false});
    full.addEventListener('click',()=>{full.hidden=true});
    document.addEventListener('keydown',e=>{if(e.key==='Escape')full.hidden=true});
    """
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
