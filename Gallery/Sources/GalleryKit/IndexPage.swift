import HTMLEscaping

/// `index.html`: the page designers review a gallery in — a small app in one self-contained
/// file (inline style and script, images by relative path, no network), so it works from
/// `file://` and as a CI artifact.
///
/// A sidebar tree of the stories with counts, badges and search; a story's page with its
/// variants; toggles for theme (light, dark, side by side), every other rendition axis the run
/// rendered more than one value of (text size, direction, locale), zoom (fit, 1:1 device pixels,
/// 2×) and background; the audit's findings as badges, outlines and a panel; deep links
/// (`#Group/Story/variant`) and keys. The markup is a shell: the page data (`IndexPageData`) is
/// one JSON blob, and the script builds a story's images only when it is shown, lazily loaded —
/// a gallery of thousands of images opens at once. Built from the manifest and `audit.json`, so
/// `gallery merge` rebuilds it.
public struct IndexPage: Sendable {
    public static let fileName = "index.html"
    let manifest: Manifest
    let audit: AuditFile?

    public init(manifest: Manifest, audit: AuditFile? = nil) {
        self.manifest = manifest
        self.audit = audit
    }

    public func html() throws(GalleryError) -> String {
        let data = try IndexPageData(manifest: manifest, audit: audit)
        return HTMLDocumentHead.html(title: data.title, style: IndexPageStyle.css) + """
        <body>
        <header>
        <h1>\(data.title.htmlEscaped)</h1>
        <div id="toggles"></div>
        </header>
        <nav aria-label="Stories">
        <input id="search" type="search" placeholder="Search stories  (/)" aria-label="Search stories" autocomplete="off">
        <p id="hits"></p>
        <div id="tree"></div>
        </nav>
        <main id="page"><noscript><p>This index needs JavaScript. The images are in the folders beside it; \
        manifest.json lists them.</p></noscript></main>
        <aside id="findings" aria-label="Findings" hidden></aside>
        <div id="full" hidden><img alt="Full size"></div>
        <script type="application/json" id="gallery-data">\(try data.embeddedJSON())</script>
        <script>
        \(IndexPageScript.setup)\(IndexPageStoryScript.code)\(IndexPageScript.navigation)</script>
        </body>
        </html>

        """
    }
}
