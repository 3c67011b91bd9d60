#!/usr/bin/env python3
"""Converts Yoga's Chrome-rendered gentest fixtures into layout JSON and checks them.

Usage: yoga_suite.py GENTEST_DIR [--raw FILE] [--write DIR] [--list] [--top N] [--include-disabled]

Yoga (Meta's flexbox engine, MIT) generates its tests from HTML: GENTEST_DIR/fixtures/*.html hold
many test cases each, one top-level <div id="NAME"> per case with inline styles on nested divs.
Yoga's generator (gentest/src/cli.ts) pastes a fixture into GENTEST_DIR/test-template.html, whose
stylesheet is Yoga's defaults written as CSS: every div and span `display: flex`,
`flex-direction: column`, `align-items: stretch`, `align-content: flex-start`,
`justify-content: flex-start`, `flex-shrink: 0`, `box-sizing: border-box`, `position: relative`,
no margins, padding or borders; the `#container` div and every test root `position: absolute`;
Ahem 10px text with `line-height: 1`. It measures each root in Chromium twice, with `direction:
ltr` and `direction: rtl` set on the root (buildLayoutTree.ts), and skips in Yoga's own test run
the cases marked `data-disabled="true"`, where Yoga does not match Chromium.

This script does the same in headless Chromium (chromedriver, browser.py's flags), unrounded
(Yoga rounds to whole pixels), and turns every case into two cases of our fixture format (ltr and
rtl) with html_suite.py's conversion of elements (declared longhands to our properties, computed
display, position, box sizing, direction and borders, text as synthetic text with charWidth 10
and lineHeight 10). The template's defaults that are not CSS's initial values (`flex-direction`,
`align-content`, `flex-shrink`) are written into every element's style unless the element
declares them. The root is placed as Chromium placed it: a child of the absolutely positioned `#container`,
whose size Chromium reports (0×0 unless a root of the file is in flow: `position: static`), so
an absolute root's auto width shrinks to fit that (min-content in a 0×0 one).
The `check` tool then lays every case out with TesseraLayout and compares the frames within
0.1 px.

The table lists per fixture file: cases, cases Yoga disables (skipped unless --include-disabled),
converted, agree (ltr and rtl within 0.1 px), disagree, not convertible; then the CSS the cases use
that we cannot express, by the number of cases using it. `data-experiments` (Yoga switches that
make it match Chromium) need nothing here: Chromium's frames are the expectation. --raw FILE
caches Chromium's measurements (files missing from it are measured and added); --write DIR
writes the converted cases as fixture files DIR/FILE.json; --list names the disagreeing cases.
"""
import argparse
import collections
import json
import os
import pathlib
import sys
import tempfile

import browser
import html_suite

# Waits for the Ahem web font, then describes every test root in ltr and rtl. Runs in the page.
DESCRIBE = """
const done = arguments[arguments.length - 1];
document.fonts.ready.then(() => {
""" + html_suite.DESCRIBE_ELEMENT + """
  const container = document.getElementById('container');
  const size = container.getBoundingClientRect();
  const out = {container: [size.width, size.height], cases: []};
  for (const root of Array.from(container.children)) {
    const original = root.getAttribute('style');
    const entry = {id: root.id, disabled: root.dataset.disabled === 'true',
                   experiments: root.dataset.experiments ? root.dataset.experiments.split(' ') : []};
    for (const direction of ['ltr', 'rtl']) { root.style.direction = direction; entry[direction] = describe(root); }
    if (original === null) root.removeAttribute('style'); else root.setAttribute('style', original);
    out.cases.push(entry);
  }
  done(out);
});
"""

# test-template.html's defaults that differ from CSS's initial values, as our properties.
TEMPLATE_DEFAULTS = {"flexDirection": "column", "alignContent": "flex-start", "flexShrink": 0}
TEMPLATE_DECLARES = {"flexDirection": "flex-direction", "alignContent": "align-content", "flexShrink": "flex-shrink"}


def page(gentest, fixture):
    """The page Yoga's generator measures: the fixture pasted into its template."""
    template = (gentest / "test-template.html").read_text()
    font = (gentest / "fonts" / "Ahem.ttf").resolve().as_uri()
    return template.replace("%FONT_PATH%", font).replace("%FIXTURE%", fixture.read_text())


def measure(gentest, fixtures):
    """Chromium's description of every case of each fixture file (one browser for all of them)."""
    driver = html_suite.chromium()
    out = {}
    try:
        for fixture in fixtures:
            with tempfile.NamedTemporaryFile("w", suffix=".html", delete=False) as f:
                f.write(page(gentest, fixture))
            try:
                driver.get("file://" + f.name)
                out[fixture.stem] = driver.execute_async_script(DESCRIBE)
            finally:
                os.unlink(f.name)
    finally:
        driver.quit()
    return out


def with_template_defaults(tree, info):
    """Writes the template's defaults into the style of every element of `tree` that does not
    declare them (not into a text's anonymous item, which has CSS's initial values)."""
    style = tree.setdefault("style", {})
    for key, value in TEMPLATE_DEFAULTS.items():
        if TEMPLATE_DECLARES[key] not in info["declared"]:
            style.setdefault(key, value)
    for child, child_info in zip(tree.get("children", []), info["children"]):
        with_template_defaults(child, child_info)


def convert(name, entry, container_size):
    """The case's ltr and rtl cases, and what it uses that we cannot express."""
    unsupported = []
    cases = []
    for direction in ("ltr", "rtl"):
        info = entry[direction]
        tree = html_suite.node(info, "ltr", unsupported if direction == "ltr" else [])
        with_template_defaults(tree, info)
        width, height = container_size
        container = {"style": {"width": width, "height": height, **TEMPLATE_DEFAULTS}, "children": [tree]}
        expected = {"x": 0, "y": 0, "width": width, "height": height,
                    "children": [browser.rounded(html_suite.frames(info))]}
        cases.append({"name": name + ("" if direction == "ltr" else "-rtl"), "viewport": {},
                      "tree": container, "expected": expected})
    return cases, sorted(set(unsupported))


COLUMNS = ("cases", "disabled", "converted", "agree", "disagree", "not convertible")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("gentest", help="Yoga's gentest folder (fixtures/, test-template.html, fonts/)")
    parser.add_argument("--raw", metavar="FILE", help="cache of Chromium's measurements (read, and completed)")
    parser.add_argument("--write", metavar="DIR", help="write the converted cases as fixture files")
    parser.add_argument("--list", action="store_true", help="name the disagreeing cases")
    parser.add_argument("--top", type=int, default=24, help="unsupported properties listed")
    parser.add_argument("--include-disabled", action="store_true",
                        help="check the cases Yoga disables too (Chromium's frames are right for them as well)")
    args = parser.parse_args()
    gentest = pathlib.Path(args.gentest)
    fixtures = sorted((gentest / "fixtures").glob("*.html"))
    raw = {}
    if args.raw and os.path.exists(args.raw):
        with open(args.raw) as f:
            raw = json.load(f)
    missing = [fixture for fixture in fixtures if fixture.stem not in raw]
    if missing:
        raw.update(measure(gentest, missing))
        if args.raw:
            with open(args.raw, "w") as f:
                json.dump(raw, f)

    converted, unsupported, skipped = {}, {}, set()
    for fixture in fixtures:
        for index, entry in enumerate(raw[fixture.stem]["cases"]):
            key = f"{fixture.stem}/{entry['id'] or index}"
            if entry["disabled"] and not args.include_disabled:
                skipped.add(key)
                continue
            converted[key], unsupported[key] = convert(key.replace("/", "."), entry, raw[fixture.stem]["container"])
    verdicts, refused = html_suite.judge({key: cases for key, cases in converted.items() if not unsupported[key]})

    print(f"{'file':<27} " + " ".join(f"{c:>{max(len(c), 5)}}" for c in COLUMNS))
    total = collections.Counter()
    missing_css = collections.Counter()
    disagreeing = []
    kept = collections.defaultdict(list)
    for fixture in fixtures:
        counts = collections.Counter()
        for index, entry in enumerate(raw[fixture.stem]["cases"]):
            key = f"{fixture.stem}/{entry['id'] or index}"
            counts["cases"] += 1
            if key in skipped:
                counts["disabled"] += 1
                continue
            counts["disabled"] += entry["disabled"]
            keys = set(unsupported[key]) | refused.get(key, set())
            verdict = verdicts.get(key) if not keys else None
            if verdict is None:
                counts["not convertible"] += 1
                missing_css.update({html_suite.normalized(k) for k in keys})
                continue
            counts["converted"] += 1
            counts[verdict] += 1
            kept[fixture.stem].extend(converted[key])
            if verdict == "disagree":
                disagreeing.append(key)
        total.update(counts)
        print(f"{fixture.stem:<27} " + " ".join(f"{counts[c]:>{max(len(c), 5)}}" for c in COLUMNS))
    print(f"{'all':<27} " + " ".join(f"{total[c]:>{max(len(c), 5)}}" for c in COLUMNS))
    if missing_css:
        print("\nunsupported (cases using it)")
        for key, count in missing_css.most_common(args.top):
            print(f"  {count:>4}  {key}")
    if args.list and disagreeing:
        print("\ndisagree")
        for key in disagreeing:
            print(f"  {key}")
    if args.write:
        os.makedirs(args.write, exist_ok=True)
        for stem, cases in kept.items():
            with open(os.path.join(args.write, f"{stem}.json"), "w") as f:
                json.dump({"cases": cases}, f, indent=1)
                f.write("\n")


if __name__ == "__main__":
    sys.exit(main())
