"""Hand-written CSS Grid fixture families (CSS Grid Layout Level 1): track sizing (§7, §11),
placement (§8), intrinsic sizes of measured text (§11.5) and alignment (§10). generate.py adds
them to its families; each case is small enough to read its expectation by eye."""
from generate import box, case, node, text


def grid(children, **style):
    return node(children, display="grid", **style)


def cells(n, w=None, h=None):
    return [box(w, h) for _ in range(n)]


def track_cases():
    c = []
    for cols in ["100px 50px 80px", "25% 50% 10%", "1fr 2fr 1fr", "100px 1fr", "auto auto", "auto 1fr auto",
                 "minmax(50px, 100px) 1fr", "minmax(0, 1fr) minmax(0, 3fr)", "repeat(3, 1fr)",
                 "repeat(2, 60px 1fr)", "min-content 1fr", "max-content auto", "0.5fr 0.25fr"]:
        c.append(case(f"columns {cols}", grid(cells(6, h=20), gridTemplateColumns=cols, width=360)))
    for rows in ["30px 1fr", "1fr 2fr", "auto 50%", "repeat(2, minmax(20px, 1fr))"]:
        c.append(case(f"rows {rows}", grid(cells(4, w=20), gridTemplateColumns="1fr 1fr", gridTemplateRows=rows,
                                           width=200, height=240)))
    c.append(case("fr rows in auto height", grid([box(20, 30), box(20, 60)], gridTemplateRows="1fr 2fr", width=100)))
    c.append(case("fr columns in auto width", node([grid([box(40, 10), box(30, 10)], gridTemplateColumns="1fr 1fr")],
                                                   alignItems="flex-start", flexDirection="column")))
    c.append(case("gaps", grid(cells(6, h=20), gridTemplateColumns="1fr 1fr 1fr", columnGap=10, rowGap=15,
                               width=300, padding=7, border=3)))
    c.append(case("auto rows sizes", grid(cells(5, w=30), gridTemplateColumns="1fr 1fr",
                                          gridAutoRows="20px 40px", width=200)))
    c.append(case("auto columns sizes", grid(cells(5, h=20), gridAutoFlow="column", gridTemplateRows="30px 30px",
                                             gridAutoColumns="50px 1fr", width=300)))
    c.append(case("min height grows fr rows", grid(cells(2, w=30, h=10), gridTemplateRows="1fr 1fr", width=100,
                                                   minHeight=100)))
    c.append(case("content-box grid", grid(cells(4, h=20), gridTemplateColumns="1fr 1fr", width=200, padding=10,
                                          boxSizing="content-box")))
    return c


def auto_fill_cases():
    c = []
    for cols, width, gap in [("repeat(auto-fill, 50px)", 230, 0), ("repeat(auto-fill, 50px)", 250, 0),
                             ("repeat(auto-fill, minmax(60px, 1fr))", 250, 0), ("100px repeat(auto-fill, 40px)", 300, 10),
                             ("repeat(auto-fill, 30px 20%)", 200, 5), ("repeat(auto-fill, 500px)", 200, 0)]:
        c.append(case(f"{cols} in {width} gap {gap}", grid(cells(5, h=20), gridTemplateColumns=cols, columnGap=gap,
                                                           width=width)))
    c.append(case("auto-fill under max-width", node([grid(cells(5, h=20), gridTemplateColumns="repeat(auto-fill, 50px)",
                                                          maxWidth=170)],
                                                    flexDirection="column", alignItems="flex-start", width=400)))
    c.append(case("auto-fill to min-width", node([grid(cells(5, h=20), gridTemplateColumns="repeat(auto-fill, 50px)",
                                                       minWidth=120)],
                                                 flexDirection="column", alignItems="flex-start", width=400)))
    for cols, n, extra in [("repeat(auto-fit, 50px)", 3, {"justifyContent": "center"}),
                           ("repeat(auto-fit, minmax(60px, 1fr))", 2, {}),
                           ("repeat(auto-fit, minmax(60px, 1fr))", 2, {"columnGap": 10}),
                           ("40px repeat(auto-fit, 30px) 40px", 2, {"columnGap": 6, "justifyContent": "space-between"}),
                           ("repeat(auto-fit, minmax(50px, 1fr))", 9, {})]:
        c.append(case(f"{cols} with {n} items {sorted(extra)}", grid(cells(n, h=20), gridTemplateColumns=cols,
                                                                        width=300, **extra)))
    c.append(case("auto-fit with a later placed item", grid([box(), box(gridColumn="5")],
                                                          gridTemplateColumns="repeat(auto-fit, minmax(40px, 1fr))",
                                                          gridAutoRows="20px", columnGap=4, width=300)))
    c.append(case("auto-fit rows", grid(cells(2, w=20), gridAutoFlow="column", rowGap=5,
                                        gridTemplateRows="repeat(auto-fit, 30px)", alignContent="flex-end",
                                        height=200, width=100)))
    c.append(case("auto-fill rows", grid(cells(5, w=20), gridAutoFlow="column",
                                         gridTemplateRows="repeat(auto-fill, 30px)", height=100, width=200)))
    return c


def placement_cases():
    c = []
    c.append(case("explicit lines", grid([box(gridColumn="2 / 4", gridRow="1"), box(gridColumn="1", gridRow="2 / 4"),
                                          box(gridColumn="3", gridRow="3")],
                                         gridTemplateColumns="repeat(3, 50px)", gridTemplateRows="repeat(3, 30px)")))
    c.append(case("spans", grid([box(gridColumn="span 2"), box(), box(gridRow="span 2"), box(), box(gridColumn="span 3")],
                                gridTemplateColumns="repeat(3, 60px)", gridAutoRows="25px")))
    c.append(case("negative lines", grid([box(gridColumn="-2 / -1"), box(gridColumn="1 / -1", gridRow="2")],
                                         gridTemplateColumns="50px 50px 50px", gridAutoRows="20px")))
    c.append(case("implicit before explicit", grid([box(gridColumn="-4 / -3"), box()],
                                                   gridTemplateColumns="50px 50px", gridAutoColumns="30px",
                                                   gridAutoRows="20px")))
    c.append(case("lines past explicit", grid([box(gridColumn="4 / 6"), box()],
                                              gridTemplateColumns="50px 50px", gridAutoColumns="25px",
                                              gridAutoRows="20px")))
    c.append(case("row locked items", grid([box(gridRow="2"), box(gridRow="2"), box(), box(gridRow="1 / span 2")],
                                           gridTemplateColumns="repeat(3, 40px)", gridAutoRows="20px")))
    c.append(case("column locked items", grid([box(gridColumn="3"), box(), box(gridColumn="1"), box()],
                                              gridTemplateColumns="repeat(3, 40px)", gridAutoRows="20px")))
    c.append(case("auto flow column", grid(cells(7), gridAutoFlow="column", gridTemplateRows="repeat(3, 20px)",
                                           gridAutoColumns="40px")))
    c.append(case("auto flow column spans", grid([box(gridRow="span 2"), box(), box(gridColumn="span 2"), box(), box()],
                                                 gridAutoFlow="column", gridTemplateRows="repeat(3, 20px)",
                                                 gridAutoColumns="40px")))
    c.append(case("sparse holes", grid([box(gridColumn="span 2"), box(gridColumn="span 3"), box()],
                                       gridTemplateColumns="repeat(4, 30px)", gridAutoRows="20px")))
    c.append(case("hidden and absolute children", grid([box(), box(display="none"), box(), box(20, 20, position="absolute",
                                                                                       inset={"left": 5, "top": 5})],
                                                       gridTemplateColumns="50px 50px", gridAutoRows="20px",
                                                       padding=4)))
    for name, extra in [("ltr", {}), ("rtl", {"direction": "rtl"}), ("centered grid", {"justifyContent": "center",
                                                                                    "alignContent": "center"})]:
        c.append(case(f"absolute static position {name}",
                      grid([box(), box(20, 20, position="absolute"), box(10, 10, position="absolute", alignSelf="flex-end"),
                            box(15, 5, position="absolute", inset={"right": 5, "bottom": "10%"})],
                           gridTemplateColumns="50px", gridAutoRows="20px", width=200, height=100, padding=3, border=2,
                           **extra)))
    c.append(case("rtl", grid([box(gridColumn="span 2"), box(), box(30, justifySelf="start")],
                              gridTemplateColumns="50px 60px 70px", gridAutoRows="20px", width=300, direction="rtl",
                              padding={"left": 10, "right": 3, "top": 0, "bottom": 0})))
    return c


def intrinsic_cases():
    words = "lorem ipsum dolor sit amet consectetur"
    c = []
    for cols in ["auto auto", "min-content max-content", "max-content 1fr", "1fr 1fr", "minmax(0, 1fr) 1fr",
                 "minmax(auto, 60px) auto", "min-content auto 30px"]:
        c.append(case(f"text columns {cols}", grid([text(words), text("a bb ccc"), text("tiny")],
                                                   gridTemplateColumns=cols, width=300)))
        c.append(case(f"text columns {cols} narrow", grid([text(words), text("a bb ccc"), text("tiny")],
                                                          gridTemplateColumns=cols, width=120)))
    c.append(case("text rows grow", grid([text(words, lh=12), text("short")], gridTemplateColumns="60px 1fr", width=200)))
    c.append(case("grid as flex row item", node([grid([text("hello world"), text("abc")], gridTemplateColumns="auto auto"),
                                                 box(50, 20)], width=400)))
    c.append(case("grid max-content width", node([grid([text("hello world"), text("abc de")],
                                                       gridTemplateColumns="auto 1fr", columnGap=5)],
                                                 flexDirection="column", alignItems="flex-start", width=400)))
    c.append(case("grid min-content width", node([grid([text("hello world"), text("abc de")],
                                                       gridTemplateColumns="auto auto")],
                                                 width=30)))
    c.append(case("span over auto tracks", grid([text("aaaa bbbb cccc dddd", gridColumn="span 2"), text("x"), text("yy")],
                                                gridTemplateColumns="auto auto", justifyContent="flex-start",
                                                width=300)))
    c.append(case("span over fixed and auto", grid([box(150, 10, gridColumn="span 2"), box(10, 10), box(20, 10)],
                                                   gridTemplateColumns="50px auto", justifyContent="flex-start",
                                                   width=300)))
    c.append(case("min-width items", grid([text(words, minWidth=90), text("tiny", overflow="hidden")],
                                          gridTemplateColumns="1fr 1fr", width=100)))
    c.append(case("fixed-width items", grid([box(120, 10), box(30, 10)], gridTemplateColumns="auto auto",
                                            justifyContent="flex-start", width=300)))
    c.append(case("items with margins", grid([box(40, 10, margin=5), text("ab cd", margin={"left": 3, "right": 7,
                                                                                          "top": 1, "bottom": 2})],
                                             gridTemplateColumns="auto 1fr", width=200)))
    return c


def alignment_cases():
    c = []
    items = lambda: [box(30, 20), text("ab cd ef"), box(), box(40, 10, margin=4)]
    for value in ["flex-start", "flex-end", "center", "stretch"]:
        c.append(case(f"align-items {value}", grid(items(), gridTemplateColumns="80px 80px", gridAutoRows="50px",
                                                   alignItems=value, width=200)))
    for value in ["start", "end", "center", "stretch"]:
        c.append(case(f"justify-items {value}", grid(items(), gridTemplateColumns="80px 80px", gridAutoRows="50px",
                                                     justifyItems=value, width=200)))
    c.append(case("self overrides", grid([box(30, 20, alignSelf="flex-end", justifySelf="center"),
                                          box(alignSelf="center", justifySelf="end", width=10, height=10),
                                          text("abc", justifySelf="stretch", alignSelf="stretch")],
                                         gridTemplateColumns="80px 80px", gridAutoRows="50px", alignItems="flex-start",
                                         justifyItems="start", width=200)))
    for value in ["flex-start", "flex-end", "center", "space-between", "space-around", "space-evenly", "stretch"]:
        c.append(case(f"justify-content {value}", grid(cells(4, h=20), gridTemplateColumns="60px auto 50px",
                                                       justifyContent=value, columnGap=5, width=300)))
        c.append(case(f"align-content {value}", grid(cells(4, w=20), gridTemplateRows="30px auto",
                                                     gridTemplateColumns="1fr 1fr", alignContent=value, rowGap=5,
                                                     width=100, height=200)))
    auto = "auto"
    for name, margin in [("inline", {"left": auto, "right": auto}), ("left", {"left": auto, "right": 5}),
                         ("block", {"top": auto, "bottom": auto}), ("all", auto),
                         ("top with right", {"top": auto, "right": 7})]:
        c.append(case(f"auto margins {name}", grid([box(30, 20, margin=margin), text("ab cd", margin=margin),
                                                    box(margin=margin), box(120, 80, margin=margin)],
                                                   gridTemplateColumns="80px 80px", gridAutoRows="50px", width=200)))
    for name, children in [("text first", [text("ab", lh=20), text("cd")]),
                           ("box first", [box(20, 16), text("cd")]),
                           ("grid order", [text("late", lh=30, gridColumn="2"), text("ab", lh=12)]),
                           ("second row only", [box(gridRow="2", width=10, height=10), text("ab", gridRow="2")])]:
        c.append(case(f"grid baseline {name}", node([grid(children, gridTemplateColumns="auto auto", padding=5, border=1),
                                                     text("x", lh=14)], alignItems="baseline", width=300)))
    c.append(case("overflowing content center", grid(cells(2, h=10), gridTemplateColumns="80px 80px",
                                                     justifyContent="center", width=100)))
    c.append(case("percent items", grid([box("50%", "25%"), box(justifySelf="start", width="100%", height=10)],
                                         gridTemplateColumns="100px 60px", gridTemplateRows="80px", alignItems="flex-start")))
    return c


def nesting_cases():
    """Grids inside flex containers and grids, and the shapes between features."""
    words = "lorem ipsum dolor sit amet"
    c = []
    c.append(case("nested grids", grid([grid([text("ab cd"), box(10, 10)], gridTemplateColumns="1fr auto"),
                                        text(words)], gridTemplateColumns="2fr 1fr", columnGap=8, width=300)))
    c.append(case("grid in column flex stretched", node([grid([text(words), box(20, 20)], gridTemplateColumns="1fr 1fr")],
                                                        flexDirection="column", width=180)))
    c.append(case("grid flex item grows", node([grid([box(10, 10), box(10, 10)], gridTemplateColumns="1fr 3fr",
                                                      flexGrow=1), box(50, 20)], width=300)))
    c.append(case("percent tracks in auto width", node([grid([box(40, 10), box(40, 10)], gridTemplateColumns="50% 50%")],
                                                       flexDirection="column", alignItems="flex-start", width=300)))
    c.append(case("flex span items", grid([text(words, gridColumn="span 2"), box(10, 10), box(10, 10)],
                                          gridTemplateColumns="1fr 1fr", width=100)))
    c.append(case("flex span with auto", grid([text("abcdefghijkl mn", gridColumn="span 2"), text("x")],
                                              gridTemplateColumns="auto 1fr", width=300)))
    c.append(case("row spans intrinsic", grid([box(30, 90, gridRow="span 2"), box(30, 20), box(30, 20)],
                                              gridTemplateColumns="40px 40px", width=100)))
    c.append(case("max-width grid", grid(cells(3, h=10), gridTemplateColumns="repeat(3, 100px)", maxWidth=250,
                                         width=400)))
    c.append(case("max-height fr rows", grid([box(10, 200), box(10, 10)], gridTemplateRows="1fr 1fr",
                                             gridTemplateColumns="50px", maxHeight=120, width=100)))
    c.append(case("percent gap free items", grid([box("100%", 10), text("a b c d e f", width="50%")],
                                                 gridTemplateColumns="auto auto", width=240)))
    c.append(case("grid root no width", grid([text("hello there"), box(30, 30)], gridTemplateColumns="auto auto"),
                  width=None))
    return c


def spanning_cases():
    """Spanning items over intrinsic tracks (§11.5 step 3, each sub-step), percentage rows of a
    height found from the rows (§7.2.1), and grids among flex lines and as min-content items."""
    w = "lorem ipsum dolor sit amet consectetur adipiscing"
    c = []
    c.append(case("span flex and auto text", grid([text(w, gridColumn="span 3"), text("ab"), text("abc def"), text("x")],
                                                  gridTemplateColumns="auto 1fr 2fr", width=200)))
    c.append(case("span two fr min-content", grid([text(w, gridColumn="span 2"), text("abcdefgh")],
                                                  gridTemplateColumns="1fr 1fr", width=60)))
    c.append(case("span auto tracks text", grid([text("aaaa bbbbbbb", gridColumn="1 / 3"), text("x", gridColumn="1"), text("yyyyy", gridColumn="2")],
                                                gridTemplateColumns="auto auto", justifyContent="flex-start", width=300)))
    c.append(case("span min-content max-content", grid([text(w, gridColumn="span 2"), text("ab cd"), text("efg")],
                                                       gridTemplateColumns="min-content max-content", width=300)))
    c.append(case("row span text heights", grid([text(w, gridRow="span 2", width=60), text("ab"), text("cd")],
                                                gridTemplateColumns="60px 60px", width=200)))
    c.append(case("grid in wrap flex", node([grid([text("hello world"), text("x y z")], gridTemplateColumns="1fr auto"),
                                             grid([box(80, 10)], gridTemplateColumns="auto")], flexWrap="wrap", width=150)))
    c.append(case("percent rows indefinite", grid([box(10, 10), box(10, 10)], gridTemplateRows="50% 30px", width=100)))
    c.append(case("grid item percent width margin", grid([box("50%", 10, margin="10%"), text("ab cd")], gridTemplateColumns="200px 1fr", width=400)))
    c.append(case("stretch with max-width item", grid([box(None, 10, maxWidth=50), box(None, None, maxHeight=15)], gridTemplateColumns="100px 100px", gridAutoRows="40px", width=300)))
    c.append(case("column flow dense-ish", grid([box(gridColumn="span 2"), box(gridRow="span 2"), box(), box()], gridAutoFlow="column", gridTemplateRows="20px 20px", gridAutoColumns="30px")))
    c.append(case("aspect ratio item", grid([box(None, None, aspectRatio=2), box(10, 30)], gridTemplateColumns="80px 80px", width=200)))
    c.append(case("min-content container", node([grid([text(w)], gridTemplateColumns="minmax(100px, 1fr)")], width=50)))
    return c


def grid_families():
    return {"grid-tracks": track_cases(), "grid-placement": placement_cases(), "grid-intrinsic": intrinsic_cases(),
            "grid-alignment": alignment_cases(), "grid-nesting": nesting_cases(),
            "grid-auto-fill": auto_fill_cases(), "grid-spanning": spanning_cases()}
