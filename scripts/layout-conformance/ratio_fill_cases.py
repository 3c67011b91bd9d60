"""Hand-written fixture family for aspect-ratio boxes whose ratio-dependent size fills a stretched
or limited size (issue 21, the shapes of Taffy's `*aspect_ratio*fill*` Chrome fixtures): when the
height a ratio gives is only a floor under the content's (CSS Sizing 4 §5.2, the automatic minimum
size) whatever the flex line's or the containing block's size, and how a max size transfers through the ratio
into a stretched width (§5.1). A Taffy page's text sits in a `display: flex` div, an anonymous
flex item stretched in it, where our text leaf is a block of lines: the ratio floors the leaf by its
lines (the `row ... definite` and `absolute ...` cases), not Taffy's div by its stretched item.
generate.py adds it to its families."""
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
    return c


def ratio_fill_families():
    return {"aspect-ratio-fill": ratio_fill_cases()}
