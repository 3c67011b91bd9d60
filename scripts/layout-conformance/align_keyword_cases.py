"""Fixture families for CSS Box Alignment 3's positional keywords `start`, `end`, `self-start` and
`self-end` (§4.2), with and without `safe`/`unsafe`: in flex containers, where start and end follow
the writing mode, not the flex direction or `wrap-reverse`, and `self-` keywords the item's own
direction; in grids, where start and end are the grid's; `align-content` on blocks. generate.py
adds them to its families."""
from generate import box, case, node

DIRECTIONS = ["row", "row-reverse", "column", "column-reverse"]
WRAPS = ["wrap", "wrap-reverse"]


def flex_cases():
    c = []
    for fd in DIRECTIONS:
        for wrap in WRAPS:
            for rtl in ["ltr", "rtl"]:
                base = dict(flexDirection=fd, flexWrap=wrap, direction=rtl, width=200, height=200)
                name = f"{fd} {wrap} {rtl}"
                for v in ["start", "end"]:
                    # Two lines of two fixed boxes: free space on both axes.
                    items = [box(60, 50, flexShrink=0) for _ in range(3)]
                    c.append(case(f"justify-content {v} {name}", node(items, justifyContent=v, **base)))
                    c.append(case(f"align-content {v} {name}", node(items, alignContent=v, **base)))
                for v in ["start", "end", "self-start", "self-end"]:
                    items = [box(40, 30), box(50, 20, direction="rtl"), box(30, 40, direction="ltr")]
                    c.append(case(f"align-items {v} {name}", node(items, alignItems=v, alignContent="flex-start",
                                                                 **base)))
                    selfish = [box(40, 30, alignSelf=v), box(50, 20, alignSelf=v, direction="rtl"),
                               box(30, 40, alignSelf=v, direction="ltr"), box(20, 20)]
                    c.append(case(f"align-self {v} {name}", node(selfish, alignContent="flex-start", **base)))
    for v in ["safe start", "unsafe end", "safe end", "safe self-end", "unsafe self-start"]:
        for fd in DIRECTIONS:
            items = [box(150, 150, flexShrink=0), box(80, 80, flexShrink=0)]
            c.append(case(f"overflow {v} {fd}", node(items, flexDirection=fd, width=100, height=100,
                                                     justifyContent=v.replace("self-", ""), alignItems=v)))
    for v in ["start", "end", "self-start", "self-end"]:
        for fd in ["row-reverse", "column"]:
            c.append(case(f"absolute align-self {v} {fd}", node(
                [box(50, 60, position="absolute", alignSelf=v, direction="rtl")], flexDirection=fd,
                flexWrap="wrap-reverse", width=100, height=100)))
            c.append(case(f"absolute justify {v.replace('self-', '')} {fd}", node(
                [box(50, 60, position="absolute")], flexDirection=fd, justifyContent=v.replace("self-", ""),
                width=100, height=100)))
        c.append(case(f"nowrap align-items {v}", node([box(40, 30), box(50, 20, direction="rtl")],
                                                      flexDirection="column", alignItems=v, width=100, height=100)))
    return c


def grid(children, **style):
    return node(children, display="grid", **style)


def grid_cases():
    c = []
    for rtl in ["ltr", "rtl"]:
        for v in ["start", "end", "self-start", "self-end", "safe self-end", "unsafe self-start"]:
            items = [box(30, 20), box(40, 30, direction="rtl"), box(20, 40, direction="ltr"), box(150, 20)]
            c.append(case(f"grid justify-items {v} {rtl}", grid(items, justifyItems=v, direction=rtl,
                                                                gridTemplateColumns="100px 100px", width=300)))
            c.append(case(f"grid align-items {v} {rtl}", grid(items, alignItems=v, direction=rtl,
                                                              gridTemplateColumns="100px 100px",
                                                              gridTemplateRows="60px 60px", width=300)))
            selfish = [box(30, 20, justifySelf=v, alignSelf=v), box(40, 30, direction="rtl", justifySelf=v, alignSelf=v),
                       box(20, 40, direction="ltr", justifySelf=v), box(20, 20)]
            c.append(case(f"grid self {v} {rtl}", grid(selfish, direction=rtl, gridTemplateColumns="100px 100px",
                                                       gridTemplateRows="60px 60px", width=300)))
        for v in ["start", "end", "safe end", "unsafe end"]:
            items = [box(20, 20), box(20, 20)]
            c.append(case(f"grid content {v} {rtl}", grid(items, direction=rtl, justifyContent=v, alignContent=v,
                                                          gridTemplateColumns="60px 60px", gridTemplateRows="40px",
                                                          width=300, height=100)))
    # Not `unsafe`: a block's default overflow alignment is safe, and Style cannot yet tell
    # `unsafe` from no keyword there.
    for v in ["start", "end", "safe end", "safe start"]:
        for h in [100, 20]:
            c.append(case(f"block align-content {v} {h}", node([box(40, 30), box(50, 20)], display="block",
                                                               alignContent=v, width=100, height=h)))
    return c


def align_keyword_families():
    return {"align-keywords-flex": flex_cases(), "align-keywords-grid": grid_cases()}
