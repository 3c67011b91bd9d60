"""Random CSS Grid trees for the held-out sweeps (sweep.py --kind grid).

Track lists draw from px, %, fr, auto, min-content, max-content, minmax() and repeat() (a count, or
auto-fill / auto-fit of fixed sizes); items are placed by line numbers (negative too), spans or
automatically (row or column flow); containers have gaps, padding, borders and every alignment
property we support in a grid; leaves are synthetic text, fixed-size content or sized boxes, and
some items are flex containers holding a grid or more items, some roots are flex rows and columns
of grids. Only what TesseraLayout supports in a grid is drawn (no baseline alignment, named lines,
dense packing, fit-content()), so every disagreement is a bug or a documented difference.
"""
import random

from generate import ALIGN_CONTENT, case, image, node, random_text

FIXED = ["20px", "40px", "60px", "10%", "25%", "50%"]
FLEX = ["1fr", "2fr", "0.5fr"]
INTRINSIC = ["auto", "min-content", "max-content"]


def track(rng):
    """One track size (no repeat)."""
    kind = rng.random()
    if kind < 0.3:
        return rng.choice(FIXED)
    if kind < 0.5:
        return rng.choice(FLEX)
    if kind < 0.75:
        return rng.choice(INTRINSIC)
    low = rng.choice(["0", "20px", "10%", "auto", "min-content", "max-content"])
    high = rng.choice(["40px", "30%", "1fr", "auto", "min-content", "max-content"])
    return f"minmax({low}, {high})"


def track_list(rng):
    """One to four sizes, sometimes with a repeat(count) or repeat(auto-fill/auto-fit) of fixed sizes."""
    kind = rng.random()
    if kind < 0.15:
        # CSS's <auto-track-list>: beside an auto repeat only fixed sizes (else the list is invalid).
        sizes = [rng.choice(FIXED + ["minmax(20px, 1fr)", "minmax(auto, 40px)"]) for _ in range(rng.randint(0, 2))]
        sizes.insert(rng.randint(0, len(sizes)), f"repeat({rng.choice(['auto-fill', 'auto-fit'])}, "
                                                 f"{rng.choice(['30px', '50px', 'minmax(40px, 1fr)', '20%'])})")
        return " ".join(sizes)
    sizes = [track(rng) for _ in range(rng.randint(1, 3))]
    if kind < 0.35:
        sizes.insert(rng.randint(0, len(sizes)), f"repeat({rng.randint(2, 3)}, {track(rng)})")
    return " ".join(sizes)


def line(rng):
    return rng.choice([1, 2, 3, 4, -1, -2])


def placement(rng):
    """A grid-row / grid-column value: auto, a line, a span, or both ends."""
    kind = rng.random()
    if kind < 0.45:
        return None
    if kind < 0.6:
        return str(line(rng))
    if kind < 0.75:
        return f"span {rng.randint(1, 3)}"
    if kind < 0.88:
        start = rng.randint(1, 3)
        return f"{start} / {start + rng.randint(1, 2)}"
    return f"{rng.choice([1, 2, 'auto'])} / span {rng.randint(2, 3)}"


def leaf(rng):
    kind = rng.random()
    if kind < 0.45:
        return random_text(rng, words=5, letters=6)
    if kind < 0.6:
        return image(rng.choice([10, 30, 50]), rng.choice([10, 20, 40]))
    style = {}
    if rng.random() < 0.7:
        style["width"] = rng.choice([20, 45, 80, "50%", "100%"])
    if rng.random() < 0.7:
        style["height"] = rng.choice([10, 25, 60, "50%"])
    return node(**style)


def item(rng, depth):
    """A grid item: a leaf, a nested grid, or a flex container (a row or column of leaves, or of a grid)."""
    kind = rng.random()
    if depth > 0 and kind < 0.2:
        out = grid(rng, depth - 1)
    elif depth > 0 and kind < 0.35:
        children = [grid(rng, depth - 1) if rng.random() < 0.3 else leaf(rng) for _ in range(rng.randint(1, 3))]
        out = node(children, flexDirection=rng.choice(["row", "column"]), flexWrap=rng.choice(["nowrap", "wrap"]))
    else:
        out = leaf(rng)
    style = out.setdefault("style", {})
    for key in ("gridRow", "gridColumn"):
        value = placement(rng)
        if value is not None:
            style[key] = value
    if rng.random() < 0.25:
        style["justifySelf"] = rng.choice(["start", "end", "center", "stretch"])
    if rng.random() < 0.25:
        style["alignSelf"] = rng.choice(["flex-start", "flex-end", "center", "stretch"])
    if rng.random() < 0.15:
        style["margin"] = rng.choice([5, "auto", {"left": 10, "top": 4}])
    if rng.random() < 0.1:
        style["minWidth"] = 0
    if not style:
        del out["style"]
    return out


def grid(rng, depth, width=None, height=None):
    style = {"display": "grid", "gridTemplateColumns": track_list(rng)}
    if rng.random() < 0.6:
        style["gridTemplateRows"] = track_list(rng)
    if rng.random() < 0.3:
        style["gridAutoRows"] = rng.choice(["20px", "auto", "min-content", "1fr", "minmax(10px, auto)", "30px auto"])
    if rng.random() < 0.2:
        style["gridAutoColumns"] = rng.choice(["40px", "auto", "1fr", "max-content"])
    if rng.random() < 0.3:
        style["gridAutoFlow"] = "column"
    if rng.random() < 0.5:
        style["gap"] = rng.choice([4, 10, {"row": 6, "column": 12}])
    if rng.random() < 0.3:
        style["padding"] = rng.choice([5, 12])
    if rng.random() < 0.2:
        style["border"] = 3
    if rng.random() < 0.3:
        style["justifyItems"] = rng.choice(["start", "end", "center", "stretch"])
    if rng.random() < 0.3:
        style["alignItems"] = rng.choice(["flex-start", "flex-end", "center", "stretch"])
    if rng.random() < 0.3:
        style["justifyContent"] = rng.choice(["normal", "flex-start", "flex-end", "center", "stretch", "space-between",
                                              "space-around", "space-evenly"])
    if rng.random() < 0.3:
        style["alignContent"] = rng.choice(ALIGN_CONTENT)
    if width is not None:
        style["width"] = width
    elif rng.random() < 0.3:
        style["width"] = rng.choice([150, 300, "80%"])
    if height is not None:
        style["height"] = height
    elif rng.random() < 0.2:
        style["height"] = rng.choice([120, 250])
    children = [item(rng, depth) for _ in range(rng.randint(1, 7))]
    return node(children, **style)


def grid_random_cases(count, seed):
    """`count` random grid trees: a grid root in a viewport, or a flex row or column of grids."""
    rng = random.Random(seed)
    cases = []
    for i in range(count):
        width = rng.choice([None, 240, 400])
        height = rng.choice([None, None, 300])
        if rng.random() < 0.75:
            tree = grid(rng, rng.randint(0, 2))
        else:
            tree = node([grid(rng, rng.randint(0, 1)) if rng.random() < 0.7 else random_text(rng)
                         for _ in range(rng.randint(1, 3))],
                        flexDirection=rng.choice(["row", "column"]), flexWrap=rng.choice(["nowrap", "wrap"]))
        if rng.random() < 0.2:
            tree.setdefault("style", {})["direction"] = "rtl"
        cases.append(case(f"grid-{seed}-{i}", tree, width=width, height=height))
    return cases
