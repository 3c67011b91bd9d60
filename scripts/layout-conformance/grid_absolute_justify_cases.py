"""Hand-written fixture family for absolutely positioned children of a grid container placed by
their static position in the inline axis (issue 21, the shapes of Taffy's `grid_absolute_justify_*`
and `grid_absolute_layout_within_border_static` Chrome fixtures): without horizontal insets,
`justify-self` (or the container's `justify-items`) puts the child at the start, center or end of
its area, the grid's padding box where it names no lines (CSS Grid §9.2, CSS Box Alignment §6.1),
as `align-self` does vertically; `self-start`/`self-end` follow the child's direction, and `stretch`
leaves it at the start. generate.py adds it to its families."""
from generate import box, case, node

TRACKS = {"gridTemplateColumns": "40px 40px 40px", "gridTemplateRows": "40px 40px 40px"}


def grid(children, **style):
    return node(children, display="grid", **style)


def absolute(w, h, **style):
    return box(w, h, position="absolute", **style)


def grid_absolute_justify_cases():
    c = []
    for direction in ["ltr", "rtl"]:
        d = {"direction": direction}
        for justify in ["start", "end", "center", "stretch", "self-start", "self-end"]:
            c.append(case(f"{direction} justify-self {justify}",
                          grid([absolute(20, 20, justifySelf=justify), absolute(60, 60, justifySelf=justify),
                                absolute(20, 20, justifySelf=justify, direction="rtl" if direction == "ltr" else "ltr")],
                               width=120, height=120, **TRACKS, **d)))
        c.append(case(f"{direction} justify-items end", grid([absolute(20, 20), absolute(20, 20, justifySelf="start")],
                                                             justifyItems="end", width=120, height=120, **TRACKS, **d)))
        c.append(case(f"{direction} border and padding", grid(
            [absolute(50, 50, alignSelf="start", justifySelf="start"),
             absolute(50, 50, alignSelf="end", justifySelf="end"),
             absolute(50, 50, alignSelf="center", justifySelf="center", margin=10),
             absolute(50, 50, alignSelf="end", justifySelf="end", margin=10)],
            width=100, height=100, border=10, padding=10, **d)))
        c.append(case(f"{direction} in an area", grid(
            [absolute(20, 20, gridColumn="2 / 4", gridRow="2", justifySelf="end"),
             absolute(20, 20, gridColumn="2", justifySelf="center"),
             absolute(20, 20, gridColumn="1 / 3", justifySelf="center", inset={"top": 5})],
            width=120, height=120, **TRACKS, **d)))
        c.append(case(f"{direction} inset wins", grid([absolute(20, 20, justifySelf="end", inset={"left": 10})],
                                                      width=120, height=120, **TRACKS, **d)))
    return c


def grid_absolute_justify_families():
    return {"grid-absolute-justify": grid_absolute_justify_cases()}
