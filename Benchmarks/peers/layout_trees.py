"""Benchmark trees for TesseraLayout, Yoga and Taffy, in TesseraLayout's JSON schema.

Three shapes, after Taffy's own benchmarks, each at any node count:
- wide: one wrapping row holding every other node as a fixed-size or growing leaf;
- deep: a balanced tree (4 children per container) alternating rows and columns;
- realistic: a long screen of modules — header rows, wrapping card grids, footers — built from
  containers with padding, margins, grow/shrink and fixed-size leaves (icons, images, text lines).

Only properties all three engines share with the same meaning are used (no gap: Yoga in poga
has none; no content leaves: sizes are styles, so no engine measures anything).
Deterministic: a fixed seed per shape.
"""
import random


def count(tree):
    return 1 + sum(count(c) for c in tree.get("children", []))


def wide(n):
    rng = random.Random(1)
    children = []
    for _ in range(n - 1):
        style = {"width": rng.randint(10, 60), "height": rng.randint(10, 40), "margin": 2}
        if rng.random() < 0.3:
            style["flexGrow"] = 1
        children.append({"style": style})
    return {"style": {"flexWrap": "wrap", "width": 1000}, "children": children}


def deep(n):
    rng = random.Random(2)
    made = [1]

    def build(depth):
        style = {"flexDirection": "row" if depth % 2 == 0 else "column", "padding": 1}
        if rng.random() < 0.5:
            style["flexGrow"] = 1
        node = {"style": style, "children": []}
        for _ in range(4):
            if made[0] >= n:
                break
            made[0] += 1
            if depth >= 7 or made[0] + 4 >= n or rng.random() < 0.15:
                node["children"].append({"style": {"width": rng.randint(5, 30), "height": rng.randint(5, 30),
                                                   "flexShrink": rng.choice([0, 1])}})
            else:
                node["children"].append(build(depth + 1))
        return node

    root = {"style": {"flexDirection": "column", "width": 1000}, "children": []}
    while made[0] < n:
        made[0] += 1
        root["children"].append(build(0))
    return root


def module(rng):
    def leaf(w, h, **style):
        style.update({"width": w, "height": h})
        return {"style": style}

    header = {"style": {"alignItems": "center", "padding": 8}, "children": [
        leaf(24, 24, margin=4),
        {"style": {"flexDirection": "column", "flexGrow": 1, "margin": 4}, "children": [
            leaf("80%", 18), leaf("50%", 14, margin=2)]},
        leaf(16, 16, flexShrink=0)]}
    cards = []
    for _ in range(rng.randint(2, 6)):
        cards.append({"style": {"flexDirection": "column", "width": rng.choice([150, 170, 200]), "margin": 6,
                                "padding": 8, "flexGrow": 1}, "children": [
            leaf("100%", 90), leaf("90%", 16, margin=4), leaf("60%", 14, margin=4),
            {"style": {"justifyContent": "space-between", "alignItems": "flex-end", "margin": 4}, "children": [
                leaf(40, 14), leaf(60, 28)]}]})
    grid = {"style": {"flexWrap": "wrap", "padding": 6}, "children": cards}
    footer = {"style": {"justifyContent": "flex-end", "padding": 8}, "children": [
        leaf(80, 32, margin=4), leaf(100, 32, margin=4)]}
    return {"style": {"flexDirection": "column", "margin": 8, "padding": 4, "border": 1},
            "children": [header, grid, footer]}


def realistic(n):
    rng = random.Random(3)
    root = {"style": {"flexDirection": "column", "width": 390}, "children": []}
    total = 1
    while True:
        m = module(rng)
        size = count(m)
        if total + size > n:
            break
        root["children"].append(m)
        total += size
    while total < n:
        root["children"].append({"style": {"height": 10}})
        total += 1
    return root


SHAPES = {"wide": wide, "deep": deep, "realistic": realistic}


def with_text(tree, rng=None):
    """The same tree with its percentage-wide leaves (title and subtitle lines) turned into
    synthetic text content, so every engine has to measure them."""
    rng = rng or random.Random(4)
    style = tree.get("style", {})
    children = tree.get("children")
    if not children and isinstance(style.get("width"), str):
        words = " ".join("x" * rng.randint(2, 9) for _ in range(rng.randint(2, 8)))
        rest = {k: v for k, v in style.items() if k not in ("width", "height")}
        out = {"content": {"text": words, "charWidth": 7, "lineHeight": style.get("height", 16)}}
        if rest:
            out["style"] = rest
        return out
    out = dict(tree)
    if children:
        out["children"] = [with_text(c, rng) for c in children]
    return out
