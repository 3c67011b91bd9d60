"""Hand-written block box fixture families (CSS 2.1 §9.4.1, §10.3.3, §10.6.3 and §8.3.1): widths
in the flow, margins collapsing, auto heights, absolutely positioned children of blocks, and
trees mixing block, flex and grid containers. generate.py adds them to its families. Every node
the fixtures do not mark `display: block` is a flex container (the harness's base style), so an
empty `box()` is a flex box: a block-level box whose margins collapse with its siblings' but
never through it."""
import random

from generate import box, case, image, node, text

WORDS = "lorem ipsum dolor sit amet consectetur"


def block(children=None, **style):
    return node(children, display="block", **style)


def empty(**style):
    """An empty block: margins collapse through it when nothing separates them."""
    return block(**style)


def width_cases():
    c = []
    c.append(case("stretch", block([box(None, 20), box(None, 30)], width=300)))
    c.append(case("fixed and stretched", block([box(100, 20), box(None, 20), box("50%", 20)], width=300)))
    c.append(case("horizontal margins", block([box(None, 20, margin={"left": 10, "right": 30}),
                                              box(None, 20, margin={"left": -10, "right": 5})], width=300)))
    c.append(case("percentage margins", block([box(None, 20, margin={"left": "10%", "right": "5%"})], width=300)))
    c.append(case("auto margins center", block([box(100, 20, margin={"left": "auto", "right": "auto"})], width=300)))
    c.append(case("auto left margin", block([box(100, 20, margin={"left": "auto", "right": 20})], width=300)))
    c.append(case("auto right margin", block([box(100, 20, margin={"left": 20, "right": "auto"})], width=300)))
    c.append(case("auto margins wider than block", block([box(400, 20, margin={"left": "auto", "right": "auto"})],
                                                         width=300)))
    c.append(case("auto margins and auto width", block([box(None, 20, margin={"left": "auto", "right": "auto"})],
                                                       width=300)))
    c.append(case("auto margins and max-width", block([box(None, 20, maxWidth=120,
                                                           margin={"left": "auto", "right": "auto"})], width=300)))
    c.append(case("over-constrained ltr", block([box(200, 20, margin={"left": 30, "right": 30})], width=300)))
    c.append(case("over-constrained rtl", block([box(200, 20, margin={"left": 30, "right": 30})], width=300,
                                                direction="rtl")))
    c.append(case("rtl stretch and fixed", block([box(None, 20, margin={"left": 10, "right": 30}), box(100, 20),
                                                  box(100, 20, margin={"left": "auto"})], width=300,
                                                 direction="rtl", padding={"left": 5, "right": 15})))
    c.append(case("min and max width", block([box(None, 20, maxWidth=100), box(50, 20, minWidth=150),
                                              box(None, 20, minWidth=400)], width=300)))
    c.append(case("padding and border", block([box(None, 20), box(None, 20, padding=10)], width=300,
                                              padding={"top": 5, "right": 10, "bottom": 15, "left": 20},
                                              border={"top": 1, "right": 2, "bottom": 3, "left": 4})))
    c.append(case("percentage padding", block([block([box(None, 10)], padding="10%")], width=300)))
    c.append(case("content-box", block([box(100, 20, padding=10, boxSizing="content-box"),
                                        block([box(None, 10)], padding=10, border=2, boxSizing="content-box")],
                                       width=300, padding=10, boxSizing="content-box")))
    c.append(case("nested blocks", block([block([block([box(None, 10)], margin={"left": 10})],
                                                padding=5, margin={"right": 20})], width=300)))
    c.append(case("root block fills viewport", block([box(None, 20)])))
    c.append(case("root block without viewport width", block([box(120, 20), text(WORDS)]), width=None))
    return c


def margin_cases():
    c = []
    for a, b in [(10, 20), (20, 10), (-10, 20), (10, -20), (-10, -20), (0, -5)]:
        c.append(case(f"siblings {a} {b}", block([box(None, 20, margin={"bottom": a}),
                                                  box(None, 20, margin={"top": b})], width=200)))
    c.append(case("siblings percentage", block([box(None, 20, margin={"bottom": "10%"}),
                                                box(None, 20, margin={"top": "5%"})], width=200)))
    for parent, child in [(10, 20), (20, 10), (-10, 20), (10, -20), (-5, -15)]:
        c.append(case(f"first child {parent} {child}",
                      block([box(None, 10), block([box(None, 20, margin={"top": child})], margin={"top": parent})],
                            width=200)))
        c.append(case(f"last child {parent} {child}",
                      block([block([box(None, 20, margin={"bottom": child})], margin={"bottom": parent}),
                             box(None, 10)], width=200)))
    for name, style in [("padding", {"padding": {"top": 1, "bottom": 1}}), ("border", {"border": {"top": 1, "bottom": 1}}),
                        ("overflow hidden", {"overflow": "hidden"}), ("height", {"height": 50}),
                        ("min-height", {"minHeight": 60}), ("small min-height", {"minHeight": 5})]:
        c.append(case(f"first and last child blocked by {name}",
                      block([box(None, 10), block([box(None, 20, margin=15)], margin=5, **style), box(None, 10)],
                            width=200)))
    c.append(case("padding bottom does not block top",
                  block([box(None, 10), block([box(None, 20, margin=15)], margin=5, padding={"bottom": 4})], width=200)))
    c.append(case("grandchildren", block([box(None, 10), block([block([box(None, 10, margin={"top": 30})],
                                                                       margin={"top": 10})], margin={"top": 20}),
                                          block([block([box(None, 10, margin={"top": -5})], margin={"top": 8})],
                                                margin={"top": -12})], width=200)))
    c.append(case("empty block collapses through", block([box(None, 10), empty(margin={"top": 20, "bottom": 15}),
                                                          box(None, 10, margin={"top": 5})], width=200)))
    c.append(case("empty negative and positive", block([box(None, 10, margin={"bottom": 8}),
                                                        empty(margin={"top": -20, "bottom": 12}),
                                                        empty(margin={"top": 25}), box(None, 10)], width=200)))
    for name, style in [("height", {"height": 1}), ("min-height", {"minHeight": 1}), ("padding", {"padding": {"top": 1}}),
                        ("border", {"border": {"bottom": 1}}), ("overflow", {"overflow": "hidden"}),
                        ("aspect ratio", {"aspectRatio": 10}), ("flex", {"display": "flex"})]:
        c.append(case(f"collapse through blocked by {name}",
                      block([box(None, 10), node(**{"display": "block", "margin": {"top": 20, "bottom": 15}, **style}),
                             box(None, 10, margin={"top": 5})], width=200)))
    c.append(case("empty first child joins parent top", block([box(None, 10), block([empty(margin=20), box(None, 10, margin={"top": 5})],
                                                                              margin={"top": 10})], width=200)))
    c.append(case("empty last child joins parent bottom", block([block([box(None, 10), empty(margin=20)],
                                                                      margin={"bottom": 5}), box(None, 10)], width=200)))
    c.append(case("parent of empty children collapses through", block([box(None, 10),
                                                                        block([empty(margin=12), empty(margin=-4)], margin=6),
                                                                        box(None, 10)], width=200)))
    c.append(case("empty child in padded parent", block([block([empty(margin=20)], padding={"bottom": 10}), box(None, 10)],
                                                        width=200)))
    c.append(case("root holds its children's margins", block([box(None, 10, margin=20)], width=200)))
    c.append(case("flex children margins collapse", block([box(None, 10, margin={"bottom": 20}),
                                                           node([box(30, 10)], margin={"top": 30, "bottom": 10}),
                                                           node([box(30, 10)], display="grid", margin={"top": 25})],
                                                          width=200)))
    c.append(case("flex container holds child margins", block([box(None, 10), node([box(30, 10, margin=20)],
                                                                                   margin=5)], width=200)))
    c.append(case("text leaves", block([text(WORDS, margin={"bottom": 10}), text("ab cd", margin={"top": 15})],
                                       width=100)))
    c.append(case("relative inset", block([box(None, 10), box(None, 10, inset={"top": 5, "left": 10}),
                                           box(None, 10, inset={"bottom": "10%", "right": 10})], width=200, height=100)))
    return c


def height_cases():
    c = []
    c.append(case("auto height", block([box(None, 20), box(None, 30, margin=7)], width=200, padding=3), height=None))
    c.append(case("fixed height overflows", block([box(None, 80), box(None, 80)], width=200, height=100)))
    c.append(case("min and max height", block([block([box(None, 20)], minHeight=50), block([box(None, 80)], maxHeight=30),
                                               box(None, 10)], width=200)))
    c.append(case("percentage heights definite", block([box(None, "25%"), block([box(None, "50%")], height="50%")],
                                                       width=200, height=200)))
    c.append(case("percentage heights indefinite", block([box(None, "25%"), block([box(None, 20)], height="50%")],
                                                         width=200)))
    c.append(case("aspect ratio", block([block(aspectRatio=4), box(None, None, aspectRatio=2),
                                         block([box(None, 20)], aspectRatio=20), block(width=50, aspectRatio=0.5)],
                                        width=200)))
    c.append(case("aspect ratio with content", block([block([box(None, 80)], aspectRatio=4)], width=200)))
    c.append(case("aspect ratio with content and indefinite percentage", block([block([box(None, 80)], aspectRatio=4,
                                                                                      height="100%")], width=200)))
    c.append(case("aspect ratio with content in flex column", node([block([box(None, 80)], aspectRatio=4,
                                                                          height="100%")],
                                                                   flexDirection="column", width=200)))
    c.append(case("text wraps to block", block([text(WORDS), text(WORDS, padding=5), text(WORDS, width=60)],
                                               width=120)))
    c.append(case("text with margins", block([text("ab cd ef", margin={"left": 20, "right": 30})], width=100)))
    c.append(case("content-box heights", block([box(None, 20, padding=5, boxSizing="content-box"),
                                                block([box(None, 10)], minHeight=30, padding=5, boxSizing="content-box")],
                                               width=200)))
    return c


def absolute_cases():
    c = []
    c.append(case("static position", block([box(None, 20, margin={"bottom": 10}), box(30, 30, position="absolute"),
                                            box(None, 20, margin={"top": 15})], width=200, padding=5)))
    c.append(case("static position in collapsing parent", block([block([box(30, 30, position="absolute"),
                                                                        box(None, 20, margin={"top": 15})],
                                                                       margin={"top": 5})], width=200)))
    c.append(case("static position rtl", block([box(None, 20), box(30, 30, position="absolute")], width=200,
                                               padding={"right": 7}, direction="rtl")))
    c.append(case("insets", block([box(None, 20), box(30, 30, position="absolute", inset={"right": 10, "bottom": 5}),
                                   box(None, None, position="absolute", inset={"left": 10, "right": 20, "top": "10%",
                                                                               "bottom": 10})],
                                  width=200, height=100, border=3)))
    c.append(case("shrink to fit block", block([block([text(WORDS)], position="absolute", inset={"left": 20}),
                                                block([box(50, 10), box(80, 10)], position="absolute", inset={"top": 40})],
                                               width=150, height=100)))
    c.append(case("auto margins between insets", block([box(50, 20, position="absolute", inset={"left": 0, "right": 0},
                                                            margin={"left": "auto", "right": "auto"})],
                                                       width=200, height=100)))
    c.append(case("absolute after empty block", block([box(None, 10, margin={"bottom": 10}), empty(margin=20),
                                                       box(20, 20, position="absolute")], width=200)))
    for name, margin in [("auto left", {"left": "auto"}), ("auto right", {"right": "auto"}),
                         ("auto both", {"left": "auto", "right": "auto"}), ("auto top", {"top": "auto"}),
                         ("auto top and bottom", {"top": "auto", "bottom": "auto"})]:
        c.append(case(f"margin {name} without insets", block([box(None, 15), box(50, 20, position="absolute", margin=margin)],
                                                             width=200, height=100, padding=10)))
        c.append(case(f"margin {name} with insets", block([box(50, 20, position="absolute", margin=margin,
                                                               inset={"top": 5, "right": 5, "bottom": 5, "left": 5})],
                                                          width=200, height=100, padding=10)))
    c.append(case("wider than the block with auto margins", block([box(300, 20, position="absolute",
                                                                       margin={"left": "auto", "right": "auto"},
                                                                       inset={"left": 0, "right": 0})],
                                                                  width=200, height=100)))
    c.append(case("insets and padding and border", block([box(30, 30, position="absolute", inset={"right": "10%", "bottom": 0}),
                                                          box(None, None, position="absolute", inset={"top": 0, "bottom": 0},
                                                              width=20)],
                                                         width=200, height=100, padding=7, border={"top": 2, "left": 5})))
    c.append(case("min and max between insets", block([box(None, None, position="absolute", maxWidth=50, minHeight=90,
                                                           inset={"top": 0, "right": 0, "bottom": 0, "left": 0})],
                                                       width=200, height=100)))
    c.append(case("aspect ratio between insets", block([box(None, None, position="absolute", aspectRatio=2,
                                                            inset={"top": 10, "left": 10, "right": 10})],
                                                        width=200, height=100)))
    c.append(case("static position rtl with margins", block([box(None, 10), box(40, 20, position="absolute",
                                                                                margin={"left": 5, "right": 15})],
                                                            width=200, padding=5, direction="rtl")))
    c.append(case("static position after last margin", block([box(None, 10, margin={"bottom": 30}),
                                                              box(20, 20, position="absolute", margin={"top": 5})],
                                                             width=200, height=100)))
    c.append(case("display none", block([box(None, 20), box(None, 20, display="none", margin=10),
                                         box(None, 20, margin={"top": 5})], width=200)))
    return c


def mixed_cases():
    c = []
    c.append(case("block in flex row", node([block([box(40, 20), text("ab cd")]), box(50, 50)], width=300)))
    c.append(case("block in flex row grows", node([block([box(None, 20), text(WORDS)], flexGrow=1), box(50, 50)],
                                                  width=300)))
    c.append(case("block in flex column", node([block([box(None, 20, margin=10), box(None, 20, margin=10)]), box(50, 30)],
                                               flexDirection="column", width=200)))
    c.append(case("block in flex column start", node([block([box(60, 20), text("ab cd ef gh")])],
                                                     flexDirection="column", alignItems="flex-start", width=200)))
    c.append(case("block shrink in narrow row", node([block([text(WORDS)]), box(150, 20)], width=200)))
    c.append(case("block min-content", node([block([text(WORDS), box(30, 10)])], width=10, flexDirection="column",
                                            alignItems="flex-start")))
    c.append(case("block item margins do not collapse", node([block([box(None, 20, margin=10)], margin=5),
                                                             block([box(None, 20, margin=10)], margin=5)],
                                                            flexDirection="column", width=200)))
    c.append(case("flex and grid in block", block([node([box(None, 20, flexGrow=1), box(40, 30)], margin={"bottom": 10}),
                                                   node([box(None, 20), box(None, 30)], display="grid",
                                                        gridTemplateColumns="1fr 2fr", columnGap=10),
                                                   node([text("ab cd"), text(WORDS)], flexDirection="column",
                                                        alignItems="flex-start")], width=240)))
    c.append(case("block in grid", node([block([box(None, 20), text("ab cd ef")]), block([box(30, 30)]),
                                         block([box(None, 10, margin=10)])],
                                        display="grid", gridTemplateColumns="100px auto", width=300)))
    c.append(case("block in grid auto track", node([block([text(WORDS)]), box(50, 20)], display="grid",
                                                   gridTemplateColumns="auto 1fr", width=200)))
    c.append(case("baseline of blocks in a row", node([block([text("ab cd", lh=14)], padding={"top": 7}),
                                                       block([empty(height=5), text("x", lh=10)]),
                                                       text("yy", lh=20), box(30, 40)],
                                                      alignItems="baseline", width=300)))
    c.append(case("baseline of nested blocks", node([block([block([text("ab", lh=12)], margin={"top": 10})]),
                                                     text("zz", lh=16)], alignItems="baseline", width=300)))
    c.append(case("nested mix", block([node([block([text("ab cd ef gh ij", margin=3)], flexGrow=1),
                                             block([box(20, 20)], width=40)]),
                                       block([node([box(20, 20), box(20, 30)], justifyContent="space-between")],
                                             margin={"top": 10})], width=180, padding=4)))
    c.append(case("block in wrapping row", node([block([text(WORDS)]), block([text("ab cd")]), box(100, 20)],
                                                flexWrap="wrap", width=200)))
    c.append(case("rtl mixed", block([node([box(30, 20), box(40, 20)]), box(50, 20, margin={"left": 10}),
                                      block([box(60, 10)], padding={"right": 10})], width=200, direction="rtl")))
    c.append(case("absolute block in flex", node([box(50, 50), block([text("ab cd ef")], position="absolute",
                                                                      inset={"top": 10, "left": 10})],
                                                 width=200, height=100)))
    return c


def sizing_cases():
    """Blocks sized by what holds them: percentages of flex items' heights, grid tracks sized by
    blocks' contents, ratios, intrinsic widths and align-content."""
    c = []
    for name, style in [("unstretched", {"alignItems": "flex-start"}), ("stretched", {}),
                        ("column", {"flexDirection": "column"})]:
        c.append(case(f"percentage height in {name} flex item",
                      node([block([block([box(20, 20)], height="50%")], width=50)], width=100, height=100, **style)))
    c.append(case("percentage height in min-height block", block([block([box(20, 20)], height="50%")], width=100,
                                                                  minHeight=80)))
    c.append(case("percentage height under ratio", block([block([block(height="100%"), block(height="30%")],
                                                                aspectRatio=2)], width=100, height=200)))
    for cols in ["auto", "max-content",
                 "min-content", "1fr", "20px"]:
        c.append(case(f"block in grid {cols}", node([block([text("hh hh")]), block()], display="grid",
                                                    gridTemplateColumns=cols)))
    c.append(case("intrinsic width", block([box(50, 10), box(None, 10)]), width=None))
    c.append(case("intrinsic width percentage margins", block([box(50, 10, margin={"left": "10%", "right": 5}),
                                                               box(None, 10, margin="20%")]), width=None))
    c.append(case("intrinsic width nested", node([block([block([text(WORDS)], padding=5), box(70, 10, margin=8)])],
                                                 alignItems="flex-start", flexDirection="column", width=400)))
    c.append(case("intrinsic width of a ratio child", block([node([node(padding=4)], height=0, aspectRatio=2)]),
                  width=None))
    c.append(case("min-width over max-width", block([box(None, 10, minWidth=120, maxWidth=80)], width=200)))
    c.append(case("padding percentage with fixed width", block([block([box(None, 10)], width=100, padding="10%")],
                                                               width=40)))
    c.append(case("negative margins total collapse",
                  block([box(None, 10, margin={"top": -10, "bottom": -10}),
                         block([box(None, 10, margin={"top": -5, "bottom": -5}), box(None, 10, margin={"top": 7, "bottom": 3}),
                                box(None, 10, margin={"top": -6, "bottom": 9})], height=10,
                               margin={"top": -10, "bottom": -10}),
                         box(None, 10, margin={"top": -5, "bottom": -5})], width=50)))
    for ac in ["flex-start", "center", "flex-end", "space-between", "space-around", "space-evenly", "stretch"]:
        c.append(case(f"align-content {ac}", block([box(50, 20, margin={"top": 5}), box(50, 20), box(50, 20)],
                                                   width=100, height=120, alignContent=ac)))
    c.append(case("align-content overflow", block([box(50, 80), box(50, 80)], width=100, height=120,
                                                  alignContent="flex-end")))
    c.append(case("align-content keeps child margins", block([block([box(50, 20, margin=10)], alignContent="center",
                                                                    height=60, margin=5)], width=100)))
    c.append(case("align-content with absolute child", block([box(50, 20), box(30, 30, position="absolute",
                                                                              inset={"top": 5, "left": 10})],
                                                             width=100, height=120, alignContent="flex-end")))
    c.append(case("baseline of empty blocks", node([block(width=50, height=50, margin="5%"),
                                                    block([block(width=50, height=10, margin="1%")], width=50, height=20),
                                                    text("ab", lh=15)], alignItems="baseline", width=200, height=100)))
    c.append(case("baseline of clipped block", node([block([block([node([box(10, 40)], width=30)], overflow="hidden",
                                                                  width=30, height=30)], width=40,
                                                           padding={"bottom": 20}),
                                                     block(width=40, height=80)], alignItems="baseline", width=200,
                                                    height=120)))
    c.append(case("baseline of block with text after flex", node([block([node([box(10, 10)]), text("ab cd", lh=12)]),
                                                                  text("x", lh=30)], alignItems="baseline", width=200)))
    c.append(case("baseline through a flex row in a block", node([block([node([box(20, 30), text("ab", lh=14)],
                                                                             alignItems="flex-end")],
                                                                       padding={"top": 3}),
                                                                 text("x", lh=24)], alignItems="baseline", width=200)))
    c.append(case("baseline of an image in a block", node([block([image(30, 25), text("ab", lh=10)]), text("x", lh=12)],
                                                          alignItems="baseline", width=200)))
    c.append(case("baseline of a block in a block in a column item", node([node([block([block([text("ab cd", lh=11)],
                                                                                            margin={"top": 6})]),
                                                                                text("x", lh=20)],
                                                                               alignItems="baseline")],
                                                                         flexDirection="column", width=200)))
    return c


def random_margin(rng):
    """Vertical margins that collapse in every way: positive, negative, zero, percentages."""
    return rng.choice([0, 5, 12, 20, -4, -10, "5%"])


def random_leaf(rng):
    r = rng.random()
    style = {"margin": {"top": random_margin(rng), "bottom": random_margin(rng),
                        "left": rng.choice([0, 0, 6, -3, "auto"]), "right": rng.choice([0, 0, 9, "auto"])}}
    if r < 0.3:
        return text(" ".join("abcdefgh"[:rng.randint(1, 6)] for _ in range(rng.randint(1, 5))),
                    lh=rng.choice([10, 14]), **style)
    if r < 0.5:
        return node(display="block", **style)  # empty: collapses through unless something stops it
    if r < 0.55:
        return box(rng.choice([20, 40]), rng.choice([10, 25]), position="absolute",
                   inset=rng.choice([{}, {"top": 5, "right": 7}, {"left": "10%"}]))
    return box(rng.choice([None, None, 60, "40%"]), rng.choice([10, 20, 0]), **style)


def random_container(rng, depth, parent):
    kind = rng.choice(["block", "block", "block", "flex", "grid"])
    style = {"display": kind}
    if kind == "flex":
        style["flexDirection"] = rng.choice(["row", "column"])
        style["alignItems"] = rng.choice(["stretch", "flex-start", "baseline"])
    if kind == "grid":
        style["gridTemplateColumns"] = rng.choice(["1fr 1fr", "auto 1fr", "60px auto"])
    r = rng.random
    if r() < 0.3:
        style["padding"] = rng.choice([4, {"top": 0, "right": 5, "bottom": 3, "left": 0}, {"top": 6, "bottom": 0}])
    if r() < 0.15:
        style["border"] = rng.choice([1, {"top": 0, "right": 0, "bottom": 2, "left": 3}])
    if r() < 0.6:
        style["margin"] = {"top": random_margin(rng), "bottom": random_margin(rng),
                           "left": rng.choice([0, 8, "auto"]), "right": rng.choice([0, 4])}
    if r() < 0.2:
        style["width"] = rng.choice([120, "60%"])
    if r() < 0.1:
        style["height"] = rng.choice([0, 40])
    if r() < 0.1:
        style["minHeight"] = rng.choice([15, 50])
    if r() < 0.1:
        style["overflow"] = "hidden"
    if r() < 0.08:
        style["direction"] = "rtl"
    if kind == "block" and parent != "grid" and r() < 0.08:  # grid items with ratios are the grid's to test
        style["aspectRatio"] = rng.choice([2, 4])
    if r() < 0.1:
        style["maxWidth"] = rng.choice([100, "50%"])
    if r() < 0.1:
        style["boxSizing"] = "content-box"
    if r() < 0.08:
        style["inset"] = {"top": rng.choice([4, "10%"]), "left": rng.choice([-3, 6])}
    if r() < 0.08:
        style["height"] = rng.choice(["50%", "100%"])
    if kind == "block" and r() < 0.1:
        style["alignContent"] = rng.choice(["center", "flex-end"])
    kids = []
    for _ in range(rng.randint(1, 4)):
        kids.append(random_container(rng, depth - 1, kind) if depth > 0 and r() < 0.45
                    else random_leaf(rng))
    if kind != "block":
        for kid in kids:  # flex and grid items: margins as they come, but no auto ones (flex has its own rules)
            margin = kid.get("style", {}).get("margin")
            if isinstance(margin, dict):
                kid["style"]["margin"] = {k: (0 if v == "auto" else v) for k, v in margin.items()}
    return node(kids, **style)


def random_cases(count, seed):
    """Seeded random trees of blocks, flex and grid containers nested in each other, with
    margins that collapse (and do not) in every way."""
    rng = random.Random(seed)
    cases = []
    for i in range(count):
        tree = random_container(rng, rng.randint(2, 4), None)
        tree["style"]["display"] = "block"
        tree["style"].pop("margin", None)
        tree["style"].pop("inset", None)  # a root is not shifted by its insets (no containing block)
        cases.append(case(f"block-random-{seed}-{i}", tree, width=rng.choice([200, 320, 320, None]),
                          height=rng.choice([None, 300])))
    return cases


def block_families():
    return {"block-width": width_cases(), "block-margins": margin_cases(), "block-height": height_cases(),
            "block-absolute": absolute_cases(), "block-mixed": mixed_cases(), "block-sizing": sizing_cases(),
            "block-random": random_cases(80, 23)}
