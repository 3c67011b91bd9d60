"""Hand-written fixture families for floats and what goes with them in block layout (CSS 2.1
§9.5 floats, §9.5.1 their placement, §9.5.2 clearance, §10.6.7 auto heights of formatting
context roots, §10.3.5 shrink-to-fit widths holding floats), containment (CSS Containment 2:
`contain: layout | paint | content` making a block a formatting context of its own, and layout
containment's missing baseline), and Chromium's legacy `text-align: -webkit-left | -webkit-right
| -webkit-center` for block-level children. generate.py adds them to its families.

As in block_cases.py, a node not marked `display: block` is a flex container (the harness's base
style), so a childless `box()` is a flex box: a formatting context of its own, which floats narrow
or push down. Text leaves are left out beside floats: the browser lays their words out as inline
content, whose line boxes (not the leaf's box) would flow around the floats."""
import random

from generate import box, case, node, text
from block_cases import block, empty


def fl(side, w=None, h=None, children=None, **style):
    """A floating flex box (or a floating block with `display="block"`)."""
    style.setdefault("width", w)
    style.setdefault("height", h)
    return node(children, float=side, **style)


def placement_cases():
    c = []
    c.append(case("left floats side by side", block([fl("left", 50, 40), fl("left", 60, 20), fl("left", 30, 30)],
                                                    width=300)))
    c.append(case("right floats side by side", block([fl("right", 50, 40), fl("right", 60, 20)], width=300)))
    c.append(case("left and right", block([fl("left", 50, 40), fl("right", 60, 20), fl("left", 30, 30),
                                           fl("right", 40, 50)], width=300)))
    c.append(case("floats wrap below", block([fl("left", 120, 40), fl("left", 120, 20), fl("left", 120, 30)],
                                             width=300)))
    c.append(case("float wraps below the shortest", block([fl("left", 100, 60), fl("left", 100, 20),
                                                           fl("left", 150, 30)], width=300)))
    c.append(case("float no higher than earlier float", block([fl("left", 200, 40), fl("right", 150, 20),
                                                               fl("left", 50, 10)], width=300)))
    c.append(case("float wider than block", block([fl("left", 400, 20), fl("left", 50, 20)], width=300)))
    c.append(case("float margins", block([fl("left", 50, 40, margin=10), fl("right", 50, 40, margin={"left": 5, "top": 15}),
                                          fl("left", 50, 20, margin={"left": -10})], width=300)))
    c.append(case("float percentages", block([fl("left", "25%", 40), fl("right", "50%", "10%",
                                                                        margin={"right": "5%"})], width=300, height=200)))
    c.append(case("float shrink-to-fit", block([fl("left", None, None, [box(60, 20), box(40, 30)]),
                                                fl("left", None, None, [box(None, 20)], padding=5)], width=300)))
    c.append(case("float shrink-to-fit text", block([fl("left", None, None, [text("lorem ipsum dolor")]),
                                                     fl("right", None, None, [text("sit amet consectetur adipiscing elit sed do")])],
                                                    width=300)))
    c.append(case("floating blocks", block([fl("left", None, None, [box(80, 20), box(50, 10)], display="block"),
                                            fl("right", 100, None, [box(None, 10, margin=5)], display="block")],
                                           width=300)))
    c.append(case("float after block and margin", block([box(None, 20, margin={"bottom": 16}), fl("left", 50, 50),
                                                         box(None, 30)], width=200)))
    c.append(case("float between collapsing margins", block([box(None, 20, margin={"bottom": 16}), fl("left", 50, 50),
                                                             box(None, 30, margin={"top": 40})], width=200)))
    c.append(case("float in nested blocks", block([box(None, 10), block([block([fl("left", 50, 30)],
                                                                                margin={"top": 10})], padding=5),
                                                   box(None, 10)], width=200)))
    c.append(case("floats from two blocks", block([block([fl("left", 60, 50)]), block([fl("left", 60, 30),
                                                                                       box(None, 10)])], width=200)))
    c.append(case("float in parent with margin", block([box(None, 10), block([fl("left", 50, 30), box(None, 10, margin={"top": 20})],
                                                                             margin={"top": 15})], width=200)))
    c.append(case("rtl floats", block([fl("left", 50, 40), fl("right", 60, 20), fl("left", 30, 30)], width=300,
                                      direction="rtl")))
    c.append(case("float relative inset", block([fl("left", 50, 40, inset={"top": 5, "left": 10}), fl("left", 50, 40)],
                                                width=300)))
    c.append(case("float with padding and border", block([fl("left", 50, 40, padding=5, border=2),
                                                          fl("left", None, None, [box(30, 30)], padding=5, border=2)],
                                                         width=300, padding=10, border=3)))
    c.append(case("float content-box", block([fl("left", 50, 40, padding=5, boxSizing="content-box"),
                                              fl("left", 50, 40, margin=3)], width=300, boxSizing="content-box",
                                             padding=4)))
    c.append(case("floats ignored in flex", node([fl("left", 50, 40), fl("right", 60, 20), box(30, 30)], width=300)))
    c.append(case("floats ignored in grid", node([fl("right", 50, 40), fl("left", 60, 20)], display="grid",
                                                 gridTemplateColumns="100px 100px", width=300)))
    c.append(case("zero-height float beside box above it", block([fl("right", 30, None, margin={"top": 5, "bottom": -5}),
                                                                   box(None, 20, margin={"top": -5})], width=200)))
    c.append(case("zero-height float beside box at its top", node([node([block([fl("left", 90), box(None, 20)])])],
                                                                  width=300)))
    c.append(case("floating block with own floats", block([fl("left", None, None, [fl("left", 30, 10, display="block"),
                                                                                     fl("left", 40, 20, display="block")],
                                                              display="block"), box(None, 10)], width=300)))
    return c


def clearance_cases():
    c = []
    for clear in ["left", "right", "both", "none"]:
        c.append(case(f"clear {clear}", block([fl("left", 50, 40), fl("right", 50, 60), box(None, 20, clear=clear)],
                                             width=200)))
    c.append(case("clear with margin below floats", block([fl("left", 50, 40), box(None, 20, clear="left",
                                                                                  margin={"top": 60})], width=200)))
    c.append(case("negative clearance", block([box(None, 25, margin={"bottom": 25}), fl("left", 50, 50),
                                               box(None, 50, clear="left", margin={"top": 75})], width=300)))
    c.append(case("clearance past margins", block([box(None, 25, margin={"bottom": 25}), fl("left", 50, 50),
                                                   box(None, 50, clear="left", margin={"top": 40})], width=300)))
    c.append(case("empty block with clearance", block([fl("left", 100, 20, display="block"), empty(clear="both"),
                                                       node(clear="both", display="block", height=20, margin={"top": 100})],
                                                      width=100, border={"top": 1})))
    c.append(case("self-collapsing clear", block([block([fl("left", 100, 100, display="block"),
                                                         empty(clear="left", margin={"top": 40, "bottom": 140})]),
                                                  box(None, 100)], width=300)))
    c.append(case("forced clearance adjoining float", block([block([block([fl("left", 100, 50, display="block")]),
                                                                    node(clear="left", display="block", height=50,
                                                                         margin={"top": 400})])], width=100)))
    c.append(case("negative clearance adjoining float", block([block([block([fl("left", 100, 50, display="block"),
                                                                             empty(clear="left", margin={"top": 200})]),
                                                                      box(None, 50)])], width=100)))
    c.append(case("floats clear floats", block([fl("right", 96, 96), fl("right", 96, 96, clear="right"),
                                                fl("left", 50, 30), fl("left", 50, 30, clear="both")], width=500)))
    c.append(case("clear in nested block", block([fl("left", 50, 80), block([box(None, 10), block([box(None, 10)],
                                                                                                  clear="left")])],
                                                 width=200)))
    c.append(case("clear without floats", block([box(None, 10), box(None, 20, clear="both", margin={"top": 10})],
                                                width=200)))
    c.append(case("clear rtl", block([fl("left", 50, 40), fl("right", 60, 70), box(None, 20, clear="right")],
                                     width=200, direction="rtl")))
    return c


def context_cases():
    c = []
    c.append(case("flex box narrows beside float", block([fl("left", 50, 100), box(None, 50)], width=100)))
    c.append(case("hidden block narrows beside float", block([fl("left", 50, 100),
                                                              node([box(None, 10)], display="block", overflow="hidden",
                                                                   height=50)], width=100)))
    c.append(case("block beside float overlaps it", block([fl("left", 50, 100), block([box(None, 10)], height=50)],
                                                          width=100)))
    for margin in [20, -20, -60]:
        c.append(case(f"left margin {margin} beside float", block([fl("left", 50, 100),
                                                                   box(None, 50, margin={"left": margin})], width=100)))
    c.append(case("right margin beside float", block([fl("left", 50, 100), box(None, 50, margin={"right": 10})],
                                                     width=100)))
    c.append(case("fixed width beside float", block([fl("left", 50, 100), box(50, 50, margin={"right": 10}),
                                                     box(40, 20)], width=100)))
    c.append(case("too wide moves below float", block([fl("left", 150, 150), box(200, 150)], width=300)))
    c.append(case("pushed below stays below margin", block([fl("left", 50, 50), fl("left", 90, 100),
                                                            box(40, 10, margin={"top": 60})], width=100)))
    c.append(case("between left and right floats", block([fl("left", 50, 60), fl("right", 70, 30), box(None, 20),
                                                          box(None, 20), box(None, 20)], width=300)))
    c.append(case("auto margins beside float", block([fl("left", 100, 60), box(100, 20, margin={"left": "auto",
                                                                                              "right": "auto"}),
                                                      box(100, 20, margin={"left": "auto"})], width=300)))
    c.append(case("rtl beside float", block([fl("right", 50, 60), fl("left", 30, 20), box(None, 20), box(100, 20)],
                                            width=300, direction="rtl")))
    c.append(case("grid beside float", block([fl("left", 80, 60), node([box(None, 20), box(None, 20)], display="grid",
                                                                       gridTemplateColumns="1fr 1fr")], width=300)))
    c.append(case("avoids float from sibling subtree", block([block([fl("left", 50, 100)]),
                                                              node(display="block", overflow="hidden", height=50)],
                                                             width=100)))
    c.append(case("separates from adjoining float", block([block([block([fl("left", 200, 200)]),
                                                                  node(display="block", overflow="hidden", width=200,
                                                                       height=1, margin={"top": 200})])],
                                                          width=200, overflow="hidden")))
    c.append(case("narrow box beside adjoining float", block([block([block([fl("left", 50, 50)]),
                                                                     box(100, 10, margin={"top": 30})])],
                                                             width=200)))
    c.append(case("clear on formatting context", block([fl("left", 50, 40), box(None, 20, clear="left")], width=200)))
    c.append(case("formatting context holds floats", block([node([fl("left", 50, 40, display="block"), box(None, 10)],
                                                                 display="block", overflow="hidden"), box(None, 10)],
                                                           width=200)))
    c.append(case("block does not hold floats", block([block([fl("left", 50, 40)]), box(None, 10)], width=200)))
    c.append(case("root holds floats", block([fl("left", 50, 40, display="block"), fl("right", 30, 70)], width=200)))
    c.append(case("fixed height root", block([fl("left", 50, 140)], width=200, height=100)))
    c.append(case("shrink-to-fit holds floats", block([fl("left", None, None, [fl("left", 15, 10, display="block",
                                                                                  border=1) for _ in range(3)],
                                                          display="block"), empty(clear="both"),
                                                       fl("left", None, None, [fl("left", 120, 10, display="block",
                                                                                  border=1) for _ in range(4)],
                                                          display="block")], width=400, height=200)))
    c.append(case("max-content with floats", node([block([fl("left", 40, 20), fl("right", 30, 20), box(50, 10),
                                                          fl("left", 20, 10), box(None, 10, overflow="hidden"),
                                                          fl("left", 60, 10, clear="left")])],
                                                  alignItems="flex-start", width=400)))
    c.append(case("min-content with floats", node([block([fl("left", 40, 20), fl("right", 30, 20), box(50, 10)],
                                                          width="min-content")],
                                                  alignItems="flex-start", width=400)))
    c.append(case("float in flex item", node([block([fl("left", 40, 20), box(None, 10)]), box(50, 30)], width=300)))
    return c


def contain_cases():
    c = []
    for contain in ["layout", "paint", "content", "layout paint"]:
        c.append(case(f"contain {contain} holds margins",
                      block([box(None, 10, margin={"bottom": 10}),
                             node([box(None, 10, margin={"top": 20, "bottom": 20})], display="block", contain=contain),
                             box(None, 10, margin={"top": 10})], width=100, border=2)))
        c.append(case(f"contain {contain} holds floats", block([node([fl("left", 30, 30, display="block")],
                                                                     display="block", contain=contain),
                                                                box(None, 10)], width=100)))
        c.append(case(f"contain {contain} avoids floats", block([fl("left", 30, 30, display="block"),
                                                                 node([box(None, 10)], display="block",
                                                                      contain=contain, height=50)], width=100)))
    for contain in ["layout", "paint", "none"]:
        c.append(case(f"contain {contain} baseline", node([node([box(50, 30)], width=50, height=60),
                                                           node([box(50, 10)], contain=contain, width=50, height=20),
                                                           node([text("ab")], contain=contain, width=50)],
                                                          alignItems="baseline", width=200)))
    for contain in ["size", "strict", "size layout"]:
        c.append(case(f"contain {contain} block", block([box(None, 10), node([box(None, 30, margin=5)], display="block",
                                                                                  contain=contain, padding=4),
                                                          node([box(None, 30)], display="block", contain=contain,
                                                               height=20, minHeight=25), box(None, 10)], width=100)))
        c.append(case(f"contain {contain} flex items", node([node([box(80, 30)], contain=contain),
                                                             node([text("lorem ipsum")], contain=contain, padding=3),
                                                             node([box(40, 50)], contain=contain, width=60,
                                                                  alignSelf="flex-start"),
                                                             box(30, 20)], width=300, alignItems="flex-start")))
        c.append(case(f"contain {contain} stretched and shrink-to-fit",
                      node([node([box(80, 30)], contain=contain, flexGrow=1), block([box(50, 10)], contain=contain)],
                           width=300)))
        c.append(case(f"contain {contain} column", node([node([box(80, 30)], contain=contain),
                                                         node([box(None, 30)], contain=contain, minHeight=10)],
                                                        flexDirection="column", width=200, alignItems="flex-start")))
    c.append(case("contain layout block baseline", node([block([box(None, 20)], contain="layout", width=50),
                                                         block([box(None, 20), text("ab")], width=50)],
                                                        alignItems="baseline", width=200)))
    return c


def text_align_cases():
    c = []
    for align in ["-webkit-left", "-webkit-right", "-webkit-center", "left", "right", "center", "start", "end"]:
        for direction in ["ltr", "rtl"]:
            c.append(case(f"{align} {direction}", block([box(None, 50, maxWidth=100), box(None, 50, maxWidth=300),
                                                         box(80, 20, margin={"left": 10}),
                                                         box(80, 20, margin={"right": "auto"})],
                                                        width=200, height=200, textAlign=align, direction=direction)))
    c.append(case("inherited through blocks", block([block([box(100, 20), block([box(50, 10)], width=150)])],
                                                    width=200, textAlign="-webkit-center")))
    c.append(case("inherited through flex", block([node([block([box(50, 10)], width=150)], width=180)],
                                                  width=200, textAlign="-webkit-right")))
    c.append(case("overridden by child", block([block([box(100, 20)], textAlign="left"), box(100, 20)],
                                               width=200, textAlign="-webkit-center")))
    c.append(case("center beside float", block([fl("left", 50, 60), box(100, 20)], width=300,
                                               textAlign="-webkit-center")))
    c.append(case("right with padding", block([box(100, 20, margin={"left": 10, "right": 5})], width=200,
                                              padding={"left": 7, "right": 13}, textAlign="-webkit-right")))
    return c


def corner_cases():
    """Corner cases of clearance and margin collapsing found by the random sweeps (reduced), as
    Chromium decides them."""
    trees = [["margins collapsing with cleared top stay inside", {"style": {"display": "block"}, "children": [{"style": {"float": "left", "height": 60}}, {"style": {"display": "block", "clear": "both"}, "children": [{"style": {"display": "block", "margin": {"top": 0, "bottom": 10}, "clear": "right"}}]}]}], ["forced clearance not above content top", {"children": [{"style": {"display": "block"}, "children": [{"style": {"float": "left"}}, {"style": {"margin": {"top": 5, "bottom": 10}}}, {"style": {"display": "block"}, "children": [{"style": {"float": "right"}}, {"style": {"clear": "left"}}]}]}]}], ["cleared empty box keeps following margins inside", {"style": {"display": "block"}, "children": [{"style": {"float": "right", "height": 20}}, {"style": {"display": "block"}, "children": [{"style": {"display": "block"}, "children": [{"style": {"display": "block", "clear": "both"}}, {"style": {"display": "block", "margin": {"top": -5, "bottom": 0}}}]}]}]}], ["empty box clearance judged from margin start", {"style": {"display": "block"}, "children": [{"style": {"float": "right", "height": 20}}, {"style": {"display": "block", "margin": {"top": 10, "bottom": 10}}, "children": [{"style": {"display": "block"}, "children": [{"style": {"display": "block", "margin": {"top": -5, "bottom": 20}, "clear": "both"}}]}]}]}], ["negative margin after empty cleared box", {"style": {"display": "block"}, "children": [{"style": {"float": "right"}}, {"style": {"display": "block"}, "children": [{"style": {"display": "block"}, "children": [{"style": {"display": "block", "clear": "both"}}, {"style": {"margin": {"top": -5, "bottom": 0}}}]}]}]}], ["clearance judged after margins collapse through", {"style": {"display": "block"}, "children": [{"style": {"float": "left", "height": 10}}, {"style": {"display": "block"}, "children": [{"style": {"margin": {"top": 20, "bottom": -5}, "clear": "left"}}]}]}], ["forced clearance inherited adjoining floats", {"style": {"display": "block"}, "children": [{"style": {"display": "block"}, "children": [{"style": {"float": "left"}}, {"style": {"display": "block"}, "children": [{"style": {"margin": {"top": 10, "bottom": 20}, "clear": "left"}}]}]}]}], ["cleared formatting context gives its margin to container", {"style": {"display": "block"}, "children": [{"style": {"float": "right"}}, {"style": {"display": "block"}, "children": [{"style": {"display": "block"}, "children": [{"style": {"margin": {"top": -5, "bottom": 20}, "clear": "both"}}]}]}]}]]
    return [case(name, tree) for name, tree in trees]


def random_tree(rng, depth):
    """A block with floats (either side, sized or shrink-to-fit), cleared boxes, formatting
    contexts and nested blocks, with margins that collapse."""
    children = []
    for _ in range(rng.randint(1, 5)):
        kind = rng.random()
        margin = {side: rng.choice([0, 0, 5, 10, -5, 20]) for side in ["top", "bottom"]}
        clear = rng.choice(["none"] * 4 + ["left", "right", "both"])
        style = {"margin": margin}
        if clear != "none":
            style["clear"] = clear
        if kind < 0.35:
            w = rng.choice([None, 30, 60, 90, "30%"])
            h = rng.choice([10, 20, 40, 60])
            inner = [box(rng.choice([20, 40, 70]), 10)] if w is None else None
            children.append(fl(rng.choice(["left", "right"]), w, h, inner, **style))
        elif kind < 0.6 and depth > 0:
            children.append(node([random_tree(rng, depth - 1)] if rng.random() < 0.3 else
                                 random_tree(rng, depth - 1)["children"], display="block", **style))
        elif kind < 0.8:
            children.append(box(rng.choice([None, None, 50, 120]), rng.choice([10, 20, 30]), **style))
        else:
            children.append(node([box(None, 10)], display="block", height=rng.choice([None, 20]), **style))
    return block(children, padding=rng.choice([0, 0, 3]), width=rng.choice([None, 150, 220]))


def random_cases(count, seed):
    rng = random.Random(seed)
    cases = []
    for i in range(count):
        tree = random_tree(rng, 2)
        tree["style"]["width"] = rng.choice([150, 220, 300])
        if rng.random() < 0.2:
            tree["style"]["direction"] = "rtl"
        cases.append(case(f"float-random-{seed}-{i}", tree))
    return cases


def float_families():
    return {"float-placement": placement_cases(), "float-clearance": clearance_cases(),
            "float-contexts": context_cases(), "float-corners": corner_cases(), "contain": contain_cases(), "text-align-legacy": text_align_cases(),
            "float-random": random_cases(60, 31)}
