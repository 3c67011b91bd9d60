#!/usr/bin/env python3
"""Converts third-party Chrome-rendered layout fixtures (HTML pages) into layout JSON and checks them.

Usage: html_suite.py FOLDER... [--write DIR] [--raw FILE] [--list] [--top N]

The fixtures are pages in the layout of Taffy's test_fixtures: inline styles on nested <div>s under
one `#test-root` (optionally inside a `.viewport` div that gives it a containing block), a shared
base stylesheet (every div `display: flex`, `box-sizing: border-box`, `position: relative`, no
margins; the root `position: absolute` in the window; Ahem 10px text with `line-height: 1`, whose
every glyph is a 10 px square and whose &ZeroWidthSpace; are break opportunities) and four variants
chosen by the body's class: border-box or content-box, ltr or rtl.

For each page, headless Chromium (through chromedriver, with browser.py's flags) lays out each
variant and reports, for every element, its border box relative to its parent's border box, the
longhands its inline style declares, and its computed display, position, box-sizing, direction and
border widths. Each variant becomes one case of our fixture format (docs/layout-json.md): CSS
longhands become our properties (`margin-top` → `margin.top`, `grid-column-start`/`-end` →
`gridColumn`, `2px` → 2, `50%` → "50%", keywords and grid track lists as written), text becomes
synthetic text (charWidth 10, lineHeight 10, U+200B kept as a break opportunity), and the root is
placed as Chromium placed it (an absolute root inside a window-sized box, a `.viewport` as the
root, an in-flow root in a viewport as wide as the window). The `check` tool (check/) then lays
every case out with TesseraLayout and compares the frames within 0.1 px, unrounded.

A page is "not convertible" when it uses CSS the converter has no spelling for (floats,
`text-align`, ...) or the engine refuses a property or value (our JSON reader reports it; the
converter drops it and asks again, so every missing property of a page is counted). The table
lists, per folder, pages converted / agree (all four variants within 0.1 px) / disagree / not
convertible, then the unsupported properties and values by the number of pages using them.

--write DIR keeps the converted cases as fixture files DIR/NAME.json ({"cases": [...]}, the format of
Tests/TesseraLayoutTests/Fixtures, with "expected" frames) that `check` and the Swift conformance
tests read. --raw FILE caches Chromium's measurements (pages missing from FILE are measured and added), so
that a change to the engine can be rechecked without the browser. --list names the disagreeing pages.
"""
import argparse
import collections
import json
import os
import re
import subprocess
import sys
import tempfile

import browser
import reduce

VARIANTS = {"": "border-box ltr", "-content-box": "content-box ltr", "-rtl": "border-box rtl",
            "-content-box-rtl": "content-box rtl"}

# Describes an element and its subtree: what the converter reads from the browser (yoga_suite.py
# reuses it).
DESCRIBE_ELEMENT = """
  function describe(e) {
    const r = e.getBoundingClientRect(), p = e.parentNode.getBoundingClientRect();
    const cs = getComputedStyle(e);
    const declared = {};
    for (let i = 0; i < e.style.length; i++) declared[e.style[i]] = e.style.getPropertyValue(e.style[i]);
    return {
      declared, order: Array.from(e.style), writingMode: cs.writingMode, display: cs.display, position: cs.position, boxSizing: cs.boxSizing, direction: cs.direction,
      border: [cs.borderTopWidth, cs.borderRightWidth, cs.borderBottomWidth, cs.borderLeftWidth].map(parseFloat),
      text: e.childElementCount === 0 ? e.textContent : null,
      mixed: e.childElementCount > 0 && Array.from(e.childNodes).some(n => n.nodeType === 3 && n.textContent.trim()),
      frame: {x: r.left - p.left, y: r.top - p.top, width: r.width, height: r.height},
      children: Array.from(e.children).map(describe),
    };
  }
"""

# Waits for the Ahem web font, then describes the test root in each variant. Runs in the page.
DESCRIBE = """
const done = arguments[arguments.length - 1];
const variants = arguments[0];
document.fonts.ready.then(() => {
  const root = document.getElementById('test-root');
  if (!root) { done({error: 'no #test-root'}); return; }
""" + DESCRIBE_ELEMENT + """
  const parent = root.parentNode;
  const viewport = parent.classList && parent.classList.contains('viewport');
  const out = {window: [innerWidth, innerHeight], viewport,
               inBody: parent === document.body || (viewport && parent.parentNode === document.body)};
  for (const cls of variants) { document.body.className = cls; out[cls] = describe(viewport ? parent : root); }
  done(out);
});
"""


def chromium():
    """Headless Chromium through chromedriver, with browser.py's flags."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    options = webdriver.ChromeOptions()
    for flag in browser.CHROMIUM_FLAGS:
        options.add_argument(flag)
    options.binary_location = "/usr/bin/chromium"
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_script_timeout(30)
    return driver


def measure(paths):
    """Chromium's description of each page (one browser for all of them)."""
    driver = chromium()
    out = {}
    try:
        for path in paths:
            driver.get("file://" + os.path.abspath(path))
            out[path] = driver.execute_async_script(DESCRIBE, list(VARIANTS.values()))
    finally:
        driver.quit()
    return out


# --- CSS longhands to our properties --------------------------------------------------------

LENGTHS = {"width": "width", "height": "height", "min-width": "minWidth", "min-height": "minHeight",
           "max-width": "maxWidth", "max-height": "maxHeight", "flex-basis": "flexBasis"}
KEYWORDS = {"flex-direction": "flexDirection", "flex-wrap": "flexWrap", "justify-content": "justifyContent",
            "align-items": "alignItems", "align-self": "alignSelf", "align-content": "alignContent",
            "justify-items": "justifyItems", "justify-self": "justifySelf", "grid-auto-flow": "gridAutoFlow",
            "writing-mode": "writingMode"}
# Floats, clearance, containment and (legacy) text alignment in blocks, as written.
KEYWORDS.update({"float": "float", "clear": "clear", "contain": "contain", "text-align": "textAlign"})
# Grid values are CSS syntax in our format too.
VERBATIM = {"grid-template-columns": "gridTemplateColumns", "grid-template-rows": "gridTemplateRows",
            "grid-auto-columns": "gridAutoColumns", "grid-auto-rows": "gridAutoRows",
            "grid-template-areas": "gridTemplateAreas"}
EDGES = {"margin": "margin", "padding": "padding"}
SIDES = ("top", "right", "bottom", "left")
GAPS = {"row-gap": "rowGap", "column-gap": "columnGap"}
# Read from the computed style instead (border widths, box-sizing, direction, display, position),
# or without effect on layout.
COMPUTED_OR_PAINT = re.compile(r"^(border-.*-(width|style|color)|border-.*-radius|border-image-.*|box-sizing|direction|"
                               r"display|position|background.*|color|z-index|outline.*|visibility|opacity)$")
NUMBER = re.compile(r"^-?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$")


def length(value):
    """`12px` → 12, `50%` → "50%", `0` → 0, `-webkit-fill-available` → "stretch" (its prefixed
    spelling, which Chromium still ships beside it); keywords and anything else as written."""
    if value == "-webkit-fill-available":
        return "stretch"
    if value.endswith("px") and NUMBER.match(value[:-2]):
        return float(value[:-2])
    if NUMBER.match(value):
        return float(value)
    return value


LARGEST_LENGTH = 1e9  # docs/layout-json.md: numbers are at most 1,000,000,000 in magnitude


def beyond_limit(value):
    """A max size past our largest length (`max-height: 3.68935e+19px` in one of Taffy's pages) is no
    maximum: Chromium clamps lengths to 2^25 px (LayoutUnit), so it binds nothing there, and none of
    our sizes reaches it. Other lengths past it stay as written, which the engine refuses with an
    error saying so."""
    return isinstance(value, float) and value > LARGEST_LENGTH


def aspect_ratio(value):
    """`16 / 9` → 1.777…; None for a degenerate ratio (a 0 term), which behaves as `auto` (CSS
    Sizing 4 §2.1); anything else as written."""
    parts = [p.strip() for p in value.split("/")]
    if all(NUMBER.match(p) for p in parts) and len(parts) in (1, 2):
        numbers = [float(p) for p in parts] + [1.0]
        return numbers[0] / numbers[1] if numbers[0] and numbers[1] else None
    return value


LOGICAL = re.compile(r"^(margin|padding|inset)-(inline|block)-(start|end)$")


def physical_side(axis, edge, direction, writing_mode):
    """The side a logical property's `inline`/`block` `start`/`end` names (CSS Logical Properties
    §4), by the element's own direction and writing mode."""
    if writing_mode == "horizontal-tb":
        sides = ("left", "right") if axis == "inline" else ("top", "bottom")
    elif axis == "inline":
        sides = ("top", "bottom")
    else:
        sides = ("left", "right") if writing_mode == "vertical-lr" else ("right", "left")
    if axis == "inline" and direction == "rtl":
        sides = sides[::-1]
    return sides[0] if edge == "start" else sides[1]


def set_side(style, kind, side, value):
    """Sets `style[kind][side]`; an `auto` inset is none (it undoes an earlier one for the side)."""
    if kind == "inset" and value == "auto":
        style.get("inset", {}).pop(side, None)
        if style.get("inset") == {}:
            del style["inset"]
    else:
        style.setdefault(kind, {})[side] = length(value)


def node_style(info, parent_direction, unsupported):
    """Our style for one element, adding what it cannot express to `unsupported`."""
    style = {}
    declared = info["declared"]
    direction = info["direction"]
    # In declaration order (where the browser reported it): of a logical and a physical property
    # for the same side, the later one wins.
    for prop in info.get("order", declared):
        value = declared[prop]
        if prop in LENGTHS:
            if not (prop.startswith("max") and (value == "none" or beyond_limit(length(value)))):
                style[LENGTHS[prop]] = length(value)
        elif prop in KEYWORDS:
            style[KEYWORDS[prop]] = value
        elif prop in VERBATIM:
            style[VERBATIM[prop]] = value
        elif prop in GAPS:
            if value != "normal":
                style[GAPS[prop]] = length(value)
        elif prop in ("flex-grow", "flex-shrink"):
            style["flexGrow" if prop == "flex-grow" else "flexShrink"] = float(value)
        elif re.match(r"^(margin|padding)-(top|right|bottom|left)$", prop):
            kind, side = prop.split("-")
            style.setdefault(kind, {})[side] = length(value)
        elif match := LOGICAL.match(prop):
            kind, axis, edge = match.groups()
            set_side(style, kind, physical_side(axis, edge, direction, info.get("writingMode", "horizontal-tb")), value)
        elif prop in SIDES:
            set_side(style, "inset", prop, value)
        elif prop in ("grid-row-start", "grid-row-end", "grid-column-start", "grid-column-end"):
            pass  # combined below
        elif prop in ("overflow-x", "overflow-y"):
            pass  # combined below
        elif prop == "flex-line-count" and re.match(r"^\d+$", value):
            style["flexLineCount"] = int(value)
        elif prop == "aspect-ratio":
            if value != "auto" and aspect_ratio(value) is not None:
                style["aspectRatio"] = aspect_ratio(value)
        elif not COMPUTED_OR_PAINT.match(prop):
            unsupported.append(f"{prop}: {value}")
    for axis, key in (("row", "gridRow"), ("column", "gridColumn")):
        start, end = declared.get(f"grid-{axis}-start", "auto"), declared.get(f"grid-{axis}-end", "auto")
        if (start, end) != ("auto", "auto"):
            style[key] = start if end == "auto" else f"{start} / {end}"
    overflow = (declared.get("overflow-x", "visible"), declared.get("overflow-y", "visible"))
    if overflow[0] == overflow[1] and overflow[0] != "visible":
        style["overflow"] = overflow[0]
    elif overflow[0] != overflow[1]:
        style["overflowX"], style["overflowY"] = overflow
    if info["display"] == "flow-root":
        # A block with an align-content other than normal is its own formatting context (CSS Box
        # Alignment §5.3), and `flex-start` places its children where `normal` does.
        style["display"] = "block"
        style.setdefault("alignContent", "flex-start")
    elif info["display"] != "flex":
        style["display"] = info["display"]
    if info["position"] != "relative":
        style["position"] = info["position"]
    if info["boxSizing"] != "border-box":
        style["boxSizing"] = info["boxSizing"]
    if direction != parent_direction:
        style["direction"] = direction
    border = info["border"]
    if any(border):
        style["border"] = dict(zip(SIDES, border))
    return style


def text_content(text):
    """HTML collapses white space (not U+200B, a break opportunity that takes no room)."""
    return re.sub(r"[ \t\n\r\f]+", " ", text).strip()


def node(info, parent_direction, unsupported):
    out = {}
    style = node_style(info, parent_direction, unsupported)
    if style:
        out["style"] = style
    if info["mixed"]:
        unsupported.append("text beside elements")
    text = text_content(info["text"] or "")
    if text and wraps_text(info):
        out["children"] = [{"content": {"text": text, "charWidth": 10, "lineHeight": 10}}]
    elif text:
        out["content"] = {"text": text, "charWidth": 10, "lineHeight": 10}
    elif info["children"]:
        out["children"] = [node(child, info["direction"], unsupported) for child in info["children"]]
    return out


def wraps_text(info):
    """Text in a flex or grid container (every div of Taffy's pages is `display: flex`) is an
    anonymous item of it (CSS Flexbox §4, Grid §6), stretched and aligned as any item: it becomes a
    text leaf inside the node, where a block's text is the node's own content. An aspect ratio
    tells the two apart: it floors a block by its lines, a flex container by its items. A
    `display: contents` element's text is such an item of its parent's."""
    return info["display"] in ("flex", "grid", "inline-flex", "inline-grid", "contents")


def frames(info, shift=(0, 0)):
    """The element's frame and its children's, `shift` added to its origin. A `display: contents`
    element has no box, and the browser reports an empty rectangle at the window's origin: it
    becomes an empty frame at its parent's origin (as TesseraLayout places it), its children's
    frames shifted to be relative to that."""
    out = dict(info["frame"])
    out["x"] += shift[0]
    out["y"] += shift[1]
    inner = (0, 0)
    if info["display"] == "contents":
        inner = (out["x"], out["y"])
        out.update(x=0, y=0, width=0, height=0)
    if info["children"] and not text_content(info["text"] or ""):
        out["children"] = [frames(child, inner) for child in info["children"]]
    elif text_content(info["text"] or "") and wraps_text(info):
        out["children"] = [{}]  # the anonymous item, which the browser does not expose: not compared
    return out


def convert(name, description):
    """The page's four cases, and what it uses that we cannot express."""
    unsupported = []
    if "error" in description:
        return [], [description["error"]]
    if not description["inBody"]:
        unsupported.append("#test-root inside other markup")
    cases = []
    for suffix, variant in VARIANTS.items():
        info = description[variant]
        tree = node(info, "ltr", unsupported if suffix == "" else [])
        expected = browser.rounded(frames(info))
        case = {"name": name + suffix, "viewport": {}, "tree": tree}
        if description["viewport"]:
            tree.setdefault("style", {}).update(alignItems="flex-start", justifyContent="flex-start")
            tree["style"].pop("position", None)
        elif info["position"] == "absolute":
            # The root is absolutely positioned in the window: put it in a window-sized box.
            width, height = description["window"]
            case["tree"] = {"style": {"width": width, "height": height}, "children": [tree]}
            expected = {"x": 0, "y": 0, "width": width, "height": height, "children": [expected]}
        else:
            case["viewport"] = {"width": description["window"][0]}
            tree.get("style", {}).pop("position", None)
        case["expected"] = expected
        cases.append(case)
    return cases, sorted(set(unsupported))


# --- Checking -------------------------------------------------------------------------------

ERROR = re.compile(r"^ERROR ([^/]+)/(\S+): (.*)$")
FAIL = re.compile(r"^FAIL ([^/]+)/(\S+)$")
STYLE_PATH = re.compile(r"\$((?:\.children\[\d+\])*)\.style(?:\.(\w+))?")
UNKNOWN_KEY = re.compile(r'unknown style property "(\w+)"')


_check_tool = []


def run_check(cases):
    """{case name: "agree" | "disagree" | error message} from the check tool."""
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "suite.json")
        with open(path, "w") as f:
            json.dump({"cases": cases}, f)
        if not _check_tool:
            _check_tool.append(reduce.check_tool())
        output = subprocess.run([_check_tool[0], path], capture_output=True, text=True).stdout
    verdicts = {case["name"]: "agree" for case in cases}
    for line in output.splitlines():
        if match := FAIL.match(line):
            verdicts[match.group(2)] = "disagree"
        elif match := ERROR.match(line):
            verdicts[match.group(2)] = match.group(3)
    return verdicts


def refused_property(case, message):
    """Drops the style property the engine refused from `case` and names it, e.g. `width: min-content`."""
    match = STYLE_PATH.search(message)
    if not match:
        return re.sub(r"\d+", "N", message[:80])
    target = case["tree"]
    for index in re.findall(r"\[(\d+)\]", match.group(1)):
        target = target["children"][int(index)]
    style = target.get("style", {})
    unknown = UNKNOWN_KEY.search(message)
    key = match.group(2) or (unknown.group(1) if unknown else None)
    if key is None:
        return re.sub(r"\d+", "N", message[:80])
    value = style.pop(key, None)
    return f"{key}: {json.dumps(value) if not isinstance(value, str) else value}"


def judge(cases_by_page):
    """Per page: "agree", "disagree" or None (refused), and the refused properties by page."""
    pending = {page: cases for page, cases in cases_by_page.items() if cases}
    refused = collections.defaultdict(set)
    verdicts = {}
    for _ in range(12):  # each round drops one refused property per case
        if not pending:
            break
        results = run_check([case for cases in pending.values() for case in cases])
        retry = {}
        for page, cases in pending.items():
            messages = [(case, results[case["name"]]) for case in cases]
            errors = [(case, m) for case, m in messages if m not in ("agree", "disagree")]
            if errors:
                for case, message in errors:
                    refused[page].add(refused_property(case, message))
                retry[page] = cases
                verdicts[page] = None
            elif page not in verdicts:
                verdicts[page] = "agree" if all(m == "agree" for _, m in messages) else "disagree"
        pending = retry
    return verdicts, refused


def normalized(key):
    """Numbers become N (NNNN from 1,000 up, past our grid's line and track limits) so that a value
    counts once whatever its numbers."""
    return re.sub(r"-?\d+(\.\d+)?", lambda m: "NNNN" if abs(float(m.group())) >= 1000 else "N", key)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("folders", nargs="+")
    parser.add_argument("--write", metavar="DIR", help="write the convertible pages' cases as fixture files")
    parser.add_argument("--raw", metavar="FILE", help="cache of Chromium's measurements (read, and completed)")
    parser.add_argument("--list", action="store_true", help="name the disagreeing pages")
    parser.add_argument("--top", type=int, default=12, help="unsupported properties listed per folder")
    args = parser.parse_args()
    pages = {folder: sorted(os.path.join(folder, n) for n in os.listdir(folder) if n.endswith(".html"))
             for folder in args.folders}
    raw = {}
    if args.raw and os.path.exists(args.raw):
        with open(args.raw) as f:
            raw = json.load(f)
    missing_pages = [page for paths in pages.values() for page in paths if page not in raw]
    if missing_pages:
        raw.update(measure(missing_pages))
        if args.raw:
            with open(args.raw, "w") as f:
                json.dump(raw, f)
    print(f"{'folder':<12} {'pages':>6} {'converted':>9} {'agree':>6} {'disagree':>8} {'not convertible':>15}")
    total = collections.Counter()
    total_unsupported = collections.Counter()
    reports = []
    for folder, paths in pages.items():
        family = os.path.basename(os.path.normpath(folder))
        converted, unsupported = {}, {}
        for path in paths:
            name = os.path.splitext(os.path.basename(path))[0]
            converted[path], unsupported[path] = convert(name, raw[path])
        verdicts, refused = judge({p: c for p, c in converted.items() if not unsupported[p]})
        counts = collections.Counter()
        missing = collections.Counter()
        disagreeing = []
        for path in paths:
            keys = set(unsupported[path]) | refused.get(path, set())
            verdict = verdicts.get(path) if not keys else None
            counts["pages"] += 1
            if verdict is None:
                counts["not convertible"] += 1
                missing.update({normalized(key) for key in keys})
            else:
                counts["converted"] += 1
                counts[verdict] += 1
                if verdict == "disagree":
                    disagreeing.append(path)
        print(f"{family:<12} {counts['pages']:>6} {counts['converted']:>9} {counts['agree']:>6} "
              f"{counts['disagree']:>8} {counts['not convertible']:>15}")
        total.update(counts)
        total_unsupported.update(missing)
        reports.append((family, missing, disagreeing))
        if args.write:
            os.makedirs(args.write, exist_ok=True)
            kept = [case for path in paths if verdicts.get(path) and not unsupported[path] for case in converted[path]]
            with open(os.path.join(args.write, f"{family}.json"), "w") as f:
                json.dump({"cases": kept}, f, indent=1)
                f.write("\n")
    print(f"{'all':<12} {total['pages']:>6} {total['converted']:>9} {total['agree']:>6} {total['disagree']:>8} "
          f"{total['not convertible']:>15}")
    for family, missing, disagreeing in reports:
        if missing:
            print(f"\n{family}: unsupported (pages using it)")
            for key, count in missing.most_common(args.top):
                print(f"  {count:>4}  {key}")
        if args.list and disagreeing:
            print(f"\n{family}: disagree")
            for path in disagreeing:
                print(f"  {os.path.splitext(os.path.basename(path))[0]}")
    print("\nall folders: unsupported (pages using it)")
    for key, count in total_unsupported.most_common(args.top * 2):
        print(f"  {count:>4}  {key}")


if __name__ == "__main__":
    sys.exit(main())
