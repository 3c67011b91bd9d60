"""Hand-written fixture family for CSS Grid §12.1 steps 3 and 4 (css-grid-2; §11.1 in Level 1):
once the rows are sized, an item whose min-content contribution changed with its row's height
sizes the columns again, and the rows follow the new columns (issue 21, the shape of Taffy's
`chrome_issue_325928327` Chrome fixture). The items here take a width from a height deeper in
their subtree: a `height: 100%` (or `min-height`) box holding an `aspect-ratio` box, or a
wrapping column, in rows that are fixed, stretched or sized by another item; grids of definite
and of content-sized width (whose width follows the new columns, as in Chromium's min- and
max-content widths), in ltr and rtl. generate.py adds it to its families."""
from generate import box, case, node, text


def grid(children, **style):
    return node(children, display="grid", **style)


def ratio_item(ratio=1, **style):
    """A `height: 100%` item holding a box as high as it whose width is its ratio's."""
    style.setdefault("height", "100%")
    return node([node(height="100%", aspectRatio=ratio)], **style)


def grid_reresolve_cases():
    c = []
    # Taffy's page: a content-sized grid of definite height whose item is as wide as its row.
    for justify in ["center", "start", "stretch"]:
        for direction in [None, "rtl"]:
            name = f"percent of fixed height justify {justify}" + (" rtl" if direction else "")
            c.append(case(name, node([grid([ratio_item()], width="100%", height=40, justifyItems=justify)],
                                     alignItems="flex-start", direction=direction), width=None, height=None))
    c.append(case("definite width and height", grid([ratio_item(), text("HH HH")], width=200, height=50,
                                                    gridTemplateColumns="auto auto")))
    c.append(case("content width in a row", node([grid([ratio_item(2), text("HH HH")], height=30,
                                                       gridTemplateColumns="auto auto")], alignItems="flex-start")))
    c.append(case("content width in a column", node([grid([ratio_item(0.5), box(20, 20)], height=60)],
                                                    flexDirection="column", alignItems="flex-start")))
    # The row is sized by another item: the ratio box follows its height.
    for columns in ["auto auto", "1fr auto", "min-content max-content", "minmax(0, 1fr) 1fr"]:
        c.append(case(f"row from a sibling, columns {columns}", grid(
            [ratio_item(), text("HH HH HH HH", width=30)], gridTemplateColumns=columns, width=200)))
        c.append(case(f"row from a sibling in content width, columns {columns}", node([grid(
            [ratio_item(), text("HH HH HH HH", width=30)], gridTemplateColumns=columns)], alignItems="flex-start")))
    c.append(case("fixed rows", grid([ratio_item(), ratio_item(2), box(10, 10)],
                                     gridTemplateColumns="auto auto auto", gridTemplateRows="60px", width=300)))
    c.append(case("percentage rows", grid([ratio_item(), box(10, 10)], gridTemplateColumns="auto 1fr",
                                          gridTemplateRows="40%", width=300, height=200)))
    c.append(case("fr rows", grid([ratio_item(), ratio_item(), box(10, 10)], gridTemplateColumns="auto 1fr",
                                  gridTemplateRows="1fr 2fr", width=300, height=120)))
    c.append(case("spanning two rows", grid([ratio_item(gridRow="1 / span 2"), box(30, 30), box(30, 25)],
                                            gridTemplateColumns="auto auto", rowGap=5, width=300)))
    c.append(case("min-height percent", grid([ratio_item(height=None, minHeight="100%"), box(20, 45)],
                                             gridTemplateColumns="auto auto", width=300)))
    c.append(case("nested percentages", grid([node([node([node(height="100%", aspectRatio=1.5)], height="100%")],
                                                   height="100%"), box(20, 40)],
                                             gridTemplateColumns="auto auto", width=300)))
    c.append(case("margins and padding", grid([ratio_item(margin=5, padding=3, border=2), box(20, 50)],
                                              gridTemplateColumns="auto auto", width=300)))
    c.append(case("align-self center", grid([ratio_item(alignSelf="center"), box(20, 50)],
                                            gridTemplateColumns="auto auto", width=300)))
    c.append(case("max-width limits the ratio", grid([node([node(height="100%", aspectRatio=1, maxWidth=15)],
                                                           height="100%"), box(20, 50)],
                                                     gridTemplateColumns="auto auto", width=300)))
    c.append(case("sized width ignores the row", grid([ratio_item(width=12), box(20, 50)],
                                                      gridTemplateColumns="auto auto", width=300)))
    # Step 4: the wider column changes how the next row's text wraps.
    c.append(case("next row follows the columns", node([grid(
        [ratio_item(), text("HH HH HH HH HH HH")], gridTemplateRows="60px auto")], alignItems="flex-start")))
    c.append(case("next row follows the columns rtl", node([grid(
        [ratio_item(), text("HH HH HH HH HH HH")], gridTemplateRows="60px auto", direction="rtl")],
        alignItems="flex-start")))
    # A wrapping column as high as its row takes a second line of items.
    c.append(case("wrapping column", grid(
        [node([box(20, 20), box(20, 20), box(20, 20)], flexDirection="column", flexWrap="wrap", height="100%"),
         box(20, 45)], gridTemplateColumns="auto auto", width=300)))
    c.append(case("wrapping column content width", node([grid(
        [node([box(20, 20), box(20, 20), box(20, 20)], flexDirection="column", flexWrap="wrap", height="100%"),
         box(20, 45)], gridTemplateColumns="auto auto")], alignItems="flex-start")))
    return c


def grid_reresolve_families():
    return {"grid-reresolve": grid_reresolve_cases()}
