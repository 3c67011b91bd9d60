"""Hand-written fixture family for aspect-ratio boxes whose ratio-dependent size fills a stretched
or limited size (issue 21, the shapes of Taffy's `*aspect_ratio*fill*` Chrome fixtures): the height
a ratio gives is only a floor under the content's (CSS Sizing 4 §5.2, the automatic minimum size)
whatever the flex line's or the containing block's size; a max height transfers through the ratio
into a stretched width (§5.1); a grid item's row gives it a width (CSS Grid §11.1 step 3). A Taffy
page's text sits in a `display: flex` div, an anonymous flex item stretched in it, which
html_suite.py converts to a text leaf inside the node: the ratio floors a block of lines by its
lines (the `row ... definite` and `absolute ...` cases), a flex container by its stretched item
(the `... text item` cases). generate.py adds it to its families."""
from generate import box, case, node, text

WORDS = "HH\u200bHH\u200bHH\u200bHH\u200bHH\u200bHH\u200bHH\u200bHH\u200bHH\u200bHH\u200bHH"


def ratio_fill_cases():
    c = []
    for align in ["flex-start", "start", "center"]:
        for height in [100, None]:
            at = f"{align} {'definite' if height else 'auto'}"
            c.append(case(f"row max-width {at}", node([text(WORDS, maxWidth=40, aspectRatio=2)],
                                                      alignItems=align, width=100, height=height)))
            c.append(case(f"row width {at}", node([text(WORDS, width=40, aspectRatio=2), box(20, 20)],
                                                  alignItems=align, width=100, height=height)))
            c.append(case(f"row children {at}", node([node([box(20, 50)], width=60, aspectRatio=2)],
                                                     alignItems=align, width=100, height=height)))
    c.append(case("row percent height definite", node([text(WORDS, maxWidth=40, aspectRatio=2)],
                                                      alignItems="flex-start", width=100, height="50%")))
    c.append(case("row min-height definite", node([text(WORDS, maxWidth=40, aspectRatio=2, minHeight=30)],
                                                  alignItems="flex-start", width=100, height=100)))
    c.append(case("row in definite column item", node([node([text(WORDS, maxWidth=40, aspectRatio=2)],
                                                            alignItems="flex-start", height=80)],
                                                      flexDirection="column", width=100)))
    for display in ["flex", "block"]:
        c.append(case(f"absolute max-width in {display}", node(
            [text("HHHH\u200bHHHH\u200bHHHH\u200bHHHH", position="absolute", maxWidth=50, aspectRatio=3)],
            display=display, width=400, height=300)))
        c.append(case(f"absolute width in {display}", node(
            [text("HHHH\u200bHHHH\u200bHHHH\u200bHHHH", position="absolute", width=50, aspectRatio=3)],
            display=display, width=400, height=300)))
        c.append(case(f"absolute insets in {display}", node(
            [node([box(30, 60)], position="absolute", inset={"left": 10, "right": 300}, aspectRatio=2)],
            display=display, width=400, height=300)))
        c.append(case(f"absolute children in {display}", node(
            [node([box(30, 60)], position="absolute", aspectRatio=2)], display=display, width=400, height=300)))
    # Text as a flex container's item (Taffy's text divs): the ratio's height is the container's,
    # its stretched item overflowing it.
    c.append(case("row max-width text item", node([node([text(WORDS)], maxWidth=40, aspectRatio=2)],
                                                  alignItems="start", width=100, height=100)))
    for display in ["flex", "block"]:
        c.append(case(f"absolute max-width text item in {display}", node(
            [node([text("HHHH\u200bHHHH\u200bHHHH\u200bHHHH")], position="absolute", maxWidth=50, aspectRatio=3)],
            display=display, width=400, height=300)))
    # A stretched width takes the max height the ratio transfers as a max width.
    c.append(case("block max-height", node([node([node(display="block")], display="block", aspectRatio=1,
                                                  maxHeight=40)], display="block", width=100, height=200)))
    c.append(case("block max-height text", node([text("HH\u200bHH\u200bHH\u200bHH", display="block", aspectRatio=2,
                                                       maxHeight=20)], display="block", width=100, height=100)))
    c.append(case("block max-height width", node([node(display="block", aspectRatio=1, maxHeight=40, width=80)],
                                                 display="block", width=100, height=200)))
    c.append(case("grid max-height text", node([text("HH\u200bHH\u200bHH\u200bHH", aspectRatio=2, maxHeight=20)],
                                               display="grid", width=100, height=100)))
    # A grid item's ratio against its row (CSS Grid §11.1 step 3, as Chromium): with `normal` or
    # `stretch` alignment its row's height gives it a width, its column's minimum; `normal`
    # alignment gives the height from the width, where `start` or a set min-width leave the
    # column to its content.
    for name, style in [("auto", {}), ("min-width", {"minWidth": 50}), ("min-width 0", {"minWidth": 0}),
                        ("min-height", {"minHeight": 50}), ("align-self start", {"alignSelf": "start"}),
                        ("align-self stretch", {"alignSelf": "stretch"}), ("justify-self stretch", {"justifySelf": "stretch"}),
                        ("max-width", {"maxWidth": 80}), ("min-width percent", {"minWidth": "10%"})]:
        c.append(case(f"grid {name}", node([node(aspectRatio=2, gridRow="1", gridColumn="1", **style)],
                                           display="grid", width=100, height=100)))
        c.append(case(f"grid {name} fixed rows", node([node(aspectRatio=2, gridRow="1", gridColumn="1", **style),
                                                       node(gridRow="2", gridColumn="1")],
                                                      display="grid", width=100, height=100,
                                                      gridTemplateRows="100px 10px")))
    c.append(case("grid text", node([text("HH\u200bHH\u200bHH\u200bHH", aspectRatio=2)], display="grid",
                                    width=100, height=100)))
    c.append(case("grid auto height", node([node(aspectRatio=2), box(30, 40)], display="grid",
                                           gridTemplateColumns="auto auto", width=100)))
    return c


def ratio_fill_families():
    return {"aspect-ratio-fill": ratio_fill_cases()}
