"""Deep chains for TesseraLayout's time-in-depth checks (issue 16), in its layout JSON.

Usage: layout_deep_trees.py SHAPE DEPTH TEXTS > TREE.json
Each level is a container holding TEXTS synthetic texts and the next level; the innermost level
is one text. SHAPE sets the containers' style:
  rows        wrapping rows                  cols        wrapping columns
  alt         rows and columns alternating, wrapping
  pct         rows and columns alternating, width 90%, a max width per level
  pctrow      wrapping rows, width 90%, a max width per level
  pctrows     rows, width 90%, a max width per level
  pctcols     columns, width 90%, a max width per level
  pctcolwrap  wrapping columns, width 90%, a max width per level (still quadratic without --width)
Depth 198 with 50 texts gives 10,099 nodes and about 890 KB, the size the issue reported.
Time it with `tessera layout TREE.json [--width 400] --repeat 3` (median ms and measure calls).
"""
import json
import sys


def text(level, i):
    return {"content": {"text": f"lorem ipsum dolor sit {level} {i}", "charWidth": 7, "lineHeight": 16}}


def style(shape, level):
    percent = {"width": "90%", "maxWidth": 2000 - level * 3}
    row_or_column = "row" if level % 2 else "column"
    styles = {
        "rows": {"flexDirection": "row", "flexWrap": "wrap"},
        "cols": {"flexDirection": "column", "flexWrap": "wrap"},
        "alt": {"flexDirection": row_or_column, "flexWrap": "wrap"},
        "pct": {"flexDirection": row_or_column, **percent},
        "pctrow": {"flexDirection": "row", "flexWrap": "wrap", **percent},
        "pctrows": {"flexDirection": "row", **percent},
        "pctcols": {"flexDirection": "column", **percent},
        "pctcolwrap": {"flexDirection": "column", "flexWrap": "wrap", **percent},
    }
    return styles[shape]


def chain(shape, depth, texts):
    node = text(0, 0)
    for level in range(1, depth + 1):
        node = {"style": style(shape, level), "children": [text(level, i) for i in range(texts)] + [node]}
    return node


if __name__ == "__main__":
    shape, depth, texts = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    print(json.dumps(chain(shape, depth, texts)))
