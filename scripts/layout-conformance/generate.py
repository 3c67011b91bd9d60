#!/usr/bin/env python3
"""Generates TesseraLayout's conformance fixtures: families of cases per CSS property and their
interplay, plus seeded random trees, then asks Chromium for the expected frames (browser.py).

Usage: generate.py [OUTPUT_DIR] [--only=FAMILY...]   (default: Tests/TesseraLayoutTests/Fixtures;
--only rebuilds just the named families)
Deterministic: the same script gives the same fixtures. Re-run it after changing the families;
commit the generated files (with their expectations), not the browser.
"""
import json
import os
import random
import sys

import browser

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_OUT = os.path.join(HERE, "..", "..", "Tests", "TesseraLayoutTests", "Fixtures")

JUSTIFY = ["flex-start", "flex-end", "center", "space-between", "space-around", "space-evenly"]
ALIGN = ["flex-start", "flex-end", "center", "stretch", "baseline"]
ALIGN_CONTENT = ["normal", "flex-start", "flex-end", "center", "stretch", "space-between", "space-around",
                 "space-evenly"]
DIRECTIONS = ["row", "row-reverse", "column", "column-reverse"]
WRAPS = ["nowrap", "wrap", "wrap-reverse"]


def node(children=None, **style):
    out = {}
    style = {k: v for k, v in style.items() if v is not None}
    if style:
        out["style"] = style
    if children:
        out["children"] = children
    return out


def box(w=None, h=None, **style):
    """A childless node with optional fixed width/height."""
    style.setdefault("width", w)
    style.setdefault("height", h)
    return node(**style)


def image(w, h, **style):
    out = node(**style)
    out["content"] = {"width": w, "height": h}
    return out


def text(s, cw=10, lh=10, **style):
    out = node(**style)
    out["content"] = {"text": s, "charWidth": cw, "lineHeight": lh}
    return out


def case(name, tree, width=400, height=300):
    viewport = {}
    if width is not None:
        viewport["width"] = width
    if height is not None:
        viewport["height"] = height
    return {"name": name, "viewport": viewport, "tree": tree}


def three(**style):
    return [box(50, 30), box(70, 20), box(30, 40)]


def families():
    f = {}

    cases = []
    for d in DIRECTIONS:
        cases.append(case(f"{d}", node([box(50, 30), box(70, 20, margin=5), box(30, 40)], flexDirection=d,
                                       width=300, height=200, padding=10)))
        cases.append(case(f"{d}-auto-size", node([box(50, 30), box(70, 20), box(30, 40)], flexDirection=d)))
        cases.append(case(f"{d}-text", node([text("hello world foo"), text("a bb ccc dddd", lh=14)],
                                            flexDirection=d, width=150)))
    f["flex-direction"] = cases

    cases = []
    for d in ["row", "column", "row-reverse", "column-reverse"]:
        for j in JUSTIFY:
            cases.append(case(f"{d}-{j}", node(three(), flexDirection=d, justifyContent=j, width=300, height=300)))
    for j in JUSTIFY:
        cases.append(case(f"overflow-{j}", node([box(150, 30, flexShrink=0), box(200, 20, flexShrink=0)],
                                                justifyContent=j, width=300, height=100)))
        cases.append(case(f"single-{j}", node([box(50, 30)], justifyContent=j, width=300, height=100)))
        cases.append(case(f"gap-{j}", node(three(), justifyContent=j, columnGap=15, width=300, height=100)))
    f["justify-content"] = cases

    cases = []
    for d in ["row", "column"]:
        for a in ALIGN:
            children = [box(50, 30), box(60), box(None, 40), text("x yy zzz", lh=12)]
            if d == "column":
                children = [box(50, 30), box(None, 30), box(60, 20), text("x yy zzz", lh=12)]
            cases.append(case(f"{d}-{a}", node(children, flexDirection=d, alignItems=a, width=300, height=200)))
            cases.append(case(f"{d}-{a}-auto", node([box(50, 30), box(20, 60), node(
                [box(10, 10)], padding=5)], flexDirection=d, alignItems=a)))
    for a in ["flex-start", "flex-end", "center", "stretch", "baseline"]:
        cases.append(case(f"self-{a}", node([box(50, 30), box(60, alignSelf=a), box(40, 50)],
                                            alignItems="center", width=300, height=120)))
        cases.append(case(f"self-{a}-column", node([box(50, 30), box(None, 20, alignSelf=a), box(40, 50)],
                                                   flexDirection="column", alignItems="flex-end", width=300,
                                                   height=200)))
    cases.append(case("stretch-max-height", node([box(50, maxHeight=40), box(50, minHeight=150)],
                                                 width=300, height=100)))
    cases.append(case("stretch-margins", node([box(50, margin=10), box(50, margin={"top": 5, "bottom": 20})],
                                              width=300, height=100)))
    f["align-items"] = cases

    cases = []
    for ac in ALIGN_CONTENT:
        kids = [box(80, 30), box(80, 40), box(80, 20), box(80, 30), box(80, 50)]
        cases.append(case(f"wrap-{ac}", node(kids, flexWrap="wrap", alignContent=ac, width=200, height=300)))
        cases.append(case(f"wrap-{ac}-gap", node(kids, flexWrap="wrap", alignContent=ac, gap=10,
                                                 width=200, height=300)))
        cases.append(case(f"column-wrap-{ac}", node(kids, flexWrap="wrap", flexDirection="column",
                                                    alignContent=ac, width=400, height=100)))
        cases.append(case(f"single-line-{ac}", node([box(80, 30), box(80)], flexWrap="wrap",
                                                    alignContent=ac, width=300, height=200)))
        cases.append(case(f"overflow-{ac}", node(kids, flexWrap="wrap", alignContent=ac, width=100,
                                                 height=100)))
    cases.append(case("nowrap-ignores-align-content", node(three(), alignContent="center", width=300,
                                                           height=200)))
    f["align-content"] = cases

    cases = []
    for w in WRAPS:
        for d in ["row", "column", "row-reverse"]:
            kids = [box(90, 30), box(60, 40), box(120, 20), box(50, 50), box(100, 10)]
            cases.append(case(f"{d}-{w}", node(kids, flexWrap=w, flexDirection=d, width=250, height=150)))
        cases.append(case(f"{w}-grow", node([box(90, 30, flexGrow=1), box(60, 40), box(120, 20, flexGrow=2),
                                              box(50, 50, flexGrow=1)], flexWrap=w, width=250)))
        cases.append(case(f"{w}-text", node([text("one two three", flexGrow=1), text("four five"),
                                              text("six seven eight nine")], flexWrap=w, width=200)))
        cases.append(case(f"{w}-gaps", node([box(60, 30) for _ in range(7)], flexWrap=w, gap={"row": 7,
                                            "column": 13}, width=250)))
        cases.append(case(f"{w}-align-items-center", node([box(60, 30), box(60, 50), box(60, 10), box(60, 20)],
                                                          flexWrap=w, alignItems="center", width=150,
                                                          height=200)))
        cases.append(case(f"{w}-stretch-items", node([box(60), box(60, 50), box(60), box(60, 20)],
                                                     flexWrap=w, width=150, height=200)))
    cases.append(case("wrap-max-height-column", node([box(50, 40) for _ in range(5)], flexWrap="wrap",
                                                     flexDirection="column", maxHeight=100)))
    cases.append(case("wrap-auto-height", node([box(70, 40) for _ in range(5)], flexWrap="wrap")))
    f["flex-wrap"] = cases

    cases = []
    for g in [0, 10, 25]:
        cases.append(case(f"row-gap-{g}", node(three(), columnGap=g, width=300, height=100)))
        cases.append(case(f"column-gap-{g}", node(three(), rowGap=g, flexDirection="column", width=300)))
        cases.append(case(f"wrap-gap-{g}", node([box(70, 30) for _ in range(6)], flexWrap="wrap", gap=g,
                                                width=230)))
    cases.append(case("gap-with-grow", node([box(flexGrow=1, height=20) for _ in range(4)], gap=12, width=300)))
    cases.append(case("gap-auto-width", node([box(30, 20) for _ in range(4)], columnGap=8)))
    cases.append(case("gap-reverse", node(three(), columnGap=10, flexDirection="row-reverse", width=300)))
    f["gap"] = cases

    cases = []
    for grows in [[1, 1, 1], [1, 2, 3], [0, 1, 0], [0.5, 0.25, 0], [0.2, 0.2, 0.2], [3, 0, 1]]:
        name = "-".join(str(g) for g in grows)
        cases.append(case(f"grow-{name}", node([box(50, 20, flexGrow=g) for g in grows], width=400, height=100)))
        cases.append(case(f"grow-{name}-column", node([box(20, 30, flexGrow=g) for g in grows],
                                                      flexDirection="column", width=100, height=300)))
    cases.append(case("grow-max", node([box(50, 20, flexGrow=1, maxWidth=80), box(50, 20, flexGrow=1),
                                        box(50, 20, flexGrow=1)], width=400)))
    cases.append(case("grow-min", node([box(50, 20, flexGrow=1, minWidth=200), box(50, 20, flexGrow=3)],
                                       width=400)))
    cases.append(case("grow-max-all", node([box(50, 20, flexGrow=1, maxWidth=60) for _ in range(3)],
                                           width=400, justifyContent="center")))
    cases.append(case("grow-basis-zero", node([text("short", flexGrow=1, flexBasis=0),
                                               text("a much longer text", flexGrow=1, flexBasis=0)],
                                              width=400)))
    cases.append(case("grow-text", node([text("alpha beta", flexGrow=1), text("gamma", flexGrow=2)],
                                        width=300)))
    cases.append(case("grow-column-auto-height", node([box(20, 30, flexGrow=1), box(20, 30)],
                                                      flexDirection="column", width=100)))
    f["flex-grow"] = cases

    cases = []
    for shrinks in [[1, 1, 1], [1, 2, 3], [0, 1, 1], [0.5, 0.5, 0], [0.1, 0.1, 0.1]]:
        name = "-".join(str(s) for s in shrinks)
        cases.append(case(f"shrink-{name}", node([box(150, 20, flexShrink=s) for s in shrinks], width=300,
                                                 height=100)))
    cases.append(case("shrink-weighted-by-basis", node([box(300, 20), box(100, 20)], width=200)))
    cases.append(case("shrink-min-width", node([box(200, 20, minWidth=150), box(200, 20)], width=250)))
    cases.append(case("shrink-text-min-content", node([text("unbreakable_word here"), box(300, 20)],
                                                      width=250)))
    cases.append(case("shrink-text-overflow-hidden", node([text("unbreakable_word here", overflow="hidden"),
                                                           box(300, 20)], width=250)))
    cases.append(case("shrink-image-min-content", node([image(120, 40), box(300, 20)], width=250)))
    cases.append(case("shrink-image-min-width-zero", node([image(120, 40, minWidth=0), box(300, 20)],
                                                          width=250)))
    cases.append(case("shrink-nested-min-content", node([node([text("aaaa bbbb"), image(60, 10)]),
                                                         box(300, 20)], width=200)))
    cases.append(case("shrink-column", node([box(50, 200), box(50, 100, flexShrink=2)], flexDirection="column",
                                            width=100, height=200)))
    cases.append(case("shrink-column-text", node([text("a b c d e f g h", width=30), box(50, 200)],
                                                 flexDirection="column", width=100, height=120)))
    cases.append(case("shrink-padding", node([box(200, 20, padding=40), box(200, 20)], width=150)))
    f["flex-shrink"] = cases

    cases = []
    for b in ["auto", "content", 0, 40, 120, "25%", "50%"]:
        cases.append(case(f"basis-{b}", node([box(60, 20, flexBasis=b), text("lorem ipsum", flexBasis=b),
                                              box(None, 20, flexBasis=b, flexGrow=1)], width=300)))
        cases.append(case(f"basis-{b}-column", node([box(60, 20, flexBasis=b), box(20, 30, flexBasis=b)],
                                                    flexDirection="column", width=100, height=300)))
    cases.append(case("basis-content-with-width", node([text("lorem ipsum dolor", width=50, flexBasis="content")],
                                                       width=300)))
    cases.append(case("basis-percent-indefinite", node([box(60, 20, flexBasis="50%")], flexDirection="column",
                                                       width=100)))
    cases.append(case("basis-content-box", node([box(60, 20, flexBasis=50, padding=10, boxSizing="content-box")],
                                                width=300)))
    f["flex-basis"] = cases

    cases = []
    cases.append(case("percent-width", node([box("50%", 20), box("25%", "50%")], width=400, height=200)))
    cases.append(case("percent-height-column", node([box(20, "30%"), box(20, "50%")], flexDirection="column",
                                                    width=100, height=200)))
    cases.append(case("percent-height-indefinite", node([box(20, "50%"), box(20, 40)], flexDirection="column",
                                                        width=100)))
    cases.append(case("min-max-width", node([box(500, 20, maxWidth=100), box(10, 20, minWidth=80),
                                             box(50, 20, maxWidth="10%")], width=400)))
    cases.append(case("min-max-height", node([box(20, 500, maxHeight=50), box(20, 5, minHeight=60)],
                                             width=200, height=200)))
    cases.append(case("min-greater-than-max", node([box(50, 20, minWidth=120, maxWidth=60)], width=400)))
    cases.append(case("root-min-max", node([box(50, 20)], minWidth=250, maxHeight=10), width=400))
    cases.append(case("root-percent", node([box(50, 20)], width="50%", height="25%"), width=400, height=200))
    cases.append(case("percent-nested", node([node([box("50%", "50%")], width="50%", height=100)],
                                             width=300, height=200)))
    cases.append(case("percent-nested-stretch", node([node([box("50%", 20)], flexGrow=1)],
                                                     flexDirection="column", width=300, height=200)))
    cases.append(case("percent-of-grown", node([node([box("50%", 20)], flexGrow=1), box(100, 20)],
                                               width=300, height=200)))
    cases.append(case("max-width-text", node([text("lorem ipsum dolor sit amet", maxWidth=100)],
                                             alignItems="flex-start", flexDirection="column", width=300)))
    cases.append(case("min-height-content", node([text("a b c d e f", width=30, minHeight=20)],
                                                 alignItems="flex-start", width=300)))
    cases.append(case("viewport-no-height", node([box(50, "50%"), box(50, 30)]), height=None))
    cases.append(case("viewport-no-width", node([text("hello there"), box(50, 30)]), width=None))
    f["sizing"] = cases

    cases = []
    for m in [5, -5, "10%", {"top": 3, "right": 7, "bottom": 11, "left": 13}]:
        cases.append(case(f"margin-{json.dumps(m)}", node([box(50, 30, margin=m), box(50, 30), box(50, margin=m)],
                                                          width=300, height=100)))
        cases.append(case(f"margin-{json.dumps(m)}-column",
                          node([box(50, 30, margin=m), box(None, 30, margin=m)], flexDirection="column",
                               width=300, height=200)))
    for side in ["left", "right", "top", "bottom"]:
        cases.append(case(f"auto-{side}", node([box(50, 30, margin={side: "auto"}), box(50, 30)],
                                               width=300, height=100)))
        cases.append(case(f"auto-{side}-column", node([box(50, 30, margin={side: "auto"}), box(50, 30)],
                                                      flexDirection="column", width=300, height=200)))
    cases.append(case("auto-all", node([box(50, 30, margin="auto")], width=300, height=100)))
    cases.append(case("auto-overrides-justify", node([box(50, 30, margin={"left": "auto"}), box(50, 30)],
                                                     justifyContent="center", width=300, height=100)))
    cases.append(case("auto-two-items", node([box(50, 30, margin={"left": "auto", "right": "auto"}),
                                              box(50, 30, margin={"left": "auto"})], width=300, height=100)))
    cases.append(case("auto-negative-space", node([box(200, 30, margin="auto", flexShrink=0),
                                                   box(200, 30, flexShrink=0)], width=300, height=100)))
    cases.append(case("auto-cross-wrap", node([box(50, 30, margin={"top": "auto"}), box(50, 60)],
                                              flexWrap="wrap", width=300, height=100)))
    # Auto margins take only positive free space: on an overflowing line justify-content places the items.
    for j in ["flex-end", "center", "space-evenly"]:
        for d in ["row", "row-reverse"]:
            cases.append(case(f"auto-overflow-{j}-{d}", node([box(200, 30, margin={"left": "auto"}, flexShrink=0),
                                                               box(150, 30, flexShrink=0)],
                                                              justifyContent=j, flexDirection=d, width=300, height=100)))
    f["margin"] = cases

    cases = []
    for p in [0, 10, "5%", {"top": 1, "right": 2, "bottom": 3, "left": 4}]:
        cases.append(case(f"padding-{json.dumps(p)}", node([box(50, 30), box(None, None, padding=p)],
                                                           padding=p, width=300, height=100)))
        cases.append(case(f"padding-{json.dumps(p)}-auto", node([box(50, 30), text("abc", padding=p)],
                                                                padding=p)))
    for b in [1, 7, {"top": 2, "right": 4, "bottom": 6, "left": 8}]:
        cases.append(case(f"border-{json.dumps(b)}", node([box(50, 30, border=b), box(None, 20)],
                                                          border=b, padding=3, width=300, height=100)))
        cases.append(case(f"border-{json.dumps(b)}-auto", node([box(50, 30)], border=b)))
    cases.append(case("padding-larger-than-size", node([box(10, 10, padding=20)], width=300, height=100)))
    cases.append(case("padding-column-percent", node([box(None, 20, padding="10%")], flexDirection="column",
                                                     width=200)))
    f["padding-border"] = cases

    cases = []
    insets = [{"left": 10, "top": 20}, {"right": 10, "bottom": 20}, {"left": "10%", "top": "20%"},
              {"left": 10, "right": 30, "top": 5, "bottom": 15}, {"right": "5%", "top": 0}]
    for i, inset in enumerate(insets):
        cases.append(case(f"inset-{i}", node([box(50, 30), box(40, 40, position="absolute", inset=inset)],
                                             width=300, height=200, padding=10, border=3)))
        cases.append(case(f"inset-{i}-auto-size", node([box(50, 30), node([text("abs text")], position="absolute",
                                                                          inset=inset)],
                                                       width=300, height=200)))
    for j in ["flex-start", "center", "flex-end", "space-between"]:
        for a in ["flex-start", "center", "flex-end"]:
            cases.append(case(f"static-{j}-{a}", node([box(50, 30), box(40, 40, position="absolute")],
                                                      justifyContent=j, alignItems=a, width=300, height=200,
                                                      padding=10)))
    cases.append(case("static-column-reverse", node([box(40, 40, position="absolute")], flexDirection="column-reverse",
                                                    width=300, height=200)))
    cases.append(case("static-row-reverse", node([box(40, 40, position="absolute")], flexDirection="row-reverse",
                                                 width=300, height=200)))
    cases.append(case("static-align-self", node([box(40, 40, position="absolute", alignSelf="flex-end")],
                                                width=300, height=200)))
    cases.append(case("abs-margins", node([box(40, 40, position="absolute", inset={"left": 10, "top": 10},
                                               margin=5)], width=300, height=200)))
    cases.append(case("abs-auto-margins", node([box(40, 40, position="absolute", inset=0, margin="auto")],
                                               width=300, height=200)))
    cases.append(case("abs-percent-size", node([box("50%", "25%", position="absolute", inset={"left": 0})],
                                               width=300, height=200, padding=20)))
    cases.append(case("abs-min-max", node([box(position="absolute", inset={"left": 0, "right": 0}, height=10,
                                               maxWidth=100)], width=300, height=200)))
    cases.append(case("abs-with-children", node([node([box(20, 20), box(30, 10)], position="absolute",
                                                      inset={"right": 0, "bottom": 0}, padding=4)],
                                                width=300, height=200)))
    cases.append(case("abs-does-not-take-space", node([box(50, 30), box(400, 400, position="absolute"),
                                                       box(50, 30)], justifyContent="space-between", width=300)))
    cases.append(case("relative-offsets", node([box(50, 30, inset={"left": 10, "top": 5}),
                                                box(50, 30, inset={"right": 10, "bottom": 5}),
                                                box(50, 30, inset={"left": "10%", "top": "10%"})],
                                               width=300, height=100)))
    # With both left and right set, the container's inline-start side wins: right in rtl.
    for d in ["ltr", "rtl"]:
        cases.append(case(f"relative-left-and-right-{d}", node([box(50, 30, inset={"left": 10, "right": 25}),
                                                                box(50, 30, inset={"left": "10%", "right": 4}),
                                                                node([box(20, 20, inset={"left": 3, "right": 7})],
                                                                     direction="ltr" if d == "rtl" else "rtl")],
                                                               direction=d, width=300, height=100)))
    f["position"] = cases

    cases = []
    for r in [1, 2, 0.5, 1.7778]:
        cases.append(case(f"ratio-{r}-width", node([box(100, aspectRatio=r)], alignItems="flex-start",
                                                   width=300, height=300)))
        cases.append(case(f"ratio-{r}-height", node([box(None, 60, aspectRatio=r)], alignItems="flex-start",
                                                    width=300, height=300)))
        cases.append(case(f"ratio-{r}-column-stretch", node([box(aspectRatio=r)], flexDirection="column",
                                                            width=120, height=300)))
    cases.append(case("ratio-grow", node([box(height=None, aspectRatio=2, flexGrow=1, alignSelf="flex-start"),
                                          box(100, 20)], width=300, height=300)))
    cases.append(case("ratio-min-max", node([box(100, aspectRatio=1, maxHeight=60)], alignItems="flex-start",
                                            width=300, height=300)))
    cases.append(case("ratio-content-box", node([box(100, aspectRatio=2, padding=10, boxSizing="content-box")],
                                                alignItems="flex-start", width=300, height=300)))
    cases.append(case("ratio-container", node([node([box(20, 20)], width=200, aspectRatio=4)],
                                              alignItems="flex-start", width=300, height=300)))
    f["aspect-ratio"] = cases

    cases = []
    cases.append(case("overflow-hidden-shrinks", node([node([box(200, 20)], overflow="hidden"), box(200, 20)],
                                                      width=250)))
    cases.append(case("overflow-visible-keeps-min", node([node([box(200, 20)]), box(200, 20)], width=250)))
    cases.append(case("overflow-hidden-column", node([node([box(20, 200)], overflow="hidden"), box(20, 150)],
                                                     flexDirection="column", width=100, height=250)))
    cases.append(case("overflow-hidden-text", node([text("abcdefghij klmnop", overflow="hidden"),
                                                    text("qrstuvw xyz")], width=120)))
    f["overflow"] = cases

    cases = []
    cases.append(case("content-box-size", node([box(100, 50, padding=10, border=2, boxSizing="content-box")],
                                               alignItems="flex-start", width=300, height=200)))
    cases.append(case("content-box-min-max", node([box(100, 50, padding=10, maxWidth=60, minHeight=70,
                                                       boxSizing="content-box")],
                                                  alignItems="flex-start", width=300, height=200)))
    cases.append(case("content-box-container", node([box(50, 30)], width=200, height=100, padding=10,
                                                    boxSizing="content-box")))
    cases.append(case("content-box-percent", node([box("50%", 20, padding=10, boxSizing="content-box")],
                                                  width=300, height=100)))
    cases.append(case("content-box-grow", node([box(50, 20, padding=10, flexGrow=1, boxSizing="content-box"),
                                                box(50, 20, flexGrow=1)], width=300)))
    cases.append(case("content-box-shrink", node([box(200, 20, padding=20, boxSizing="content-box"),
                                                  box(200, 20)], width=300)))
    f["box-sizing"] = cases

    cases = []
    for d in DIRECTIONS:
        cases.append(case(f"rtl-{d}", node([box(50, 30, margin={"left": 5, "right": 15}), box(70, 20),
                                            box(30, 40)], flexDirection=d, direction="rtl", width=300,
                                           height=200, padding={"left": 10, "right": 20})))
    for w in ["wrap", "wrap-reverse"]:
        cases.append(case(f"rtl-{w}", node([box(90, 30) for _ in range(5)], flexWrap=w, direction="rtl",
                                           width=250, height=150)))
        cases.append(case(f"rtl-column-{w}", node([box(90, 30) for _ in range(5)], flexWrap=w,
                                                  flexDirection="column", direction="rtl", width=300,
                                                  height=100)))
    for j in ["flex-start", "flex-end", "center", "space-between"]:
        cases.append(case(f"rtl-justify-{j}", node(three(), justifyContent=j, direction="rtl", width=300)))
    cases.append(case("rtl-inherited", node([node([box(50, 30), box(20, 20)], width=200)], direction="rtl",
                                            width=300)))
    cases.append(case("rtl-override-child", node([node([box(50, 30), box(20, 20)], width=200, direction="ltr"),
                                                  box(40, 40)], direction="rtl", width=300)))
    cases.append(case("rtl-auto-margin", node([box(50, 30, margin={"right": "auto"}), box(20, 20)],
                                              direction="rtl", width=300)))
    cases.append(case("rtl-absolute-static", node([box(40, 40, position="absolute")], direction="rtl",
                                                  width=300, height=100)))
    cases.append(case("rtl-column-align", node([box(40, 40), box(40, 40, alignSelf="flex-end"),
                                                box(40, 40, alignSelf="center")], direction="rtl",
                                               flexDirection="column", alignItems="flex-start", width=300)))
    f["rtl"] = cases

    cases = []
    cases.append(case("baseline-text-sizes", node([text("a", lh=10), text("b", lh=30), text("c", lh=20)],
                                                  alignItems="baseline", width=300, height=100)))
    cases.append(case("baseline-padding", node([text("a", lh=10, padding={"top": 15}), text("b", lh=20),
                                                box(30, 25)], alignItems="baseline", width=300, height=100)))
    cases.append(case("baseline-images", node([image(20, 30), image(20, 10), image(20, 50, margin={"top": 7})],
                                              alignItems="baseline", width=300, height=100)))
    cases.append(case("baseline-mixed-self", node([text("a", lh=30), text("b", lh=10, alignSelf="baseline"),
                                                   text("c", lh=20, alignSelf="baseline")],
                                                  alignItems="center", width=300, height=100)))
    cases.append(case("baseline-nested-container", node([node([text("a", lh=15), text("b", lh=25)],
                                                              alignItems="baseline", padding=5),
                                                         text("c", lh=40)], alignItems="baseline", width=300)))
    cases.append(case("baseline-nested-column", node([node([text("a", lh=15), text("b", lh=25)],
                                                           flexDirection="column", padding=3),
                                                      text("c", lh=40)], alignItems="baseline", width=300)))
    cases.append(case("baseline-wrap", node([text("a", lh=10), text("b", lh=30), text("c", lh=20),
                                             text("d", lh=15)], alignItems="baseline", flexWrap="wrap",
                                            width=25)))
    cases.append(case("baseline-multiline-text", node([text("aaa bbb ccc", lh=10, width=40), text("x", lh=25)],
                                                      alignItems="baseline", width=300)))
    cases.append(case("baseline-empty-box", node([box(30, 40), text("x", lh=10)], alignItems="baseline",
                                                 width=300)))
    cases.append(case("baseline-column-falls-back", node([text("a", lh=10), text("b", lh=30)],
                                                         flexDirection="column", alignItems="baseline",
                                                         width=300)))
    cases.append(case("baseline-container-first-item", node([node([box(20, 20), text("q", lh=12)],
                                                                  flexDirection="column"),
                                                             text("z", lh=8)], alignItems="baseline",
                                                            width=300)))
    # Baselines across wrapping, columns (Chromium synthesizes a column item's baseline at its
    # left border edge) and wrap-reverse (baselines measured from the bottom).
    for w in ["nowrap", "wrap", "wrap-reverse"]:
        kids = [text("a", lh=10, margin={"top": 4, "bottom": 9}), text("b bb", lh=30, width=20),
                image(20, 25, margin={"bottom": -6}), box(30, 40, margin=-5), text("c", lh=20, padding={"bottom": 7})]
        cases.append(case(f"baseline-{w}-mixed", node(kids, alignItems="baseline", flexWrap=w, width=120)))
        cases.append(case(f"baseline-{w}-column", node(kids, alignItems="baseline", flexWrap=w,
                                                       flexDirection="column", height=90)))
        cases.append(case(f"baseline-{w}-rtl", node(kids, alignItems="baseline", flexWrap=w, direction="rtl",
                                                    width=120)))
    f["baseline"] = cases

    cases = []
    cases.append(case("display-none", node([box(50, 30), box(50, 30, display="none"), box(50, 30)],
                                           justifyContent="space-between", width=300)))
    cases.append(case("display-none-subtree", node([node([box(20, 20)], display="none"), box(50, 30)],
                                                   width=300)))
    cases.append(case("display-none-gap", node([box(50, 30), box(50, 30, display="none"), box(50, 30)],
                                               columnGap=10, width=300)))
    cases.append(case("display-none-only", node([box(50, 30, display="none")])))
    f["display"] = cases

    cases = []
    para = "the quick brown fox jumps over the lazy dog"
    for w in [60, 100, 170, 500]:
        cases.append(case(f"text-{w}", node([text(para)], width=w, flexDirection="column")))
        cases.append(case(f"text-row-{w}", node([text(para), box(40, 10)], width=w)))
    cases.append(case("text-card", node([
        node([image(40, 40), node([text("Title here", lh=20), text("subtitle that wraps around", lh=14)],
                                   flexDirection="column", flexShrink=1, flexGrow=1)], columnGap=8,
             alignItems="center", padding=12),
        node([text("Body copy " * 5, lh=16)], padding={"left": 12, "right": 12, "bottom": 12})],
        flexDirection="column", width=240)))
    cases.append(case("text-two-columns", node([text(para, flexGrow=1, flexBasis=0), text("short", flexGrow=1,
                                                                                        flexBasis=0)],
                                               width=200, columnGap=10)))
    cases.append(case("text-align-center-column", node([text("centered text block"), text("x")],
                                                       flexDirection="column", alignItems="center", width=100)))
    cases.append(case("text-min-content-root", node([text(para)], flexWrap="wrap"), width=None))
    f["text"] = cases
    f["intrinsic-wrap"] = intrinsic_wrap_cases()
    f["static-position"] = static_position_cases()
    f["baseline-reverse"] = baseline_reverse_cases()
    f["indefinite-wrap"] = indefinite_wrap_cases()
    f["percent-height"] = percent_height_cases()
    f["absolute-insets"] = absolute_inset_cases()
    f["aspect-ratio-stretch"] = aspect_ratio_stretch_cases()
    f["aspect-ratio-content"] = aspect_ratio_content_cases()
    f["aspect-ratio-minimum"] = aspect_ratio_minimum_cases()
    f["percent-cycle"] = percent_cycle_cases()
    f["column-basis-definite"] = column_basis_definite_cases()
    f["crossed-insets"] = crossed_insets_cases()
    f["flexed-wrap-height"] = flexed_wrap_height_cases()
    f["scroll-baseline"] = scroll_baseline_cases()
    f["overflowing-absolute"] = overflowing_absolute_cases()
    f["min-over-max-wrap"] = min_over_max_wrap_cases()
    return f


def intrinsic_wrap_cases():
    """Wrapping containers whose width comes from their items: min-/max-content and fit-content
    widths of row and column wrap (and wrap-reverse) containers, with min/max sizes, placed where
    each kind of intrinsic size is asked for (fit-content in a column, flex base size and automatic
    minimum in a row, shrink-to-fit as an absolute box, max-content as an unsized root)."""
    def contexts(container):
        """(name, tree, viewport width) for one container in each sizing context."""
        def with_style(**extra):
            out = json.loads(json.dumps(container))
            out.setdefault("style", {}).update(extra)
            return out
        return [
            ("in-column", node([container], flexDirection="column", alignItems="flex-start", width=240), 240),
            ("in-narrow-row", node([container, box(150, 20)], width=200, alignItems="flex-start"), 200),
            ("in-row-basis-zero", node([with_style(flexBasis=0), box(60, 20)], width=300, alignItems="flex-start"),
             300),
            ("absolute", node([box(50, 50), with_style(position="absolute")], width=300, height=200, padding=5),
             300),
            ("max-content-root", container, None),
        ]

    rows = {
        "boxes": ([box(60, 20), box(40, 30), box(80, 10)], {"flexWrap": "wrap"}),
        "texts": ([text("alpha beta gamma"), text("delta epsilon", cw=8), box(30, 20)],
                  {"flexWrap": "wrap", "columnGap": 10}),
        "basis-zero": ([box(45, 15, flexBasis=0), box(None, 20, flexGrow=1, maxWidth=100),
                        box(None, 15, flexGrow=2, margin={"top": 5, "left": 12})],
                       {"flexWrap": "wrap-reverse", "gap": 4, "maxWidth": 40}),
        "fixed-basis": ([text("lorem ipsum dolor", flexGrow=0, flexShrink=0, flexBasis=50),
                         text("sit amet", flexBasis=120, flexShrink=0), box(30, 10, flexBasis=10, flexGrow=1)],
                        {"flexWrap": "wrap", "minWidth": 60}),
        "negative-margins": ([box(50, 20, margin=-6), text("xx xxxx", margin={"left": 10}), box(20, 20)],
                             {"flexWrap": "wrap-reverse", "padding": 4}),
    }
    columns = {
        "boxes-height": ([box(60, 30), box(40, 30), box(80, 30), box(20, 30)],
                         {"flexDirection": "column", "flexWrap": "wrap", "height": 70, "columnGap": 6}),
        "texts-height": ([text("alpha beta gamma"), text("delta", lh=20), box(30, 25), text("epsilon zeta", cw=8)],
                         {"flexDirection": "column", "flexWrap": "wrap", "height": 60}),
        "max-height": ([box(50, 40), text("one two three four"), box(30, 40), box(70, 20, margin=5)],
                       {"flexDirection": "column", "flexWrap": "wrap-reverse", "maxHeight": 80, "gap": 4}),
        "auto-height": ([text("a bb ccc dddd", flexBasis=0), box(40, 30, flexGrow=1), text("eeeee ff")],
                        {"flexDirection": "column-reverse", "flexWrap": "wrap"}),
        "line-fit": ([text("xxxxx xxxxxxx xxx xx", cw=8), box(45, 60, margin={"left": "auto"}),
                      text("xxxxxxx xxxxx xxx xxxxxxx xxxx"), box(120, 20)],
                     {"flexDirection": "column", "flexWrap": "wrap", "alignItems": "flex-end", "height": 120,
                      "maxWidth": 40}),
        "baseline-rtl": ([box(20, 30, margin=-4), box(50, 30), box(30, 30, margin={"left": 7, "right": 3}),
                          text("xx xxx", margin={"left": -6})],
                         {"flexDirection": "column", "flexWrap": "wrap-reverse", "alignItems": "baseline",
                          "direction": "rtl", "maxHeight": 70}),
    }
    cases = []
    for name, (items, style) in list(rows.items()) + list(columns.items()):
        container = node(items, **style)
        for context, tree, width in contexts(container):
            cases.append(case(f"{name}-{context}", tree, width=width, height=None))
    # In a wrapping column an item that is not stretched is fit-content within its line, which a
    # wider sibling can make wider than the container.
    for align in ["baseline", "center", "flex-end"]:
        for direction in ["ltr", "rtl"]:
            kids = [text("xxxxx xxxxxxx xxx xx", cw=8, margin={"left": 3}), box(100, 20, margin={"right": 5}),
                    text("abc de", margin={"right": -4})]
            for wrap, height in [("wrap", None), ("wrap-reverse", 60)]:
                column = node(kids, alignItems=align, flexWrap=wrap, flexDirection="column", width=40,
                              height=height, direction=direction)
                cases.append(case(f"line-fit-{align}-{direction}-{wrap}",
                                  node([column], alignItems="flex-start", width=300), height=None))
    # A wrapping column's content height (its automatic minimum in a column) comes from laying out
    # its lines at its own max-height: block sizes have no separate min-content size.
    wrapping = node([text("x", cw=6, lh=20), text("xxxxx", cw=6, lh=14), box(20, 50)], flexDirection="column-reverse",
                    flexWrap="wrap", maxHeight=80, flexBasis=0)
    cases.append(case("column-content-height", node([node([wrapping], flexDirection="column-reverse")]), height=240))
    # A wrapping column whose height is clamped by max-height breaks its lines there, also while
    # its parent measures it (as a row item: its width; as a column item: its fit-content width).
    clamped = node([text("xxxx xxxxxxx x", cw=6, lh=14, maxWidth=40), text("xxx", lh=14), text("xx x", lh=20)],
                   flexWrap="wrap", flexDirection="column-reverse", maxHeight=50, height=100)
    cases.append(case("clamped-height-in-row", node([clamped, box(30, 30)]), height=None))
    cases.append(case("clamped-height-in-column", node([clamped], flexDirection="column-reverse",
                                                       alignItems="flex-end", width=300), height=None))
    # Once a row's width comes from its content, percentages of it resolve (unsized root, absolute box).
    percent_items = [box(None, 20, flexBasis="40%"), node([text("xxxxxxx xxxxx", cw=8)]), box("25%", 10)]
    cases.append(case("percent-max-content-root", node(percent_items), width=None, height=None))
    cases.append(case("percent-max-content-root-wrap", node(percent_items, flexWrap="wrap"), width=None,
                      height=None))
    cases.append(case("percent-absolute", node([node(percent_items, position="absolute", inset={"top": 10})],
                                               width=300, height=100), height=None))
    return cases


# --- random trees -------------------------------------------------------------------------

def static_position_cases():
    """Absolute children without insets, sized shrink-to-fit around their static position: a
    long text aligned to the end of the content box (by justify-content, align-items, a reversed
    direction, wrap-reverse or rtl) has the space back to the containing block's start edge, a
    centered one twice the distance to the nearer edge; baseline stays at the cross-start."""
    cases = []
    para = "aaaa bbbb cccc dddd eeee"  # 240 wide on one line, 40 at its narrowest
    pad = {"left": 10, "right": 30, "top": 5, "bottom": 15}

    def container(children, **style):
        return node(children, width=200, height=100, padding=pad, **style)

    for d in DIRECTIONS:
        for j in JUSTIFY:
            cases.append(case(f"{d}-{j}", container([box(50, 30), text(para, position="absolute")],
                                                    flexDirection=d, justifyContent=j)))
    for d in ["row", "column"]:
        for w in ["nowrap", "wrap-reverse"]:
            for a in ALIGN:
                cases.append(case(f"{d}-{w}-{a}", container([box(50, 30), text(para, position="absolute")],
                                                            flexDirection=d, flexWrap=w, alignItems=a)))
    for d in ["row", "row-reverse", "column"]:
        for j in ["flex-start", "flex-end", "center"]:
            cases.append(case(f"rtl-{d}-{j}", container([text(para, position="absolute")], direction="rtl",
                                                        flexDirection=d, justifyContent=j, alignItems=j)))
    for j in ["flex-end", "center"]:
        cases.append(case(f"{j}-margins", container([text(para, position="absolute", margin={"left": 7, "right": 11})],
                                                    justifyContent=j)))
        cases.append(case(f"{j}-fixed-overflow", container([box(250, 20, position="absolute")], justifyContent=j)))
    cases.append(case("flex-end-border", container([text(para, position="absolute")], justifyContent="flex-end",
                                                   border=4)))
    cases.append(case("flex-end-container", container([node([text("aaa bbb"), text("ccc ddd eee")],
                                                            position="absolute", columnGap=5)],
                                                      justifyContent="flex-end", alignItems="flex-end")))
    cases.append(case("column-flex-end-wrapping-column", container(
        [node([text(para)], position="absolute", flexDirection="column", flexWrap="wrap", maxHeight="100%")],
        flexDirection="column", justifyContent="flex-end")))
    return cases


def baseline_reverse_cases():
    """A container's first baseline, as its parent row aligns it: from its first line in the
    writing mode's order (the last one in wrap-reverse), from the line's shared baseline in a row
    aligned by baseline, else from the line's visually first item (the last one in a reversed
    direction)."""
    cases = []
    for d in DIRECTIONS:
        for w in WRAPS:
            for a in ["flex-start", "baseline"]:
                kids = [text("a", lh=10), text("b", lh=30), box(20, 25)]
                inner = node(kids, flexDirection=d, flexWrap=w, alignItems=a,
                             **({"width": 40} if d.startswith("row") else {"height": 50}))
                cases.append(case(f"{d}-{w}-{a}", node([inner, text("z", lh=8)], alignItems="baseline", width=300)))
    for d in DIRECTIONS:
        for w in ["wrap", "wrap-reverse"]:
            for a in ["flex-start", "baseline"]:
                for rtl in [False, True]:
                    kids = [text("a", lh=10), text("b", lh=30), box(20, 25), text("c", lh=14), box(10, 12)]
                    inner = node(kids, flexDirection=d, flexWrap=w, alignItems=a, padding=3,
                                 direction="rtl" if rtl else None,
                                 **({"width": 35} if d.startswith("row") else {"height": 45}))
                    cases.append(case(f"{d}-{w}-{a}-lines{'-rtl' if rtl else ''}",
                                      node([inner, text("z", lh=8)], alignItems="baseline", width=300)))
    return cases


def indefinite_wrap_cases():
    """Wrapping columns whose height their parent decided without it being definite (CSS Flexbox
    §9.8): stretched in a row of auto height, flexed in a column of auto height. Chromium breaks
    their lines as if their height were auto unless a max-height bounds them (flexed to a height
    other than their content's, see flexed_wrap_height_cases, it breaks them there); at definite
    sizes (a fixed single-line row, a fixed column) it breaks them at that size."""
    def column(wrap, **style):
        kids = [text("xxxx", cw=8, lh=20), text("xxxxxxx", cw=8, lh=14), image(74, 7, margin=-4), box(30, 12)]
        return node(kids, flexDirection="column", flexWrap=wrap, **style)
    cases = []
    for w in ["wrap", "wrap-reverse"]:
        cases.append(case(f"stretched-in-auto-row-{w}", node([node([column(w)])], alignItems="flex-start")))
        cases.append(case(f"stretched-in-fixed-row-{w}", node([column(w)], height=30)))
        cases.append(case(f"stretched-in-fixed-wrapping-row-{w}", node([column(w), box(20, 10)], flexWrap="wrap",
                                                                       height=40)))
        cases.append(case(f"flexed-in-auto-column-{w}", node([column(w, flexShrink=1)], flexDirection="column")))
        cases.append(case(f"grown-in-fixed-column-{w}", node([column(w, flexGrow=1), box(20, 10)],
                                                             flexDirection="column", height=45)))
        cases.append(case(f"shrunk-in-fixed-column-{w}", node([column(w), box(20, 30)], flexDirection="column",
                                                              height=50)))
        cases.append(case(f"shrunk-in-max-height-column-{w}", node([column(w), box(20, 30)],
                                                                   flexDirection="column", maxHeight=50)))
        cases.append(case(f"max-height-in-auto-row-{w}", node([node([column(w, maxHeight=36)])],
                                                              alignItems="flex-start")))
        cases.append(case(f"negative-margins-in-reverse-column-{w}", node([node(
            [text("xxx", cw=8), box(), box(margin=-4)], flexDirection="column", flexWrap=w)],
            flexDirection="column-reverse"), width=480, height=240))
        # Measured at its flexed height in a column of indefinite height, a wrapping column
        # breaks no lines either (its width is its widest item's).
        for a in ["baseline", "flex-start"]:
            cases.append(case(f"measured-in-auto-column-{a}-{w}", node([node([node([box(130)]), node(
                [box(minWidth=30), box(None, "25%"), text("xxxxxx", cw=8, lh=20)], flexDirection="column",
                flexWrap=w, alignSelf="flex-end")], flexDirection="column-reverse", alignSelf=a)]), width=480))
        # A stretched height is definite (§9.4 step 11): lines break at it, even where a
        # max-height of the row made it smaller than the column's content, or negative margins
        # make the running sum exceed it.
        cases.append(case(f"stretched-in-max-height-row-{w}", node([node([node([image(19, 50), box()],
                                                                               flexDirection="column-reverse",
                                                                               flexWrap=w)], maxHeight=20)]),
                          width=480, height=600))
        cases.append(case(f"negative-margins-stretched-in-auto-row-{w}", node([node([node(
            [text("xxx", cw=8), box(), box(margin=-4)], flexDirection="column", flexWrap=w)])],
            alignItems="flex-start"), width=480, height=240))
    return cases


def aspect_ratio_stretch_cases():
    """Items with an aspect ratio and an auto cross size stretch like any other (the stretched
    size wins over the one the ratio transfers from a definite main size); not stretched, they
    take the transferred size."""
    items = {
        "none": lambda: box(aspectRatio=2),
        "width": lambda: box(60, aspectRatio=2),
        "height": lambda: box(None, 30, aspectRatio=2),
        "grow": lambda: box(aspectRatio=2, flexGrow=1),
        "max-height": lambda: box(60, aspectRatio=0.5, maxHeight=80),
        "content-box": lambda: box(60, aspectRatio=2, padding=10, boxSizing="content-box"),
        "auto-margin": lambda: box(60, 30, aspectRatio=2, margin={"top": "auto", "left": "auto"}),
    }
    cases = []
    for d in ["row", "column"]:
        for size in ["fixed", "auto"]:
            for a in ["stretch", "flex-start"]:
                for k, f in items.items():
                    style = dict(flexDirection=d, alignItems=a)
                    if size == "fixed":
                        style.update(width=200, height=150)
                    cases.append(case(f"{d}-{size}-{a}-{k}", node([f(), box(20, 20)], **style)))
    for w in ["wrap", "wrap-reverse"]:
        cases.append(case(f"row-{w}-stretch-width", node([box(60, aspectRatio=2), box(150, 50)], flexWrap=w, width=200,
                                                         height=150)))
    return cases


def percent_height_cases():
    """Percentage heights inside flex items whose height the container decided (CSS Flexbox §9.8,
    as Chromium reads it): a stretched row item's height resolves them even in a row of auto
    height, wrapping or not (§9.4 step 11); an item flexed in a column resolves them only when
    the column's height, the item's own height or its flex basis is definite, so in a column of
    auto height (or only a min/max height) they behave as auto."""
    def pct(**style):
        return box(20, "50%", **style)
    cases = []
    for w in ["nowrap", "wrap"]:
        cases.append(case(f"stretched-in-auto-row-{w}", node([box(10, 100), node([pct()])], flexWrap=w)))
        cases.append(case(f"stretched-in-fixed-row-{w}", node([node([pct()]), box(10, 40)], flexWrap=w, height=100)))
        cases.append(case(f"not-stretched-in-auto-row-{w}", node([box(10, 100), node([pct()], alignSelf="flex-start",
                                                                                   minHeight=40)], flexWrap=w)))
        cases.append(case(f"max-height-percent-stretched-{w}", node([box(10, 100), node([box(20, maxHeight="50%",
                                                                                             minHeight=90)])],
                                                                    flexWrap=w)))
    for d in ["column", "column-reverse"]:
        cases.append(case(f"{d}-auto-grown-min-height", node([node([pct()], flexGrow=1, minHeight=80)],
                                                             flexDirection=d)))
        cases.append(case(f"{d}-min-height-grown", node([node([pct()], flexGrow=1)], flexDirection=d,
                                                        minHeight=120)))
        cases.append(case(f"{d}-max-height-shrunk", node([node([pct(), box(10, 300)], flexDirection="column")],
                                                         flexDirection=d, maxHeight=100)))
        cases.append(case(f"{d}-fixed-grown", node([node([pct()], flexGrow=1), box(10, 20)], flexDirection=d,
                                                   height=200)))
        cases.append(case(f"{d}-auto-item-height", node([node([pct()], height=100)], flexDirection=d)))
        cases.append(case(f"{d}-auto-item-basis", node([node([pct()], flexBasis=100)], flexDirection=d)))
        cases.append(case(f"{d}-max-height-item-basis", node([node([pct()], flexBasis=100)], flexDirection=d,
                                                             maxHeight=60)))
        cases.append(case(f"{d}-auto-item-percent-basis", node([node([pct()], flexBasis="50%", flexGrow=1),
                                                               box(10, 60)], flexDirection=d)))
        cases.append(case(f"{d}-auto-nested-rows", node([node([node([pct(), text("aa bb", lh=14)])], flexGrow=1,
                                                              minHeight=70)], flexDirection=d)))
        cases.append(case(f"{d}-wrap-auto-grown", node([node([pct()], flexGrow=1, minHeight=50), box(10, 60)],
                                                       flexDirection=d, flexWrap="wrap")))
    for inset in [{"top": "10%", "bottom": "20%"}, {"bottom": "20%"}, {"top": "10%", "left": "10%"},
                  {"top": "10%", "bottom": 5}]:
        tag = "-".join(f"{k}{v}".replace("%", "pc") for k, v in inset.items())
        cases.append(case(f"relative-{tag}-auto-height", node([box(20, 20, inset=inset), text("xxxxxx")]),
                          height=600))
        cases.append(case(f"relative-{tag}-fixed-height", node([box(20, 20, inset=inset), text("xxxxxx")],
                                                               height=200)))
    # A percentage flex basis in a column resolves against a definite height only.
    for a in ["baseline", "flex-start", "stretch"]:
        for d in ["column", "column-reverse"]:
            cases.append(case(f"percent-basis-{d}-{a}", node([node([box(flexBasis="100%"), box(None, 35)],
                                                                   flexDirection=d, alignSelf=a)]), width=200))
            cases.append(case(f"percent-basis-{d}-{a}-fixed-row", node([node([box(flexBasis="50%"), box(None, 35)],
                                                                             flexDirection=d, alignSelf=a)],
                                                                       height=100), width=200))
    cases.append(case("root-column-auto", node([pct(), box(10, 80)], flexDirection="column")))
    cases.append(case("root-row-auto", node([pct(), box(10, 80)])))
    cases.append(case("aspect-ratio-item", node([node([pct()], width=100, aspectRatio=2)], flexDirection="column",
                                                alignItems="flex-start")))
    return cases


def absolute_inset_cases():
    """Absolute boxes with both horizontal (or vertical) insets whose size does not fit between
    them (over-constrained, CSS 2.1 §10.3.7): `right` gives way when the containing block is
    left-to-right, `left` when it is right-to-left (the box's own direction does not matter),
    `bottom` always; auto margins share what fits and are zero when nothing does. An explicit
    align-self other than stretch aligns the box between its top and bottom insets."""
    cases = []
    for rtl in [False, True]:
        dname = "rtl" if rtl else "ltr"
        for label, child in [
            ("both-fixed-width", box(150, 20, position="absolute", inset={"left": 10, "right": 10})),
            ("both-wide-padding", box(position="absolute", padding=40, inset={"left": 0, "right": 0})),
            ("both-min-width", box(None, 20, minWidth=150, position="absolute", inset={"left": "10%", "right": "20%"})),
            ("both-auto-margins", box(150, 20, margin={"left": "auto", "right": "auto"}, position="absolute",
                                      inset={"left": 10, "right": 10})),
            ("both-auto-margins-fit", box(50, 20, margin={"left": "auto", "right": "auto"}, position="absolute",
                                          inset={"left": 10, "right": 10})),
            ("left-auto-margin", box(150, 20, margin={"left": "auto"}, position="absolute",
                                     inset={"left": 10, "right": 10})),
            ("vertical", box(20, 150, position="absolute", inset={"top": 10, "bottom": 10})),
            ("text-both", text("aaaa bbbb cccc", position="absolute", inset={"left": 30, "right": 30})),
        ]:
            cases.append(case(f"{dname}-{label}", node([box(30, 30), child], width=100, height=100, padding=5,
                                                       border=2, direction="rtl" if rtl else None)))
        cases.append(case(f"{dname}-child-rtl-only", node([box(150, 20, position="absolute", direction="ltr" if rtl else "rtl",
                                                                inset={"left": 10, "right": 10})],
                                                          width=100, height=100, direction="rtl" if rtl else None)))
        cases.append(case(f"{dname}-zero-width-container", node([node([box(position="absolute", padding=4,
                                                                                inset={"left": 0, "right": 0})])],
                                                                 direction="rtl" if rtl else None)))
    # An explicit align-self other than stretch aligns the box between its top and bottom insets
    # (in rows and columns alike) instead of stretching it; too big, it stays inside.
    for d in ["row", "column"]:
        for a in ["flex-start", "center", "flex-end", "baseline", "stretch"]:
            for ins_name, ins in [("tb", {"top": 10, "bottom": 20}), ("lr", {"left": 10, "right": 20}),
                                  ("all", {"top": 10, "bottom": 20, "left": 10, "right": 20})]:
                cases.append(case(f"{d}-align-{a}-{ins_name}", node([text("aaa bbb", position="absolute", alignSelf=a,
                                                                          inset=ins)],
                                                                    flexDirection=d, width=200, height=100)))
        cases.append(case(f"{d}-align-wrap-reverse", node([text("aaa bbb", position="absolute", alignSelf="flex-start",
                                                                inset={"top": 10, "bottom": 20})],
                                                          flexDirection=d, width=200, height=100, flexWrap="wrap-reverse")))
        cases.append(case(f"{d}-align-items-center", node([text("aaa bbb", position="absolute",
                                                                inset={"top": 10, "bottom": 20})],
                                                          flexDirection=d, width=200, height=100, alignItems="center")))
        cases.append(case(f"{d}-align-end-margin", node([text("aaa bbb", position="absolute", alignSelf="flex-end",
                                                              margin=5, inset={"top": 10, "bottom": 20})],
                                                        flexDirection=d, width=200, height=100)))
        cases.append(case(f"{d}-align-center-overflow", node([box(20, 150, position="absolute", alignSelf="center",
                                                                  inset={"top": 10, "bottom": 20})],
                                                            flexDirection=d, width=200, height=100)))
        cases.append(case(f"{d}-align-center-fixed-height", node([box(20, 30, position="absolute", alignSelf="center",
                                                                      inset={"top": "10%", "bottom": 20})],
                                                                flexDirection=d, width=200, height=100)))
        for a in [None, "baseline", "flex-end"]:
            cases.append(case(f"{d}-auto-margins-overflow-{a}", node([box(20, 150, position="absolute", alignSelf=a,
                                                                          margin="auto", inset={"top": 10, "bottom": 20})],
                                                                      flexDirection=d, width=200, height=100)))
            cases.append(case(f"{d}-auto-margins-text-{a}", node([node([text("xxxxxx", cw=8, lh=14, margin="auto",
                                                                             alignSelf=a, position="absolute",
                                                                             inset={"top": "10%", "bottom": "20%"})])],
                                                                  flexDirection=d), width=200, height=240))
        cases.append(case(f"{d}-align-end-percent-auto-container", node([node([image(80, 58, position="absolute",
                                                                                     alignSelf="flex-end",
                                                                                     inset={"top": "10%",
                                                                                            "bottom": "20%"})])],
                                                                        flexDirection=d), width=320, height=240))
    return cases

def aspect_ratio_content_cases():
    """Boxes with an aspect ratio whose content decides part of their size (CSS Sizing 4, as
    Chromium lays them out): the ratio's height is only a floor under the content's height
    (min-height auto, visible overflow); a box of auto width is as wide as its content and the
    ratio gives its height from that width; min/max sizes transfer through the ratio."""
    cases = []
    for d in ["row", "column"]:
        for a in ["flex-start", "stretch"]:
            style = dict(flexDirection=d, alignItems=a)
            for name, item in [
                ("text-width", text("aaa bbb ccc", lh=14, width=60, aspectRatio=2)),
                ("text-auto", text("aaa bbb ccc", lh=14, aspectRatio=4)),
                ("text-hidden", text("aaa bbb ccc", lh=14, width=60, aspectRatio=2, overflow="hidden")),
                ("text-min-height", text("aaa bbb ccc", lh=14, width=60, aspectRatio=2, minHeight=0)),
                ("children-width", node([box(20, 50)], width=60, aspectRatio=2)),
                ("children-auto", node([box(20, 50)], aspectRatio=2)),
                ("children-auto-hidden", node([box(20, 50)], aspectRatio=2, overflow="hidden")),
                ("column-children", node([box(30, 10), box(40, 10)], flexDirection="column", aspectRatio=2)),
                ("min-width", box(aspectRatio=2, minWidth=50)),
                ("min-height", box(aspectRatio=2, minHeight=30)),
                ("max-height", node([box(120, 10)], aspectRatio=2, maxHeight=20)),
                ("max-width-image", image(100, 20, aspectRatio=2, maxWidth=60)),
                ("grow", text("aa bb", aspectRatio=3, flexGrow=1)),
            ]:
                cases.append(case(f"{d}-{a}-{name}", node([item, box(20, 20)], **style)))
    for margin in [0, "5%", 6]:
        cases.append(case(f"min-height-over-height-margin-{margin}", node([node([image(29, 56), box(
            "30%", 15, aspectRatio=0.5, margin=margin, minHeight=25)])]), width=320, height=240))
    cases.append(case("stretched-width-gives-height", node([node([text("aa bb"), box(None, 40, aspectRatio=1,
                                                                                      minWidth=10)],
                                                                flexDirection="column")]), width=320, height=240))
    # The automatic minimum of an item with a ratio and a definite width is the ratio's height;
    # a row's height found from its content (in a column of auto height) stretches no ratio.
    for r in [1, 2]:
        cases.append(case(f"column-ratio-not-shrunk-{r}", node([box(aspectRatio=r), box(None, "50%")],
                                                               flexDirection="column", height=600), width=320, height=600))
        cases.append(case(f"column-ratio-text-not-shrunk-{r}", node([text("aa bb", aspectRatio=r), box(None, 280)],
                                                                    flexDirection="column", height=300), width=320))
        cases.append(case(f"ratio-in-content-height-row-{r}", node([node([box(aspectRatio=r), box(margin=8)])],
                                                                   flexDirection="column"), width=200, height=240))
        cases.append(case(f"ratio-in-fixed-height-row-{r}", node([node([box(aspectRatio=r), box(margin=8)], height=30)],
                                                                 flexDirection="column"), width=200, height=240))
    # A width with a ratio shrinks like any other (its height follows the flexed width).
    cases.append(case("ratio-width-shrinks", node([node([box(130, aspectRatio=1), text("xxxxxx xxxxx xxxxxxx")])]),
                      width=320))
    cases.append(case("ratio-width-shrinks-in-content-row", node([node([box(80, aspectRatio=0.5),
                                                                        text("xxx xxxx", cw=8, lh=20)]),
                                                                  box("30%")]), width=None, height=240))
    # A percentage flex basis does not make the basis definite while the row's width is found;
    # a height that does not resolve follows the flexed width through the ratio; a max height
    # caps a column item's width contribution through the ratio.
    cases.append(case("percent-basis-root-width", node([box(45, 60, flexBasis="40%", aspectRatio=0.5)]),
                      width=None, height=600))
    cases.append(case("unresolved-height-follows-width", node([box(80, "25%", flexBasis="100%", aspectRatio=0.5)]),
                      width=480))
    for d in ["column", "column-reverse"]:
        cases.append(case(f"{d}-max-height-caps-width", node([text("xxxxx xxxxxxx", cw=6, lh=14, maxHeight=20,
                                                                   aspectRatio=2)], flexDirection=d),
                          width=None, height=600))
    # Percentages of the height inside a box whose ratio height is a floor resolve against the
    # ratio's height, even where the content or a stretch made the box taller.
    cases.append(case("percent-in-floored-row", node([node([text("xxxxxx", cw=6, lh=10), box(None, "100%", margin="5%")],
                                                            aspectRatio=1)]), width=200, height=600))
    cases.append(case("percent-in-floored-wrapping-row", node([node([text("xxxxxxx x xxxxxx", lh=14), image(37, 51),
                                                                     box(130, "25%")], flexWrap="wrap",
                                                                    aspectRatio=1.5),
                                                               image(12, 29, minWidth=60)]), width=200, height=600))
    cases.append(case("percent-in-floored-column", node([node([text("aa bb cc"), box(20, "50%")], flexDirection="column",
                                                              aspectRatio=2, width=80)], alignItems="flex-start"),
                      width=200, height=600))
    cases.append(case("max-width-text-floor", node([text("xx xxx xxxxxxx", cw=8, lh=20, maxWidth=40, aspectRatio=1)]),
                      width=320, height=240))
    cases.append(case("percent-basis-max-height", node([text("xxx x", cw=6, lh=20), text("x", flexBasis="100%",
                                                                                           maxHeight=20, aspectRatio=1)]),
                      width=None, height=600))
    cases.append(case("wrapping-row", node([text("aaaa bbbb", aspectRatio=2, width=50), text("cc dd ee", aspectRatio=1),
                                            box(60, 20)], flexWrap="wrap", width=150)))
    cases.append(case("nested-ratio", node([node([text("aaa bbb ccc ddd", aspectRatio=1)], aspectRatio=2)],
                                           flexDirection="column", alignItems="center", width=200)))
    # A row item's width the ratio makes of its stretched height is floored by its content's
    # min-content width (the automatic minimum), even past a max height the ratio transfers.
    for w in [None, 20, 10]:
        for name, content in [("text", text("xxxx", cw=6)), ("box", box(24, 10))]:
            cases.append(case(f"stretched-ratio-content-floor-{name}-{w or 'auto'}", node([node([node(
                [content], aspectRatio=1, maxHeight=20)], width=w)]), width=200, height=None))
    # A height the ratio gives from a width (here the content's; no floor: min-height set, or
    # overflow hidden) is definite, so percentages of it resolve even in a parent of indefinite height.
    for a in ["center", "flex-start"]:
        for name, extra in [("min-height", dict(minHeight=0)), ("hidden", dict(overflow="hidden"))]:
            for kid_name, kids in [("max-height", [text("xxxx", maxHeight="50%")]),
                                   ("height", [text("xxxx"), box(10, "50%")])]:
                cases.append(case(f"ratio-height-definite-{a}-{name}-{kid_name}", node([node(
                    kids, aspectRatio=1, **extra)], alignItems=a), width=200, height=None))
    # A height the ratio transferred from the width gives no flex basis back: the content basis
    # of an empty box with a ratio is its content's, 0.
    item = box(80, flexBasis="content", aspectRatio=2)
    cases.append(case("ratio-basis-content-root", node([item]), width=None, height=240))
    cases.append(case("ratio-basis-content-nested", node([node([item])]), width=None, height=240))
    cases.append(case("ratio-basis-content-definite", node([node([item])]), width=200, height=None))
    # A row's height its ratio gives (a floor under its content's) is definite for stretching:
    # a stretched item with a ratio is that tall, not as tall as its own ratio would make it.
    inner_text = text("xxxxxx", cw=6, lh=14, aspectRatio=0.5)
    inner_box = node([text("xxxxxx", cw=6, lh=14)], aspectRatio=0.5)
    for name, outer in [("text", node([inner_text], aspectRatio=2)), ("box", node([inner_box], aspectRatio=2)),
                        ("text-width", node([inner_text], aspectRatio=2, width=36))]:
        cases.append(case(f"ratio-row-stretches-ratio-{name}", node([outer]), width=320, height=None))
    return cases


def aspect_ratio_minimum_cases():
    """Flex items with an aspect ratio whose size the ratio gives only up to a minimum (CSS Flexbox
    §4.5 with CSS Sizing 4 §5, as Chromium computes them): automatic minimums, min sizes the
    ratio transfers, content floors under the ratio's size, and where such boxes break lines."""
    cases = []
    # In a row of indefinite height the min-content width of a box with a ratio is bounded by
    # the max height its ratio transfers (20 here), so it shrinks below its content's 24; in a
    # row of definite height it is stretched definitely and its content's width is a floor.
    for name, item in [("box", lambda: node([text("xxxx", cw=6)], aspectRatio=1, maxHeight=20)),
                       ("text", lambda: text("xxxx", cw=6, aspectRatio=1, maxHeight=20))]:
        cases.append(case(f"max-height-caps-minimum-{name}", node([box(110, 10), item()], width=120),
                          width=200, height=None))
        cases.append(case(f"max-height-caps-minimum-beside-ratio-{name}", node([node(
            [node([text("xxxx xxxxxx")])], aspectRatio=1), item()], width=120), width=200, height=None))
    # A width the ratio gives from a definite height is floored by the content's min-content
    # width (capped by the max width): in a column's cross axis, in a row's contributions and
    # as a row item's automatic minimum.
    kid = lambda: text("xx xxxxxx", cw=8, lh=20, flexShrink=0, minWidth=60)
    for name, extra in [("max-width", dict(maxWidth=40)), ("auto", {})]:
        cases.append(case(f"column-height-ratio-width-floor-{name}", node([node(
            [kid()], padding=4, height=30, aspectRatio=0.5, **extra)], flexDirection="column", alignItems="center"),
            width=200, height=None))
    cases.append(case("column-height-ratio-text-width-floor", node([text(
        "xx xxxxxx", cw=8, lh=20, height=30, aspectRatio=0.5)], flexDirection="column", alignItems="flex-start"),
        width=200, height=None))
    ratio_text = lambda: text("xxxx x xxxxxxx", cw=6, lh=20, aspectRatio=2, height=10)
    cases.append(case("row-height-ratio-contribution-floor", node([node([image(63, 7), ratio_text()])]),
                      width=300, height=None))
    cases.append(case("row-height-ratio-minimum-floor", node([box(150, 10), ratio_text()], width=160),
                      width=300, height=None))
    # Padding and border are a min height that transfers through the ratio into the width.
    cases.append(case("padding-transfers-as-min-width", node([box(padding=4, aspectRatio=2)]), width=320, height=240))
    # A min size the ratio transfers bounds a row item's content width (its flex basis) but is its
    # minimum only through the automatic minimum: a min width or clipped overflow replaces it.
    for name, extra in [("min-width", dict(minWidth=0)), ("hidden", dict(overflow="hidden"))]:
        cases.append(case(f"transferred-min-replaced-{name}", node([text("xxx", aspectRatio=2, minHeight=25, **extra),
                                                                     box(80, 10, flexShrink=0)], width=100),
                          width=320, height=None))
    # A width that does not resolve (a percentage of a width being found) comes from a definite
    # stretched height through the ratio in the row's intrinsic width.
    cases.append(case("unresolved-width-ratio-contribution", node([box("100%", aspectRatio=0.5, minWidth=60)],
                                                                  height="100%"), width=None, height=600))
    # A wrapping column breaks its lines at the height its ratio gives, though that height is only
    # a floor under the content's.
    for name, kids, extra in [("short", [box(20, 20), box(20, 20), box(20, 20)], dict(width=100, aspectRatio=2)),
                              ("tall", [box(20, 70), box(20, 20)], dict(width=100, aspectRatio=2)),
                              ("auto-width", [box(20, 70), box(20, 20)], dict(aspectRatio=0.5))]:
        cases.append(case(f"wrapping-column-breaks-at-ratio-{name}", node([node(
            kids, flexDirection="column", flexWrap="wrap", **extra)], alignItems="flex-start"), width=200, height=None))
    # A column item's flex basis is the height its ratio gives from its width; its content's
    # height is a floor only as its automatic minimum, and that only up to the max width the
    # ratio transfers.
    capped = lambda: text("xx xxxxxx", cw=8, lh=14, maxWidth=40, aspectRatio=2)
    cases.append(case("column-max-width-caps-content-floor", node([node([capped()], flexDirection="column-reverse")]),
                      width=320, height=240))
    cases.append(case("column-max-width-caps-content-floor-start", node([capped()], flexDirection="column",
                                                                        alignItems="flex-start"), width=320, height=None))
    cases.append(case("column-ratio-basis-grows", node([node([node([image(32, 9, aspectRatio=1)], flexWrap="wrap",
                                                                   aspectRatio=1.5, flexGrow=2, margin={"left": "auto"}),
                                                              box(flexGrow=2)], flexDirection="column-reverse")],
                                                       height=600), width=320, height=600))
    # No min size transfers into a flexed size: a min width does not floor the flex basis (through
    # a min height it would transfer back), nor a min width a column item's height.
    cases.append(case("min-width-not-in-basis", node([image(46, 40, flexGrow=1, minWidth="40%", aspectRatio=2),
                                                      box(flexGrow=1)], alignItems="flex-start"), width=480, height=None))
    cases.append(case("column-min-width-not-in-height", node([text("xx", aspectRatio=1, minWidth=80, minHeight=0,
                                                                   alignSelf="flex-start"), box(20, 200, flexShrink=0)],
                                                             flexDirection="column", height=240), width=320, height=None))
    # A column's width from its items counts a width the ratio gives from a height floored by the
    # content's min-content width.
    cases.append(case("column-contribution-floor", node([node([box(130)], height=120, aspectRatio=0.5)],
                                                        flexDirection="column"), width=None, height=240))
    cases.append(case("column-contribution-floor-text", node([text("xxxxxx", height=20, aspectRatio=1)],
                                                             flexDirection="column"), width=None, height=240))
    # A percentage height that does not resolve behaves as auto: the ratio's height is a floor
    # under the content's, and percentages inside resolve against it.
    cases.append(case("unresolved-percent-height-floors", node([node([text("xxxxxx", lh=20, maxHeight="50%")],
                                                                     height="100%", aspectRatio=2)]),
                      width=320, height=240))
    # A box with a ratio stretched past its own height (here a ratio height of 0 from a width of
    # 0) resolves percentages of the height against the stretched height, not the ratio's.
    for name, kid in [("max-height", box(maxHeight="50%")), ("text", text("xx", maxHeight="50%")),
                      ("height", box(10, "50%"))]:
        cases.append(case(f"percent-in-stretched-ratio-{name}", node([node([image(66, 43), node(
            [kid], aspectRatio=1.5)])], alignItems="baseline"), width=200, height=None))
    # Stretched to the height it measured, a box with a ratio keeps that height definite for its
    # own items (they stretch to it definitely: here a ratio box takes its width from it).
    cases.append(case("measured-stretch-stays-definite", node([node([text("xxxxxx"), box(aspectRatio=1)],
                                                                    aspectRatio=2)]), width=200, height=None))
    # An absolute box with a ratio: a width its insets give decides its height through the ratio
    # (over the height its insets leave), and a width its ratio gives from its height is floored
    # by its content's min-content width.
    for name, ratio, extra in [("wide", 0.5, {}), ("tall", 2, dict(height=300))]:
        inset = {"left": "25%", "top": 0, "right": 10, "bottom": 0} if name == "wide" else {"left": 0, "top": 0,
                                                                                             "right": 0, "bottom": 0}
        cases.append(case(f"absolute-insets-width-ratio-height-{name}", node([box(
            aspectRatio=ratio, position="absolute", inset=inset)], **extra), width=200, height=None))
    cases.append(case("absolute-height-ratio-content-floor", node([node([box(45)], height=30, aspectRatio=0.5,
                                                                       position="absolute")]), width=320, height=None))
    # A percentage height that does not resolve lets the ratio give a definite height (here
    # where overflow is clipped, so it is no floor): percentages inside resolve against it.
    cases.append(case("unresolved-percent-height-ratio-definite", node([node(
        [box(height="40%")], overflow="hidden", height="100%", flexGrow=1, aspectRatio=0.5)]), width=200, height=None))
    # Percentages inside a box with a ratio stretched definitely resolve against the stretched
    # height; while a column measures an item's content height they do not resolve against the
    # item's ratio floor; a column's ratio height is a definite main size for its items.
    cases.append(case("percent-in-definitely-stretched-ratio", node([node([box(height="40%")], width=90,
                                                                          aspectRatio=2)], height=240),
                      width=200, height=240))
    cases.append(case("percent-in-definitely-stretched-ratio-max", node([node([box(maxHeight="50%")], maxWidth=100,
                                                                              aspectRatio=0.5)], height=600),
                      width=None, height=600))
    cases.append(case("column-measure-percent-not-floor", node([node([box(height="100%", margin=3)], aspectRatio=1)],
                                                               flexDirection="column-reverse"), width=480, height=None))
    cases.append(case("ratio-column-main-definite", node([node([node([text("xxxxxx", cw=8), box(height="100%")])],
                                                               flexDirection="column", aspectRatio=1.5)],
                                                         alignItems="center"), width=480, height=600))
    # A row whose width comes from its content and whose ratio gives its height from that width
    # stretches its items definitely to that height (here an item with a ratio takes its width
    # from it).
    cases.append(case("content-width-ratio-row-stretches", node([node([image(42, 44, aspectRatio=2)], aspectRatio=0.5,
                                                                      position="absolute")]), width=320, height=None))
    cases.append(case("content-width-ratio-row-stretches-in-flow", node([node([image(42, 44, aspectRatio=2)],
                                                                              aspectRatio=0.5)], alignItems="flex-start"),
                      width=320, height=None))
    # An absolute box of auto size with a ratio: its content width is capped by the max height
    # the ratio transfers.
    for name, kid in [("text", text("xxxx", maxHeight=20, aspectRatio=1, position="absolute")),
                      ("text-tall", text("xxxxxx", cw=6, lh=14, maxHeight=20, aspectRatio=0.5, position="absolute"))]:
        cases.append(case(f"absolute-max-height-caps-width-{name}", node([kid]), width=320, height=None))
    # Between top and bottom insets, an absolute box with a ratio and no width takes its width
    # from the height the insets leave (floored by its content's) and its height from that width.
    inset = {"top": "10%", "bottom": "20%"}
    for name, kid, extra in [("image", image(65, 37, aspectRatio=2, position="absolute", inset=inset), {}),
                             ("text", text("x", lh=14, aspectRatio=0.5, position="absolute", inset=inset), {})]:
        cases.append(case(f"absolute-insets-height-ratio-width-{name}", node([kid], **extra), width=320, height=None))
    # An absolute box whose ratio gives its height from its width is at least as tall as its
    # content (min-height auto), which resolves percentages against the ratio's height.
    cases.append(case("absolute-ratio-height-content-floor", node([node([box(height="100%", margin=3)], width=40,
                                                                        aspectRatio=1.5, position="absolute")]),
                      width=480, height=240))
    cases.append(case("absolute-ratio-height-text-floor", node([text("xxx xxx xxx", width=40, aspectRatio=4,
                                                                     position="absolute")]), width=480, height=240))
    # A column whose width comes from its content resolves its items' percentage heights against
    # the height its ratio gives from that width.
    for name, extra in [("absolute", dict(position="absolute"))]:
        cases.append(case(f"content-width-ratio-column-percent-{name}", node([node([box(height="25%", minWidth=30)],
                                                                                   flexDirection="column-reverse",
                                                                                   aspectRatio=1.5, **extra)]),
                          width=480, height=600))
    return cases


def percent_cycle_cases():
    """Percentages of a width that is found from the content (cyclic): the content is sized with
    them as nothing, then they resolve against the width found — for the root in a viewport
    without a width (padding, width, children), and for a row whose width comes from its items
    when a column asks its height. Also min sizes transferred through an aspect ratio count in
    a container's width."""
    cases = []
    for p in ["5%", {"left": "10%", "right": 0, "top": "5%", "bottom": 0}]:
        tag = "uniform" if isinstance(p, str) else "sides"
        cases.append(case(f"root-padding-{tag}", node([box(80)], padding=p), width=None, height=None))
        cases.append(case(f"root-padding-column-{tag}", node([text("aaa bbb"), box(60, 10)], padding=p,
                                                             flexDirection="column"), width=None, height=None))
    cases.append(case("root-width-percent", node([box(80, 20), box(30, 10)], width="50%", padding="10%"), width=None,
                      height=None))
    cases.append(case("root-child-percent", node([box("50%", 20), text("aaaa bbbb")], padding=4), width=None,
                      height=None))
    for a in ["center", "flex-start", "stretch"]:
        cases.append(case(f"row-in-column-{a}", node([node([text("xxxxx x"), box("30%")])], flexDirection="column",
                                                      alignItems=a), width=480, height=240))
        cases.append(case(f"row-in-column-basis-{a}", node([node([text("aaa bbb ccc", flexShrink=1), box(flexBasis="50%", height=5)])],
                                                           flexDirection="column", alignItems=a), width=480, height=240))
    cases.append(case("row-in-row", node([node([text("xxxxx x"), box("30%", 10)]), box(30, 30)]), width=480, height=240))
    for r in [0.5, 2]:
        cases.append(case(f"ratio-min-height-in-row-{r}", node([node([box(aspectRatio=r, minHeight=25)])]), width=320))
        cases.append(case(f"ratio-min-width-in-column-{r}", node([node([box(aspectRatio=r, minWidth=25)],
                                                                      flexDirection="column")],
                                                                alignItems="flex-start"), width=320))
    return cases

def column_basis_definite_cases():
    """Whether the height an item is flexed to in a column of auto height is definite for the
    percentages inside it: Chromium treats it as indefinite exactly when the used flex basis came
    from the item's content (flex_layout_algorithm.cc, `is_initial_block_size_indefinite`). An
    item's own `height` counts only through a flex basis of `auto`; under a `content` basis or a
    percentage basis that cannot resolve, the height is flexed from the content and the
    percentages inside behave as auto."""
    cases = []
    for d in ["column", "column-reverse"]:
        for basis in ["25%", "content", "auto", 0, 40]:
            tag = str(basis).replace("%", "pc")
            for kind, child in [("height", box(20, "50%")), ("max-height", box(20, None, maxHeight="50%")),
                                ("min-height", box(20, 4, minHeight="50%"))]:
                item = node([child, text("xx yy", lh=14)], height=120, flexBasis=basis, flexDirection="column")
                cases.append(case(f"{d}-{tag}-{kind}", node([item], flexDirection=d)))
            row_item = node([node([text("xxxxxx")], maxHeight="50%")], height=120, flexBasis=basis)
            cases.append(case(f"{d}-{tag}-stretched-max-height", node([node([row_item], flexDirection=d)],
                                                                      alignItems="center")))
    return cases


def crossed_insets_cases():
    """Absolute boxes whose two insets leave less than nothing (left + right wider than the
    containing block): the space between them counts as zero, kept at the start inset (CSS
    Position 3 §4.1, Chromium's inset-modified containing block), so negative margins still
    widen the box and auto margins share no negative space."""
    cases = []
    for direction in ["ltr", "rtl"]:
        for inset in [{"left": 30, "right": 40}, {"left": "60%", "right": "60%"}, {"left": 0, "right": 90}]:
            tag = "-".join(f"{k}{v}".replace("%", "pc") for k, v in inset.items())
            for mtag, margin in [("neg", -6), ("neg-left", {"left": -10}), ("auto", {"left": "auto", "right": -5}),
                                 ("none", None)]:
                child = text("xx yyy", position="absolute", inset=dict(inset, top=2), margin=margin)
                cases.append(case(f"{direction}-{tag}-{mtag}", node([child], width=50, height=40, border=3,
                                                                     direction=direction)))
    for align in ["auto", "center", "flex-end"]:
        for mtag, margin in [("neg", -6), ("auto", {"top": "auto", "bottom": "auto"})]:
            child = box(20, position="absolute", inset={"top": 30, "bottom": 25, "left": 0}, margin=margin,
                        alignSelf=align, minHeight=5)
            cases.append(case(f"top-bottom-{align}-{mtag}", node([child], width=50, height=40, padding=2)))
    return cases


def flexed_wrap_height_cases():
    """A wrapping column flexed in a column of indefinite height, at a height other than the
    content height it was measured with: Chromium lays it out again at that height and breaks its
    lines there (at its content's own height it keeps the lines it measured). Here the height
    differs because percentage margins resolved against the narrower width it was measured at
    (an item of a wrapping column is not stretched while measured), or because the outer column
    grew or shrank it."""
    cases = []
    for w in ["wrap", "wrap-reverse"]:
        for outer_wrap in ["wrap", "nowrap"]:
            for margin in ["5%", {"top": "10%"}, 2]:
                tag = (margin if isinstance(margin, str) else "top10pc" if isinstance(margin, dict)
                       else "px").replace("%", "pc")
                inner = node([image(5, 4, margin=margin), box(), text("xx yy", lh=8)], flexDirection="column",
                             flexWrap=w)
                cases.append(case(f"{w}-in-column-{outer_wrap}-margin-{tag}",
                                  node([inner], flexDirection="column", flexWrap=outer_wrap), width=300))
        for label, outer in [("shrunk", dict(maxHeight=30)), ("grown", dict(minHeight=90)),
                             ("shrunk-reverse", dict(maxHeight=30, flexDirection="column-reverse"))]:
            outer = dict({"flexDirection": "column"}, **outer)
            inner = node([box(20, 20), box(30, 20), text("xxx yy", lh=10)], flexDirection="column", flexWrap=w,
                         flexGrow=1, alignSelf="flex-start")
            cases.append(case(f"{w}-{label}", node([inner], **outer), width=300))
    return cases


def scroll_baseline_cases():
    """The baseline of an `overflow: hidden` box (a scroll container) stays inside its border
    box, as Chromium clamps it: a first item pulled above its top or pushed below its bottom
    (negative or large margins, a row too short for its text) does not carry the baseline past
    the edge. Without overflow the baseline follows the content."""
    cases = []
    for ov in [None, "hidden"]:
        tag = ov or "visible"
        for m in [-4, {"top": -4}, {"bottom": -4}, {"top": 6}]:
            mtag = (f"{m}" if not isinstance(m, dict) else "-".join(f"{k}{v}" for k, v in m.items()))
            cases.append(case(f"{tag}-box-margin{mtag}", node([node([node([box(margin=m)], overflow=ov)]),
                                                                box(20, 10)], alignItems="baseline"),
                              width=200, height=240))
            cases.append(case(f"{tag}-text-margin{mtag}", node([node([node([text("xx", margin=m)], overflow=ov)]),
                                                                 box(20, 10)], alignItems="baseline"),
                              width=200, height=240))
            cases.append(case(f"{tag}-fixed-margin{mtag}", node([node([node([box(margin=m)], overflow=ov,
                                                                             height=20)]), box(20, 10)],
                                                                  alignItems="baseline"), width=200, height=240))
        for d in ["row", "column"]:
            for label, m in [("above", {"top": -30}), ("below", {"top": 30})]:
                cases.append(case(f"{tag}-{d}-{label}", node([node([node([text("xx", margin=m)], overflow=ov,
                                                                          height=20, border=3, padding=2,
                                                                          flexDirection=d)]), box(20, 10)],
                                                              alignItems="baseline"), width=200, height=240))
        cases.append(case(f"{tag}-short-text", node([text("xx yy", overflow=ov, width=20, height=6), box(20, 10)],
                                                    alignItems="baseline"), width=200, height=240))
    return cases


def overflowing_absolute_cases():
    """An absolute box aligned (align-self) between its top and bottom insets and taller than
    the space they leave stays inside its containing block as far as it can, top edge first. In
    a scroll container (`overflow: hidden`) only the edge its content scrolls from holds it: the
    top, or the bottom in a column-reverse or a wrap-reverse row (as Chromium does it). An
    explicit `stretch` fills the space but is held the same way when its margins overflow it."""
    cases = []
    for d, wrap in [("row", "nowrap"), ("row", "wrap-reverse"), ("column", "wrap-reverse"),
                    ("column-reverse", "nowrap"), ("row-reverse", "wrap")]:
        for a in ["flex-start", "flex-end", "center", "stretch"]:
            for ov in [None, "hidden"]:
                tag = f"{d}-{wrap}-{a}-{ov or 'visible'}"
                small = node(margin=8, alignSelf=a, position="absolute", inset={"top": 0, "bottom": 0})
                cases.append(case(f"{tag}-margins", node([node([small], flexDirection=d, flexWrap=wrap, overflow=ov,
                                                               height=10, width=50)]), width=200))
                tall = box(20, None, minHeight=80, alignSelf=a, position="absolute",
                           inset={"top": "10%", "bottom": "20%"})
                cases.append(case(f"{tag}-tall", node([node([tall], flexDirection=d, flexWrap=wrap, overflow=ov,
                                                            height=60, width=50, padding=3)]), width=200))
    for ov in [None, "hidden"]:
        for inset in [{"top": -5, "bottom": 10}, {"top": 10, "bottom": -5}]:
            tag = "-".join(f"{k}{v}" for k, v in inset.items())
            child = box(20, None, minHeight=80, alignSelf="center", position="absolute", inset=inset)
            cases.append(case(f"negative-{tag}-{ov or 'visible'}", node([node([child], overflow=ov, height=60,
                                                                             width=50)]), width=200))
    return cases


def min_over_max_wrap_cases():
    """A wrapping container whose min size is above its max size breaks its lines at the min size
    (the min wins, as for its own size), not at the max."""
    cases = []
    kids = [text("xxxxxxxx xx xxxxxxxxxx", lh=10), text("xxxx", lh=14), box(30, 20)]
    for d in ["column", "column-reverse"]:
        for w in ["wrap", "wrap-reverse"]:
            for label, extra in [("absolute", dict(position="absolute")), ("in-row", {}),
                                 ("in-column", dict(alignSelf="flex-start"))]:
                inner = node(kids, flexDirection=d, flexWrap=w, minHeight=100, maxHeight=30, **extra)
                outer = node([inner], flexDirection="column" if label == "in-column" else "row")
                cases.append(case(f"{d}-{w}-{label}", outer, width=300, height=400))
    for w in ["wrap", "wrap-reverse"]:
        for label, extra in [("absolute", dict(position="absolute")), ("in-column", dict(alignSelf="flex-start"))]:
            inner = node(kids, flexWrap=w, minWidth=150, maxWidth=40, **extra)
            cases.append(case(f"row-{w}-{label}", node([inner], flexDirection="column"), width=300, height=400))
    return cases


def random_tree(rng, depth, definite, wrapping=False):
    style = {}
    r = rng.random
    if r() < 0.5:
        style["flexDirection"] = rng.choice(DIRECTIONS)
    if r() < 0.3:
        style["flexWrap"] = rng.choice(["wrap", "wrap-reverse"])
    if r() < 0.4:
        style["justifyContent"] = rng.choice(JUSTIFY)
    if r() < 0.4:
        style["alignItems"] = rng.choice(["flex-start", "flex-end", "center", "stretch"])
    if r() < 0.2:
        style["alignContent"] = rng.choice(ALIGN_CONTENT)
    if r() < 0.3:
        style["gap"] = rng.choice([4, 10, {"row": 3, "column": 9}])
    if r() < 0.3:
        style["padding"] = rng.choice([4, 10, {"top": 2, "right": 6, "bottom": 8, "left": 3}])
    if r() < 0.15:
        style["border"] = rng.choice([1, 3])
    if r() < 0.1:
        style["direction"] = "rtl"
    children = []
    if depth > 0:
        for _ in range(rng.randint(1, 5)):
            children.append(random_child(rng, depth - 1, definite, wrapping))
    if wrapping:  # after every other draw, so the default families stay as they are
        if rng.random() < 0.5:
            style["flexWrap"] = rng.choice(["wrap", "wrap-reverse"])
        if rng.random() < 0.3:
            style["alignItems"] = "flex-start"
    return style, children


def random_text(rng, words=6, letters=7):
    """A text leaf of one to `words` words of up to `letters` characters, in one of a few fonts' metrics."""
    words = " ".join("x" * rng.randint(1, letters) for _ in range(rng.randint(1, words)))
    return text(words, cw=rng.choice([6, 8, 10]), lh=rng.choice([10, 14, 20]))


def random_child(rng, depth, definite, wrapping=False):
    r = rng.random
    if depth == 0 or r() < 0.4:
        kind = rng.random()
        style = {}
        if kind < 0.4:
            out = random_text(rng)
        elif kind < 0.6:
            out = image(rng.randint(5, 80), rng.randint(5, 60))
        else:
            out = {}
            style["width"] = rng.choice([None, 20, 45, 80, 130, "30%"] if definite else [None, 20, 45, 80])
            style["height"] = rng.choice([None, 15, 35, 60])
            style = {k: v for k, v in style.items() if v is not None}
    else:
        style, children = random_tree(rng, depth, False, wrapping)
        out = {"children": children} if children else {}
    if r() < 0.3:
        style["flexGrow"] = rng.choice([1, 2, 0.5])
    if r() < 0.2:
        style["flexShrink"] = rng.choice([0, 2])
    if r() < 0.15:
        style["flexBasis"] = rng.choice([0, 50, "auto", "content"] + (["40%"] if definite else []))
    if r() < 0.2:
        style["margin"] = rng.choice([3, 8, {"left": "auto"}, {"top": 5, "left": 12}, -4])
    if r() < 0.15:
        style["minWidth"] = rng.choice([0, 30, 60])
    if r() < 0.15:
        style["maxWidth"] = rng.choice([40, 100])
    if r() < 0.1:
        style["maxHeight"] = rng.choice([20, 50])
    if r() < 0.15:
        style["alignSelf"] = rng.choice(ALIGN)
    if r() < 0.05:
        style["position"] = "absolute"
        style["inset"] = rng.choice([{"left": 5, "top": 5}, {"right": 0, "bottom": 10}, {}])
    if r() < 0.05:
        style["display"] = "none"
    if wrapping:
        # Absolute boxes are left to the other families: this one is about wrapping containers.
        style.pop("position", None)
        style.pop("inset", None)
        if r() < 0.2:
            style["flexBasis"] = rng.choice([0, 30, "content", "auto"])
    if style:
        out["style"] = style
    return out


def random_cases(count, seed, wrapping=False):
    rng = random.Random(seed)
    cases = []
    for i in range(count):
        width = rng.choice([200, 320, 480])
        height = rng.choice([None, 240, 600])
        style, children = random_tree(rng, rng.randint(1, 3), True, wrapping)
        style["width"] = width if rng.random() < 0.5 else "auto"
        if height is not None and rng.random() < 0.5:
            style["height"] = height
        if wrapping and rng.random() < 0.5:
            width = None  # the root at its max-content width
            style["width"] = "auto"
        tree = {"style": style, "children": children} if children else {"style": style}
        cases.append(case(f"random-{seed}-{i}", tree, width=width, height=height))
    return cases


def rich_style(rng, is_root, definite_width, definite_height, aspect=True):
    """A container's own style: every property of the layout issue, each drawn with a small
    probability so that their combinations vary. Percentages (widths, heights, min/max, padding
    and margins) appear whether or not the parent's size is definite: that is where engines
    differ."""
    r = rng.random
    style = {}
    if r() < 0.5:
        style["flexDirection"] = rng.choice(DIRECTIONS)
    if r() < 0.35:
        style["flexWrap"] = rng.choice(["wrap", "wrap-reverse"])
    if r() < 0.4:
        style["justifyContent"] = rng.choice(JUSTIFY)
    if r() < 0.45:
        style["alignItems"] = rng.choice(ALIGN)
    if r() < 0.25:
        style["alignContent"] = rng.choice(ALIGN_CONTENT)
    if r() < 0.35:
        style["gap"] = rng.choice([4, 10, {"row": 3, "column": 9}, {"row": 12, "column": 0}])
    if r() < 0.3:
        style["padding"] = rng.choice([4, 10, {"top": 2, "right": 6, "bottom": 8, "left": 3}, "5%"])
    if r() < 0.15:
        style["border"] = rng.choice([1, 3, {"top": 0, "right": 2, "bottom": 5, "left": 1}])
    if r() < 0.12:
        style["direction"] = rng.choice(["rtl", "ltr"])
    if r() < 0.12:
        style["boxSizing"] = "content-box"
    if r() < 0.1:
        style["overflow"] = "hidden"
    if not is_root:
        if r() < 0.25:
            style["width"] = rng.choice([40, 90, 150, "50%", "100%", "30%"])
        if r() < 0.2:
            style["height"] = rng.choice([30, 70, 120, "50%", "100%", "40%"])
        if r() < 0.08 and aspect:
            style["aspectRatio"] = rng.choice([1, 2, 0.5, 1.5])
    return style


def rich_item_style(rng, style, aspect=True):
    """What a box does as a flex item (or an absolute child) of its parent."""
    r = rng.random
    if r() < 0.3:
        style["flexGrow"] = rng.choice([1, 2, 0.5])
    if r() < 0.2:
        style["flexShrink"] = rng.choice([0, 2, 0.5])
    if r() < 0.15:
        style["flexBasis"] = rng.choice([0, 50, "auto", "content", "40%", "100%"])
    if r() < 0.25:
        style["margin"] = rng.choice([3, 8, -4, "5%", "auto", {"left": "auto"}, {"top": "auto"},
                                      {"top": 5, "left": 12}, {"right": "auto", "bottom": "10%"}])
    if r() < 0.15:
        style["minWidth"] = rng.choice([0, 30, 60, "40%"])
    if r() < 0.15:
        style["maxWidth"] = rng.choice([40, 100, "60%"])
    if r() < 0.12:
        style["minHeight"] = rng.choice([0, 25, 50, "30%"])
    if r() < 0.12:
        style["maxHeight"] = rng.choice([20, 50, "50%"])
    if r() < 0.2:
        style["alignSelf"] = rng.choice(ALIGN)
    if r() < 0.08 and "aspectRatio" not in style and aspect:
        style["aspectRatio"] = rng.choice([1, 2, 0.5])
    if r() < 0.06:
        style["overflow"] = "hidden"
    if r() < 0.05:
        style["boxSizing"] = "content-box"
        style.setdefault("padding", 4)
    if r() < 0.08:
        style["position"] = "absolute"
        inset = rng.choice([{}, {"left": 5, "top": 5}, {"right": 0, "bottom": 10}, {"left": 0, "right": 0},
                            {"top": "10%", "bottom": "20%"}, {"left": "25%", "top": 0, "right": 10, "bottom": 0}])
        if inset:
            style["inset"] = inset
    if r() < 0.04:
        style["display"] = "none"
    return style


def rich_node(rng, depth):
    r = rng.random
    if depth == 0 or r() < 0.35:
        kind = r()
        style = {}
        if kind < 0.45:
            out = random_text(rng)
        elif kind < 0.65:
            out = image(rng.randint(5, 80), rng.randint(5, 60))
        else:
            out = {}
            if r() < 0.7:
                style["width"] = rng.choice([20, 45, 80, 130, "30%", "100%"])
            if r() < 0.7:
                style["height"] = rng.choice([15, 35, 60, "25%", "100%"])
            if r() < 0.1:
                style["aspectRatio"] = rng.choice([1, 2, 0.5])
    else:
        style = rich_style(rng, False, False, False)
        out = {}
        children = [rich_node(rng, depth - 1) for _ in range(rng.randint(1, 5))]
        out["children"] = children
    rich_item_style(rng, style)
    if style:
        out["style"] = style
    return out


def rich_random_cases(count, seed):
    """Random trees over every property of the layout issue (sweep.py compares them with Chromium)."""
    rng = random.Random(seed)
    cases = []
    for i in range(count):
        width, height, style = random_root(rng, [None, 200, 320, 480],
                                           lambda w, h: rich_style(rng, True, w, h))
        children = [rich_node(rng, rng.randint(0, 3)) for _ in range(rng.randint(1, 5))]
        cases.append(case(f"rich-{seed}-{i}", {"style": style, "children": children}, width=width, height=height))
    return cases


def random_root(rng, widths, root_style):
    """A random viewport (a width from `widths`, a height or none) and the root's style for it:
    `root_style(width_is_definite, height_is_definite)`, then a width that fills the viewport, is
    auto or 100%, and sometimes a height."""
    width = rng.choice(widths)
    height = rng.choice([None, 240, 600])
    style = root_style(width is not None, height is not None)
    style["width"] = rng.choice([width, "auto", "100%"]) if width is not None else "auto"
    if height is not None and rng.random() < 0.5:
        style["height"] = rng.choice([height, "100%"])
    return width, height, style


def stress_container(rng, style):
    """On top of rich_style: multi-line containers (with min/max heights, space-* and gaps),
    baseline rows and columns, reversed and RTL containers with padding and borders (where
    absolute children find their static position), percentage and fractional padding."""
    r = rng.random
    if r() < 0.5:
        style["flexWrap"] = rng.choice(["wrap", "wrap-reverse"])
    if r() < 0.25:
        style["flexDirection"] = rng.choice(["column", "column-reverse", "row-reverse"])
    if r() < 0.25:
        style["alignItems"] = "baseline"
    if r() < 0.3:
        style["justifyContent"] = rng.choice(["space-between", "space-around", "space-evenly"])
    if r() < 0.3:
        style["alignContent"] = rng.choice(ALIGN_CONTENT)
    if r() < 0.3:
        style["gap"] = rng.choice([0.5, 7, 33.375, {"row": 10, "column": 2.5}])
    if r() < 0.2:
        style["minHeight"] = rng.choice([40, 150, "30%"])
    if r() < 0.2:
        style["maxHeight"] = rng.choice([60, 200, "80%"])
    if r() < 0.2:
        style["padding"] = rng.choice(["10%", {"top": "5%", "right": 3, "bottom": 0.5, "left": "12.5%"}, 12.25])
    if r() < 0.12:
        style["border"] = rng.choice([2, {"top": 7, "right": 0, "bottom": 1, "left": 4}])
    if r() < 0.15:
        style["direction"] = "rtl"
    return style


def stress_item(rng, style):
    """On top of rich_item_style: flex bases that are content or percentages with min/max beside
    them, percentage and auto margins, rigid items overflowing (shrink 0, overflow hidden),
    absolute and display:none items, fractional and large sizes."""
    r = rng.random
    if r() < 0.2:
        style["flexBasis"] = rng.choice(["content", "25%", "60%", 0.5, 33.375])
        style[rng.choice(["minWidth", "maxWidth", "minHeight", "maxHeight"])] = rng.choice([20, 75, "20%", 150])
    if r() < 0.2:
        style["margin"] = rng.choice(["7.5%", {"left": "auto", "right": "auto"}, {"top": "auto"},
                                      {"top": "10%", "left": "auto", "bottom": 2.5}, {"right": "-5%"}])
    if r() < 0.12:
        style["flexShrink"] = 0
        if r() < 0.5:
            style["overflow"] = "hidden"
    if r() < 0.08:
        style["position"] = "absolute"
        if r() < 0.5:
            style["inset"] = rng.choice([{"right": 0}, {"bottom": "10%"}, {"left": 3, "right": 3},
                                         {"top": 0, "bottom": 0}])
    if r() < 0.05:
        style["display"] = "none"
    return style


def stress_node(rng, depth):
    r = rng.random
    if depth == 0 or r() < 0.25:
        style = {}
        kind = r()
        if kind < 0.5:
            out = random_text(rng, words=20, letters=12)
        elif kind < 0.65:
            out = image(rng.choice([5, 12.25, 33.375, 80]), rng.choice([5, 20, 0.5, 60]))
        else:
            out = {}
            if r() < 0.6:
                style["width"] = rng.choice([20, 45, 0.5, 33.375, 250, "33.33%", "100%"])
            if r() < 0.6:
                style["height"] = rng.choice([15, 35, 12.25, 1000, "25%", "100%"])
    else:
        style = stress_container(rng, rich_style(rng, False, False, False, aspect=False))
        many = r() < 0.2  # a container of many small items: wrapping makes many lines
        kids = rng.randint(10, 40) if many else rng.choice([1, 1, 2, 2, 3])
        out = {"children": [stress_node(rng, min(depth - 1, 1) if many and r() < 0.2 else 0 if many else depth - 1)
                            for _ in range(kids)]}
    stress_item(rng, rich_item_style(rng, style, aspect=False))
    if style:
        out["style"] = style
    return out


def stress_random_cases(count, seed):
    """What rich_random_cases draws rarely or never (sweep.py --kind stress): deep trees (5-7
    levels), containers of 10-40 items, long texts, fractional and large lengths, and the
    container/item properties of stress_container and stress_item. Never aspect-ratio (the
    aspect-ratio sweeps are rich's). Fractional lengths are multiples of 1/64: Chromium stores
    lengths in 1/64 px (LayoutUnit), so a 33.33 would be 33.328125 there, and over a deep tree
    such differences add up past the sweep's 0.1 tolerance without any layout rule being
    different. Borders are whole pixels: Chromium snaps border widths to device pixels (a 0.5
    border is 1 px at scale 1), which a layout independent of the output scale does not do."""
    rng = random.Random(seed)
    cases = []
    for i in range(count):
        width, height, style = random_root(rng, [None, 200, 320, 480, 1000],
                                           lambda w, h: stress_container(rng, rich_style(rng, True, w, h, aspect=False)))
        children = [stress_node(rng, rng.randint(4, 6)) for _ in range(rng.randint(1, 4))]
        cases.append(case(f"stress-{seed}-{i}", {"style": style, "children": children}, width=width, height=height))
    return cases


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--only=")]
    only = {a.split("=", 1)[1] for a in sys.argv[1:] if a.startswith("--only=")}
    out = args[0] if args else DEFAULT_OUT
    os.makedirs(out, exist_ok=True)
    documents = families()
    documents["random-a"] = random_cases(80, 1)
    documents["random-b"] = random_cases(80, 2)
    # Random trees rich in wrapping containers sized by their content (intrinsic sizes).
    documents["random-wrap"] = random_cases(80, 3, wrapping=True)
    import grid_cases  # imported here: it reads this module's helpers
    documents.update(grid_cases.grid_families())
    import scroll_cases  # scroll containers, balanced wrapping, zero-width spaces
    documents.update(scroll_cases.scroll_families())
    import grid_swept_cases
    documents.update(grid_swept_cases.grid_swept_families())
    import block_cases  # likewise
    documents.update(block_cases.block_families())
    import subgrid_cases
    documents.update(subgrid_cases.subgrid_families())
    import grid_areas_cases
    documents.update(grid_areas_cases.grid_areas_families())
    import keyword_cases
    documents.update(keyword_cases.keyword_families())
    import align_keyword_cases  # start, end, self-start, self-end
    documents.update(align_keyword_cases.align_keyword_families())
    import grid_limits_cases  # large line numbers, spans and repeat counts, and ours clamped past 100,000
    documents.update(grid_limits_cases.grid_limits_families())
    import ratio_fill_cases  # aspect-ratio boxes filling a stretched or limited size
    documents.update(ratio_fill_cases.ratio_fill_families())
    import block_scroll_cases  # scroll containers among block boxes, ltr and rtl
    documents.update(block_scroll_cases.block_scroll_families())
    import grid_absolute_justify_cases  # justify-self of absolute grid children at their static position
    documents.update(grid_absolute_justify_cases.grid_absolute_justify_families())
    import grid_minimum_cases  # content-based minimums under fixed (and percentage) track maximums
    documents.update(grid_minimum_cases.grid_minimum_families())
    import grid_beyond_limits_cases  # spanning items' space beyond the tracks' growth limits
    documents.update(grid_beyond_limits_cases.grid_beyond_limits_families())
    import block_keyword_cases  # sizing keywords on block children
    documents.update(block_keyword_cases.block_keyword_families())
    import writing_mode_cases  # vertical-lr, vertical-rl, orthogonal flows
    documents.update(writing_mode_cases.writing_mode_families())
    import float_cases  # floats, clearance, containment, legacy -webkit- text alignment
    documents.update(float_cases.float_families())
    import grid_reresolve_cases  # columns sized again once the rows are known (§12.1 steps 3-4)
    documents.update(grid_reresolve_cases.grid_reresolve_families())
    import grid_causes_cases  # causes of disagreement the random grid sweeps found
    documents.update(grid_causes_cases.grid_causes_families())
    import grid_last_cases  # the last causes the random grid sweeps found (branch grid-last)
    documents.update(grid_last_cases.grid_last_families())
    import subgrid_causes_cases  # causes of disagreement the random subgrid sweeps found
    documents.update(subgrid_causes_cases.subgrid_causes_families())
    import grid_heldout_cases  # causes the held-out grid and subgrid sweeps found (branch grid-heldout)
    documents.update(grid_heldout_cases.grid_heldout_families())
    import static_position_cases  # position: static, and absolute children of static boxes
    documents.update(static_position_cases.static_position_families())
    import display_contents_cases  # display: contents
    documents.update(display_contents_cases.display_contents_families())
    import flex_ratio_causes_cases  # causes a held-out flex sweep found: ratios, wrapping columns
    documents.update(flex_ratio_causes_cases.flex_ratio_causes_families())
    if only:
        documents = {name: cases for name, cases in documents.items() if name in only}
    paths = []
    total = 0
    for name, cases in documents.items():
        path = os.path.join(out, f"{name}.json")
        with open(path, "w") as f:
            json.dump({"cases": cases}, f, indent=1)
            f.write("\n")
        paths.append(path)
        total += len(cases)
    browser.main(paths)
    print(f"{total} cases in {len(paths)} files")


if __name__ == "__main__":
    main()
