"""CSS Grid fixture families for named lines (§7.2.2, §8.3), grid-template-areas (§7.3), dense
auto-placement (§8.5), fit-content() tracks (§7.2.4, §11.5) and baseline-aligned items in rows
(§10.6, §11.5). generate.py adds them to its families; each case is small enough to read by eye."""
from generate import box, case, node, text
from grid_cases import cells, grid


def named_line_cases():
    c = []
    cols = "[a] 50px [b c] 60px [d] 70px [e]"
    for placement in ["a / c", "b / e", "c", "a / span d", "span c / e", "d 1 / a -1", "a 2", "b / span 2",
                      "span b / 3", "nowhere", "nowhere 2 / span 2", "e / span a", "-2 / d"]:
        c.append(case(f"column {placement}", grid([box(gridColumn=placement), box()],
                                                  gridTemplateColumns=cols, gridAutoColumns="20px",
                                                  gridAutoRows="20px")))
    rep = "[s] 30px repeat(3, [x] 40px [y]) [t] 50px [s]"
    for placement in ["x 2 / y 3", "y -1 / t", "s 2", "s / s 2", "span x 2 / t", "x 3 / span y 2", "x 4", "y 5 / x"]:
        c.append(case(f"repeat {placement}", grid([box(gridColumn=placement, gridRow=1), box()],
                                                  gridTemplateColumns=rep, gridAutoColumns="15px",
                                                  gridAutoRows="20px")))
    c.append(case("auto-fill names", grid([box(gridColumn="col 3 / col-end 4"), box(gridColumn="col -1"), box()],
                                          gridTemplateColumns="repeat(auto-fill, [col] 40px [col-end])",
                                          gridAutoRows="20px", width=210)))
    c.append(case("row names", grid([box(gridRow="top / bottom"), box(gridRow="mid", gridColumn="2"), box()],
                                    gridTemplateRows="[top] 30px [mid] 40px [bottom]", gridTemplateColumns="50px 50px",
                                    width=200)))
    c.append(case("names without spaces", grid([box(gridColumn="b / c")],
                                               gridTemplateColumns="[a]40px[b]50px[c]", gridAutoRows="20px")))
    c.append(case("explicit start end names as area", grid([box(gridColumn="main"), box()],
                                                           gridTemplateColumns="[main-start] 50px 60px [main-end] 30px",
                                                           gridAutoRows="20px")))
    c.append(case("span named before explicit", grid([box(gridColumn="span a 2 / 2"), box()],
                                                     gridTemplateColumns="[a] 50px [a] 60px", gridAutoColumns="25px",
                                                     gridAutoRows="20px")))
    return c


def area_cases():
    c = []
    areas = ["head head head", "nav main side", "nav foot foot"]
    c.append(case("holy grail", grid([box(gridArea="head"), box(gridArea="nav"), box(gridArea="main"),
                                      box(gridArea="side"), box(gridArea="foot")],
                                     gridTemplateAreas=areas, gridTemplateColumns="60px 1fr 50px",
                                     gridTemplateRows="30px 1fr 20px", width=300, height=200, gap=5)))
    c.append(case("areas with dots", grid([box(gridArea="a"), box(gridArea="b"), box(), box()],
                                          gridTemplateAreas=["a . b", "a ... b", ". . b"],
                                          gridTemplateColumns="40px 40px 40px", gridAutoRows="25px")))
    c.append(case("areas larger than templates", grid([box(gridArea="z"), box(gridArea="y"), box()],
                                                      gridTemplateAreas=["x y y z", "x y y z"],
                                                      gridTemplateColumns="30px", gridAutoColumns="45px",
                                                      gridAutoRows="20px", width=300)))
    c.append(case("area lines by name", grid([box(gridColumn="main-start / side-end", gridRow="head-end"),
                                              box(gridColumn="head", gridRow="foot"), box(gridRow="nav-start / main-end")],
                                             gridTemplateAreas=areas, gridTemplateColumns="60px 70px 50px",
                                             gridAutoRows="25px")))
    c.append(case("grid-area four lines", grid([box(gridArea="2 / 1 / 4 / 3"), box(gridArea="head / side"),
                                                box(gridArea="main / nav / foot / main")],
                                               gridTemplateAreas=areas, gridTemplateColumns="60px 70px 50px",
                                               gridAutoRows="25px")))
    c.append(case("unknown area", grid([box(gridArea="nope"), box(), box(gridColumn="nope / span 2")],
                                       gridTemplateAreas=["a b"], gridTemplateColumns="60px 70px", gridAutoColumns="30px",
                                       gridAutoRows="25px")))
    c.append(case("area and auto items", grid([box(), box(gridArea="big"), box(), box(), box()],
                                              gridTemplateAreas=[". big big", ". big big"],
                                              gridTemplateColumns="repeat(3, 50px)", gridAutoRows="20px")))
    c.append(case("areas rtl", grid([box(gridArea="a"), box(gridArea="b")], gridTemplateAreas=["a a b"],
                                    gridTemplateColumns="40px 50px 60px", gridAutoRows="20px", direction="rtl",
                                    width=200)))
    c.append(case("area with text", grid([text("lorem ipsum dolor", gridArea="t"), text("ab cd", gridArea="s")],
                                         gridTemplateAreas=["t s", "t ."], width=150)))
    c.append(case("css string areas", grid([box(gridArea="b"), box(gridArea="a")],
                                           gridTemplateAreas='"a b" "a b"', gridTemplateColumns="50px 50px",
                                           gridAutoRows="20px")))
    return c


def dense_cases():
    c = []
    for flow in ["row", "row dense", "dense", "column", "column dense"]:
        kids = [box(gridColumn="span 2"), box(gridColumn="span 3"), box(), box(), box(gridColumn="span 2"), box()]
        rows_cols = {"gridTemplateColumns": "repeat(4, 30px)", "gridAutoRows": "20px"}
        if flow.startswith("column"):
            kids = [box(gridRow="span 2"), box(gridRow="span 3"), box(), box(), box(gridRow="span 2"), box()]
            rows_cols = {"gridTemplateRows": "repeat(4, 20px)", "gridAutoColumns": "30px"}
        c.append(case(f"holes {flow}", grid(kids, gridAutoFlow=flow, **rows_cols)))
    c.append(case("dense with locked rows", grid([box(gridColumn="span 3"), box(gridRow="1"), box(gridRow="2"),
                                                 box(gridColumn="2"), box()],
                                                gridAutoFlow="row dense", gridTemplateColumns="repeat(4, 30px)",
                                                gridAutoRows="20px")))
    c.append(case("dense with definite column", grid([box(gridColumn="span 2"), box(gridColumn="span 2"), box(gridColumn="1"),
                                                     box(gridColumn="4"), box()],
                                                    gridAutoFlow="dense", gridTemplateColumns="repeat(3, 30px)",
                                                    gridAutoRows="20px")))
    c.append(case("dense mixed spans", grid([box(gridColumn="span 2", gridRow="span 2"), box(gridColumn="span 3"), box(),
                                            box(gridRow="span 2"), box(gridColumn="span 2"), box(), box()],
                                           gridAutoFlow="row dense", gridTemplateColumns="repeat(4, 30px)",
                                           gridAutoRows="20px")))
    c.append(case("dense with area", grid([box(gridColumn="span 2"), box(gridArea="x"), box(), box()],
                                          gridAutoFlow="dense", gridTemplateAreas=["x . .", "x . ."],
                                          gridTemplateColumns="repeat(3, 30px)", gridAutoRows="20px")))
    return c


def fit_content_cases():
    words = "lorem ipsum dolor sit amet"
    c = []
    for cols in ["fit-content(50px) 1fr", "fit-content(200px) 1fr", "fit-content(30%) auto", "fit-content(80px) fit-content(80px)",
                 "fit-content(0) 1fr", "fit-content(100px) auto auto", "repeat(2, fit-content(70px))",
                 "fit-content(40px) minmax(0, 1fr)"]:
        for width in [300, 100]:
            c.append(case(f"text {cols} in {width}", grid([text(words), text("ab cd"), text("x")],
                                                          gridTemplateColumns=cols, width=width)))
    c.append(case("fit-content boxes", grid([box(120, 10), box(30, 10), box(10, 10)],
                                            gridTemplateColumns="fit-content(60px) fit-content(60px) fit-content(60px)",
                                            justifyContent="flex-start", width=300)))
    c.append(case("fit-content rows", grid([box(20, 80), box(20, 10), box(20, 30)],
                                           gridTemplateRows="fit-content(50px) fit-content(50px)",
                                           gridTemplateColumns="40px 40px", alignContent="flex-start", height=200,
                                           width=100)))
    c.append(case("fit-content span", grid([text(words, gridColumn="span 2"), text("ab")],
                                           gridTemplateColumns="fit-content(60px) fit-content(40px)",
                                           justifyContent="flex-start", width=300)))
    c.append(case("fit-content in max-content grid", node_col(grid([text(words), text("ab cd")],
                                                                   gridTemplateColumns="fit-content(70px) auto"))))
    c.append(case("fit-content percent in auto grid", node_col(grid([text(words), box(30, 10)],
                                                                    gridTemplateColumns="fit-content(50%) auto"))))
    return c


def baseline_cases():
    c = []
    kids = lambda: [text("ab", lh=20), text("cd ef", lh=12), box(30, 25), text("gh ijk lmn", lh=16, width=40),
                    box(20, 10, margin={"top": 8, "bottom": 0, "left": 0, "right": 0}), text("op", lh=10, padding=6)]
    for name, extra in [("auto rows", {}), ("fixed rows", {"gridAutoRows": "60px"}),
                        ("gap and padding", {"rowGap": 7, "padding": 5, "border": 2}),
                        ("align-content end", {"alignContent": "flex-end", "height": 250})]:
        c.append(case(f"align-items baseline {name}", grid(kids(), gridTemplateColumns="60px 60px 60px",
                                                           alignItems="baseline", width=200, **extra)))
    c.append(case("align-self baseline mixed", grid([text("ab", lh=20, alignSelf="baseline"), text("cd", lh=12),
                                                    text("ef", lh=8, alignSelf="baseline"), box(10, 40)],
                                                   gridTemplateColumns="repeat(4, 40px)", width=200)))
    c.append(case("baseline row span", grid([text("ab", lh=30, gridRow="span 2"), text("cd", lh=12), box(20, 20),
                                            text("ef", lh=14)],
                                           gridTemplateColumns="50px 50px", alignItems="baseline", width=120)))
    c.append(case("baseline with auto margin", grid([text("ab", lh=30), text("cd", lh=12, margin={"top": "auto", "bottom": 0, "left": 0, "right": 0}),
                                                    text("ef", lh=12)],
                                                   gridTemplateColumns="50px 50px 50px", gridAutoRows="50px",
                                                   alignItems="baseline", width=200)))
    c.append(case("baseline nested items", grid([node([text("ab", lh=10), text("cd", lh=24)], padding=3),
                                                grid([text("x", lh=18), text("yy", lh=9)], gridTemplateColumns="auto auto"),
                                                text("zz", lh=14)],
                                               gridTemplateColumns="80px 80px 60px", alignItems="baseline", width=240)))
    c.append(case("grid baseline from aligned items", node([grid([box(20, 30), text("ab", lh=12, alignSelf="baseline"),
                                                                 text("cd", lh=22, alignSelf="baseline")],
                                                                gridTemplateColumns="auto auto auto"), text("x", lh=14)],
                                                          alignItems="baseline", width=300)))
    c.append(case("baseline column flow", grid([text("ab", lh=20), text("cd", lh=10), text("ef", lh=15), text("gh", lh=5)],
                                              gridAutoFlow="column", gridTemplateRows="auto auto", alignItems="baseline",
                                              gridAutoColumns="50px", width=200)))
    c.append(case("baseline wrapped text", grid([text("aa bb cc", lh=10), text("dd", lh=25), box(10, 10)],
                                                gridTemplateColumns="30px auto 1fr", alignItems="baseline", width=150)))
    c.extend(contentless_baseline_cases())
    return c


def contentless_baseline_cases():
    """Baselines of items without text (synthesized from border boxes, or from nested items),
    in the shapes of Taffy's Chrome-rendered grid baseline fixtures."""
    g = lambda kids=None, **style: grid(kids or [], **style)
    root = dict(alignItems="baseline", width=100, height=100)
    two_columns = dict(gridTemplateColumns="auto auto", **root)
    c = []
    c.append(case("contentless nested child", grid([g(width=50, height=50), g([g(width=50, height=10)], width=50, height=20)],
                                                   gridTemplateColumns="50px 50px", **root)))
    c.append(case("contentless margins", grid([g(width=50, height=50, margin=5),
                                               g([g(width=50, height=10, margin=5)], width=50, height=20)],
                                              gridTemplateColumns="60px 40px", **root)))
    c.append(case("contentless margin percent", grid([g(width=50, height=50, margin="5%"),
                                                      g([g(width=50, height=10, margin="1%")], width=50, height=20)],
                                                     gridTemplateColumns="60px 40px", **root)))
    c.append(case("contentless padding", grid([g(width=50, height=50), g([g(width=50, height=10)], width=50, height=20,
                                                                         padding=5)],
                                              gridTemplateColumns="50px 50px", padding=5, **root)))
    c.append(case("contentless relative offset", grid([g(width=50, height=50, inset={"top": 10}),
                                                       g([g(width=50, height=10)], width=50, height=20,
                                                         inset={"top": 5})],
                                                      gridTemplateColumns="50px 50px", **root)))
    c.append(case("contentless double nested", grid([g([g(width=50, height=20)], width=50, height=50),
                                                     g([g(width=50, height=15)], width=50, height=20)],
                                                    gridTemplateColumns="50px 50px", **root)))
    quad = lambda override: g([g(width=25, height=20), g(width=25, height=10, alignSelf="baseline" if override else None),
                               g(width=25, height=20), g(width=25, height=10, alignSelf="baseline")],
                              gridTemplateColumns="auto auto", width=50, height=25)
    c.append(case("contentless multiline override", grid([g(width=50, height=60), quad(True)], **two_columns)))
    c.append(case("contentless multiline no override", grid([g(width=50, height=60), quad(False)], **two_columns)))
    c.append(case("contentless multiline rows", grid([g(width=50, height=50), g([g(width=50, height=10)], width=50, height=20),
                                                     g([g(width=50, height=10)], width=50, height=20),
                                                     g(width=50, height=50)], **two_columns)))
    c.append(case("contentless multiline column", grid([g(width=50, height=50), g([g(width=20, height=20)], width=30, height=50),
                                                       g([g(width=10, height=10)], width=40, height=70),
                                                       g(width=50, height=20)], **two_columns)))
    c.append(case("contentless nested column", grid([g(width=50, height=60),
                                                    g([g([g(width=50, height=30), g(width=50, height=40)],
                                                         width=50, height=80)])],
                                                   gridTemplateColumns="50px 50px", **root)))
    c.append(case("contentless complex", grid([box(20, 20), box(20, 20), g([box(None, 10)], width=20, height=20),
                                              box(20, 20), box(20, 20), box(20, 20), g([box(None, 10)], width=20, height=20),
                                              g([box(None, 5)], width=20, height=20), box(20, 20)],
                                             gridTemplateColumns="40px 40px 40px", gridTemplateRows="40px 40px 40px",
                                             alignItems="baseline", width=120, height=120)))
    c.append(case("contentless auto margin container baseline",
                  grid([g(width=50, height=30), g([g(height=20), g(height=10, alignSelf="baseline",
                                                                 margin={"top": "auto", "bottom": 0, "left": 0, "right": 0})],
                                                  gridAutoFlow="column", gridAutoRows="40px", gridAutoColumns="25px", width=50)],
                       gridTemplateColumns="60px 60px", alignItems="baseline", width=120, height=80)))
    c.append(case("contentless auto margin item", grid([g(height=20), g(height=30),
                                                       g([g(height=5, alignSelf="flex-start")], height=25,
                                                         margin={"top": "auto", "bottom": 0, "left": 0, "right": 0})],
                                                      gridAutoFlow="column", gridAutoColumns="40px", alignItems="baseline",
                                                      width=120)))
    return c


def absolute_cases():
    """Absolutely positioned children with grid lines (§9): their containing block is the area
    between the lines, an auto line being the padding edge."""
    c = []
    base = dict(gridTemplateColumns="40px 40px 40px 40px", gridTemplateRows="40px 40px", gap={"row": 25, "column": 50},
                border=5, padding=15, width=440, height=240)
    filled = lambda **s: box(position="absolute", inset=0, **s)
    for direction in ["ltr", "rtl"]:
        extra = {"direction": "rtl"} if direction == "rtl" else {}
        for col, row in [("auto / 2", "auto / 2"), ("2 / auto", "2 / auto"), ("2 / 4", "1 / 3"), ("1 / 6", "1 / 5"),
                         ("1 / 6", "5 / auto"), ("3", "-1"), ("span 2", "2 / span 1"), ("-2 / -1", "auto")]:
            c.append(case(f"filled {col} x {row} {direction}", grid([box(), filled(gridColumn=col, gridRow=row)],
                                                                   **base, **extra)))
        c.append(case(f"static and sized {direction}", grid([box(), box(20, 10, position="absolute", gridColumn="2 / 4", gridRow="2"),
                                                           box(30, 20, position="absolute", gridColumn="3 / 4",
                                                               inset={"right": 5, "bottom": 5}),
                                                           box("50%", "100%", position="absolute", gridColumn="1 / 3",
                                                               gridRow="1 / 2")],
                                                          **base, **extra)))
    for content in ["center", "flex-end", "space-between"]:
        c.append(case(f"content alignment {content}", grid([box("100%", "100%", position="absolute", gridColumn="2 / 3",
                                                                gridRow="2 / 3")],
                                                           gridTemplateColumns="100px 50px", gridTemplateRows="70px 30px",
                                                           justifyContent=content, alignContent=content, width=400,
                                                           height=200)))
    c.append(case("named lines and areas", grid([box(), filled(gridArea="side"), filled(gridColumn="a / b", gridRow="main-start")],
                                                gridTemplateAreas=["head side", "main side"],
                                                gridTemplateColumns="[a] 60px [b] 80px", gridAutoRows="30px",
                                                width=200, height=120, padding=4)))
    c.append(case("implicit tracks", grid([box(gridColumn="4"), filled(gridColumn="3 / 5", gridRow="1"),
                                           filled(gridColumn="-4 / 2")],
                                          gridTemplateColumns="50px 50px", gridAutoColumns="20px", gridAutoRows="30px",
                                          width=300)))
    c.append(case("collapsed auto-fit", grid([box(), filled(gridColumn="auto / 1", gridRow="auto / 1"),
                                             filled(gridColumn="-1 / auto", gridRow="-1 / auto")],
                                            gridTemplateColumns="repeat(auto-fit, 100px)",
                                            gridTemplateRows="repeat(auto-fit, 100px)", gap=10, padding=15,
                                            width=530, height=330)))
    c.append(case("insets in area", grid([box(), box(position="absolute", gridColumn="1", gridRow="1 / 3",
                                                  inset={"top": 1, "bottom": 2, "right": 3, "left": 4})],
                                         gridTemplateColumns="40px 40px 40px", gridTemplateRows="40px 40px 40px",
                                         padding={"top": 10, "right": 20, "bottom": 30, "left": 40})))
    return c


def node_col(child):
    return node([child], flexDirection="column", alignItems="flex-start", width=400)


def grid_areas_families():
    return {"grid-named-lines": named_line_cases(), "grid-areas": area_cases(), "grid-dense": dense_cases(),
            "grid-fit-content": fit_content_cases(), "grid-baseline": baseline_cases(),
            "grid-absolute": absolute_cases()}
