"""Hand-written fixture family for scroll containers among block boxes (issue 21, the shapes of
Taffy's `block_*scroll*` Chrome fixtures): a block scroll container reserves its scrollbar gutters
inside its border (CSS Overflow 3 §3), its vertical scrollbar on the left when its direction is
right-to-left (as Chromium places it), so its children stretch and align inside the gutter; it
starts a block formatting context of its own, whose children's margins stay inside it.
generate.py adds it to its families."""
from generate import box, case, node, text


def block(children=None, **style):
    return node(children, display="block", **style)


def block_scroll_cases():
    c = []
    for direction in ["ltr", "rtl"]:
        d = {"direction": direction}
        c.append(case(f"{direction} stretched child", block([block([box(h=200, display="block")])],
                                                          width=100, height=100, overflowY="scroll", **d)))
        c.append(case(f"{direction} sized child", block([box(50, 20, display="block")], width=200, height=200,
                                                       overflowY="scroll", **d)))
        c.append(case(f"{direction} flex child", block([node([box(30, 10)])], width=120, height=80,
                                                      overflow="scroll", **d)))
        c.append(case(f"{direction} padding", block([box(100, 1000, display="block")], width=300, height=200,
                                                   padding={"top": 20, "right": 10, "bottom": 20, "left": 10},
                                                   overflow="scroll", **d)))
        c.append(case(f"{direction} border and padding", block([block([box(h=20)]), box(40, 20, display="block")],
                                                              width=150, border=3, padding=5, overflowY="scroll",
                                                              **d)))
        c.append(case(f"{direction} auto margins", block([box(40, 20, display="block",
                                                             margin={"left": "auto", "right": "auto"})],
                                                        width=150, height=60, overflowY="scroll", **d)))
        c.append(case(f"{direction} text", block([text("ab cd ef gh ij", display="block")], width=80,
                                                overflowY="scroll", **d)))
        c.append(case(f"{direction} nested in block", block([block([block([box(h=10)], margin={"top": 10})],
                                                                  margin={"top": 10}, overflowY="scroll")],
                                                           width=50, **d)))
        c.append(case(f"{direction} last margin kept", block([block([block([box(h=10)], margin={"bottom": 10})],
                                                                   margin={"bottom": 10}, overflowY="scroll")],
                                                            width=50, **d)))
        c.append(case(f"{direction} narrow scrollbar", block([block([box(h=30)])], width=100, height=50,
                                                            overflowY="scroll", scrollbarWidth=6, **d)))
        c.append(case(f"{direction} absolute child", block([box(30, 30, display="block", position="absolute",
                                                               inset={"top": 0, "left": 0}),
                                                           box(20, 20, display="block", position="absolute",
                                                               inset={"bottom": 0, "right": 0})],
                                                          width=100, height=100, overflow="scroll", **d)))
    return c


def block_scroll_families():
    return {"block-scroll": block_scroll_cases()}
