"""Hand-written fixture family for `position: static` (issue 21, the shapes of Yoga's
YGStaticPositionTest Chrome fixtures): a static box is in flow but its insets do nothing, and it is
no containing block (CSS Position 3 §2), so its absolutely positioned children are sized and
placed against the padding box of the nearest ancestor that is positioned — through any number
of static boxes — from their static position in their own parent: where they would sit as its
only flex item (by its `justify-content`, their `align-self`, its direction), or in a block's
flow. generate.py adds it to its families."""
import random

from generate import box, case, node, text


def static(children=None, **style):
    return node(children, position="static", **style)


def absolute(children=None, **style):
    return node(children, position="absolute", **style)


def static_position_cases():
    c = []
    row = {"flexDirection": "row"}
    # Insets of a static box (or item) move nothing.
    c.append(case("insets ignored", node([static(width=50, height=40, inset={"top": 20, "left": 30}),
                                          box(30, 30)], width=200, height=100, **row)))
    c.append(case("insets ignored column", node([box(30, 30), static(width=50, height=40,
                                                                     inset={"bottom": 20, "right": 30})],
                                                width=200, height=100)))
    # The absolute child of a static box uses the grandparent's padding box.
    inset_child = absolute(width=30, height=20, inset={"top": 10, "left": 15})
    c.append(case("inset against grandparent", node([static([inset_child], width=80, height=60,
                                                            margin={"left": 40, "top": 25}, padding=5, border=3)],
                                                    width=200, height=150, padding=10, border=2, **row)))
    c.append(case("right bottom against grandparent", node([static([absolute(width=30, height=20,
                                                                              inset={"right": 5, "bottom": 7})],
                                                                    width=80, height=60, margin=20)],
                                                           width=200, height=150, padding=10, **row)))
    c.append(case("percentages against grandparent", node([static([absolute(width="50%", height="25%",
                                                                             inset={"left": "10%", "top": "20%"},
                                                                             margin={"left": "5%"})],
                                                                   width=60, height=40, margin={"left": 30})],
                                                          width=200, height=160, padding={"left": 20, "top": 6},
                                                          **row)))
    c.append(case("through two statics", node([static([static([absolute(width=25, height=25,
                                                                          inset={"top": 0, "left": 0}),
                                                                 absolute(width=10, height=10)],
                                                                width=50, height=50, margin={"left": 25},
                                                                padding=4)],
                                                       width=120, height=100, margin={"top": 15}, border=5)],
                                              width=200, height=200, padding=8)))
    # An axis without insets keeps the static position in the static parent.
    for name, style in [("start", {}), ("center", {"justifyContent": "center", "alignItems": "center"}),
                        ("end", {"justifyContent": "flex-end", "alignItems": "flex-end"}),
                        ("row-reverse", {"flexDirection": "row-reverse"}),
                        ("column-reverse", {"flexDirection": "column-reverse"})]:
        c.append(case(f"static position {name}", node([
            box(20, 20), static([absolute(width=30, height=20), absolute(width=16, height=12, inset={"left": 3})],
                                width=100, height=70, padding={"left": 6, "top": 4, "right": 2, "bottom": 8},
                                border=2, **style)],
            width=220, height=160, padding=10, **row)))
    c.append(case("static position rtl", node([
        static([absolute(width=30, height=20), absolute(width=30, height=20, inset={"left": 5, "right": 5})],
               width=100, height=70, padding={"left": 6, "right": 12}, margin={"right": 20}, **row)],
        width=220, height=160, padding=10, direction="rtl", **row)))
    c.append(case("static position align-self", node([
        static([absolute(width=30, height=20, alignSelf="center"), absolute(width=30, height=20, alignSelf="flex-end")],
               width=100, height=70, **row)],
        width=220, height=160, padding=10)))
    # Shrink-to-fit into the room up to the containing block's edge, not the static parent's.
    c.append(case("shrink to fit to the containing block", node([
        static([absolute([text("aaaa bbbb cccc dddd eeee")])], width=60, height=40, margin={"left": 50})],
        width=300, height=100, **row)))
    c.append(case("shrink to fit rtl", node([
        static([absolute([text("aaaa bbbb cccc dddd eeee")])], width=60, height=40, margin={"right": 50})],
        width=300, height=100, direction="rtl", **row)))
    # A static block: the static position is in the flow, below the in-flow children before it.
    c.append(case("block static parent", node([
        static([box(40, 30, display="block"), absolute(width=20, height=20), box(40, 10, display="block")],
               width=100, padding=5, display="block")],
        width=200, height=150, padding=10, display="block")))
    # A relative box between stops the walk: it is the containing block.
    c.append(case("relative in between", node([static([node([absolute(width=20, height=20, inset={"top": 0,
                                                                                                  "left": 0})],
                                                             width=60, height=60, margin=10)],
                                                       width=100, height=100, margin=10)],
                                              width=200, height=200, padding=10)))
    # An absolute box is a containing block for the absolute children of its static children.
    c.append(case("absolute containing block", node([absolute([static([absolute(width=20, height=20,
                                                                                  inset={"bottom": 0, "right": 0})],
                                                                       width=40, height=40, margin=5)],
                                                               width=100, height=80, inset={"top": 30, "left": 40},
                                                               padding=3)],
                                                    width=200, height=200)))
    # A static flex item's own percentages and flexing are as a relative one's.
    c.append(case("static items flex", node([static([absolute(width="50%", height=10, inset={"top": 0})],
                                                    flexGrow=1, height=30),
                                             static(flexGrow=2, height=30, inset={"left": 40})],
                                            width=300, height=100, **row)))
    # A static grid puts the static position in its content box, by the child's alignment,
    # whatever lines it names (where the grid is the containing block: the padding box).
    for align in ("start", "end", "center"):
        c.append(case(f"grid parent {align}", node([
            static([box(20, 20), absolute(width=30, height=20, justifySelf=align, alignSelf=align),
                    absolute(width=10, height=10, gridColumn="2", inset={"top": 0})],
                   display="grid", gridTemplateColumns="40px 40px", width=100, height=60, margin={"left": 20},
                   padding={"left": 5, "top": 7, "right": 3, "bottom": 2})],
            width=200, height=150, padding=10, **row)))
    c.append(case("scroll container parent", node([static([box(20, 20), absolute(width=30, height=20)], width=100,
                                                          height=60, margin={"left": 20}, overflow="scroll",
                                                          padding=3)],
                                                  width=200, height=150, padding=10, **row)))
    c.append(case("rtl parent in ltr block", node([static([absolute(width=30, height=20),
                                                           absolute([text("aaa bbb ccc ddd")])],
                                                          width=100, height=60, margin={"left": 20}, direction="rtl")],
                                                  width=200, height=150, padding=10, **row)))
    c.append(case("block parent text", node([static([text("hello world again and again"), absolute([text("abs text")]),
                                                     text("more")], display="block", width=80, margin={"left": 30})],
                                            width=200, height=150, display="block")))
    c.append(case("ratio against grandparent", node([static([absolute(width="50%", aspectRatio=2,
                                                                      inset={"bottom": "10%"})], width=50, height=50)],
                                                    width=200, height=150, padding={"top": 20}, border=4, **row)))
    c.append(case("content-box grandparent", node([static([absolute(width="50%", height="50%", inset={"left": "50%"})],
                                                          width=50, height=50)],
                                                  width=200, height=150, padding=10, boxSizing="content-box", **row)))
    # A block laid out in its parent block's flow is the containing block too (reduced from a
    # random tree).
    c.append(case("block in block flow", node([node([node([static([absolute([text("x")], height="30%"),
                                                                    absolute(inset={"top": "10%"}, width=5, height=5)])],
                                                          height=32, display="block")], display="block")])))
    return c


def random_style(rng):
    """Container properties for `random_cases`."""
    style = {}
    if rng.random() < 0.5:
        style["flexDirection"] = rng.choice(["row", "column", "row-reverse", "column-reverse"])
    if rng.random() < 0.3:
        style["justifyContent"] = rng.choice(["center", "flex-end", "space-between"])
    if rng.random() < 0.3:
        style["alignItems"] = rng.choice(["center", "flex-end", "flex-start"])
    for key, chance, value in (("padding", 0.4, lambda: rng.randint(0, 8)), ("margin", 0.3, lambda: rng.randint(0, 10))):
        if rng.random() < chance:
            style[key] = {side: value() for side in ("top", "right", "bottom", "left")}
    if rng.random() < 0.3:
        style["border"] = rng.randint(1, 4)
    if rng.random() < 0.5:
        style["width"] = rng.choice([rng.randint(30, 150), "50%", "80%"])
    if rng.random() < 0.5:
        style["height"] = rng.choice([rng.randint(30, 120), "50%"])
    if rng.random() < 0.2:
        style["direction"] = "rtl"
    if rng.random() < 0.15:
        style["display"] = "block"
    if rng.random() < 0.1:
        style["flexWrap"] = "wrap"
    return style


def random_absolute(rng):
    style = {"position": "absolute"}
    if rng.random() < 0.7:
        style["width"] = rng.choice([rng.randint(5, 40), "25%"])
    if rng.random() < 0.7:
        style["height"] = rng.choice([rng.randint(5, 40), "30%"])
    for side in ("top", "right", "bottom", "left"):
        if rng.random() < 0.3:
            style.setdefault("inset", {})[side] = rng.choice([rng.randint(-5, 20), "10%"])
    if rng.random() < 0.2:
        style["margin"] = rng.randint(1, 6)
    if rng.random() < 0.3:
        return text(rng.choice(["ab cd", "hello world again", "x"]), **style)
    return node(**style)


def random_node(rng, depth):
    """A leaf, an absolute box, or a container — static (35%), `display: contents` (15%) or
    neither — of one to three such nodes and maybe an absolute child."""
    if depth > 3 or rng.random() < 0.25:
        return rng.choice([lambda: box(rng.randint(5, 40), rng.randint(5, 30)), lambda: text("aa bbb c"),
                           lambda: random_absolute(rng)])()
    style = random_style(rng)
    draw = rng.random()
    if draw < 0.35:
        style["position"] = "static"
    elif draw < 0.5:
        style["display"] = "contents"
    children = [random_node(rng, depth + 1) for _ in range(rng.randint(1, 3))]
    if rng.random() < 0.5:
        children.append(random_absolute(rng))
    return node(children, **style)


def random_cases(count, seed):
    """Random trees of static boxes, contents nodes and absolute children in flex and block
    containers, ltr and rtl."""
    rng = random.Random(seed)
    cases = []
    for index in range(count):
        root = random_style(rng)
        root.pop("display", None)
        root.update(width=rng.randint(150, 300), height=rng.randint(100, 250))
        children = [random_node(rng, 1) for _ in range(rng.randint(1, 3))]
        cases.append(case(f"random-{seed}-{index}", node(children, **root)))
    return cases


def static_position_families():
    return {"position-static": static_position_cases(), "position-static-random": random_cases(80, 1)}
