#!/usr/bin/env python3
"""Computes expected frames for layout fixtures with a real browser (headless Chromium).

Each fixture case ({"name", "viewport": {"width"?, "height"?}, "tree": {...}}) becomes markup in
one HTML page: every node is a <div> with CSS's own defaults except `display: flex`,
`box-sizing: border-box` and `position: relative` (what TesseraLayout assumes). Leaves with content
are block boxes holding inline-blocks: a fixed-size content is one inline-block of its size;
synthetic text is one inline-block per word (`len * charWidth` by `lineHeight`) separated by
spaces that are `charWidth` wide (font-size 0 plus word-spacing), so the browser wraps it at
spaces exactly as TesseraLayout's SyntheticText does. Each viewport, and a `display: block`
root, is the root of a block formatting context (`display: flow-root`), as in TesseraLayout (and
as an absolutely positioned test root is in Taffy's Chrome fixtures): margins stay inside them.
A script in the page reads every box with
getBoundingClientRect (relative to its parent's border box) and writes the result into the DOM,
which `chromium --headless --dump-dom` prints.

Usage: browser.py FIXTURE.json...   (rewrites each file with "expected" frames added)
"""
import html
import json
import os
import re
import subprocess
import sys
import tempfile

KEBAB = re.compile(r"(?<!^)(?=[A-Z])")

KEYWORD_PROPERTIES = ["position", "direction", "flexDirection", "flexWrap", "justifyContent",
                      "alignItems", "alignSelf", "alignContent", "overflow", "boxSizing",
                      "overflowX", "overflowY", "flexLineCount", "writingMode",
                      "float", "clear", "contain", "textAlign"]
# Grid properties are written in CSS syntax in the fixtures and passed through as they are.
GRID_PROPERTIES = ["gridTemplateColumns", "gridTemplateRows", "gridAutoColumns", "gridAutoRows", "gridAutoFlow",
                   "gridRow", "gridColumn", "justifyItems", "justifySelf", "gridArea"]
# CSS Sizing 3/4 keywords, as Chromium spells them (it ships `stretch` beside `-webkit-fill-available`).
SIZING_KEYWORDS = ["min-content", "max-content", "fit-content", "stretch"]
LENGTH_PROPERTIES = ["width", "height", "minWidth", "minHeight", "maxWidth", "maxHeight", "flexBasis"]


def kebab(name):
    return KEBAB.sub("-", name).lower()


def css_length(value):
    if isinstance(value, (int, float)):
        return f"{value}px"
    if value == "auto" or value == "content" or value == "none" or str(value).endswith("%"):
        return value
    if value in SIZING_KEYWORDS:
        return value
    raise ValueError(f"bad length {value!r}")


def sides(value):
    if isinstance(value, dict):
        return value
    return {"top": value, "right": value, "bottom": value, "left": value}


def node_css(style, has_content, root=False):
    decls = []
    display = style.get("display", "flex")
    if root and display == "block":
        display = "flow-root"  # a block root is the root of its formatting context, as in TesseraLayout
    decls.append("display:" + ("none" if display == "none" else ("block" if has_content else display)))
    for prop in KEYWORD_PROPERTIES + GRID_PROPERTIES:
        if prop in style:
            decls.append(f"{kebab(prop)}:{style[prop]}")
    if "gridTemplateAreas" in style:
        areas = style["gridTemplateAreas"]
        rows = " ".join(f'"{row}"' for row in areas) if isinstance(areas, list) else areas
        decls.append(f"grid-template-areas:{rows}")
    for prop in LENGTH_PROPERTIES:
        if prop in style:
            value = style[prop]
            if prop.startswith("max") and value == "auto":
                value = "none"
            decls.append(f"{kebab(prop)}:{css_length(value)}")
    for prop in ["flexGrow", "flexShrink"]:
        if prop in style:
            decls.append(f"{kebab(prop)}:{style[prop]}")
    if "gap" in style:
        gap = style["gap"]
        if isinstance(gap, dict):
            if "row" in gap:
                decls.append(f"row-gap:{css_length(gap['row'])}")
            if "column" in gap:
                decls.append(f"column-gap:{css_length(gap['column'])}")
        else:
            decls.append(f"gap:{css_length(gap)}")
    for prop in ["rowGap", "columnGap"]:
        if prop in style:
            decls.append(f"{kebab(prop)}:{css_length(style[prop])}")
    for prop in ["margin", "padding"]:
        if prop in style:
            for side, value in sides(style[prop]).items():
                decls.append(f"{prop}-{side}:{css_length(value)}")
    if "border" in style:
        for side, value in sides(style["border"]).items():
            decls.append(f"border-{side}-width:{value}px")
    if "inset" in style:
        for side, value in sides(style["inset"]).items():
            decls.append(f"{side}:{css_length(value)}")
    if "aspectRatio" in style:
        decls.append(f"aspect-ratio:{style['aspectRatio']}")
    return ";".join(decls)


ZWSP = "\u200b"


def text_runs(text):
    """The unbreakable runs of synthetic text with the break before each, as SyntheticText reads
    them: a run of spaces and zero-width spaces is one space (word-spacing wide) if it holds a
    space, else one zero-width space (a break opportunity with no width); the first run has none."""
    runs = []
    for separator, word in re.findall(r"([ \u200b]*)([^ \u200b]+)", text):
        runs.append(("" if not runs else " " if " " in separator else "&#8203;", word))
    return runs


def content_html(content):
    if "text" in content:
        cw, lh = content["charWidth"], content["lineHeight"]
        out = ""
        for separator, word in text_runs(content["text"]):
            # Logical sizes: a word runs along the inline axis, vertical in a vertical writing mode.
            out += separator + f'<span class="w" style="inline-size:{len(word) * cw}px;block-size:{lh}px"></span>'
        return out, f"word-spacing:{cw}px"
    return f'<span class="w" style="width:{content["width"]}px;height:{content["height"]}px"></span>', ""


def scrollbar_class(style):
    """A node's scrollbar size (`scrollbarWidth`, 15 px unless set: Chromium's classic scrollbar)
    is a `::-webkit-scrollbar` rule, one class per size in 1/64 px (see compute)."""
    return f"n sb{round(float(style.get('scrollbarWidth', 15)) * 64)}"


def node_html(node, root=False):
    style = node.get("style", {})
    content = node.get("content")
    css = node_css(style, content is not None, root)
    inner = ""
    if content is not None:
        inner, extra = content_html(content)
        if extra:
            css += ";" + extra
    else:
        inner = "".join(node_html(child) for child in node.get("children", []))
    return f'<div class="{scrollbar_class(style)}" style="{html.escape(css)}">{inner}</div>'


PAGE = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><style>
body { margin: 0; }
.vp { position: relative; display: flow-root; margin: 0 0 40px 0; }
.n { box-sizing: border-box; position: relative; display: flex; margin: 0; padding: 0;
     border: 0 solid black; font-size: 0; line-height: 0; }
.w { display: inline-block; vertical-align: baseline; }
%SCROLLBARS%
</style></head><body>
%CASES%
<pre id="result"></pre>
<script>
function frames(el, parentRect, hidden) {
  if (hidden || getComputedStyle(el).display === "none") {
    // display:none boxes have no geometry; report them (and their subtree) as empty at 0,0.
    const out = { x: 0, y: 0, width: 0, height: 0 };
    const kids = Array.from(el.children).filter(c => c.classList.contains("n"));
    if (kids.length) out.children = kids.map(k => frames(k, parentRect, true));
    return out;
  }
  if (getComputedStyle(el).display === "contents") {
    // No box: an empty frame at the parent's origin, the children relative to the parent (as
    // TesseraLayout reports them; the browser's rectangle is empty at the window's origin).
    const out = { x: 0, y: 0, width: 0, height: 0 };
    const kids = Array.from(el.children).filter(c => c.classList.contains("n"));
    if (kids.length) out.children = kids.map(k => frames(k, parentRect, false));
    return out;
  }
  const r = el.getBoundingClientRect();
  const out = { x: r.left - parentRect.left, y: r.top - parentRect.top, width: r.width, height: r.height };
  const kids = Array.from(el.children).filter(c => c.classList.contains("n"));
  if (kids.length) out.children = kids.map(k => frames(k, r, false));
  return out;
}
const results = Array.from(document.querySelectorAll(".vp")).map(vp =>
  frames(vp.firstElementChild, vp.getBoundingClientRect(), false));
document.getElementById("result").textContent = JSON.stringify(results);
</script></body></html>
"""


# How every script here runs Chromium (html_suite.py passes the same flags to chromedriver): no GPU,
# one device pixel per CSS pixel, and a window large enough for every case.
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--force-device-scale-factor=1",
                  "--window-size=4000,3000"]


def viewport_css(viewport):
    width = viewport.get("width")
    height = viewport.get("height")
    css = f"width:{width}px;" if width is not None else "width:max-content;"
    if height is not None:
        css += f"height:{height}px;"
    return css


def compute(cases):
    body = "\n".join(f'<div class="vp" style="{viewport_css(c.get("viewport", {}))}">{node_html(c["tree"], root=True)}</div>'
                     for c in cases)
    units = sorted({int(u) for u in re.findall(r'class="n sb([0-9]+)"', body)})
    scrollbars = "\n".join(f".sb{u}::-webkit-scrollbar {{ width: {u / 64:g}px; height: {u / 64:g}px; }}" for u in units)
    page = PAGE.replace("%CASES%", body).replace("%SCROLLBARS%", scrollbars)
    with tempfile.NamedTemporaryFile("w", suffix=".html", delete=False) as f:
        f.write(page)
        path = f.name
    try:
        dom = subprocess.run(
            ["chromium", *CHROMIUM_FLAGS, "--dump-dom", "file://" + path],
            check=True, capture_output=True, text=True, timeout=300).stdout
    finally:
        os.unlink(path)
    match = re.search(r'<pre id="result">(.*?)</pre>', dom, re.S)
    if not match or not match.group(1):
        raise SystemExit("chromium produced no result")
    return json.loads(html.unescape(match.group(1)))


def rounded(frame):
    """Chromium lays out in 1/64 px units; 1e-4 keeps the files readable and loses nothing."""
    out = {k: round(frame[k], 4) for k in ("x", "y", "width", "height") if k in frame}  # {}: not measured
    out = {k: (int(v) if v == int(v) else v) for k, v in out.items()}
    if "children" in frame:
        out["children"] = [rounded(c) for c in frame["children"]]
    return out


def main(paths):
    for path in paths:
        with open(path) as f:
            document = json.load(f)
        cases = document["cases"]
        results = compute(cases)
        for case, result in zip(cases, results):
            case["expected"] = rounded(result)
        with open(path, "w") as f:
            json.dump(document, f, indent=1)
            f.write("\n")
        print(f"{path}: {len(cases)} cases")


if __name__ == "__main__":
    main(sys.argv[1:])
