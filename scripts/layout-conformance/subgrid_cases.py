"""Hand-written subgrid fixture families (CSS Grid Layout Level 2 §9): a grid item that is a grid
with `subgrid` in one or both axes takes its parent's tracks there, its items size those tracks
(with the subgrid's margin, border and padding added at the edges and half its gap difference
between), and its own tracks in the other axis. generate.py adds them to its families."""
import random

from generate import box, case, node, text


def grid(children, **style):
    return node(children, display="grid", **style)


def subgrid(children, columns=True, rows=False, **style):
    if columns:
        style["gridTemplateColumns"] = "subgrid"
    if rows:
        style["gridTemplateRows"] = "subgrid"
    return grid(children, **style)


def cells(n, w=None, h=None, **style):
    return [box(w, h, **style) for _ in range(n)]


def axis_cases():
    """Columns only, rows only, both, and auto spans."""
    words = "lorem ipsum dolor sit"
    c = []
    for cols in ["100px 1fr 80px", "auto auto auto", "1fr 2fr 1fr", "min-content 1fr max-content"]:
        c.append(case(f"columns {cols}", grid([box(h=10), subgrid([text("ab cd"), box(40, 10), text(words)],
                                                                  gridColumn="1 / -1"), box(h=10)],
                                              gridTemplateColumns=cols, width=360)))
    c.append(case("columns span part", grid([subgrid([box(30, 10), box(50, 10), box(20, 20)], gridColumn="2 / span 2"),
                                             box(h=15), box(h=15)],
                                            gridTemplateColumns="auto auto auto auto", columnGap=6, width=400)))
    c.append(case("columns own rows", grid([subgrid(cells(5, h=12), gridColumn="span 2", gridTemplateRows="20px auto",
                                                    rowGap=4), box(h=30)],
                                           gridTemplateColumns="1fr 1fr 60px", width=300)))
    c.append(case("columns auto span", grid([subgrid([box(30, 10), box(50, 10)]), box(h=10)],
                                            gridTemplateColumns="80px 80px", width=300)))
    for rows in ["auto auto auto", "30px 1fr 2fr", "auto 1fr"]:
        c.append(case(f"rows {rows}", grid([subgrid([text("one two three", lh=12), box(20, 25), text("x")],
                                                    columns=False, rows=True, gridRow="1 / -1",
                                                    gridTemplateColumns="1fr"),
                                            box(h=20), box(h=5)],
                                           gridTemplateColumns="100px 100px", gridTemplateRows=rows, width=250,
                                           height=200)))
    c.append(case("rows in auto height", grid([subgrid([box(20, 10), box(20, 35), box(20, 5)], columns=False, rows=True,
                                                       gridRow="span 3", gridTemplateColumns="40px"),
                                               box(h=20), box(h=20), box(h=20)],
                                              gridTemplateColumns="auto 1fr", rowGap=3, width=200)))
    c.append(case("rows card pattern", grid([subgrid([text("Title here", lh=14), text("a long body text that wraps"),
                                                      box(h=10)], columns=False, rows=True, gridRow="span 3"),
                                             subgrid([text("Short", lh=14), text("tiny"), box(h=20)], columns=False,
                                                     rows=True, gridRow="span 3")],
                                            gridTemplateColumns="1fr 1fr", columnGap=10, width=200)))
    c.append(case("both axes", grid([box(h=10), subgrid([box(20, 10), text("ab cd ef"), box(30, 30), box(10, 5)],
                                                        rows=True, gridColumn="2 / 4", gridRow="2 / 4"),
                                     box(h=10)],
                                    gridTemplateColumns="50px auto 1fr", gridTemplateRows="20px auto auto",
                                    width=300)))
    c.append(case("both axes fixed tracks", grid([subgrid([box(), box(), box(), box(justifySelf="center", width=10,
                                                                                  height=10)],
                                                          rows=True, gridColumn="span 2", gridRow="span 2")],
                                                 gridTemplateColumns="60px 40px", gridTemplateRows="30px 20px",
                                                 gap=5)))
    return c


def edge_cases():
    """Margins, padding and border of the subgrid, its own gaps, nesting, rtl, and what falls
    back to a plain grid."""
    c = []
    c.append(case("padding and border", grid([subgrid([box(h=10), box(h=10), box(h=10)], gridColumn="span 3",
                                                      padding={"left": 7, "right": 11, "top": 3, "bottom": 2},
                                                      border=2)],
                                             gridTemplateColumns="50px 60px 70px", width=300)))
    c.append(case("margins", grid([subgrid([box(20, 10), box(20, 10)], gridColumn="span 2", margin=8), box(h=10)],
                                  gridTemplateColumns="auto auto auto", justifyContent="flex-start", width=300)))
    c.append(case("padding grows auto tracks", grid([subgrid([text("abc"), text("de")], gridColumn="span 2",
                                                             padding={"left": 20, "right": 30}), box(h=5), box(h=5)],
                                                    gridTemplateColumns="auto auto", justifyContent="flex-start",
                                                    width=300)))
    c.append(case("rows padding", grid([subgrid([box(10, 20), box(10, 20)], columns=False, rows=True, gridRow="span 2",
                                                padding={"top": 9, "bottom": 4, "left": 0, "right": 0}, border=1),
                                        box(h=10), box(h=10)],
                                       gridTemplateColumns="40px 40px", width=100)))
    for gap in [0, 4, 20]:
        c.append(case(f"own column gap {gap}", grid([subgrid([box(h=10), box(h=10), box(h=10), box(h=10)],
                                                             gridColumn="span 4", columnGap=gap), *cells(4, h=10)],
                                                    gridTemplateColumns="repeat(4, 1fr)", columnGap=10, width=300)))
    c.append(case("own gaps with auto tracks", grid([subgrid([box(30, 10), box(40, 10), box(50, 10)],
                                                             gridColumn="span 3", columnGap=16),
                                                     *cells(3, h=10)],
                                                    gridTemplateColumns="auto auto auto", columnGap=4,
                                                    justifyContent="flex-start", width=300)))
    c.append(case("own row gap", grid([subgrid([box(h=15), box(h=15), box(h=15)], columns=False, rows=True,
                                               gridRow="span 3", rowGap=12), *cells(3, h=15)],
                                      gridTemplateColumns="50px 50px", rowGap=2, width=120)))
    c.append(case("nested columns", grid([subgrid([box(h=10), subgrid([box(25, 10), text("ab cd"), box(h=10)],
                                                                      gridColumn="span 3", padding=3)],
                                                  gridColumn="span 4", padding=5),
                                          *cells(4, h=10)],
                                         gridTemplateColumns="auto 60px auto 1fr", width=400)))
    c.append(case("nested both", grid([subgrid([subgrid([box(30, 12), box(20, 24), box(10, 8), box(40, 4)],
                                                        rows=True, gridColumn="span 2", gridRow="span 2", margin=2),
                                                box(h=10)],
                                               rows=True, gridColumn="span 3", gridRow="span 2", border=3)],
                                      gridTemplateColumns="auto auto 50px", gridTemplateRows="auto auto", width=300)))
    c.append(case("nested rows inside columns", grid([subgrid([subgrid([text("one two"), text("three")], columns=False,
                                                                       rows=True, gridRow="span 2",
                                                                       gridTemplateColumns="1fr"),
                                                               box(h=40, gridRow="span 2")],
                                                              rows=True, gridColumn="span 2", gridRow="span 2"),
                                                      box(h=10), box(h=10)],
                                                     gridTemplateColumns="60px 1fr 40px", width=250)))
    for name, extra in [("rtl", {"direction": "rtl"}), ("rtl nested", {"direction": "rtl", "nested": True})]:
        inner = [box(30, 10), text("ab cd"), box(h=10)]
        if extra.get("nested"):
            inner = [box(h=10), subgrid([box(20, 10), box(h=10)], gridColumn="span 2", padding={"left": 4, "right": 9})]
        c.append(case(name, grid([subgrid(inner, gridColumn="2 / span 3", padding={"left": 5, "right": 12}), box(h=10)],
                                 gridTemplateColumns="50px auto 60px 1fr", width=320, direction="rtl")))
    c.append(case("not a grid item", node([subgrid([box(30, 10), box(40, 10), box(20, 10)], rows=True, columnGap=5)],
                                          width=300)))
    c.append(case("root subgrid", subgrid([box(30, 10), box(40, 10), box(20, 10)], rows=True)))
    c.append(case("absolute subgrid", grid([box(h=10), subgrid([box(30, 10), box(40, 10)], position="absolute",
                                                               inset={"left": 0, "top": 0})],
                                           gridTemplateColumns="50px 50px", width=200)))
    c.append(case("justify-content space-between", grid([subgrid([box(20, 10), box(20, 10), box(20, 10)],
                                                                 gridColumn="span 3"), *cells(3, 20, 10)],
                                                        gridTemplateColumns="40px 40px 40px",
                                                        justifyContent="space-between", width=300)))
    c.append(case("self alignment ignored", grid([subgrid([box(20, 10), box(20, 10)], gridColumn="span 2",
                                                          justifySelf="center", width=50), box(h=30)],
                                                 gridTemplateColumns="70px 70px 50px", width=300)))
    c.append(case("content sized parent", node([grid([subgrid([text("alpha beta"), text("gamma")], gridColumn="span 2",
                                                              padding=4),
                                                      text("delta"), text("epsilon zeta")],
                                                     gridTemplateColumns="auto auto", columnGap=5)],
                                               flexDirection="column", alignItems="flex-start", width=400)))
    return c


def clamp_cases():
    """No implicit tracks in a subgridded axis: lines and spans are clamped to the subgrid."""
    c = []
    parent = dict(gridTemplateColumns="repeat(5, 40px)", gridAutoRows="20px", width=300)
    c.append(case("line past the end", grid([subgrid([box(), box(gridColumn="5")], gridColumn="span 3")], **parent)))
    c.append(case("span past the end", grid([subgrid([box(gridColumn="2 / span 4"), box()], gridColumn="span 3")],
                                            **parent)))
    c.append(case("negative lines", grid([subgrid([box(gridColumn="-4 / -1"), box(gridColumn="1 / -1")],
                                                  gridColumn="2 / span 2")], **parent)))
    c.append(case("auto span too wide", grid([subgrid([box(), box(), box(), box(gridColumn="span 4")],
                                                      gridColumn="span 3")], **parent)))
    c.append(case("too many rows", grid([subgrid([box(), box(), box(), box()], columns=False, rows=True,
                                                 gridRow="span 2", gridTemplateColumns="30px")],
                                        gridTemplateColumns="100px", gridAutoRows="20px", width=200)))
    c.append(case("column flow in rows subgrid", grid([subgrid(cells(5), columns=False, rows=True, gridRow="span 2",
                                                               gridAutoFlow="column", gridAutoColumns="20px")],
                                                      gridTemplateColumns="150px", gridTemplateRows="15px 25px",
                                                      width=200)))
    c.append(case("implicit own axis", grid([subgrid(cells(7, h=10), gridColumn="span 2", gridAutoRows="12px")],
                                            gridTemplateColumns="50px 50px", width=200)))
    return c


def sizing_cases():
    """Subgrid items in the parent's intrinsic and flexible sizing: spans across fr and auto
    tracks, empty edge tracks, percentages, other directions and content-sized parents."""
    words = "lorem ipsum dolor sit amet"
    c = []
    c.append(case("text span across auto and fr", grid([subgrid([text(words, gridColumn="span 2"), text("ab"), text("cd ef")],
                                                                gridColumn="span 2"), text("x")],
                                                       gridTemplateColumns="auto 1fr", width=200)))
    c.append(case("text span across fixed and auto", grid([subgrid([text(words, gridColumn="1 / 3"), text("abc", gridColumn="3")],
                                                                   gridColumn="span 3", padding={"left": 6, "right": 6}),
                                                           box(h=10)],
                                                          gridTemplateColumns="40px auto auto", justifyContent="flex-start",
                                                          width=400)))
    c.append(case("item margins at edges", grid([subgrid([box(30, 10, margin=5), box(30, 10, margin={"left": 2, "right": 9})],
                                                         gridColumn="span 2", padding=3), box(h=10)],
                                                gridTemplateColumns="auto auto", justifyContent="flex-start", width=300)))
    c.append(case("empty edge tracks", grid([subgrid([box(30, 10, gridColumn="2")], gridColumn="span 3",
                                                     padding={"left": 25, "right": 15}), box(h=10)],
                                            gridTemplateColumns="auto auto auto", justifyContent="flex-start", width=300)))
    c.append(case("empty subgrid with padding", grid([subgrid([], gridColumn="span 2", padding=10, height=30), box(20, 10)],
                                                     gridTemplateColumns="auto auto", justifyContent="flex-start",
                                                     width=300)))
    c.append(case("rtl subgrid in ltr parent", grid([subgrid([box(30, 10), box(40, 10), box(h=10)], gridColumn="span 3",
                                                             direction="rtl", padding={"left": 4, "right": 14}),
                                                     box(h=5)],
                                                    gridTemplateColumns="auto 60px 1fr", width=300)))
    c.append(case("percent padding", grid([subgrid([box(h=10), box(h=10)], gridColumn="span 2",
                                                   padding={"left": "5%", "right": "10%"}), box(h=10)],
                                          gridTemplateColumns="1fr 1fr", width=300)))
    c.append(case("min-content parent", node([grid([subgrid([text("aaa bbbb"), text("cc d")], gridColumn="span 2"),
                                                    text("eeeee f")], gridTemplateColumns="auto auto")], width=40)))
    c.append(case("auto-fill parent", grid([subgrid(cells(4, h=10), gridColumn="1 / -1"), *cells(3, h=20)],
                                           gridTemplateColumns="repeat(auto-fill, minmax(60px, 1fr))", columnGap=5,
                                           width=290)))
    c.append(case("nested gaps", grid([subgrid([subgrid(cells(3, h=10), gridColumn="span 3", columnGap=20), box(h=10)],
                                               gridColumn="span 4", columnGap=4), *cells(4, h=10)],
                                      gridTemplateColumns="repeat(4, 1fr)", columnGap=10, width=300)))
    c.append(case("nested gaps auto tracks", grid([subgrid([subgrid([box(30, 10), box(40, 10), box(20, 10)],
                                                                    gridColumn="span 3", columnGap=20), box(15, 10)],
                                                           gridColumn="span 4", columnGap=4), *cells(4, 10, 10)],
                                                  gridTemplateColumns="repeat(4, auto)", columnGap=10,
                                                  justifyContent="flex-start", width=400)))
    c.append(case("items aligned in subgrid tracks", grid([subgrid([box(20, 10, justifySelf="center", alignSelf="flex-end"),
                                                                    box(20, 10, justifySelf="end"), box(alignSelf="center",
                                                                                                        height=8)],
                                                                   rows=True, gridColumn="span 3", gridRow="span 1"),
                                                           box(h=40)],
                                                          gridTemplateColumns="60px 60px 60px", width=300)))
    c.append(case("subgrid spans across implicit columns", grid([subgrid([box(20, 10), box(30, 10), box(h=10)],
                                                                         gridColumn="2 / span 3")],
                                                                gridTemplateColumns="50px 50px", gridAutoColumns="auto",
                                                                width=300)))
    c.append(case("subgrid alignment properties ignored", grid([subgrid([box(20, 10), box(20, 10)], rows=True,
                                                                        gridColumn="span 2", gridRow="span 2",
                                                                        justifyContent="center", alignContent="flex-end",
                                                                        gridAutoFlow="column"),
                                                                box(h=50)],
                                                               gridTemplateColumns="80px 80px 40px",
                                                               gridTemplateRows="30px 30px", width=300)))
    c.append(case("flex items in subgrid", grid([subgrid([node([text("hello world"), box(20, 20)]), node([text("x")],
                                                                                                         padding=4)],
                                                         gridColumn="span 2"), box(h=10)],
                                                gridTemplateColumns="auto 1fr auto", width=300)))
    c.append(case("cards", grid([subgrid([text("Card %d title" % i, lh=16), text(words * (i + 1)), box(h=12 + 4 * i)],
                                         columns=False, rows=True, gridRow="span 3", padding=6, border=1, rowGap=4)
                                 for i in range(3)],
                                gridTemplateColumns="repeat(3, 1fr)", columnGap=8, rowGap=2, width=360)))
    c.append(case("rows subgrid auto placed", grid([box(h=30), subgrid([box(h=10), box(h=25)], columns=False, rows=True,
                                                                       gridRow="span 2"),
                                                    box(h=10), box(h=10), box(h=10)],
                                                   gridTemplateColumns="50px 50px", gridAutoRows="minmax(15px, auto)",
                                                   width=200)))
    c.append(case("width and min-width ignored", grid([subgrid([box(h=10), box(h=10)], gridColumn="span 2", width=40,
                                                               minWidth=300, maxWidth=20), box(h=10)],
                                                      gridTemplateColumns="70px 70px 70px", width=300)))
    return c


def mixed_cases():
    """Subgrids meeting the rest of the grid: content distribution, percentages, absolute and
    hidden children, one-axis subgrids inside each other, smaller own gaps, column flow."""
    words = "lorem ipsum dolor sit amet"
    c = []
    c.append(case("rows percent padding", grid([subgrid([box(10, 20), box(10, 20)], columns=False, rows=True,
                                                        gridRow="span 2", padding={"top": "10%", "bottom": "5%",
                                                                                   "left": 0, "right": 0}),
                                                box(h=10), box(h=10)],
                                               gridTemplateColumns="100px 40px", width=200)))
    for value in ["center", "space-between", "space-evenly"]:
        c.append(case(f"parent align-content {value}", grid([subgrid([box(10, 15), box(10, 25)], columns=False, rows=True,
                                                                     gridRow="span 2", gridTemplateColumns="1fr"),
                                                             box(h=10), box(h=10)],
                                                            gridTemplateColumns="60px 60px", alignContent=value,
                                                            height=150, width=150)))
    c.append(case("content-box parent", grid([subgrid([box(30, 10), box(20, 10)], gridColumn="span 2", padding=5,
                                                      boxSizing="content-box")],
                                             gridTemplateColumns="auto auto", padding=10, border=2,
                                             boxSizing="content-box", justifyContent="flex-start", width=200)))
    c.append(case("absolute and hidden children", grid([subgrid([box(30, 10), box(20, 20, display="none"),
                                                                 box(15, 15, position="absolute",
                                                                     inset={"right": 0, "top": 0}),
                                                                 box(40, 10)], gridColumn="span 2", padding=4),
                                                        box(h=10)],
                                                       gridTemplateColumns="auto auto", justifyContent="flex-start",
                                                       width=300)))
    c.append(case("percent item widths", grid([subgrid([box("50%", 10), box("100%", 10), box("25%", 10)],
                                                       gridColumn="span 3")],
                                              gridTemplateColumns="100px 1fr 60px", width=300)))
    c.append(case("fr rows in auto height", grid([subgrid([text(words), box(20, 50)], columns=False, rows=True,
                                                          gridRow="span 2"),
                                                  box(h=10), box(h=10)],
                                                 gridTemplateColumns="80px 80px", gridTemplateRows="1fr 2fr",
                                                 width=200)))
    c.append(case("columns subgrid in rows subgrid", grid([subgrid([subgrid([box(25, 10), text("ab cd")],
                                                                            gridColumn="span 2"),
                                                                    box(h=30), box(h=12)],
                                                                   columns=False, rows=True, gridRow="span 2",
                                                                   gridTemplateColumns="auto auto 1fr"),
                                                           box(h=20), box(h=20)],
                                                          gridTemplateColumns="150px 40px", width=250)))
    c.append(case("smaller own gap", grid([subgrid([box(30, 10), box(40, 10), box(25, 10)], gridColumn="span 3",
                                                   columnGap=2), *cells(3, 10, 10)],
                                          gridTemplateColumns="auto auto auto", columnGap=20,
                                          justifyContent="flex-start", width=300)))
    c.append(case("column flow subgrid columns", grid([subgrid(cells(5, h=10), gridColumn="span 2", gridAutoFlow="column",
                                                               gridTemplateRows="12px 12px")],
                                                      gridTemplateColumns="40px 50px 60px", width=200)))
    c.append(case("overflow hidden and min-width items", grid([subgrid([text(words, overflow="hidden"),
                                                                        text("abcdefgh", minWidth=20), text("xy z")],
                                                                       gridColumn="span 3")],
                                                              gridTemplateColumns="minmax(0, 1fr) auto 1fr",
                                                              width=120)))
    c.append(case("subgrid margin auto", grid([subgrid([box(20, 10), box(20, 10)], gridColumn="span 2",
                                                       margin={"left": "auto", "right": "auto"}), box(h=10)],
                                              gridTemplateColumns="60px 60px 60px", width=300)))
    # Shapes a random sweep of subgrid trees found (edge placeholders, as Chromium sizes them).
    c.append(case("edge item across flexible track", grid([subgrid([box(25, 8, gridColumn="2 / span 2"),
                                                                    box(10, 35, gridColumn="span 2"), box(10)],
                                                                   gridColumn="span 3", padding=3, border=4, columnGap=15)],
                                                          gridTemplateColumns="min-content 2fr 1fr", columnGap=10,
                                                          alignItems="flex-start", width=200)))
    c.append(case("border beside minmax(0, 1fr) row", grid([text("xxxx", lh=14), subgrid([text("xxx xx xx", lh=10)],
                                                                                        columns=False, rows=True,
                                                                                        gridRow="span 2", border=4,
                                                                                        gridTemplateColumns="40px")],
                                                           gridTemplateColumns="max-content auto",
                                                           gridTemplateRows="40px minmax(0, 1fr) min-content",
                                                           rowGap=2, width=320)))
    c.append(case("empty subgrid in content-sized fr grid", node([grid([subgrid([], rows=True, gridColumn="2 / span 2",
                                                                                gridRow="span 2", margin=2)],
                                                                       gridTemplateColumns="2fr 1fr 25% 2fr 1fr",
                                                                       gridTemplateRows="minmax(0, 1fr) max-content",
                                                                       columnGap=4)],
                                                                 flexDirection="column", alignItems="flex-start", width=400)))
    c.append(case("smaller own gap beside empty end track", node([grid([box(60, margin=5), subgrid([text("xxxxxx xxxx x"),
                                                                                                     text("xxx x")],
                                                                                                    rows=True,
                                                                                                    gridColumn="span 3",
                                                                                                    padding=3, border=1,
                                                                                                    columnGap=0)],
                                                                       gridTemplateColumns="max-content 2fr min-content",
                                                                       columnGap=4, rowGap=8)],
                                                                 flexDirection="column", alignItems="flex-start", width=400)))
    return c


def subgrid_families():
    return {"subgrid-axes": axis_cases(), "subgrid-edges": edge_cases(), "subgrid-clamp": clamp_cases(),
            "subgrid-sizing": sizing_cases(), "subgrid-mixed": mixed_cases()}


RANDOM_TRACKS = ["auto", "1fr", "2fr", "40px", "min-content", "max-content", "minmax(0, 1fr)", "minmax(30px, auto)",
                 "25%"]


def random_leaf(rng):
    style = {}
    if rng.random() < 0.3:
        style["margin"] = rng.choice([2, 5, {"left": 3, "right": 0, "top": 1, "bottom": 4}])
    if rng.random() < 0.2:
        style["justifySelf"] = rng.choice(["start", "end", "center"])
    if rng.random() < 0.2:
        style["alignSelf"] = rng.choice(["flex-start", "flex-end", "center"])
    if rng.random() < 0.5:
        words = " ".join("x" * rng.randint(1, 7) for _ in range(rng.randint(1, 5)))
        return text(words, lh=rng.choice([10, 14]), **style)
    return box(rng.choice([None, 10, 25, 60]), rng.choice([None, 8, 20, 35]), **style)


def random_subgrid(rng, depth):
    """A grid item that is a subgrid in columns, rows or both (else its own tracks), with edges,
    own gaps, placed and spanning items and nested subgrids."""
    axes = rng.choice(["c", "r", "cr"])
    style = {"display": "grid"}
    if "c" in axes:
        style["gridTemplateColumns"] = "subgrid"
        style["gridColumn"] = rng.choice(["span 2", "span 3", "1 / -1", "2 / span 2", "span 1"])
    else:
        style["gridTemplateColumns"] = " ".join(rng.choice(RANDOM_TRACKS[:7]) for _ in range(rng.randint(1, 3)))
    if "r" in axes:
        style["gridTemplateRows"] = "subgrid"
        style["gridRow"] = rng.choice(["span 2", "span 3", "span 1"])
    if rng.random() < 0.5:
        style["padding"] = rng.choice([3, {"left": 7, "right": 2, "top": 0, "bottom": 5}])
    if rng.random() < 0.3:
        style["border"] = rng.choice([1, 4])
    if rng.random() < 0.3:
        style["margin"] = rng.choice([2, {"left": 6, "right": 0, "top": 3, "bottom": 0}])
    if rng.random() < 0.3:
        style["columnGap"] = rng.choice([0, 3, 15])
    if rng.random() < 0.2:
        style["rowGap"] = rng.choice([0, 6])
    children = []
    for _ in range(rng.randint(0, 5)):
        if depth > 0 and rng.random() < 0.25:
            children.append(random_subgrid(rng, depth - 1))
            continue
        child = random_leaf(rng)
        if rng.random() < 0.3:
            child.setdefault("style", {})
            if rng.random() < 0.7:
                child["style"]["gridColumn"] = rng.choice(["span 2", "1", "2", "-2", "1 / -1", "2 / span 2", "span 3"])
            else:
                child["style"]["gridRow"] = rng.choice(["span 2", "1", "2", "span 3"])
        children.append(child)
    return node(children, **style)


def random_cases(count, seed):
    """Random grids with subgrids two levels deep (sweep.py --kind subgrid), in definite widths
    and content-sized."""
    rng = random.Random(seed)
    cases = []
    for i in range(count):
        width = rng.choice([None, 200, 320, 500])
        style = {"display": "grid",
                 "gridTemplateColumns": " ".join(rng.choice(RANDOM_TRACKS) for _ in range(rng.randint(2, 5)))}
        if rng.random() < 0.4:
            style["gridTemplateRows"] = " ".join(rng.choice(RANDOM_TRACKS[:7]) for _ in range(rng.randint(1, 3)))
        if rng.random() < 0.5:
            style["columnGap"] = rng.choice([4, 10])
        if rng.random() < 0.4:
            style["rowGap"] = rng.choice([2, 8])
        if rng.random() < 0.2:
            style["direction"] = "rtl"
        if rng.random() < 0.2:
            style["justifyContent"] = rng.choice(["center", "space-between", "flex-start"])
        if rng.random() < 0.2:
            style["alignItems"] = rng.choice(["flex-start", "center"])
        tree = node([random_subgrid(rng, 2) if rng.random() < 0.5 else random_leaf(rng)
                     for _ in range(rng.randint(1, 5))], **style)
        if width is None:
            cases.append(case(f"subgrid-{seed}-{i}", node([tree], flexDirection="column", alignItems="flex-start"),
                              width=400, height=None))
        else:
            cases.append(case(f"subgrid-{seed}-{i}", tree, width=width, height=None))
    return cases
