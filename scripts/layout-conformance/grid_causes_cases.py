"""Hand-written fixture families for causes of disagreement the random grid sweeps found
(`sweep.py --kind grid`, reduced with reduce.py; issue 21), one family per cause, each case a
reduced tree or a variant of it:

- `grid-indefinite-item-height`: a grid item whose height comes from its content (auto, and not
  stretched: `start`, `center`, `end` alignment, or auto margins) has no definite height for the
  percentages inside it (CSS Sizing 3 §5.1), which behave as auto; a stretched item's or a sized
  item's height is definite.

generate.py adds them to its families."""
from generate import box, case, node, text


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


def grid_causes_families():
    return {"grid-indefinite-item-height": indefinite_item_height_cases()}
