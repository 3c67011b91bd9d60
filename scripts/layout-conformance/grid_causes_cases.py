"""Hand-written fixture families for causes of disagreement the random grid sweeps found
(`sweep.py --kind grid`, reduced with reduce.py; issue 21), one family per cause, each case a
reduced tree or a variant of it:

- `grid-indefinite-item-height`: a grid item whose height comes from its content (auto, and not
  stretched: `start`, `center`, `end` alignment, or auto margins) has no definite height for the
  percentages inside it (CSS Sizing 3 §5.1), which behave as auto; a stretched item's or a sized
  item's height is definite.
- `grid-repeat-at-found-width`: a content-sized grid counts its `repeat(auto-fill | auto-fit)`
  columns without a definite width (its min- and max-content widths come from that grid), then,
  laid out at the width found, counts them again and places its items again (§7.2.3.2).
- `grid-stretched-wrap-column`: a wrapping flex column stretched to a row whose size was
  definite before the rows were sized (a fixed length, a percentage of a definite height) takes a
  second line of items, and the columns are sized with the width that gives it; in other rows it
  keeps the one line it was measured with (as Chromium).
- `grid-repeat-rows-measured-height`: a grid given a height its parent measured from its content
  (a flex item not stretched, a flexed item of a column of auto height, a grid item aligned in its
  area) counts its `repeat(auto-fill | auto-fit)` rows as with no height, as Chromium counts them
  before the height is known.
- `grid-flexible-rows-found-height`: a grid whose height its rows found sizes its `fr` rows again
  at that height; where their factors sum below 1 that leaves part of it free.
- `grid-empty-implicit`: a grid without items has its explicit tracks only; `grid-auto-columns`
  and `grid-auto-rows` size no track (§7.5: implicit tracks are made for items).

generate.py adds them to its families."""
from generate import box, case, image, node, text


def grid(children, **style):
    return node(children, display="grid", **style)


def indefinite_item_height_cases():
    c = []
    # The reduced tree (seed 5000): an end-aligned flex row item with a 50% high child.
    c.append(case("flex item end aligned", grid([node([text("xxxx"), node(height="50%")], alignSelf="flex-end")]),
                  width=None))
    for align in ["flex-start", "center", "flex-end", "stretch"]:
        for display in ["flex", "block", "grid"]:
            c.append(case(f"{display} item align-self {align}", grid(
                [node([text("xx xx xx", width=30), box(20, "50%"), box(10, "100%", minHeight=4)],
                      display=display, alignSelf=align), box(20, 60)],
                gridTemplateColumns="auto auto", width=200)))
    c.append(case("auto margins", grid([node([text("xxxx"), box(10, "50%")], margin={"top": "auto"}), box(20, 60)],
                                       gridTemplateColumns="auto auto", width=200)))
    c.append(case("sized item", grid([node([text("xxxx"), box(10, "50%")], height=40, alignSelf="center"),
                                      box(20, 60)], gridTemplateColumns="auto auto", width=200)))
    c.append(case("min-height percent inside", grid(
        [node([text("xxxx"), box(10, minHeight="50%")], alignSelf="flex-start"), box(20, 60)],
        gridTemplateColumns="auto auto", width=200)))
    c.append(case("nested grid item", grid(
        [grid([node([box(10, "50%"), text("xx")])], alignSelf="center"), box(20, 60)],
        gridTemplateColumns="auto auto", width=200)))
    return c


def repeat_at_found_width_cases():
    c = []
    # The reduced trees (seed 5000), then variants.
    c.append(case("auto-fill percent", grid([image(30, 40), text("x", cw=6, lh=20)],
                                            gridTemplateColumns="repeat(auto-fill, 20%)"), width=None))
    c.append(case("auto-fit beside fixed column flow", grid(
        [text("xx", gridColumn="span 3"), box(45)], gridTemplateColumns="repeat(auto-fit, 30px) 20px",
        gridAutoFlow="column"), width=None))
    c.append(case("percent and auto-fit", grid([text("xxx"), node(), text("xxxxx xxxx xxxxx", cw=8)],
                                               gridTemplateColumns="50% repeat(auto-fit, 30px)"), width=None, height=None))
    c.append(case("auto-fit collapsed then filled", grid(
        [text("xxxx xxxxxx x xxxxx", cw=8, lh=14, gridColumn="3 / 4")],
        gridTemplateColumns="40px repeat(auto-fit, 50px) minmax(20px, 1fr)"), width=None, height=None))
    for mode in ["auto-fill", "auto-fit"]:
        for rtl in [False, True]:
            d = "rtl" if rtl else None
            tail = " rtl" if rtl else ""
            c.append(case(f"{mode} in a flex row{tail}", node([grid(
                [box(70, 20), box(10, 20), box(10, 30), text("xx xx")], gridTemplateColumns=f"repeat({mode}, 25%)",
                columnGap=4)], alignItems="flex-start", direction=d)))
            c.append(case(f"{mode} minmax in a flex column{tail}", node([grid(
                [box(90, 20), box(10, 20), box(10, 30)], gridTemplateColumns=f"repeat({mode}, minmax(10%, 40px)) 10px",
                padding=5)], flexDirection="column", alignItems="flex-start", direction=d)))
    c.append(case("auto-fill with a max width", node([grid(
        [box(200, 10), box(10, 10), box(10, 10)], gridTemplateColumns="repeat(auto-fill, 30%)", maxWidth=150)],
        alignItems="flex-start")))
    c.append(case("auto-fill rows stay", node([grid(
        [box(30, 20), box(10, 20), box(10, 30)], gridTemplateRows="repeat(auto-fill, 20%)",
        gridTemplateColumns="repeat(auto-fill, 50%)")], alignItems="flex-start", height=200)))
    return c


def stretched_wrap_column_cases():
    c = []
    words = [text("xxx", cw=8, lh=20), text("xxxx", cw=6, lh=10)]
    # The reduced tree (seed 5000): a percentage row of a definite grid height.
    c.append(case("percentage row", grid([node(words, flexDirection="column", flexWrap="wrap")],
                                         gridTemplateColumns="max-content 50% repeat(3, 40px)",
                                         gridTemplateRows="10% 25%", height=250), width=240))
    # (Seed 3000) a percentage row of an indefinite height is no definite row: one line.
    c.append(case("percentage row of auto height", node([node([grid(
        [node([text("xxx", cw=8, lh=10), text("xxx", cw=8, lh=20)], flexDirection="column", flexWrap="wrap")],
        gridTemplateRows="50%")])]), width=None, height=None))
    for rows in ["25px", "minmax(25px, auto)", "auto"]:
        for align in [None, "center"]:
            at = f"rows {rows}" + (f" align {align}" if align else "")
            c.append(case(at, grid([node([box(20, 10), box(20, 10), box(20, 10)], flexDirection="column",
                                         flexWrap="wrap", alignSelf=align), box(10, 25)],
                                   gridTemplateColumns="auto auto", gridTemplateRows=rows, width=200)))
            c.append(case(f"{at} content width", node([grid(
                [node([box(20, 10), box(20, 10), box(20, 10)], flexDirection="column", flexWrap="wrap",
                      alignSelf=align), box(10, 25)],
                gridTemplateColumns="auto auto", gridTemplateRows=rows)], alignItems="flex-start")))
    c.append(case("wrap-reverse with gap", grid([node([box(20, 10), box(20, 10), box(20, 10)], flexDirection="column",
                                                      flexWrap="wrap-reverse", columnGap=5), box(10, 25)],
                                                gridTemplateColumns="auto 1fr", width=200)))
    return c


def repeat_rows_measured_height_cases():
    c = []
    words = [text("xxxxx", cw=8, lh=14), text("x", cw=6, lh=20), text("xxxx", cw=6, lh=20)]
    # The reduced trees (seed 5000), then variants.
    c.append(case("auto-fill in a centered flex row", node([grid(words, gridTemplateRows="repeat(auto-fill, 50px)",
                                                                 gap=10)], alignItems="center"), width=None))
    c.append(case("auto-fit percent in a centered flex row", node([node([grid(
        [text("x", cw=6, lh=14, gridRow="2 / 3")], gridTemplateRows="repeat(auto-fit, 20%)")],
        alignItems="center")]), width=240))
    c.append(case("auto-fill minmax in a flex column", node([node([grid(
        [image(30, 20, gridRow="span 2"), node()], gridTemplateRows="repeat(auto-fill, minmax(40px, 1fr))",
        gridAutoRows="20px")], flexDirection="column")], alignItems="flex-start"), width=240))
    for align in ["flex-start", "center", "flex-end"]:
        c.append(case(f"auto-fill in a flex row align {align}", node([grid(
            [box(20, 25), box(20, 25), box(20, 25)], gridTemplateRows="repeat(auto-fill, 30px)", rowGap=5),
            box(10, 200)], alignItems=align)))
        c.append(case(f"auto-fit in a grid align {align}", grid([grid(
            [box(20, 25), box(20, 25, gridRow="3")], gridTemplateRows="repeat(auto-fit, 20px) 10px",
            alignSelf=align), box(10, 150)], gridTemplateColumns="auto auto", width=200)))
    c.append(case("auto-fill stretched in a flex row", node([grid(
        [box(20, 25), box(20, 25)], gridTemplateRows="repeat(auto-fill, 30px)"), box(10, 200)])))
    c.append(case("auto-fill with a min height in a flex row", node([grid(
        [box(20, 25), box(20, 25)], gridTemplateRows="repeat(auto-fill, 30px)", minHeight=65), box(10, 200)],
        alignItems="flex-start")))
    return c


def flexible_rows_found_height_cases():
    c = []
    # The reduced tree (seed 5000), then variants.
    c.append(case("half fr rows", grid([image(10, 10, gridRow="3")],
                                       gridTemplateRows="20px repeat(2, 0.5fr) 40px"), width=240))
    for rows in ["0.25fr 0.25fr", "0.5fr 1fr", "2fr 1fr", "minmax(15px, 0.3fr) 0.3fr", "0.4fr auto 0.2fr"]:
        c.append(case(f"rows {rows}", grid([box(10, 10), box(10, 30), box(10, 5), box(10, 20)],
                                           gridTemplateRows=rows, gridTemplateColumns="auto auto", rowGap=4),
                      width=240))
        c.append(case(f"rows {rows} in a flex row", node([grid(
            [box(10, 10), box(10, 30), box(10, 5), box(10, 20)], gridTemplateRows=rows,
            gridTemplateColumns="auto auto", alignContent="center")], alignItems="flex-start"), width=240))
    c.append(case("half fr rows with a max height", grid([box(10, 40), box(10, 40)], gridTemplateRows="0.5fr 0.5fr",
                                                         maxHeight=60), width=240))
    return c


def empty_implicit_cases():
    c = []
    # The reduced trees (seeds 3000, 4000), then variants.
    c.append(case("auto columns in a flex row", node([grid([], gridAutoColumns="40px")]), width=400, height=None))
    c.append(case("auto rows column flow", node([node([grid([], gridAutoRows="20px", gridAutoFlow="column")])]),
                  width=240, height=None))
    for flow in ["row", "column", "row dense"]:
        c.append(case(f"auto tracks flow {flow}", node([grid([], gridAutoColumns="40px", gridAutoRows="30px",
                                                             gridAutoFlow=flow, padding=5)],
                                                       alignItems="flex-start")))
        c.append(case(f"explicit and auto tracks flow {flow}", node([grid(
            [], gridTemplateColumns="20px", gridTemplateRows="10px 10px", gridAutoColumns="40px",
            gridAutoRows="30px", gridAutoFlow=flow, gap=3)], alignItems="flex-start")))
    c.append(case("only an absolute child", node([grid([box(10, 10, position="absolute")], gridAutoColumns="40px",
                                                       gridAutoRows="30px")], alignItems="flex-start")))
    c.append(case("only a hidden child", node([grid([box(10, 10, display="none")], gridAutoColumns="40px",
                                                    gridAutoRows="30px")], alignItems="flex-start")))
    return c


def grid_causes_families():
    return {"grid-indefinite-item-height": indefinite_item_height_cases(),
            "grid-repeat-at-found-width": repeat_at_found_width_cases(),
            "grid-stretched-wrap-column": stretched_wrap_column_cases(),
            "grid-repeat-rows-measured-height": repeat_rows_measured_height_cases(),
            "grid-flexible-rows-found-height": flexible_rows_found_height_cases(),
            "grid-empty-implicit": empty_implicit_cases()}
