"""Hand-written fixture families for causes of disagreement the random subgrid sweeps found
(`sweep.py --kind subgrid`, seed 8100, reduced with reduce.py; issue 21), one family per cause,
each case a reduced tree (named after its sweep tree) or a variant that pins the rule down:

- `subgrid-placement`: placement in a subgrid (CSS Grid Level 2 §9) uses hypothetical implicit
  lines and then clamps every area to the subgrid's explicit grid, in Chromium's order: items
  with definite positions are placed unclamped, then clamped before the auto-placement cursor
  runs, and the cursor still finds them where they were placed (an item spanning two rows of a
  one-row subgrid blocks the cell below it; a negative line's hypothetical leading tracks shift
  the cursor's cells). `subgrid-placement-random` draws such placements at random (fixed tracks,
  stretched empty items whose frames are their areas).
- `subgrid-gutters`: a subgrid with its own gap cuts its tracks by half of what each gutter as
  laid out exceeds that gap, content distribution's share included (`justify-content:
  space-between` in the parent), and a span ends where its last track does even when wide gaps
  put that end before the track's start (a span of such tracks is shorter than their gaps).
- `subgrid-narrow-area`: a subgrid's border box is as wide as its column area less its margins
  even where that is less than its padding and border (its rows keep the floor).
- `subgrid-nested-edges` (found on the held-out seeds 8200 and 8400): a subgrid's margin,
  border and padding are floors of the base sizes of its edge tracks, each edge with the extra
  margin the outer subgrids give that side only (an outer edge, or half an outer gap
  difference), through any depth; they stay out of the flex fraction, a track with a fixed
  minimum takes none, and a floor leaves the growth limit alone (an empty edge track stays
  infinitely growable, so a spanning item grows it before the tracks that hold items).
- `subgrid-fallback`: a grid that asks for `subgrid` and is no subgrid (a flex item, a block's
  child, an absolutely positioned box) has only `auto` tracks in that axis (`grid-auto-*`
  ignored), and in the columns its items' max-content contributions are their min-content ones.

The last three are Chromium's departures from or readings of the specification; the doc comments
in Sources/TesseraLayout/GridSubgrid*.swift say which. generate.py adds these families."""
import random

from generate import box, case, node, text
from subgrid_cases import grid, subgrid


def cell(**style):
    return box(None, 10, **style)


def placement_cases():
    c = []
    # Reduced trees of seed 8100.
    c.append(case("tree 33", node([node([grid([subgrid([box(25, gridRow="span 2"), box(), box()], rows=True,
                                                        gridColumn="span 2")])])]), width=400, height=None))
    c.append(case("tree 53", node([grid([subgrid([box(gridRow="span 2"), box(), text("xxx")], rows=True,
                                                 gridColumn="span 2")])]), width=200, height=None))
    c.append(case("tree 65", grid([subgrid([text("xxxxxx", gridRow="span 3"), text("xxxxxx", lh=14, gridColumn="2"), box()],
                                           columns=False, rows=True)]), width=320, height=None))
    c.append(case("tree 73", node([grid([subgrid([box(gridRow="span 3"), box(), text("x", lh=14)], columns=False, rows=True,
                                                 gridTemplateColumns="auto auto")])]), width=400, height=None))
    c.append(case("tree 81", grid([subgrid([text("xxxx", gridRow="2"), text("xx", lh=14), box(gridColumn="span 3")],
                                           columns=False, rows=True)]), width=200, height=None))
    c.append(case("tree 111", grid([subgrid([box(gridRow="span 3"), box(), box()], rows=True, gridColumn="span 2")]),
                  width=200, height=None))
    parent = dict(gridTemplateColumns="repeat(6, 30px)", gridAutoRows="20px", width=300)
    c.append(case("definite column past the end first", grid([subgrid([cell(gridColumn="5"), cell(), cell(), cell(), cell()],
                                                                       gridColumn="span 3")], **parent)))
    c.append(case("definite column past the end second", grid([subgrid([cell(), cell(gridColumn="5"), cell(), cell(), cell()],
                                                                        gridColumn="span 3")], **parent)))
    c.append(case("row span past the end, own columns", grid([subgrid([cell(gridRow="span 2"), cell(), cell(), cell(), cell()],
                                                                       columns=False, rows=True,
                                                                       gridTemplateColumns="20px 20px 20px")], **parent)))
    c.append(case("row span past the end, both axes", grid([subgrid([cell(gridRow="span 2"), cell(), cell(), cell(), cell()],
                                                                     rows=True, gridColumn="span 3")], **parent)))
    c.append(case("negative line before the start", grid([subgrid([cell(gridColumn="-5 / -4"), cell(), cell(), cell()],
                                                                   gridColumn="span 3")], **parent)))
    c.append(case("column flow column span", grid([subgrid([cell(gridColumn="span 2"), cell(), cell(), cell(), cell()],
                                                            rows=True, gridColumn="span 3", gridRow="span 2",
                                                            gridAutoFlow="column")], **parent)))
    c.append(case("dense past the end", grid([subgrid([cell(gridColumn="4"), cell(gridColumn="span 2"), cell(), cell()],
                                                      gridColumn="span 3", gridAutoFlow="row dense")], **parent)))
    c.append(case("items locked to a full row", grid([subgrid([cell(gridRow="1", gridColumn="span 2"),
                                                               cell(gridRow="1", gridColumn="span 2"), cell(gridRow="1"),
                                                               cell()], rows=True, gridColumn="span 3")], **parent)))
    return c


def placement_random_cases(count=60, seed=5):
    """Subgrids in one or both axes (row or column flow, sparse or dense) whose items take lines,
    spans or nothing, past the subgrid's ends too, in a parent of fixed tracks."""
    rng = random.Random(seed)
    out = []
    for i in range(count):
        axes = rng.choice(["c", "r", "cr", "cr"])
        style = {}
        if "c" in axes:
            style["gridColumn"] = rng.choice(["span 1", "span 2", "span 3", "span 4", "2 / span 3"])
        else:
            style["gridTemplateColumns"] = rng.choice(["25px 25px", "25px", "none"])
            style["gridAutoColumns"] = "12px"
        if "r" in axes:
            style["gridRow"] = rng.choice(["span 1", "span 2", "span 3"])
        else:
            style["gridTemplateRows"] = rng.choice(["15px 15px", "15px", "none"])
            style["gridAutoRows"] = "7px"
        if rng.random() < 0.5:
            style["gridAutoFlow"] = rng.choice(["column", "row dense", "column dense"])
        items = []
        for _ in range(rng.randint(2, 8)):
            item = {}
            for prop in ["gridColumn", "gridRow"]:
                r = rng.random()
                if r < 0.25:
                    item[prop] = f"span {rng.randint(2, 4)}"
                elif r < 0.45:
                    item[prop] = str(rng.choice([1, 2, 3, 4, 5, -1, -2, -4, -5]))
                elif r < 0.55:
                    item[prop] = f"{rng.choice([1, 2, -2, -5])} / span {rng.randint(1, 3)}"
            items.append(node(None, **item))
        tree = grid([subgrid(items, columns="c" in axes, rows="r" in axes, **style)],
                    gridTemplateColumns="repeat(6, 30px)", gridTemplateRows="repeat(4, 20px)", gridAutoRows="20px",
                    gridAutoColumns="30px", width=300)
        out.append(case(f"placement {i}", tree, width=400, height=None))
    return out


def gutter_cases():
    c = []
    c.append(case("tree 17", grid([subgrid([box()], gridColumn="span 2", columnGap=3)], justifyContent="space-between"),
                  width=500, height=None))
    c.append(case("tree 164", grid([subgrid([text("x", gridRow="span 3")], columns=False, rows=True, gridRow="span 3",
                                            rowGap=6)]), width=500, height=None))
    for distribution in ["space-between", "space-around", "center"]:
        for gap in [None, 0, 3, 20]:
            own = {} if gap is None else {"columnGap": gap}
            c.append(case(f"{distribution} own gap {gap}", grid([subgrid([box(), box(), box()], gridColumn="span 3", **own)],
                                                                justifyContent=distribution,
                                                                gridTemplateColumns="20px 20px 20px", columnGap=4),
                          width=500))
    c.append(case("align-content space-evenly own row gap", grid([subgrid([box(10), box(10), box(10)], columns=False, rows=True,
                                                                          gridRow="span 3", rowGap=2)],
                                                                 alignContent="space-evenly",
                                                                 gridTemplateRows="20px 20px 20px", rowGap=4, height=200),
                  width=300))
    for gap in [6, 20]:
        c.append(case(f"text spanning all rows, row gap {gap}", grid([subgrid([text("x", gridRow="span 3")], columns=False,
                                                                             rows=True, gridRow="span 3", rowGap=gap)]),
                      width=500, height=None))
    spans = ["1 / span 3", "1 / span 2", "2 / span 2", "1", "2", "3"]
    for tracks in ["10px 10px 10px", "30px 10px 20px"]:
        for gap in [20, 40]:
            for pad in [0, 5]:
                items = [box(10, None, gridRow=r, gridColumn=str(i + 1)) for i, r in enumerate(spans)]
                c.append(case(f"{tracks} row gap {gap} padding {pad}",
                              grid([subgrid(items, columns=False, rows=True, gridRow="span 3", rowGap=gap,
                                            padding={"top": pad, "bottom": 0, "left": 0, "right": 0},
                                            gridTemplateColumns="repeat(6, 12px)")],
                                   gridTemplateRows=tracks, rowGap=2), width=500))
    return c


def narrow_area_cases():
    c = []
    c.append(case("tree 108", node([grid([text("xxxxx"), subgrid([], border=4)],
                                         gridTemplateColumns="40px minmax(0, 1fr) auto")]), width=400, height=None))
    c.append(case("tree 109", node([grid([box(), box(), subgrid([], padding={"left": 7, "right": 2, "top": 0, "bottom": 5})],
                                         gridTemplateColumns="max-content auto minmax(0, 1fr) 2fr")]), width=400,
                  height=None))
    c.append(case("5px column border 4", grid([subgrid([box(h=10)], border=4)], gridTemplateColumns="5px 50px", width=300)))
    c.append(case("5px column border and margins", grid([subgrid([box(h=10)], border=4, margin=3)],
                                                        gridTemplateColumns="5px 50px", width=300)))
    c.append(case("5px row border 4", grid([subgrid([box(w=10)], columns=False, rows=True, border=4,
                                                    gridTemplateColumns="20px")],
                                           gridTemplateColumns="50px", gridTemplateRows="5px", width=300)))
    c.append(case("two 5px columns wide padding", grid([subgrid([box(h=10), box(h=10)], gridColumn="span 2",
                                                                padding={"left": 20, "right": 20})],
                                                       gridTemplateColumns="5px 5px", width=300)))
    c.append(case("4px column padding 7 and 2", grid([subgrid([box(h=10)], padding={"left": 7, "right": 2}), box(h=5)],
                                                      gridTemplateColumns="4px 20px", width=300)))
    return c


def nested_edge_cases():
    c = []
    # Reduced trees of seed 8200 (and of seed 8100's tree 162, which an earlier fix broke).
    c.append(case("tree 8200-32", grid([subgrid([subgrid([], gridColumn="1 / -1")], gridColumn="1 / -1", columnGap=15),
                                        subgrid([text("xxxxx", lh=14, gridColumn="2 / span 2")], gridColumn="1 / -1")],
                                       gridTemplateColumns="auto 40px 40px 40px 1fr"), width=320, height=None))
    c.append(case("tree 8200-69", node([grid([subgrid([subgrid([], gridColumn="span 2", padding=3)], gridColumn="span 2")],
                                             gridTemplateColumns="max-content minmax(0, 1fr) 25%")]),
                  width=400, height=None))
    c.append(case("tree 8200-178", node([grid([subgrid([subgrid([], gridColumn="span 3",
                                                                margin={"left": 6, "right": 0, "top": 3, "bottom": 0})],
                                                       gridColumn="span 3", columnGap=0)], columnGap=10)]),
                  width=400, height=None))
    c.append(case("tree 8100-162", grid([subgrid([subgrid([subgrid([], columns=False, rows=True,
                                                                   padding={"left": 7, "right": 2, "top": 0, "bottom": 5})],
                                                          columns=False, rows=True, gridRow="span 3", rowGap=0)],
                                                 columns=False, rows=True, gridRow="span 3")], rowGap=8),
                  width=200, height=None))
    c.append(case("tree 8400-46", grid([subgrid([text("xxxx xx", lh=14, gridRow="span 3"), text("xxxx", lh=14)],
                                                columns=False, rows=True, gridRow="span 2")],
                                       gridTemplateColumns="1fr 2fr"), width=200, height=None))
    c.append(case("tree 8400-70", grid([box(gridColumn="2 / span 2", gridRow="span 3", padding=3),
                                        subgrid([], columns=False, rows=True)]), width=200, height=None))
    c.append(case("spanning item and an item in the second row", grid([subgrid([box(10, 28, gridRow="span 2"), box(10, 14)],
                                                                               columns=False, rows=True, gridRow="span 2")],
                                                                      gridTemplateColumns="1fr 2fr"), width=200, height=None))
    for gap in [0, 20]:
        for lines in ["1", "span 2", "2", "3", "2 / span 2", "span 3"]:
            nested = subgrid([], gridColumn=lines, margin={"left": 6, "right": 0, "top": 0, "bottom": 0},
                             padding={"left": 0, "right": 4, "top": 0, "bottom": 0})
            c.append(case(f"columns own gap {gap} nested {lines}",
                          node([grid([subgrid([nested], gridColumn="span 3", columnGap=gap)],
                                     gridTemplateColumns="auto auto auto", columnGap=10)],
                               flexDirection="column", alignItems="flex-start"), width=400))
            nested = subgrid([], columns=False, rows=True, gridRow=lines, padding={"top": 6, "bottom": 4, "left": 0, "right": 0})
            c.append(case(f"rows own gap {gap} nested {lines}",
                          grid([subgrid([nested], columns=False, rows=True, gridRow="span 3", rowGap=gap)],
                               gridTemplateRows="auto auto auto", rowGap=10), width=400, height=None))
    for tracks in ["minmax(30px, auto) auto", "minmax(0, auto) auto", "20px auto", "auto minmax(5px, 1fr)",
                   "minmax(0, 1fr) 1fr"]:
        for items in [[], [box(10, 10)]]:
            sub = subgrid(items, gridColumn="span 2", padding={"left": 45, "right": 35, "top": 0, "bottom": 0})
            c.append(case(f"{tracks} with {len(items)} items", node([grid([sub, box(h=5)], gridTemplateColumns=tracks,
                                                                          columnGap=4)],
                                                                    flexDirection="column", alignItems="flex-start"),
                          width=400))
    return c


def fallback_cases():
    c = []
    c.append(case("tree 42", node([subgrid([text("xx xxx")])]), width=200, height=None))
    c.append(case("tree 115", node([node([node([subgrid([text("x xxxxxxx", lh=14)])])])]), width=400, height=None))
    c.append(case("flex item both axes", node([subgrid([text("xx xxx")], rows=True)], width=200)))
    c.append(case("flex item rows only", node([subgrid([text("xx xxx")], columns=False, rows=True)], width=200)))
    c.append(case("column flex item", node([subgrid([text("xx xxx"), text("yyy y")])], width=200, flexDirection="column",
                                           alignItems="flex-start")))
    c.append(case("block child max-content", node([subgrid([text("xx xxx")], width="max-content")], width=200,
                                                   display="block")))
    c.append(case("absolute child", grid([subgrid([text("xx xxx")], position="absolute")], width=200), width=200))
    c.append(case("not a grid item, boxes", node([subgrid([box(30, 10), box(20, 10)])], width=200)))
    c.append(case("text and box", node([subgrid([text("xx xxx"), box(50, 10)])], width=300)))
    c.append(case("max-content auto columns", node([subgrid([text("xx xxx")], gridAutoColumns="max-content")], width=300)))
    c.append(case("1fr auto columns", node([subgrid([text("xx xxx"), text("yy yyyy")], gridAutoColumns="1fr",
                                                    gridAutoFlow="column")], width=300)))
    c.append(case("fixed auto columns", node([subgrid([box(80, 10), box(30, 10)], gridAutoColumns="40px",
                                                      gridAutoFlow="column")], width=300)))
    c.append(case("wide fixed auto column", node([subgrid([box(20, 10)], gridAutoColumns="100px")], width=300)))
    c.append(case("item min-width", node([subgrid([text("xx xxx", minWidth=50)])], width=300)))
    c.append(case("item spanning two columns", node([subgrid([text("xx xxx xxxx", gridColumn="span 2"),
                                                              box(10, 10, gridColumn="2")])], width=300)))
    c.append(case("definite width max-content column", node([subgrid([text("xx xxx"), box(h=5)],
                                                                     gridAutoColumns="max-content",
                                                                     justifyContent="start", width=300)], width=300)))
    c.append(case("definite width auto columns", node([subgrid([text("xx xxx"), text("yy yyyy")], gridAutoFlow="column",
                                                               justifyContent="start", width=300)], width=300)))
    c.append(case("definite width stretched columns", node([subgrid([text("xx xxx"), text("yy yyyy")],
                                                                    gridAutoFlow="column", width=300)], width=300)))
    c.append(case("nested flex item", node([subgrid([node([text("xx xxx")])])], width=300)))
    c.append(case("fixed auto rows", node([subgrid([box(20, 10), box(20, 10)], columns=False, rows=True,
                                                   gridAutoRows="40px")], width=300)))
    c.append(case("1fr auto rows in a definite height", node([subgrid([box(20, 10), box(20, 30)], columns=False, rows=True,
                                                                      gridAutoRows="1fr", height=100)], width=300)))
    c.append(case("fixed auto columns and rows", node([subgrid([box(20, 10), box(20, 10)], rows=True, gridAutoRows="40px",
                                                               gridAutoColumns="40px")], width=300)))
    return c


def subgrid_causes_families():
    return {"subgrid-placement": placement_cases(), "subgrid-placement-random": placement_random_cases(),
            "subgrid-gutters": gutter_cases(), "subgrid-narrow-area": narrow_area_cases(),
            "subgrid-nested-edges": nested_edge_cases(),
            "subgrid-fallback": fallback_cases()}
