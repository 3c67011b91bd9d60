import HTMLEscaping

/// The opening every self-contained gallery page shares (the index, the review page): UTF-8, a
/// viewport for phones, the escaped title and the page's inline style, up to its `<body>`.
enum HTMLDocumentHead {
    static func html(title: String, style: String) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(title.htmlEscaped)</title>
        <style>\(style)</style>
        </head>

        """
    }
}
