"""Hand-written fixture family for a grid item's minimum contribution in a track with an `auto`
minimum and a fixed maximum (issue 21, the shapes of Taffy's `grid_minmax_auto_percent_indefinite`
and `grid_intrinsic_track_sizes_001_*` Chrome fixtures): CSS Grid §6.6 limits the content-based
automatic minimum by the track's fixed maximum — a percentage one too, once the container's size
resolves it — but not a set `min-width`/`min-height` or size, which is the minimum as it is; never
below padding and border. generate.py adds it to its families."""
from generate import box, case, node, text


def grid(children, **style):
    return node(children, display="grid", **style)


def grid_minimum_cases():
    c = []
    for limit in ["20%", "50%", "10px"]:
        c.append(case(f"columns minmax auto {limit} in auto width", node([grid(
            [text("HH\u200bHH")], gridTemplateColumns=f"minmax(auto, {limit})", gridTemplateRows="40px")],
            alignItems="flex-start")))
        c.append(case(f"columns minmax auto {limit} in 100px", grid(
            [text("HHHH\u200bHH"), text("H")], gridTemplateColumns=f"minmax(auto, {limit}) auto", width=100)))
        c.append(case(f"rows minmax auto {limit} in 100px", grid(
            [text("HH HH HH", width=20)], gridTemplateRows=f"minmax(auto, {limit})", height=100, width=50)))
    for name, style in [("min-width", {"minWidth": 12, "minHeight": 12}), ("width", {"width": 12, "height": 12}),
                        ("padding", {"padding": 7}), ("nothing", {})]:
        c.append(case(f"minmax auto 10px with {name}", grid(
            [text("XXX\u200bXX\u200bX", gridColumn="1 / span 1", gridRow="1 / span 1", **style),
             node(gridColumn="1", gridRow="1")],
            gridTemplateColumns="minmax(auto, 10px)", gridTemplateRows="minmax(auto, 10px)",
            width=120, height=120, border=3)))
    c.append(case("minmax auto percent with min-width", node([grid(
        [text("HH\u200bHH", minWidth=15)], gridTemplateColumns="minmax(auto, 20%)")], alignItems="flex-start")))
    c.append(case("minmax auto fixed spanning two", grid(
        [text("HHHH\u200bHHHH", gridColumn="1 / span 2"), box(5, 10)],
        gridTemplateColumns="minmax(auto, 10px) minmax(auto, 10px)", width=100)))
    return c


def grid_minimum_families():
    return {"grid-content-minimum": grid_minimum_cases()}
