"""Hand-written fixture families for the flexbox gaps of issue 21 item 3 that are not sizing
keywords, alignment or gaps: scroll containers with their scrollbar gutters (`overflow: scroll`
and `auto`, per axis, `scrollbarWidth`), balanced wrapping (`flex-wrap: balance` with
`flex-line-count`, CSS Flexbox 2 as Chromium ships it) and zero-width-space break opportunities in
synthetic text. generate.py adds them to its families; many cases take the shapes of Taffy's
Chrome-rendered fixtures (test_fixtures/flex/overflow_*, balance_*)."""
from generate import box, case, node, text

ZWSP = "\u200b"


def scroll_cases():
    c = []
    # The gutter on each axis, and on both (Taffy's overflow_scrollbars_take_up_space_*).
    for name, style in [("both", {"overflow": "scroll"}), ("cross", {"overflowY": "scroll"}),
                        ("main", {"overflowX": "scroll"})]:
        c.append(case(f"gutter {name} axis", node([box(flexGrow=1)], width=50, height=50, **style)))
        c.append(case(f"gutter {name} axis column", node([box(flexGrow=1)], flexDirection="column", width=50,
                                                         height=50, **style)))
    # A border box smaller than the gutter keeps its size (overflow_scrollbars_overridden_by_*).
    c.append(case("gutter overridden by size", node([box(flexGrow=1)], overflow="scroll", width=2, height=4),
                  width=None, height=None))
    c.append(case("gutter overridden by max size", node([box(flexGrow=1)], overflow="scroll", maxWidth=2, maxHeight=4),
                  width=None, height=None))
    c.append(case("gutter overridden by available space",
                  node([node([box(flexGrow=1)], flexGrow=1, overflow="scroll")], width=2, height=4),
                  width=None, height=None))
    c.append(case("scroll container padding", node([box(100, 1000)], overflow="scroll", width=300, height=200,
                                                   padding={"top": 20, "right": 10, "bottom": 20, "left": 10})))
    c.append(case("scroll size", node([box(100, 100, flexShrink=0)], overflow="scroll", width=50, height=50,
                                      alignItems="flex-start")))
    c.append(case("item scroll shrinks below text", node([text("HHHHHHHHHH", flexShrink=1, overflow="scroll")],
                                                         width=50, height=50)))
    for overflow in ["visible", "hidden", "scroll"]:
        c.append(case(f"item {overflow} min size", node([box(80, 20, overflow=overflow),
                                                         text("aaaa bbbbbbbb", overflow=overflow)], width=60)))
    # `auto` shrinks below its content too; Chromium then reserves the gutter (its content
    # overflows), which TesseraLayout does not: a fixed cross size and fixed-size content hide it.
    c.append(case("item auto min size", node([node([box(50, 10)], overflow="auto", height=30), box(40, 20)],
                                             width=60)))
    for overflow in ["visible", "hidden", "scroll", "auto"]:
        c.append(case(f"column item {overflow} min size",
                      node([node([box(30, 80)], overflow=overflow), node([box(30, 50)], overflowY=overflow)],
                           flexDirection="column", width=100, height=60)))
    c.append(case("intrinsic size with gutter",
                  node([node([box(40, 20)], overflow="scroll", padding=3),
                        node([box(40, 20)], overflowY="scroll", border=2),
                        node([box(40, 20)], overflowX="scroll")], alignItems="flex-start", width=300)))
    c.append(case("intrinsic size in column", node([node([box(40, 20)], overflow="scroll"),
                                                    node([text("aa bb cc")], overflowY="scroll")],
                                                   flexDirection="column", alignItems="flex-start", width=300)))
    c.append(case("content-box keeps border box", node([box(flexGrow=1, height=10)], overflow="scroll", width=100,
                                                       height=80, padding=5, boxSizing="content-box")))
    c.append(case("rtl gutter at the left", node([box(10, 10), box(20, 10)], overflow="scroll", direction="rtl",
                                                 width=100, height=80, padding=5)))
    c.append(case("rtl inherited gutter", node([node([box(10, 10)], overflowY="scroll", width=80, height=40)],
                                               direction="rtl", width=200)))
    c.append(case("row-reverse with gutter", node([box(10, 10), box(20, 10)], overflowY="scroll",
                                                  flexDirection="row-reverse", width=100, height=50)))
    c.append(case("column-reverse with gutter", node([box(10, 10), box(20, 10)], overflowX="scroll",
                                                     flexDirection="column-reverse", width=100, height=50)))
    for width in [0, 8, 20]:
        c.append(case(f"scrollbarWidth {width}", node([box(flexGrow=1), box(flexGrow=1)], overflow="scroll",
                                                      scrollbarWidth=width, width=100, height=50)))
    c.append(case("scrollbarWidth on an item", node([node([box(flexGrow=1)], overflowY="scroll", scrollbarWidth=6,
                                                          flexGrow=1), box(20, 20)], width=100, height=40)))
    c.append(case("x scroll y hidden", node([box(flexGrow=1)], overflowX="scroll", overflowY="hidden", width=60,
                                            height=60)))
    c.append(case("x hidden y scroll", node([box(flexGrow=1)], overflowX="hidden", overflowY="scroll", width=60,
                                            height=60)))
    c.append(case("wrap with gutter", node([box(30, 20) for _ in range(5)], overflowY="scroll", flexWrap="wrap",
                                           width=100, height=80, gap=5)))
    c.append(case("auto that fits reserves nothing", node([box(flexGrow=1, height=20)], overflow="auto", width=100,
                                                          height=50)))
    c.append(case("auto item fits", node([node([box(20, 20)], overflow="auto", flexGrow=1), box(30, 30)], width=100)))
    c.append(case("text leaf scroll wraps narrower", node([text("aa bb cc dd", overflowY="scroll", width=65)],
                                                          alignItems="flex-start", width=200)))
    c.append(case("nested scroll items", node([node([node([box(50, 10)], overflow="scroll")], overflow="scroll")],
                                              alignItems="flex-start", width=300)))
    c.append(case("grid container gutter", node([box(), box(), box(height=30)], display="grid",
                                                gridTemplateColumns="1fr 1fr", overflow="scroll", width=200)))
    c.append(case("grid items scroll", node([node([box(80, 20)], overflow="scroll"), text("aaaa bbbbbb",
                                                                                         overflow="hidden")],
                                            display="grid", gridTemplateColumns="minmax(0, auto) 50px", width=100)))
    c.append(case("grid auto columns with gutter", node([node([box(40, 20)], overflowY="scroll"), box(30, 10)],
                                                        display="grid", gridTemplateColumns="auto auto",
                                                        justifyContent="flex-start", width=300)))
    for overflow in ["visible", "scroll"]:
        absolutes = [box(position="absolute"), box(position="absolute", inset={"top": 0, "left": 0}),
                     box(position="absolute", inset={"top": "100%", "left": "100%"}),
                     box(position="absolute", inset={"bottom": "100%", "right": "100%"}),
                     box(position="absolute", inset={"top": 30, "left": 30}),
                     box("100%", "100%", position="absolute", inset={"top": 0, "left": 0})]
        c.append(case(f"absolute insets {overflow}", node(absolutes, width=200, height=200, border=20, padding=15,
                                                         overflow=overflow)))
    c.append(case("absolute in rtl scroll", node([box(20, 20, position="absolute"),
                                                  box(20, 20, position="absolute", inset={"right": 0, "bottom": 0})],
                                                 direction="rtl", overflow="scroll", width=100, height=100)))
    c.append(case("absolute in grid scroll", node([box(20, 20, position="absolute", inset={"right": 0, "bottom": 0}),
                                                   box(position="absolute", inset={"top": 0, "left": 0, "right": 0,
                                                                                   "bottom": 0}), box(10, 10)],
                                                  display="grid", overflow="scroll", width=100, height=100, padding=5)))
    return c


def balance_row(widths, width=100, height=30, flexWrap="balance", **style):
    return node([box(w, height) for w in widths], width=width, flexWrap=flexWrap, **style)


def balance_cases():
    c = []
    c.append(case("row", balance_row([31, 32, 33, 34])))
    c.append(case("row gap", balance_row([31, 32, 33, 34], columnGap=10)))
    c.append(case("row line count 3", balance_row([31, 32, 33, 34], flexLineCount=3)))
    c.append(case("row line count exceeds items", balance_row([31, 32, 33], flexLineCount=10)))
    c.append(case("row identical items line count 3", balance_row([50, 50, 50, 50], flexLineCount=3)))
    c.append(case("row ties", balance_row([40, 40, 40, 40])))
    c.append(case("all oversized", balance_row([150, 150], height=20)))
    c.append(case("all perfect fit", balance_row([100, 100, 100], height=20)))
    c.append(case("single oversized", balance_row([150], height=20)))
    c.append(case("oversized inside", node([box(30, 30, flexShrink=0), box(150, 30, flexShrink=0),
                                           box(30, 30, flexShrink=0), box(30, 30, flexShrink=0)],
                                          width=100, flexWrap="balance")))
    c.append(case("zero perfect fit", node([box(100, 25), box(0, 25)], width=100, flexWrap="balance")))
    c.append(case("zero sized items", node([box(40, 30), box(0, 10), box(40, 30), box(0, 10), box(40, 30)],
                                          width=100, flexWrap="balance")))
    c.append(case("zero after oversized", node([box(150, 50), box(0, 50, flexGrow=1)], width=100,
                                              flexWrap="balance")))
    c.append(case("complex", balance_row([100, 20, 40, 70, 20, 10, 250, 20, 50, 65, 50, 55, 50, 50, 90, 50, 20, 20,
                                          50, 50, 65, 65, 50, 150, 50, 50], width=250, height=20, columnGap=10)))
    c.append(case("start bias", balance_row([25] * 7 + [100] + [25] * 8, height=25, columnGap=10)))
    c.append(case("start bias line count 5", balance_row([25] * 7, height=25, columnGap=10, flexLineCount=5)))
    c.append(case("flex grow", node([box(30, flexGrow=1), box(20, flexGrow=1), box(20, flexGrow=1),
                                    box(30, flexGrow=1)], width=100, height=100, flexWrap="balance", columnGap=10)))
    c.append(case("percent", balance_row(["45%", "45%", "45%"])))
    c.append(case("large sizes", balance_row([10000000, 10000000], width=20000000, height=25), width=None))
    c.append(case("negative margin", node([box(150, 50, flexGrow=1),
                                          box(0, 50, margin={"left": -50, "right": -50}, flexGrow=1)],
                                         width=100, height=100, flexWrap="balance")))
    c.append(case("wrap balance", balance_row([31, 32, 33, 34], flexWrap="wrap balance")))
    c.append(case("wrap-reverse balance", balance_row([31, 32, 33, 34], flexWrap="wrap-reverse balance")))
    c.append(case("wrap ignores line count", balance_row([31, 32, 33, 34], flexWrap="wrap", flexLineCount=3)))
    c.append(case("nowrap ignores line count", node([box(20, 20, flexShrink=0) for _ in range(6)], width=20,
                                                   flexLineCount=10000, columnGap=20)))
    c.append(case("column", node([box(30, h) for h in [31, 32, 33, 34]], height=100, flexDirection="column",
                                 flexWrap="balance")))
    c.append(case("column intrinsic line count", node([box(40, 80), box(40, 40), box(40, 40)], flexDirection="column",
                                                      flexWrap="balance", flexLineCount=2, rowGap=20),
                  width=None, height=None))
    c.append(case("column line count text", node([text(f"aaaaaaaaaa{ZWSP}aaaaaaaaaa", width=200) for _ in range(3)],
                                                  width=220, flexDirection="column", flexWrap="balance",
                                                  flexLineCount=2, columnGap=20, alignItems="flex-start",
                                                  alignContent="flex-start")))
    c.append(case("column line count cross space", node([text(f"aaaaaaaaaa{ZWSP}aaaaaaaaaa{ZWSP}aaaaaaaaaa"),
                                                         box(30, 60)],
                                                        width=210, height=100, flexDirection="column",
                                                        flexWrap="balance", flexLineCount=2, columnGap=10,
                                                        alignItems="flex-start", alignContent="flex-start")))
    c.append(case("row intrinsic line count", balance_row([30, 30, 30, 30], width=None, flexLineCount=2),
                  width=None))
    c.append(case("row max-content uneven line count", balance_row([100, 30, 30], width=None, height=50,
                                                                   flexLineCount=2, columnGap=20), width=None))
    c.append(case("row fit-content line count", node([node([box(40, 25), box(40, 25), box(40, 25)],
                                                           flexWrap="balance", flexLineCount=2, gap=20)],
                                                     flexDirection="column", alignItems="flex-start", width=200,
                                                     height=200)))
    c.append(case("percent aspect ratio line count",
                  node([box(height="60%", aspectRatio=1) for _ in range(3)], width=220, height=100,
                       flexWrap="balance", flexLineCount=2, gap=20, alignItems="flex-start",
                       alignContent="flex-start")))
    c.append(case("text items", node([text("aa bb"), text("cccc"), text("d"), text("eeeee ff"), text("gg")],
                                     width=120, flexWrap="balance", columnGap=4)))
    c.append(case("margins and gaps", node([box(20 + 7 * i, 20, margin=3) for i in range(9)], width=150,
                                           flexWrap="balance", gap=6)))
    c.append(case("fractional sizes", balance_row([20.5, 30.25, 19.75, 40.125, 10.5, 33.0625], width=90)))
    return c


def zwsp_cases():
    c = []
    c.append(case("min-content at zwsp", node([text(f"HH{ZWSP}HH")], alignItems="flex-start", width=20)))
    c.append(case("max-content over zwsp", node([text(f"HHHH{ZWSP}HHHH")], alignItems="flex-start", width=300)))
    c.append(case("wraps at zwsp", node([text(f"HHHH{ZWSP}HHHH{ZWSP}HHHH", width=85)], alignItems="flex-start",
                                        width=300)))
    c.append(case("zwsp and spaces", node([text(f"aa{ZWSP}bb cc{ZWSP}dd ee", width=45)], alignItems="flex-start",
                                          width=300)))
    c.append(case("zwsp beside spaces", node([text(f"aa {ZWSP}bb{ZWSP} cc  {ZWSP}{ZWSP}dd", width=45)],
                                             alignItems="flex-start", width=300)))
    c.append(case("leading and trailing zwsp", node([text(f"{ZWSP}aaa{ZWSP}bb{ZWSP}")], alignItems="flex-start",
                                                    width=30)))
    c.append(case("zwsp items shrink", node([text(f"HHHHHHHHHH{ZWSP}HHHHHHHHHH"), text(f"HH{ZWSP}HH{ZWSP}HH")],
                                            width=120)))
    c.append(case("zwsp in column", node([text(f"HHH{ZWSP}HHH{ZWSP}HHH"), text("HH HH")], flexDirection="column",
                                         alignItems="flex-start", width=50)))
    c.append(case("zwsp min-content container", node([node([text(f"HHHHH{ZWSP}HHH"), text(f"H{ZWSP}HHHH")])],
                                                     flexDirection="column", alignItems="flex-start", width=0)))
    c.append(case("zwsp grid auto tracks", node([text(f"HHH{ZWSP}HHHHH"), text(f"HH{ZWSP}HH")], display="grid",
                                                gridTemplateColumns="auto auto", width=90)))
    return c


def scroll_families():
    return {"scroll-gutter": scroll_cases(), "flex-balance": balance_cases(), "text-zwsp": zwsp_cases()}
