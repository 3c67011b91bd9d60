"""Grid line numbers, spans and repeat counts far past what UI grids use (Taffy's
`grid_overlarge_*` pages): Chromium places them as written (it measured lines past 5,000,000),
TesseraLayout clamps at 100,000 (GridLimits), so every value here, up to ±32,768 lines and
80,000 explicit tracks, must match Chromium exactly. The tracks are 1px or 2px so every track
moves a frame. (A negative row line in a grid of auto height is left out: Chromium drops the
implicit rows before the explicit grid there, a quirk TesseraLayout does not copy.)
generate.py adds them to its families."""
from generate import box, case, node


def grid(children, **style):
    return node(children, display="grid", **style)


def limit_cases():
    c = []
    thin = dict(gridAutoColumns="1px", gridAutoRows="1px")
    for start in ["10000", "10001", "32767", "-10000", "-10001", "-32768"]:
        c.append(case(f"column start {start}", grid([box(20, 20, gridColumn=start), box(10, 10, gridColumn="1")],
                                                    **thin)))
    for placement in ["1 / span 20000", "9990 / span 50", "span 50 / -9995", "-15000 / 15000", "span 10000 / -1",
                      "-10001 / span 10000", "-9990 / span 19990", "9995 / span 10", "span 10000 / -32768",
                      "32767 / span 10000"]:
        c.append(case(f"column {placement}", grid([box(h=20, gridColumn=placement), box(10, 10, gridColumn="1")],
                                                  **thin)))
    c.append(case("row start 10000 then auto items", grid([box(20, 20, gridRow="10000"), box(20, 20), box(20, 20)],
                                                          **thin)))
    c.append(case("row span 9990 / span 50", grid([box(20, 20, gridRow="9990 / span 50"), box(20, 20)], **thin)))
    c.append(case("auto span 15000", grid([box(h=20, gridColumn="span 15000"), box(20, 20)], **thin)))
    c.append(case("column flow row span 15000", grid([box(20, 20, gridRow="span 15000"), box(20, 20)],
                                                     gridAutoFlow="column", **thin)))
    return c


def repeat_cases():
    c = []
    last = dict(gridColumn="-2")
    for columns in ["repeat(10000, 1px)", "repeat(10001, 1px)", "repeat(32768, 1px) 5px", "repeat(40000, 1px 2px)",
                    "3px repeat(9999, 1px 2px)", "repeat(9990, 1px) repeat(auto-fill, 1px 1px 1px)",
                    "repeat(9995, 1px) repeat(auto-fit, 1px 1px)", "repeat(auto-fill, 1px)"]:
        c.append(case(f"columns {columns}", grid([box(h=10), box(h=10, **last), box(h=10, gridColumn="9000 / 9001")],
                                                 gridTemplateColumns=columns, width=30000, gridAutoColumns="7px")))
    c.append(case("explicit 10000 then line 10001", grid([box(h=20, gridColumn="10001 / 10002"), box(h=20)],
                                                         gridTemplateColumns="repeat(10001, 1px)",
                                                         gridAutoColumns="7px")))
    c.append(case("negative line with 9000 explicit",
                  grid([box(20, 20, gridColumn="-19005"), box(20, 20, gridColumn="9000")],
                       gridTemplateColumns="repeat(9000, 1px)")))
    return c


def grid_limits_families():
    return {"grid-limits-lines": limit_cases(), "grid-limits-repeat": repeat_cases()}
