"""Hand-written fixture family for `display: contents` (issue 21, the shapes of Yoga's
YGDisplayTest Chrome fixtures): the node makes no box (CSS Display 3 §2.5), its children take its
place among its siblings — flex items, grid items or block boxes of its parent, with the parent's
gaps between them — and its own size, margins, padding, insets, position and alignment do
nothing, while `direction` is still inherited through it. Its frame is empty at its parent's
origin and its children's frames are relative to that (browser.py reports them so). generate.py
adds it to its families."""
from generate import box, case, node, text


def contents(children=None, **style):
    return node(children, display="contents", **style)


def two():
    return [box(height=10, flexGrow=1, flexShrink=1, flexBasis="0%"), box(height=20, flexGrow=1, flexShrink=1,
                                                                          flexBasis="0%")]


def display_contents_cases():
    c = []
    row = {"flexDirection": "row"}
    c.append(case("flex row", node([contents(two())], width=100, height=100, **row)))
    c.append(case("own style ignored", node([contents(two(), width=50, height=50, margin=10, padding=10,
                                                      border=3, inset={"top": 10}, alignItems="center")],
                                            width=100, height=100, **row)))
    c.append(case("position absolute ignored", node([contents(two(), position="absolute", width=50, height=50)],
                                                    width=100, height=100, **row)))
    c.append(case("empty with size", node([contents(width=20, height=20, margin=10), box(flexGrow=1)],
                                          width=100, height=100, **row)))
    c.append(case("nested", node([contents([contents(two())])], width=100, height=100, **row)))
    c.append(case("siblings and gap", node([box(30, 30), contents([box(10, 10), box(20, 20)]), box(30, 30)],
                                           width=200, height=100, columnGap=5, **row)))
    c.append(case("wrapping", node([box(60, 20), contents([box(60, 20), box(60, 20), contents([box(60, 20)])])],
                                   width=130, flexWrap="wrap", alignContent="flex-start", **row)))
    c.append(case("column justify", node([contents([box(40, 20), box(30, 20)]), box(50, 10)],
                                         width=100, height=120, justifyContent="space-between",
                                         alignItems="flex-end")))
    c.append(case("text items", node([contents([text("hello world"), text("again")])], width=120, **row)))
    c.append(case("direction inherited", node([contents([node([box(20, 20), box(30, 20)], width=100, **row)],
                                                        direction="rtl")],
                                              width=150, height=60)))
    c.append(case("absolute child", node([box(30, 30), contents([box(20, 20),
                                                                 box(10, 10, position="absolute",
                                                                     inset={"right": 0, "bottom": 0})],
                                                                margin=10)],
                                         width=120, height=80, padding=5, **row)))
    c.append(case("grid items", node([contents([box(height=10), box(height=20), box(height=15)]), box(height=5)],
                                     display="grid", gridTemplateColumns="40px 1fr", width=120, columnGap=4,
                                     rowGap=3)))
    c.append(case("block children", node([box(50, 10, display="block"),
                                          contents([box(40, 20, display="block", margin={"top": 8, "bottom": 8}),
                                                    box(30, 10, display="block", margin={"top": 4})])],
                                         display="block", width=100, padding=2)))
    return c


def display_contents_families():
    return {"display-contents": display_contents_cases()}
