"""Grid benchmark trees (layout JSON, docs/layout-json.md), shared by grid_compare.py's engines.

Each root is 1000 px wide (Taffy sizes an auto-width root to fit its content, TesseraLayout and
a browser to fill the viewport). Sizes are styles, no measure functions, so every engine does pure layout (`with_text` swaps the
card titles for synthetic text, for Tessera and Chromium, whose text costs no callback):
- *cards*: a `repeat(auto-fill, minmax(180px, 1fr))` grid of N cards, each a flex column of an
  image, a title and a row of two badges (6 nodes a card);
- *nested*: a 4-column grid of grids of grids (`repeat(3, minmax(0, 1fr))` of `auto 1fr` pairs);
- *spanning*: auto-placed items spanning one to three of five intrinsic and flexible columns
  (`auto min-content 1fr max-content auto`), of varied sizes, so that track sizing distributes
  spanning items' contributions over intrinsic tracks.
"""
import random

WIDTH = 1000


def box(width=None, height=None, **style):
    style = dict(style)
    if width is not None:
        style["width"] = width
    if height is not None:
        style["height"] = height
    return {"style": style} if style else {}


def card(rng):
    badges = {"style": {"justifyContent": "space-between"},
              "children": [box(rng.choice([30, 40, 50]), 16), box(rng.choice([40, 60]), 16)]}
    return {"style": {"flexDirection": "column", "padding": 12, "gap": 8},
            "children": [box(height=90), box(height=20), badges]}


def cards(items):
    rng = random.Random(1)
    return {"style": {"display": "grid", "gridTemplateColumns": "repeat(auto-fill, minmax(180px, 1fr))", "gap": 16,
                      "padding": 16, "width": WIDTH},
            "children": [card(rng) for _ in range(items)]}


def nested(items):
    """About `items` nodes: outer cells of 10 nodes (a grid of three `auto 1fr` pairs of leaves), four a row."""
    rng = random.Random(2)

    def pair():
        return {"style": {"display": "grid", "gridTemplateColumns": "auto 1fr", "columnGap": 4},
                "children": [box(rng.choice([10, 20]), 12), box(height=rng.choice([12, 18]))]}

    def cell():
        return {"style": {"display": "grid", "gridTemplateColumns": "repeat(3, minmax(0, 1fr))", "gap": 6, "padding": 4},
                "children": [pair() for _ in range(3)]}

    return {"style": {"display": "grid", "gridTemplateColumns": "repeat(4, 1fr)", "gap": 8, "width": WIDTH},
            "children": [cell() for _ in range(max(1, items // 10))]}


def spanning(items):
    rng = random.Random(3)
    children = []
    for _ in range(items):
        span = rng.choice([1, 1, 1, 2, 2, 3])
        children.append(box(rng.choice([20, 45, 80, 120]), rng.choice([10, 24, 40]), gridColumn=f"span {span}"))
    return {"style": {"display": "grid", "gridTemplateColumns": "auto min-content 1fr max-content auto", "gap": 4,
                      "width": WIDTH},
            "children": children}


SHAPES = {"cards": cards, "nested": nested, "spanning": spanning}


def with_text(tree):
    """The same tree with each card's title a synthetic text of two to four words."""
    rng = random.Random(4)

    def walk(node):
        children = node.get("children", [])
        for index, child in enumerate(children):
            if child.get("style") == {"height": 20}:
                words = " ".join("x" * rng.randint(3, 9) for _ in range(rng.randint(2, 4)))
                children[index] = {"content": {"text": words, "charWidth": 8, "lineHeight": 20}}
            else:
                walk(child)
        return node
    return walk(tree)


def count(tree):
    return 1 + sum(count(child) for child in tree.get("children", []))
