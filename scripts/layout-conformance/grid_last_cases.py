"""Hand-written fixture families for the last causes of disagreement the random grid sweeps found
(`sweep.py --kind grid`, seeds 2000-7000, reduced with reduce.py; issue 21, branch grid-last), one
family per cause, each case a reduced tree or a variant of it:

- `grid-track-sets`: Chromium sizes the tracks one `repeat()` or one side of the implicit grid
  made, between two lines where an item starts or ends, as one *set* per track size of the
  pattern, and distributes extra space (to spanning items' tracks, in Maximize Tracks, in
  Stretch auto Tracks) in the order of each set's whole room to its limits, where the spec
  freezes the track with the least room first. A set of two tracks with 21 px of room each is then
  served after a lone track with 40 px and capped, and what the lone track did not take stays
  free (a quirk against CSS Grid §11.5.1; TesseraLayout follows Chromium, `GridTrackSets.swift`).
  Stretch auto Tracks first grows auto tracks to their limits, then equally.
- `grid-flexible-group`: Chromium sizes an item of span 1 in a flexible track with the items
  crossing flexible tracks (§11.5 step 4, not step 2), each base-size step planning every item
  against the same base sizes (the space beyond all spanned bases, in the ratio of the flex
  factors) and growing each track by the largest plan; and an item has a content-based minimum
  only where it spans a track whose minimum is `auto` (§6.6), so in `minmax(min-content, 1fr)` an
  auto-sized item's minimum is nothing and a sized item's is its size (seed 7000, tree 88).
- `grid-minimum-without-auto-track`: the same rule for spanning items in tracks that are not
  flexible (§11.5 step 3.1): an item spanning only `min-content`, `max-content` or fixed-minimum
  tracks has no content-based minimum, so its min-content contribution alone (step 3.2) sizes
  them, from the base sizes the sized items of step 3.1 left (seeds 3000, 4000, 5000: trees 248,
  179 and 154).
- `grid-wrap-column-rows`: a wrapping flex column stretched to a row smaller than its one line
  (a fixed maximum, `fr` rows found from a content height) breaks into more lines there; Chromium
  sizes the columns again with the width that gives it at the rows' sizes from before the
  container's height was found (§12.1 step 3, its additional pass), and an item not stretched
  in the inline axis takes that width too (its fit-content width at the height its row stretches
  it to; where the height was known, the area as aligned, with the space `align-content`
  distributes between its rows). Seed 7000 trees 300 and 274, seed 5000 tree 371.

generate.py adds them to its families."""
from generate import box, case, image, node, text


def grid(children, **style):
    return node(children, display="grid", **style)


def track_sets_cases():
    c = []
    # The reduced tree (seed 3000, tree 65): a text spanning two implicit auto columns beside
    # minmax(auto, 40px) 40px, spaced out.
    words = "xxxxxx xx xxx"
    for justify in ["space-between", "start", "normal", "end"]:
        c.append(case(f"implicit columns beside minmax auto 40 {justify}", grid(
            [text(words, cw=6, gridColumn="3 / 5")], gridTemplateColumns="minmax(auto, 40px) 40px",
            justifyContent=justify, width=150)))
    c.append(case("implicit columns beside minmax auto 40 rtl", grid(
        [text(words, cw=6, gridColumn="3 / 5")], gridTemplateColumns="minmax(auto, 40px) 40px",
        justifyContent="space-between", width=150, direction="rtl")))
    c.append(case("two explicit auto columns (one track a set)", grid(
        [text(words, cw=6, gridColumn="3 / 5")], gridTemplateColumns="minmax(auto, 40px) 40px auto auto",
        justifyContent="start", width=150)))
    c.append(case("three implicit columns beside minmax auto 40", grid(
        [text(words, cw=6, gridColumn="2 / 4")], gridTemplateColumns="minmax(auto, 40px)",
        justifyContent="start", width=150)))
    # Fixed limits: a set of two 30 px tracks (60 of room) after a lone 40 px track.
    probes = [box(h=10, gridColumn="1 / 2"), box(h=10, gridColumn="2 / 4")]
    c.append(case("repeat set after a lone track", grid(
        probes, gridTemplateColumns="minmax(0px, 40px) repeat(2, minmax(0px, 30px))", justifyContent="start",
        width=100)))
    c.append(case("repeat split by an item line", grid(
        [box(h=10, gridColumn="1 / 2"), box(h=10, gridColumn="2 / 3"), box(h=10, gridColumn="3 / 4")],
        gridTemplateColumns="minmax(0px, 40px) repeat(2, minmax(0px, 30px))", justifyContent="start", width=100)))
    c.append(case("single tracks are sets of one", grid(
        probes, gridTemplateColumns="minmax(0px, 40px) minmax(0px, 30px) minmax(0px, 30px)",
        justifyContent="start", width=100)))
    c.append(case("implicit set after a lone track", grid(
        probes, gridTemplateColumns="minmax(0px, 40px)", gridAutoColumns="minmax(0px, 30px)",
        justifyContent="start", width=100)))
    c.append(case("auto-fill set after a lone track", grid(
        probes, gridTemplateColumns="minmax(0px, 40px) repeat(auto-fill, minmax(0px, 30px))",
        justifyContent="start", width=100)))
    c.append(case("repeat set before a lone track", grid(
        [box(h=10, gridColumn="3 / 4"), box(h=10, gridColumn="1 / 3")],
        gridTemplateColumns="repeat(2, minmax(0px, 30px)) minmax(0px, 40px)", justifyContent="start", width=100)))
    c.append(case("repeat of a pattern of two", grid(
        [box(h=10, gridColumn="1 / 2"), box(h=10, gridColumn="2 / 6")],
        gridTemplateColumns="minmax(0px, 40px) repeat(2, minmax(0px, 50px) minmax(0px, 10px))",
        justifyContent="start", width=120)))
    # Spanning items' growth: an implicit set of three auto columns beside a lone one.
    for justify, width in [("normal", 63), ("start", 63), ("normal", 60), ("normal", 80)]:
        c.append(case(f"auto columns stretched {justify} {width}", grid(
            [box(19, 10), box(40, 10, gridColumn="span 3")], gridAutoColumns="minmax(10px, auto)",
            gridAutoFlow="column", width=width, justifyContent=justify, alignItems="start",
            justifyItems="start")))
    # Rows: the same in the block axis (seed 7000, tree 336: a text spanning three implicit rows).
    for height, first in [(60, 20), (63, 19), (63, 20), (66, 20), (None, 20)]:
        c.append(case(f"implicit rows {height} first {first}", grid(
            [box(h=first), box(h=40, gridRow="span 3")], gridAutoRows="minmax(10px, auto)", width=50,
            height=height)))
    c.append(case("implicit rows align-content start", grid(
        [box(h=19), box(h=40, gridRow="span 3")], gridAutoRows="minmax(10px, auto)", width=50, height=63,
        alignContent="flex-start")))
    c.append(case("text spanning implicit rows in a grid", grid(
        [grid([image(50, 20), text("xxxxx xxxxx xx xxxxx", gridRow="span 3")], gridAutoRows="minmax(10px, auto)")],
        gridTemplateColumns="25% 60px minmax(10%, 30%)"), width=None))
    return c


def flexible_group_cases():
    c = []
    # The reduced tree (seed 7000, tree 88): a content-sized grid in a flex row.
    c.append(case("content-sized grid in flex rows", node([node([grid(
        [text("xx", cw=6), box(20), text("xxx", lh=14, gridColumn="2 / 4")],
        gridTemplateColumns="60px repeat(2, minmax(min-content, 1fr))")])]), width=None))
    cols = "repeat(2, minmax(min-content, 1fr))"
    probe = box(0, 0, gridColumn="2")
    span = dict(gridColumn="1 / 3")
    items = {"sized box": box(20, 10), "min-width box": box(h=10, minWidth=20), "text": text("xx"),
             "sized text": text("xx", width=20), "image": image(20, 10)}
    for name, item in items.items():
        for spanning_name, spanning in [("text", text("xxx", **span)), ("sized box", box(30, 10, **span))]:
            c.append(case(f"{name} beside spanning {spanning_name}", node([grid(
                [item, spanning, probe], gridTemplateColumns=cols, justifyContent="start", justifyItems="start")],
                alignItems="flex-start")))
    c.append(case("sized box beside longer text in a narrow grid", grid(
        [box(20, 10), text("xxxxx", **span), probe], gridTemplateColumns=cols, justifyContent="start",
        justifyItems="start", width=10)))
    c.append(case("auto minimum flexible tracks", node([grid(
        [box(20, 10), text("xxx", **span), probe], gridTemplateColumns="repeat(2, minmax(auto, 1fr))",
        justifyContent="start", justifyItems="start")], alignItems="flex-start")))
    c.append(case("max-content minimum flexible tracks", node([grid(
        [text("xx xx"), text("xxx xxx", **span), probe], gridTemplateColumns="repeat(2, minmax(max-content, 2fr))",
        justifyContent="start", justifyItems="start")], alignItems="flex-start")))
    c.append(case("flexible and fixed tracks spanned", grid(
        [box(20, 10, gridColumn="2"), text("xxxx xxxx", gridColumn="1 / 4"), box(0, 0, gridColumn="3")],
        gridTemplateColumns="30px minmax(min-content, 1fr) minmax(min-content, 3fr)", justifyContent="start",
        justifyItems="start", width=60)))
    return c


def minimum_without_auto_track_cases():
    c = []
    # The reduced trees: seed 5000 tree 154, seed 4000 tree 179, seed 3000 tree 248.
    c.append(case("max-content implicit columns", grid(
        [text("xxxxxx", lh=20, gridColumn="2 / span 2"), box(80, gridColumn="3 / 5")],
        gridAutoColumns="max-content"), width=240))
    c.append(case("percent and min-content rows of auto height", grid(
        [text("xx", cw=6, gridRow="2 / 4"), text("xxxxx", cw=6, lh=14, gridRow="auto / span 2")],
        gridTemplateRows="10% repeat(3, min-content)", gridAutoFlow="column"), width=240))
    c.append(case("min-content implicit rows in flex boxes", node([node([node([grid(
        [text("xxxxx", cw=6, gridRow="2 / span 2"), box(h=60, gridRow="1 / 3")],
        gridAutoRows="min-content")])])]), width=400, height=None))
    for tracks in ["min-content", "max-content", "minmax(min-content, 100px)", "minmax(10px, max-content)",
                   "auto", "minmax(auto, 100px)"]:
        c.append(case(f"text beside sized box over {tracks}", grid(
            [text("xxxxxx", gridColumn="1 / 3"), box(60, 10, gridColumn="2 / 4"), box(0, 0, gridColumn="2")],
            gridAutoColumns=tracks, justifyContent="start", justifyItems="start"), width=240))
    c.append(case("min-width item over min-content columns", grid(
        [text("xxxxxx", gridColumn="1 / 3"), box(h=10, minWidth=60, gridColumn="2 / 4"), box(0, 0, gridColumn="2")],
        gridAutoColumns="min-content", justifyContent="start", justifyItems="start"), width=240))
    c.append(case("auto and min-content columns spanned", grid(
        [text("xxxxxx", gridColumn="1 / 3"), box(60, 10, gridColumn="2 / 4"), box(0, 0, gridColumn="2")],
        gridTemplateColumns="auto min-content min-content", justifyContent="start", justifyItems="start"),
        width=240))
    return c


def wrap_column_rows_cases():
    c = []
    def column(*children, **style):
        return node(list(children), flexDirection="column", flexWrap="wrap", **style)
    # The reduced trees (seed 7000, trees 300 and 274; seed 5000, tree 371).
    c.append(case("row with a fixed maximum", grid(
        [text("xx", lh=14, gridColumn="2 / 3"), column(image(50, 40), text("xxxxxx", cw=6))],
        gridTemplateRows="50% minmax(auto, 40px) repeat(auto-fill, 50px)"), width=240))
    c.append(case("start-justified in rows of auto height", grid(
        [column(box(border=3), text("xxxxx"), justifySelf="start")],
        gridTemplateRows="minmax(10%, min-content) 50% 25%"), width=400))
    c.append(case("flexible rows below one fr", node([grid(
        [column(text("xxxxxx", cw=8), grid([], gridTemplateColumns="minmax(20px, 40px) repeat(2, 1fr) 10% 60px"),
                gridRow="1 / 3", justifySelf="start")],
        gridTemplateRows="min-content 0.5fr repeat(2, minmax(auto, max-content))")]), width=None))
    # Seed 5000 tree 371 once more: in rows of a definite height, spaced out, the area's height
    # includes the space the distribution put between its rows.
    c.append(case("rows spaced out by align-content", {"children": [{"style": {"display": "grid", "gridTemplateRows": "min-content 0.5fr repeat(2, minmax(auto, max-content))", "border": 3, "alignContent": "space-evenly", "height": 250}, "children": [{"style": {"display": "grid", "gridTemplateColumns": "60px 25% 50% repeat(2, 25%)", "gap": {"row": 6, "column": 12}, "border": 3}, "children": [{"content": {"text": "xx x xxx xxx", "charWidth": 6, "lineHeight": 14}, "style": {"gridRow": "3"}}, {"content": {"text": "xxxx x x", "charWidth": 10, "lineHeight": 10}}, {"content": {"width": 10, "height": 20}, "style": {"gridRow": "2"}}]}, {"style": {"flexDirection": "column", "flexWrap": "wrap", "gridRow": "1 / 3"}, "children": [{"content": {"text": "xxxxxx", "charWidth": 8, "lineHeight": 10}}, {"style": {"display": "grid", "gridTemplateColumns": "minmax(20px, 40px) repeat(2, 1fr) 10% 60px"}, "children": [{"content": {"text": "xx x xxxxx xxxxx x", "charWidth": 6, "lineHeight": 10}}, {"content": {"text": "xxxxxx", "charWidth": 8, "lineHeight": 20}, "style": {"gridRow": "2 / 3"}}]}]}, {"content": {"text": "xxxxx", "charWidth": 10, "lineHeight": 20}}]}]}, width=None))
    boxes = [box(20, 10), box(20, 10), box(20, 10)]
    for rows in ["minmax(auto, 25px)", "minmax(0px, 15px)", "25px", "auto"]:
        for justify in [None, "start", "center"]:
            at = f"rows {rows}" + (f" justify {justify}" if justify else "")
            c.append(case(at, grid([column(*boxes, justifySelf=justify), box(10, 5)],
                                   gridTemplateColumns="auto auto", gridTemplateRows=rows, width=200)))
    c.append(case("rows minmax(auto, 25px) align start", grid(
        [column(*boxes, alignSelf="flex-start"), box(10, 5)], gridTemplateColumns="auto auto",
        gridTemplateRows="minmax(auto, 25px)", width=200)))
    c.append(case("rows minmax(auto, 25px) content width", node([grid(
        [column(*boxes), box(10, 5)], gridTemplateColumns="auto auto", gridTemplateRows="minmax(auto, 25px)")],
        alignItems="flex-start")))
    return c


def grid_last_families():
    return {"grid-track-sets": track_sets_cases(),
            "grid-flexible-group": flexible_group_cases(),
            "grid-minimum-without-auto-track": minimum_without_auto_track_cases(),
            "grid-wrap-column-rows": wrap_column_rows_cases()}
