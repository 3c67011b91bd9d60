"""Fixture families for CSS Writing Modes 4's `writing-mode` (`vertical-lr`, `vertical-rl`):
synthetic text whose lines run down and stack sideways; flex containers whose rows run down and
whose columns stack left to right (or right to left); grids whose columns are vertical tracks;
orthogonal children, whose inline room is their parent's height (§7.3); each in ltr and rtl.
The text is synthetic (browser.py sizes its words with `inline-size`/`block-size`, so they turn
with the writing mode). generate.py adds them to its families."""
from generate import box, case, image, node, text

ZWSP = "\u200b"
MODES = ["vertical-lr", "vertical-rl"]
DIRECTIONS = ["ltr", "rtl"]
WORDS = f"aa bb{ZWSP}cc dddd e"


def variants():
    """Each vertical mode in each direction, with the name cases carry for it."""
    for mode in MODES:
        for rtl in DIRECTIONS:
            yield mode, rtl, f"{mode} {rtl}"


def leaf_cases():
    c = []
    for mode, rtl, name in variants():
        # The root is the orthogonal box: its inline room is the viewport's height.
        c.append(case(f"root text {name}", text(WORDS, writingMode=mode, direction=rtl), height=40))
        c.append(case(f"root text sized {name}", text(WORDS, writingMode=mode, direction=rtl, height=50,
                                                      padding={"top": 3, "right": 5, "bottom": 7, "left": 11})))
        c.append(case(f"root text container {name}", node([text(WORDS)], writingMode=mode, direction=rtl,
                                                          height=60, border={"top": 1, "right": 2, "bottom": 3, "left": 4}
                                                          )))
        for fd in ["row", "column"]:
            # Orthogonal text items in a horizontal container with a definite height: lines
            # broken against it (stretched in a row, flexed in a column).
            items = [text(WORDS, writingMode=mode), text("x yy zzz", writingMode=mode, margin={"left": 4, "top": 2}),
                     box(20, 20)]
            c.append(case(f"orthogonal items {fd} {name}", node(items, flexDirection=fd, direction=rtl,
                                                                width=300, height=45)))
            c.append(case(f"orthogonal items {fd} auto height {name}", node(
                [text("aa bb cc", writingMode=mode), box(20, 20)], flexDirection=fd, direction=rtl,
                alignItems="flex-start", width=300)))
    return c


def flex_cases():
    c = []
    for mode, rtl, name in variants():
        for fd in ["row", "row-reverse", "column", "column-reverse"]:
            items = [box(30, 20), box(40, 30, margin={"top": 3, "right": 5, "bottom": 7, "left": 9}), box(20, 40)]
            c.append(case(f"container {fd} {name}", node(items, writingMode=mode, direction=rtl, flexDirection=fd,
                                                         width=200, height=150,
                                                         padding={"top": 1, "right": 2, "bottom": 4, "left": 8})))
            c.append(case(f"container {fd} justify center align end {name}", node(
                items, writingMode=mode, direction=rtl, flexDirection=fd, width=200, height=150,
                justifyContent="space-between", alignItems="flex-end")))
            c.append(case(f"container {fd} auto size {name}", node(
                [box(30, 20), text("aa bb cc"), box(20, 40, flexGrow=1)], writingMode=mode, direction=rtl,
                flexDirection=fd)))
        for fd in ["row", "column"]:
            items = [box(60, 50, flexShrink=0) for _ in range(4)]
            c.append(case(f"wrap {fd} {name}", node(items, writingMode=mode, direction=rtl, flexDirection=fd,
                                                    flexWrap="wrap", width=150, height=130, alignContent="flex-start",
                                                    gap={"row": 4, "column": 6})))
            c.append(case(f"wrap-reverse {fd} {name}", node(items, writingMode=mode, direction=rtl,
                                                            flexDirection=fd, flexWrap="wrap-reverse", width=150,
                                                            height=130)))
            c.append(case(f"wrap text {fd} {name}", node(
                [text("aaa bb"), text("c dddd ee"), text("ffff")], writingMode=mode, direction=rtl,
                flexDirection=fd, flexWrap="wrap", height=70)))
            c.append(case(f"grow and percentages {fd} {name}", node(
                [box("25%", 20), box(30, "10%", flexGrow=1), box(20, 20, flexGrow=2,
                                                                 margin={"top": "5%", "left": 2})],
                writingMode=mode, direction=rtl, flexDirection=fd, width=200, height=120)))
        c.append(case(f"images {name}", node(
            [image(30, 20), image(10, 40, margin={"top": 2, "left": 5}), text("aa bb")], writingMode=mode,
            direction=rtl, alignItems="center", height=100)))
        c.append(case(f"scroll containers {name}", node(
            [node([box(80, 90)], overflow="hidden", width=50, height=60),
             node([box(80, 90)], overflow="hidden", height=60), node([text("aa bb cc")], overflow="hidden")], writingMode=mode, direction=rtl, width=200, height=200)))
        c.append(case(f"min and max sizes {name}", node(
            [box(None, None, minWidth=30, maxHeight=20, flexGrow=1), text("aa bb cc dd", maxHeight=30),
             box(20, None, minHeight=15, aspectRatio=2)], writingMode=mode, direction=rtl, width=120, height=90)))
        c.append(case(f"absolute child {name}", node(
            [box(30, 20), box(20, 10, position="absolute", inset={"top": 5, "left": 7}),
             box(20, 10, position="absolute", inset={"bottom": 3, "right": 9})],
            writingMode=mode, direction=rtl, width=100, height=80)))
        c.append(case(f"nested horizontal {name}", node(
            [node([text("aa bb cc dd"), box(10, 10)], writingMode="horizontal-tb"), box(20, 20)],
            writingMode=mode, direction=rtl, width=120, height=90)))
        c.append(case(f"nested other vertical {name}", node(
            [node([box(20, 10), box(10, 30)], writingMode=MODES[1 - MODES.index(mode)], flexDirection="column",
                  padding={"left": 3, "right": 6}), box(20, 20)],
            writingMode=mode, direction=rtl, width=120, height=90)))
    return c


def orthogonal_cases():
    """Horizontal boxes in vertical containers and the reverse, with blocks (§7.3)."""
    c = []
    for mode, rtl, name in variants():
        # A horizontal text in a vertical container: its lines break against the width.
        for fd in ["row", "column"]:
            c.append(case(f"horizontal text in {fd} {name}", node(
                [text("aa bb cc dd", writingMode="horizontal-tb"), box(20, 20), text("eee ff")],
                writingMode=mode, direction=rtl, flexDirection=fd, width=45, height=120)))
        c.append(case(f"horizontal text in auto-width {name}", node(
            [text("aa bb cc", writingMode="horizontal-tb"), text("xx yy")], writingMode=mode, direction=rtl,
            height=100)))
        c.append(case(f"vertical text in column auto height {name}", node(
            [text("aa bb cc", writingMode=mode), text("dd ee")], flexDirection="column", direction=rtl,
            width=200)))
        # No definite room: the viewport's height (none here: the window's), within the parent's max size.
        c.append(case(f"fallback within max size {name}", node(
            [node([text("xxxxxxx xxx", writingMode="horizontal-tb")], maxWidth=40), text("aa bb", maxHeight=15)],
            writingMode=mode, direction=rtl), height=None))
        c.append(case(f"vertical container in row {name}", node(
            [node([text("aa bb"), box(10, 15)], writingMode=mode, flexDirection="column",
                  padding={"top": 2, "right": 4, "bottom": 6, "left": 8}), box(20, 20)],
            direction=rtl, width=200, height=60)))
        c.append(case(f"vertical percentages in row {name}", node(
            [node([box("50%", "25%")], writingMode=mode, width=80, height=40,
                  margin={"top": "10%", "left": 3})], direction=rtl, width=200, height=100)))
        c.append(case(f"vertical in block {name}", node(
            [text("aa bb cc dd", writingMode=mode), node([box(20, 10), text("xx yy")], writingMode=mode),
             box(None, 10)], display="block", direction=rtl, width=150, height=35)))
        c.append(case(f"vertical in block auto height {name}", node(
            [text("aa bb cc dd", writingMode=mode, margin={"left": 5, "top": 3}), box(None, 10)],
            display="block", direction=rtl, width=150)))
        c.append(case(f"vertical block in block {name}", node(
            [box(None, 10, margin={"bottom": 8}),
             node([box(10, 20, margin={"left": 6}), text("aa bb")], display="block", writingMode=mode,
                  margin={"top": 5, "bottom": 4, "left": 2}),
             box(None, 10, margin={"top": 9})], display="block", direction=rtl, width=150)))
        c.append(case(f"horizontal in vertical block {name}", node(
            [text("aa bb cc dd", writingMode="horizontal-tb"), box(10, None)], display="block",
            writingMode=mode, direction=rtl, width=35, height=150)))
        c.append(case(f"orthogonal percentage spacing {name}", node(
            [node([text("aa bb cc")], writingMode=mode, padding={"top": "10%", "left": "5%"},
                  margin={"top": "5%", "left": "10%"}), box(20, 20)], direction=rtl, width=200, height=100)))
        c.append(case(f"horizontal percentage spacing in vertical {name}", node(
            [node([text("aa bb cc")], writingMode="horizontal-tb", padding={"top": "10%", "left": "5%"},
                  margin={"top": "5%", "left": "10%"}), box(20, 20)], writingMode=mode, direction=rtl,
            width=200, height=100)))
        c.append(case(f"aspect ratio items {name}", node(
            [box(30, None, aspectRatio=2), box(None, 20, aspectRatio=0.5), node([text("aa")], aspectRatio=1)],
            writingMode=mode, direction=rtl, alignItems="flex-start", width=150, height=150)))
        c.append(case(f"block absolute {name}", node(
            [box(30, 20), box(20, 10, position="absolute", inset={"top": 4, "right": 6}),
             box(20, 10, position="absolute")], display="block", writingMode=mode, direction=rtl,
            width=100, height=80, padding={"top": 3, "right": 5, "bottom": 7, "left": 9})))
        c.append(case(f"block in vertical {name}", node(
            [box(20, 30), box(None, 20), text("aa bb cc")], display="block", writingMode=mode, direction=rtl,
            width=150, height=60)))
    return c


def grid(children, **style):
    return node(children, display="grid", **style)


def grid_cases():
    c = []
    for mode, rtl, name in variants():
        items = [box(), box(), text("aa bb cc"), box(20, 20, gridColumn="span 2")]
        c.append(case(f"grid container {name}", grid(items, writingMode=mode, direction=rtl,
                                                     gridTemplateColumns="40px 1fr", gridTemplateRows="30px auto 50px",
                                                     width=200, height=150, gap={"row": 4, "column": 6})))
        c.append(case(f"grid container auto {name}", grid(
            [text("aa bb cc"), box(30, 10), text("dddd e")], writingMode=mode, direction=rtl,
            gridTemplateColumns="auto auto", justifyItems="start")))
        # Orthogonal items in a horizontal grid: fixed rows give their lines room (§12.1).
        c.append(case(f"grid absolute {name}", grid(
            [box(30, 20), box(20, 10, position="absolute", gridColumn="2", gridRow="1", inset={"top": 4}),
             box(20, 10, position="absolute", inset={"bottom": 2, "left": 3})], writingMode=mode, direction=rtl,
            gridTemplateColumns="40px 40px", gridTemplateRows="30px 30px", width=120, height=100)))
        c.append(case(f"grid template areas {name}", grid(
            [box(gridArea="a"), box(gridArea="b"), text("aa bb", gridArea="c")], writingMode=mode, direction=rtl,
            gridTemplateAreas=["a a", "b c"], gridTemplateColumns="30px auto", gridTemplateRows="20px 1fr",
            width=90, height=110, alignContent="center", justifyItems="center")))
        c.append(case(f"grid orthogonal min-content {name}", grid(
            [text("aa bb cc dd ee", writingMode=mode), text("aa bb cc")], direction=rtl,
            gridTemplateColumns="min-content", gridTemplateRows="40px")))
        c.append(case(f"grid orthogonal tracks {name}", grid(
            [text("aa bb cc dd", writingMode=mode), text("xx yy", writingMode=mode), box(20, 20)], direction=rtl,
            gridTemplateColumns="auto 50px", gridTemplateRows="30px 60px", alignItems="start")))
        c.append(case(f"grid horizontal items in vertical grid {name}", grid(
            [text("aa bb cc dd", writingMode="horizontal-tb"), text("xx yy"), box(10, 10)], writingMode=mode,
            direction=rtl, gridTemplateColumns="min-content auto", gridTemplateRows="40px auto")))
        c.append(case(f"grid orthogonal auto rows in a definite height {name}", grid(
            [text("abcdef ab", writingMode=mode), box(10, 10)], direction=rtl, height=40)))
        c.append(case(f"grid orthogonal stretch {name}", grid(
            [text("aa bb cc dd", writingMode=mode), box(20, 20)], direction=rtl,
            gridTemplateColumns="auto auto", gridTemplateRows="50px", width=200)))
    return c


def writing_mode_families():
    return {"writing-mode-leaves": leaf_cases(), "writing-mode-flex": flex_cases(),
            "writing-mode-orthogonal": orthogonal_cases(),
            "writing-mode-grid": grid_cases()}
