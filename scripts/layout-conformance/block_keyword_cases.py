"""Hand-written fixture family for sizing keywords on the children of block boxes (issue 21, the
shapes of Taffy's `block_width_keywords` and `block_height_stretch` Chrome fixtures): CSS Sizing 3
§3.1 and Sizing 4 §3 resolve `min-content`, `max-content`, `fit-content` and `stretch` against the
block's content box — a `stretch` width fills it less the margins as `auto` does, the content-based
widths do not, and a `stretch` height fills a definite height less the margins (an indefinite one
leaves it auto). generate.py adds it to its families."""
from generate import box, case, node, text

KEYWORDS = ["min-content", "max-content", "fit-content", "stretch"]
WORDS = "HH\u200bHH"


def block(children=None, **style):
    return node(children, display="block", **style)


def block_keyword_cases():
    c = []
    c.append(case("widths", block([text(WORDS, width=k) for k in KEYWORDS], width=120)))
    c.append(case("widths in flex children", block([node([text("ab cd")], width=k) for k in KEYWORDS], width=120)))
    c.append(case("widths long text", block([text("lorem ipsum dolor sit amet", width=k) for k in KEYWORDS],
                                            width=100)))
    for k in KEYWORDS:
        c.append(case(f"width {k} margins", block([text(WORDS + " HHH", width=k, margin={"left": 7, "right": 13}),
                                                   box(h=10, display="block")], width=120)))
        c.append(case(f"width {k} content-box", block([text(WORDS, width=k, padding=4, boxSizing="content-box")],
                                                      width=120)))
        c.append(case(f"width {k} rtl", block([text(WORDS, width=k, margin={"left": 5})], width=120,
                                              direction="rtl")))
        c.append(case(f"min-width {k}", block([text(WORDS, width=10, minWidth=k)], width=120)))
        c.append(case(f"max-width {k}", block([text(WORDS + " HHHHHH", maxWidth=k)], width=120)))
        c.append(case(f"height {k}", block([text(WORDS, height=k, margin={"top": 5, "bottom": 10}), box(h=10)],
                                           width=100, height=80)))
        c.append(case(f"height {k} indefinite", block([text(WORDS, height=k, margin={"top": 5})], width=100)))
        c.append(case(f"min-height {k}", block([text(WORDS, minHeight=k)], width=100, height=60)))
    c.append(case("height stretch padding", block([node([box(10, 10)], height="stretch", padding=6)],
                                                  width=100, height=80, padding=5)))
    return c


def block_keyword_families():
    return {"block-keywords": block_keyword_cases()}
