"""Hand-written fixture family for spanning grid items whose contribution exceeds the growth limits
of the tracks they span (issue 21, the shapes of Taffy's `grid_content_sized_columns_max_content_*`
and `grid_span_2_max_content_minmax_*` Chrome fixtures): CSS Grid §11.5.1 gives the space left once
every track is frozen at its limit to the tracks with an intrinsic maximum (a max-content or auto one
for max-content contributions), and to all of them only where none has one; a fixed maximum track
keeps its size. generate.py adds it to its families."""
from generate import box, case, node, text


def grid(children, **style):
    return node(children, display="grid", **style)


def grid_beyond_limits_cases():
    c = []
    spanning = text("XX\u200bXX\u200bXX\u200bXX\u200bXX\u200bXX\u200bXX", gridRow="1", gridColumn="1 / -1")
    for middle in ["minmax(max-content, 20px)", "minmax(min-content, 20px)", "minmax(auto, 20px)", "20px",
                   "minmax(max-content, min-content)", "max-content", "auto"]:
        for outer in ["max-content", "auto", "min-content"]:
            c.append(case(f"{outer} {middle} {outer}", grid(
                [text("X\u200bX\u200bX\u200bX\u200bX", gridRow="1", gridColumn="1"),
                 text("X\u200bX\u200bX", gridRow="1", gridColumn="3"), spanning],
                gridTemplateColumns=f"{outer} {middle} {outer}", width=300)))
    for second in ["minmax(max-content, min-content)", "minmax(min-content, max-content)", "fit-content(10px)"]:
        c.append(case(f"span 2 max-content {second}", grid(
            [text("HHHH\u200bHHHH", gridColumn="1 / span 2"), node(), node()],
            gridTemplateColumns=f"max-content {second}", gridTemplateRows="40px 40px")))
    c.append(case("rows beyond limits", grid(
        [text("ab cd ef gh", width=20, gridRow="1 / span 2"), box(10, 15, gridRow="1", gridColumn="2")],
        gridTemplateRows="auto minmax(auto, 10px)", gridTemplateColumns="20px 10px")))
    return c


def grid_beyond_limits_families():
    return {"grid-beyond-limits": grid_beyond_limits_cases()}
