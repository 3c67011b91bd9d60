"""Hand-written fixture families for the rest of flexbox's gaps (issue 21, item 3): sizing keywords
(CSS Sizing 3/4: min-content, max-content, fit-content, stretch) on sizes, min/max sizes and flex
bases, in flex and grid items and containers; `safe` and `unsafe` alignment (CSS Box Alignment 3
§4.4); percentage gaps (CSS Box Alignment 3 §8.3). generate.py adds them to its families; the
shapes of Taffy's Chrome-rendered fixtures (min-content/fit-content flex bases, keyword widths of
absolute children, safe end of overflowing items and lines, cyclic percentage gaps) are among
them."""
from generate import box, case, node, text

KEYWORDS = ["min-content", "max-content", "fit-content", "stretch"]
WORDS = "lorem ipsum dolor sit amet"


def grid(children, **style):
    return node(children, display="grid", **style)


def keyword_cases():
    c = []
    for k in KEYWORDS:
        # Width in rows (the main axis) and columns (the cross axis), text and nested containers.
        c.append(case(f"row width {k}", node([text(WORDS, width=k), box(30, 20, flexShrink=0)],
                                             alignItems="flex-start", width=200)))
        c.append(case(f"row width {k} margins", node([text(WORDS, width=k, margin={"left": 7, "right": 13}),
                                                      box(30, 20)], width=150, height=60)))
        c.append(case(f"column width {k}", node([text(WORDS, width=k), text("ab cd", width=k, margin=5)],
                                                flexDirection="column", width=120)))
        c.append(case(f"nested width {k}", node([node([text("abc defg"), box(40, 10)], width=k, padding=3),
                                                 box(20, 20)], alignItems="flex-start", width=300)))
        c.append(case(f"nested column width {k}", node([node([text("abc defg hi"), box(40, 10)], flexDirection="column",
                                                              width=k, border=2)],
                                                        flexDirection="column", width=90)))
        c.append(case(f"height {k} row", node([text(WORDS, width=40, height=k), box(20, 20)], width=200, height=120)))
        c.append(case(f"height {k} column", node([text(WORDS, width=40, height=k, flexShrink=0), box(20, 20)],
                                                 flexDirection="column", width=200, height=120)))
        c.append(case(f"height {k} margins", node([text("ab", height=k, margin={"top": 4, "bottom": 6}), box(20, 20)],
                                                  alignItems="flex-start", width=200, height=100)))
        c.append(case(f"min-width {k}", node([text(WORDS, minWidth=k), box(300, 20)], width=200)))
        c.append(case(f"max-width {k}", node([text(WORDS, maxWidth=k, flexGrow=1), box(30, 20)], width=400)))
        c.append(case(f"max-width {k} narrow", node([text(WORDS, maxWidth=k, width=500)], alignItems="flex-start",
                                                     flexDirection="column", width=100)))
        c.append(case(f"min-height {k}", node([text(WORDS, width=40, minHeight=k), box(20, 200)],
                                              flexDirection="column", width=100, height=100)))
        c.append(case(f"max-height {k}", node([text(WORDS, width=40, maxHeight=k, height=300)], width=100, height=100)))
        c.append(case(f"flex-basis {k} row", node([text(WORDS, flexBasis=k, flexShrink=0), box(20, 20)], width=200,
                                                  height=50)))
        c.append(case(f"flex-basis {k} column", node([text(WORDS, flexBasis=k, flexShrink=0), box(20, 20)],
                                                     flexDirection="column", width=50, height=200)))
        c.append(case(f"flex-basis {k} grows", node([text(WORDS, flexBasis=k, flexGrow=1), text("ab", flexGrow=1)],
                                                    width=400)))
        c.append(case(f"container width {k}", node([node([text(WORDS), box(30, 10)], width=k, flexWrap="wrap")],
                                                   flexDirection="column", alignItems="flex-start", width=150)))
        c.append(case(f"root width {k}", node([text(WORDS), box(30, 10)], width=k, padding=5), width=150))
        c.append(case(f"content-box width {k}", node([text("abc def", width=k, padding=6, boxSizing="content-box"),
                                                      box(20, 20)], alignItems="flex-start", width=200)))
        c.append(case(f"absolute width {k}", node([text("ab cd", position="absolute", width=k, inset={"top": 0}),
                                                   text("ab cd", position="absolute", width=k,
                                                        inset={"top": 30, "left": 10}, margin={"right": 5})],
                                                  width=120, height=120)))
        c.append(case(f"grid item width {k}", grid([text(WORDS, width=k), text("ab cd", width=k)],
                                                   gridTemplateColumns="100px 1fr", width=300)))
        c.append(case(f"grid container width {k}", node([grid([text(WORDS), box(30, 10)], width=k,
                                                              gridTemplateColumns="auto auto")],
                                                        flexDirection="column", alignItems="flex-start", width=180)))
        c.append(case(f"grid item height {k}", grid([text(WORDS, height=k), box(20, 80)],
                                                    gridTemplateColumns="50px 50px", width=200)))
    c.append(case("ratio height min-content", node([box(60, "min-content", aspectRatio=2), box(20, 20)],
                                                   alignItems="flex-start", width=200, height=100)))
    c.append(case("absolute stretch insets", node([text("ab cd", position="absolute", width="stretch",
                                                        inset={"left": 10, "top": 0}, margin={"right": 5}),
                                                   text("ab cd", position="absolute", width="stretch",
                                                        inset={"right": 20, "top": 40}),
                                                   text("ab", position="absolute", width=20, height="stretch",
                                                        inset={"left": 10, "top": 0})], width=120, height=120)))
    c.append(case("width stretch shrinks", node([text("ab cd", width="stretch"), box(30, flexShrink=0)], width=150)))
    c.append(case("height stretch align start", node([box(40, "stretch"), box(40, "stretch", margin={"top": 5, "bottom": 10})],
                                                     alignItems="flex-start", width=120, height=60)))
    return c


def keyword_interplay_cases():
    """Keywords against each other and against what the container is still finding: a shrink-to-fit
    container of stretched children (it starts over at its width), wrapping, reversed and rtl
    directions, percentages inside keyword-sized boxes, aspect ratios and padding."""
    c = []
    c.append(case("stretch child in shrink-to-fit row", node([node([text("ab cd", width="stretch"), box(30, 10)]),
                                                              box(50, 10)], alignItems="flex-start", width=300)))
    c.append(case("fit-content child in shrink-to-fit column", node([node([text(WORDS, width="fit-content"),
                                                                           box(60, 10)], flexDirection="column"),
                                                                     box(50, 10)], width=300)))
    c.append(case("fit-content container of stretch", node([node([text("ab cd ef", width="stretch", margin=4)],
                                                                   width="fit-content", flexDirection="column")],
                                                             flexDirection="column", width=300)))
    c.append(case("max-content container of percent", node([node([box("50%", 10), text("abc def")], width="max-content")],
                                                             flexDirection="column", width=300)))
    c.append(case("min-content container of text row", node([node([text("abc def"), text("gh ijk lmn")],
                                                                   width="min-content")], width=300)))
    for w in ["wrap", "wrap-reverse"]:
        c.append(case(f"{w} fit-content items", node([text(WORDS, width="fit-content"), text("ab cd", width="fit-content"),
                                                       text("x", width="max-content")], flexWrap=w, width=140)))
    for d in ["row-reverse", "column-reverse"]:
        c.append(case(f"{d} stretch and min-content", node([text("ab cd", width="stretch", margin=3),
                                                            text("ab cd", width="min-content")],
                                                           flexDirection=d, width=150, height=120)))
    c.append(case("rtl fit-content", node([text(WORDS, width="fit-content"), box(20, 20)], direction="rtl",
                                          alignItems="flex-start", width=150)))
    c.append(case("rtl column stretch", node([text("ab", width="stretch", margin={"left": 10})], direction="rtl",
                                             flexDirection="column", width=150)))
    c.append(case("min-width max-content shrinks not", node([text(WORDS, minWidth="max-content"), box(200, 20)],
                                                            width=200)))
    c.append(case("max-width min-content grows not", node([text(WORDS, maxWidth="min-content", flexGrow=1),
                                                           box(20, 20, flexGrow=1)], width=300)))
    c.append(case("width min-content with ratio", node([text("abc defg", width="min-content", aspectRatio=2)],
                                                      alignItems="flex-start", width=300)))
    c.append(case("stretch with ratio column", node([box(width="stretch", aspectRatio=4)], flexDirection="column",
                                                    width=200)))
    c.append(case("basis min-content in wrap", node([text(WORDS, flexBasis="min-content"), text("ab cd ef", flexBasis="min-content"),
                                                     text("xyz", flexBasis="max-content")], flexWrap="wrap", width=70)))
    c.append(case("stretch padding border", node([text("ab", width="stretch", padding=5, border=2),
                                                  text("ab", width="stretch", padding=5, boxSizing="content-box")],
                                                 flexDirection="column", width=100)))
    c.append(case("height stretch indefinite column", node([text("ab", height="stretch"), box(20, 20)],
                                                           flexDirection="column", width=100)))
    c.append(case("height stretch indefinite row", node([text("ab", height="stretch"), box(20, 40)], width=100)))
    c.append(case("height stretch percent padding", node([text("ab", height="stretch", padding="5%"), box(20, 20)],
                                                         alignItems="flex-start", width=100, height=80)))
    c.append(case("absolute height stretch bottom", node([text("ab", position="absolute", height="stretch",
                                                               inset={"top": 10, "bottom": 15}, margin={"top": 5})],
                                                         width=100, height=100, padding=5)))
    c.append(case("absolute fit-content long", node([text(WORDS + " " + WORDS, position="absolute", width="fit-content",
                                                          inset={"left": 20})], width=100, height=100)))
    c.append(case("nested stretch chain", node([node([node([text("ab", width="stretch")], width="stretch", padding=3)],
                                                     width="stretch", margin=6)], flexDirection="column", width=160)))
    c.append(case("grid fit-content justify start", grid([text(WORDS, width="fit-content", justifySelf="end"),
                                                          text("ab", width="stretch", justifySelf="center")],
                                                         gridTemplateColumns="100px 80px", width=300)))
    c.append(case("grid min-width min-content", grid([text(WORDS, minWidth="min-content"), box(20, 20)],
                                                     gridTemplateColumns="minmax(0, 1fr) 50px", width=100)))
    c.append(case("grid item max-content in fr", grid([text(WORDS, width="max-content"), text("ab cd")],
                                                      gridTemplateColumns="1fr 1fr", width=200)))
    c.append(case("grid container height stretch", node([grid([box(20, 20)], height="stretch", gridTemplateRows="1fr")],
                                                         alignItems="flex-start", width=100, height=90)))
    c.append(case("keyword item in percent gap row", node([text(WORDS, width="fit-content"), text("ab", width="min-content")],
                                                          columnGap="10%", width=200)))
    return c


def safe_cases():
    c = []
    for mode in ["safe", "unsafe"]:
        for j in ["center", "flex-end", "flex-start"]:
            v = f"{mode} {j}"
            c.append(case(f"justify {v} overflow", node([box(80, 50, flexShrink=0), box(80, 50, flexShrink=0)],
                                                        justifyContent=v, width=100, height=100)))
            c.append(case(f"justify {v} fits", node([box(30, 50), box(30, 50)], justifyContent=v, width=100, height=100)))
            c.append(case(f"justify {v} row-reverse", node([box(80, 50, flexShrink=0), box(80, 50, flexShrink=0)],
                                                           justifyContent=v, flexDirection="row-reverse",
                                                           width=100, height=100)))
            c.append(case(f"justify {v} column", node([box(50, 80, flexShrink=0), box(50, 80, flexShrink=0)],
                                                      justifyContent=v, flexDirection="column", width=100, height=100)))
            c.append(case(f"align-self {v} overflow", node([box(50, 150, flexShrink=0, alignSelf=v), box(20, 20)],
                                                           width=100, height=100)))
            c.append(case(f"align-items {v} overflow", node([box(50, 150), box(20, 20)], alignItems=v,
                                                            width=100, height=100)))
            c.append(case(f"align-items {v} column", node([box(150, 20), box(20, 20)], alignItems=v,
                                                          flexDirection="column", width=100, height=100)))
            c.append(case(f"align-content {v} overflow", node([box(60, 80, flexShrink=0), box(60, 80, flexShrink=0)],
                                                              flexWrap="wrap", alignContent=v, width=100, height=100)))
            c.append(case(f"align-content {v} wrap-reverse", node([box(60, 80, flexShrink=0), box(60, 80, flexShrink=0)],
                                                                  flexWrap="wrap-reverse", alignContent=v,
                                                                  width=100, height=100)))
            c.append(case(f"absolute justify {v}", node([box(200, 50, position="absolute")], justifyContent=v,
                                                        width=100, height=100)))
            c.append(case(f"absolute align-self {v}", node([box(50, 200, position="absolute", alignSelf=v)],
                                                           width=100, height=100)))
            c.append(case(f"rtl justify {v}", node([box(80, 50, flexShrink=0), box(80, 50, flexShrink=0)],
                                                   justifyContent=v, direction="rtl", width=100, height=100)))
            c.append(case(f"grid justify-items {v}", grid([box(150, 20), box(20, 20)], gridTemplateColumns="100px 100px",
                                                          justifyItems=v.replace("flex-", ""), width=300)))
            c.append(case(f"grid justify-self {v}", grid([box(150, 20, justifySelf=v.replace("flex-", "")), box(20, 20)],
                                                         gridTemplateColumns="100px 100px", width=300)))
            c.append(case(f"grid align-self {v}", grid([box(20, 150, alignSelf=v), box(20, 20)],
                                                       gridTemplateColumns="100px 100px", gridTemplateRows="100px",
                                                       width=300, height=100)))
            c.append(case(f"grid justify-content {v}", grid([box(20, 20), box(20, 20)], gridTemplateColumns="80px 80px",
                                                            justifyContent=v, width=100)))
            c.append(case(f"grid align-content {v}", grid([box(20, 20), box(20, 20)], gridTemplateRows="80px 80px",
                                                          alignContent=v, height=100, width=100)))
    return c


def gap_cases():
    c = []
    for g in ["10%", "50%", "0%"]:
        c.append(case(f"row column-gap {g}", node([box(20, 40) for _ in range(3)], columnGap=g, width=300, height=100)))
        c.append(case(f"row gap {g} auto width", node([box(20, 40) for _ in range(3)], columnGap=g), width=None))
        c.append(case(f"column row-gap {g}", node([box(20, 40) for _ in range(3)], rowGap=g, flexDirection="column",
                                                  width=100, height=300)))
        c.append(case(f"column row-gap {g} auto height", node([box(20, 40) for _ in range(3)], rowGap=g,
                                                              flexDirection="column", width=100)))
        c.append(case(f"wrap gap {g}", node([box(70, 30) for _ in range(6)], gap=g, flexWrap="wrap", width=230,
                                            height=200)))
        c.append(case(f"wrap gap {g} auto height", node([box(70, 30) for _ in range(6)], gap=g, flexWrap="wrap",
                                                        width=230)))
        c.append(case(f"column wrap gap {g}", node([box(30, 70) for _ in range(6)], gap=g, flexWrap="wrap",
                                                   flexDirection="column", width=200, height=230)))
        c.append(case(f"grid gap {g}", grid([box(None, 20) for _ in range(6)], gap=g, gridTemplateColumns="1fr 1fr 1fr",
                                            width=300, height=200)))
        c.append(case(f"grid gap {g} auto size", node([grid([box(30, 20) for _ in range(6)], gap=g,
                                                            gridTemplateColumns="auto auto auto")],
                                                      flexDirection="column", alignItems="flex-start", width=300)))
    c.append(case("gap percent cyclic shrinkable", node([box(20, 40, flexShrink=0), box(20, 40), box(20, 40, flexShrink=0)],
                                                        columnGap="50%")))
    c.append(case("gap percent cyclic unshrinkable", node([box(20, 40, flexShrink=0) for _ in range(3)], columnGap="20%")))
    c.append(case("gap percent flexible", node([box(20, 40) for _ in range(3)], columnGap="20%")))
    c.append(case("gap percent with padding", node([box(20, 40, flexGrow=1) for _ in range(3)], columnGap="10%",
                                                   padding={"left": 10, "right": 30}, width=200)))
    c.append(case("gap percent shrink-to-fit item", node([node([box(20, 40), box(20, 40)], columnGap="50%"), box(50, 10)],
                                                         width=300)))
    c.append(case("gap percent in column item", node([node([box(20, 40), box(20, 40)], columnGap="25%")],
                                                     flexDirection="column", alignItems="flex-start", width=300)))
    c.append(case("row-gap percent wrapping", node([box(20, 20) for _ in range(6)], rowGap="10%", flexWrap="wrap",
                                                   width=50, height=200)))
    return c


def keyword_families():
    return {"sizing-keywords": keyword_cases() + keyword_interplay_cases(), "safe-alignment": safe_cases(), "percent-gaps": gap_cases()}
