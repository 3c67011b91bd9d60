"""Causes of disagreement a held-out random flex sweep found (issue 21; `sweep.py --kind rich
--seed 8100`, trees 76, 108 and 197, reduced with reduce.py), each with the shapes around it:

- `flex-ratio-minimum-height`: a column item whose width its aspect ratio gives from a definite
  height is floored by its content's min-content width *at that height* (CSS Sizing 4 §5.2's
  automatic minimum, as Chromium measures it): a child it stretches to that height is as wide as
  the child's own ratio makes it. The height is the item's, clamped by its min and max height.
- `flex-ratio-percent-height`: a percentage height that does not resolve is not `auto` for the
  ratio's automatic minimum: the height the ratio gives is not floored by the content's (as in
  Chromium, whose check is on the specified value).
- `flex-wrap-column-fit-line`: in a wrapping column of indefinite height, an item fitted again to
  a line wider than the container keeps its flexed height indefinite, as when it was first sized:
  a child stretched in it does not take a width from that height through a ratio.
- `flex-wrap-column-min-content` (tree 167): a wrapping column's min-content width is its items'
  min-content contributions, not floored by the automatic minimum heights its max-content pass
  found for ratio items at their max-content widths (fit-content into a narrower space gives
  the space, and the ratio item then follows it).
- `flex-wrap-column-percent-limit` (`--kind stress --seed 8100`, trees 64 and 95): a wrapping
  column's percentage height or max-height breaks no lines while its content height is measured
  (Chromium measures a flex basis with an indefinite percentage block size); its hypothetical
  size is then clamped by the resolved max-height.
- `flex-ratio-row-contribution` (the stored `--kind rich --seed 777` sweep, trees 33 and 236): a
  row's intrinsic width takes a ratio item's contribution unclamped by a flex basis that is
  `content`, and a width percentage that does not resolve there caps no automatic minimum (so
  the content's min-content width floors the width the ratio gives from a definite height).

- `absolute-ratio-insets` (the stored `--kind rich --seed 777` sweep, trees 200 and 236): an
  absolutely positioned box with a ratio and an auto width between two insets. A definite height
  gives its width through the ratio, floored by the content's min-content width, rather than the
  insets (as in Chromium); with an auto height, the width the insets stretch it to is capped by
  the max height the ratio transfers.
- `flex-ratio-baseline-percent-height` (the same sweep, tree 147): a row item aligned by its
  baseline, with a ratio and a percentage height that does not resolve, is measured at its
  flexed width with the height the ratio gives from that width, not from its specified width.
- `flex-wrap-column-measured-stretch` (tree 277): a wrapping column with a ratio, stretched in
  a row to the height it measured, keeps the lines that measure broke at the ratio's height
  (Chromium keeps the measured layout), rather than breaking them again at the stretched height.
- `flex-ratio-column-percent-height` (tree 241): a column item with a ratio and a percentage
  height that does not resolve takes its width from the ratio floored by the automatic minimum
  (the content's min-content width), as for a definite height: Chromium does not count the
  percentage as `auto`, so the width is the ratio's dependent axis.
- `flex-ratio-column-max-width-minimum` (tree 185): a column item's automatic minimum height
  (its content's) is clamped by its max width converted through its ratio (Flexbox §4.5's
  content size suggestion), also when its width is not definite.
- `flex-ratio-stretch-indefinite` (held-out `--kind rich --seed 9200`, tree 101): a ratio item
  stretched in a row of indefinite height to the height it measured keeps its measured layout
  (percentages of its height against the ratio's height), as when nothing stretches it.

generate.py adds them to its families."""
from generate import box, case, node, text


def ratio_minimum_height_cases():
    c = []
    for align in ["flex-end", "flex-start", "center"]:
        c.append(case(f"stretched ratio child {align}", node(
            [node([node(aspectRatio=1)], height="100%", aspectRatio=0.5, alignSelf=align)],
            flexDirection="column", height=600), width=480, height=600))
    c.append(case("fixed height", node(
        [node([node(aspectRatio=2)], height=100, aspectRatio=0.5, alignSelf="flex-start")],
        flexDirection="column", width=300, height=400)))
    c.append(case("max height clamps", node(
        [node([node(aspectRatio=0.5)], height="50%", aspectRatio=1.5, maxHeight=50)],
        flexDirection="column-reverse", alignItems="baseline", height="100%"), width=320, height=600))
    c.append(case("min height raises", node(
        [node([node(aspectRatio=1)], height=40, minHeight=80, aspectRatio=0.5, alignSelf="flex-start")],
        flexDirection="column", width=300, height=400)))
    c.append(case("text beside ratio child", node(
        [node([node(aspectRatio=1), text("xx xx")], height=60, aspectRatio=0.5, alignSelf="center")],
        flexDirection="column", width=300, height=400)))
    c.append(case("min-width set", node(
        [node([node(aspectRatio=1)], height=100, minWidth=10, aspectRatio=0.5, alignSelf="flex-start")],
        flexDirection="column", width=300, height=400)))
    return c


def ratio_percent_height_cases():
    c = []
    deep = lambda leaf_parent: node([node([leaf_parent])])
    for align in ["baseline", "flex-start", "center"]:
        c.append(case(f"wrap {align}", deep(node(
            [text("xxxx", cw=8, lh=20, aspectRatio=0.5)], flexWrap="wrap", height="100%", aspectRatio=1,
            alignSelf=align)), width=200, height=240))
    c.append(case("nowrap", deep(node([text("xxxx", cw=8, lh=20, aspectRatio=0.5)], height="100%",
                                      aspectRatio=1, alignSelf="flex-start")), width=200, height=240))
    c.append(case("tall child", deep(node([box(20, 90)], height="50%", aspectRatio=2, alignSelf="flex-start")),
                  width=200, height=240))
    c.append(case("resolved percentage", node([node([box(20, 90)], height="10%", aspectRatio=2,
                                                    alignSelf="flex-start")], height=200), width=200, height=240))
    c.append(case("auto height floors", deep(node([box(20, 90)], aspectRatio=2, alignSelf="flex-start")),
                  width=200, height=240))
    return c


def wrap_column_fit_line_cases():
    c = []
    ratio_row = lambda: node([node(width="100%", aspectRatio=1), box(width=20)])
    for align in ["center", "flex-start", "flex-end"]:
        c.append(case(f"absolute auto height {align}", node(
            [node([ratio_row()], flexDirection="column", flexWrap="wrap", alignItems=align, maxWidth="60%",
                  position="absolute")]), width=None, height=600))
    c.append(case("absolute definite height", node(
        [node([ratio_row()], flexDirection="column", flexWrap="wrap", alignItems="center", maxWidth="60%",
              position="absolute", height=10)]), width=None, height=600))
    c.append(case("in flow", node(
        [node([ratio_row()], flexDirection="column", flexWrap="wrap", alignItems="center", width=0)]),
        width=None, height=600))
    c.append(case("absolute two items", node(
        [node([ratio_row(), box(8, 8)], flexDirection="column", flexWrap="wrap", alignItems="center",
              width=0, position="absolute")]), width=None, height=600))
    return c


def wrap_column_min_content_cases():
    c = []
    words = "xxxxxx xxxx"
    for outer in ["wrap", "nowrap"]:
        for direction in ["column-reverse", "column"]:
            c.append(case(f"{direction} in {outer} column", node([node([node(
                [text(words, aspectRatio=2)], flexDirection=direction, flexWrap="wrap")],
                flexDirection="column", flexWrap=outer, width=90)]), width=480, height=240))
    c.append(case("two ratio items", node([node([text(words, aspectRatio=2), text("xx xx", aspectRatio=1)],
                                                flexDirection="column", flexWrap="wrap")], width=80,
                                          alignItems="flex-start", flexDirection="column"), width=480, height=240))
    c.append(case("min-height set", node([node([text(words, aspectRatio=2, minHeight=0)], flexDirection="column",
                                                flexWrap="wrap")], width=90, alignItems="flex-start",
                                         flexDirection="column"), width=480, height=240))
    return c


def wrap_column_percent_limit_cases():
    c = []
    items = lambda: [node([text("xxxx xx xxxxx xxx xxxx xxxxxx xxxx xx", cw=8, lh=14)], padding=4, width=60),
                     box(10, 70)]
    for limit in ["50%", 150]:
        for outer in ["column", "column-reverse"]:
            c.append(case(f"max-height {limit} in {outer}", node(
                [node(items(), flexDirection="column", flexWrap="wrap", gap=7, padding=6, maxHeight=limit)],
                flexDirection=outer, height=300), width=480, height=300))
    c.append(case("percent padding", node([node(items(), flexDirection="column", flexWrap="wrap",
                                                maxHeight="80%", padding={"top": "5%", "left": "12.5%"}, border=2)],
                                          flexDirection="column", maxHeight=200, height="100%"), width=480, height=240))
    c.append(case("percent height", node([node(items(), flexDirection="column", flexWrap="wrap", gap=7,
                                               height="40%")], flexDirection="column", height=300),
                  width=480, height=300))
    c.append(case("row parent", node([node(items(), flexDirection="column", flexWrap="wrap", gap=7,
                                           maxHeight="50%")], height=300, alignItems="flex-start"),
                  width=480, height=300))
    return c


def ratio_row_contribution_cases():
    c = []
    for width in ["30%", "50%", None]:
        c.append(case(f"percent width {width} over wide child", node([node([node(
            [box(width=130)], width=width, height=120, aspectRatio=1)])]), width=320, height=240))
    c.append(case("percent width over text", node([node([node(
        [text("xxxxxxxxxxxxxx")], width="30%", height=60, aspectRatio=1)])]), width=320, height=240))
    for basis in ["content", "auto", 15]:
        c.append(case(f"flex-basis {basis}", node([node([node(width=80, height=15, aspectRatio=1,
                                                                flexBasis=basis)])]), width=200, height=100))
    c.append(case("flex-basis content growable", node([node([node(width=80, height=15, aspectRatio=1,
                                                                  flexBasis="content", flexGrow=1)])]),
                  width=200, height=100))
    return c


def absolute_ratio_insets_cases():
    c = []
    between = {"left": "25%", "top": 0, "right": 10, "bottom": 0}
    sideways = {"left": 0, "right": 0}
    for height in [0, 80]:
        c.append(case(f"max height between four insets, container {height}", node([node(
            [node(maxHeight=20, aspectRatio=0.5, position="absolute", inset=between)],
            flexGrow=0.5, height=height)]), width=200, height=100))
    c.append(case("max height between side insets", node([node(
        [node(maxHeight=30, aspectRatio=2, position="absolute", inset=sideways)], width=100, height=50)])))
    c.append(case("max height above the stretch", node([node(
        [node(maxHeight=300, aspectRatio=2, position="absolute", inset=sideways)], width=100, height=50)])))
    c.append(case("min height between side insets", node([node(
        [node(minHeight=60, aspectRatio=0.5, position="absolute", inset={"left": 40, "right": 40})],
        width=100, height=50)])))
    for height in ["40%", 30]:
        c.append(case(f"height {height} with a wider child", node([node(
            [node([box(width=80)], height=height, aspectRatio=1.5, position="absolute", inset=sideways)],
            width=100, height=50)])))
        c.append(case(f"height {height} with a narrow child", node([node(
            [node([box(width=10)], height=height, aspectRatio=1.5, position="absolute", inset=sideways)],
            width=100, height=50)])))
    c.append(case("height and min-width", node([node(
        [node([box(width=80)], height=30, minWidth=0, aspectRatio=1.5, position="absolute", inset=sideways)],
        width=100, height=50)])))
    c.append(case("zero-height container", node([node([node(
        [node([box(width=20)], height="40%", aspectRatio=1.5, position="absolute", inset=sideways)])])])))
    return c


def ratio_baseline_percent_height_cases():
    c = []
    for height in ["100%", "50%"]:
        for ratio in [1, 2]:
            c.append(case(f"height {height} ratio {ratio}", node([node([node(
                [node(width=80, height=height, aspectRatio=ratio)], alignItems="baseline", maxWidth=48)])]),
                width=320, height=200))
    c.append(case("align-self baseline", node([node([node(
        [node(width=80, height="100%", aspectRatio=1, alignSelf="baseline"), text("xx")], maxWidth="60%")])]),
        width=200, height=200))
    c.append(case("with text inside", node([node([node(
        [node([text("xx xx")], width=80, height="100%", aspectRatio=1)], alignItems="baseline", maxWidth=50)])]),
        width=320, height=200))
    c.append(case("definite container height", node([node(
        [node(width=80, height="100%", aspectRatio=1)], alignItems="baseline", maxWidth=48, height=30)]),
        width=320, height=200))
    c.append(case("no shrink", node([node([node(
        [node(width=80, height="100%", aspectRatio=1, flexShrink=0)], alignItems="baseline", maxWidth=48)])]),
        width=320, height=200))
    return c


def wrap_column_measured_stretch_cases():
    c = []
    for wrap in ["wrap", "wrap-reverse"]:
        c.append(case(f"{wrap} text and empty box", node([node(
            [text("x", cw=6, lh=20), node()], flexDirection="column", flexWrap=wrap, aspectRatio=2)]),
            width=200, height=100))
    c.append(case("two texts", node([node(
        [text("xx", cw=6, lh=20), text("x", cw=6, lh=10)], flexDirection="column", flexWrap="wrap",
        aspectRatio=1)]), width=200, height=100))
    c.append(case("column-reverse with a box", node([node(
        [text("x", cw=6, lh=20), box(width=4, height=4)], flexDirection="column-reverse", flexWrap="wrap",
        aspectRatio=2)]), width=200, height=100))
    c.append(case("sibling sets the row height", node([node(
        [text("x", cw=6, lh=20), node()], flexDirection="column", flexWrap="wrap", aspectRatio=2),
        box(width=10, height=40)]), width=200, height=100))
    c.append(case("not stretched", node([node(
        [text("x", cw=6, lh=20), node()], flexDirection="column", flexWrap="wrap", aspectRatio=2,
        alignSelf="flex-start")]), width=200, height=100))
    return c


def ratio_column_percent_height_cases():
    c = []
    column = lambda item: node([node([item], flexDirection="column-reverse", margin="auto")])
    for align in ["flex-end", "center", "flex-start"]:
        c.append(case(f"max height, {align}", column(node(
            [box(width=80)], height="50%", aspectRatio=1.5, maxHeight=20, alignSelf=align)), width=200, height=100))
    c.append(case("height auto", column(node(
        [box(width=80)], aspectRatio=1.5, maxHeight=20, alignSelf="flex-end")), width=200, height=100))
    c.append(case("no max height", column(node(
        [box(width=80)], height="50%", aspectRatio=1.5, alignSelf="flex-end")), width=200, height=100))
    c.append(case("min-width zero", column(node(
        [box(width=80)], height="50%", aspectRatio=1.5, maxHeight=20, minWidth=0, alignSelf="flex-end")),
        width=200, height=100))
    c.append(case("text content", column(node(
        [text("xxxx xx", cw=10, lh=10)], height="50%", aspectRatio=1, maxHeight=20, alignSelf="flex-end")),
        width=200, height=100))
    return c


def ratio_column_max_width_minimum_cases():
    c = []
    column = lambda item, **style: node([node([item], flexDirection="column-reverse", **style)])
    for max_width in ["60%", 6]:
        for align in ["center", "flex-start"]:
            c.append(case(f"max width {max_width}, {align}", column(
                text("x", cw=10, lh=20, flexBasis=0, maxWidth=max_width, aspectRatio=2), alignItems=align),
                width=200, height=100))
    c.append(case("flex basis auto", column(
        text("x", cw=10, lh=20, maxWidth=6, aspectRatio=2), alignItems="center"), width=200, height=100))
    c.append(case("two lines of text", column(
        text("xx xx", cw=10, lh=20, flexBasis=0, maxWidth=12, aspectRatio=1), alignItems="flex-end"),
        width=200, height=100))
    c.append(case("min width above the content", column(
        text("x", cw=10, lh=20, flexBasis=0, minWidth=30, aspectRatio=2), alignItems="center"),
        width=200, height=100))
    c.append(case("stretched", column(
        text("x", cw=10, lh=20, flexBasis=0, maxWidth=6, aspectRatio=2)), width=200, height=100))
    return c


def ratio_stretch_indefinite_cases():
    c = []
    def tree(align, items, **style):
        return node([node([node([node(items, **style)])], alignItems=align)])
    basis_items = [node(height=15), box(width=78, height=9, flexBasis="100%")]
    for align in ["flex-start", "baseline", "center", "stretch"]:
        c.append(case(f"outer {align}", tree(align, basis_items, flexDirection="column-reverse", aspectRatio=2),
                      width=200, height=300))
    c.append(case("percent height child", tree("flex-start", [node(height=15), box(width=60, height="50%")],
                                               flexDirection="column", aspectRatio=2), width=200, height=300))
    c.append(case("row with percent height child", tree("flex-start", [box(width=60, height="100%"), text("xx")],
                                                        aspectRatio=3), width=200, height=300))
    return c


def flex_ratio_causes_families():
    return {"flex-ratio-minimum-height": ratio_minimum_height_cases(),
            "flex-ratio-percent-height": ratio_percent_height_cases(),
            "flex-wrap-column-fit-line": wrap_column_fit_line_cases(),
            "flex-wrap-column-min-content": wrap_column_min_content_cases(),
            "flex-wrap-column-percent-limit": wrap_column_percent_limit_cases(),
            "flex-ratio-row-contribution": ratio_row_contribution_cases(),
            "absolute-ratio-insets": absolute_ratio_insets_cases(),
            "flex-ratio-baseline-percent-height": ratio_baseline_percent_height_cases(),
            "flex-wrap-column-measured-stretch": wrap_column_measured_stretch_cases(),
            "flex-ratio-column-percent-height": ratio_column_percent_height_cases(),
            "flex-ratio-column-max-width-minimum": ratio_column_max_width_minimum_cases(),
            "flex-ratio-stretch-indefinite": ratio_stretch_indefinite_cases()}
