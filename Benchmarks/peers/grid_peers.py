"""Taffy (stretchable) and Chromium laying out the grid benchmark trees of grid_trees.py.

Taffy gets the same styles, mapped property by property (only what grid_trees.py uses); the
clock covers only Taffy's compute_layout, never Python tree building. Chromium gets browser.py's
markup of the tree in one page and times its own forced layouts in the page.
"""
import json
import os
import tempfile

import stretchable.taffylib as taffylib
from stretchable.context import taffy
from stretchable.style import (AUTO, PT, Display, FlexDirection, GridPlacement, GridTrackSize, GridTrackSizing,
                               JustifyContent, Rect, Size, Style)
from stretchable.style.props import GridTrackRepetition

import browser
import taffy_common as common
from taffy_common import taffy_full_layouts, taffy_layout  # noqa: F401  (grid_compare.py uses them from here)

taffylib.disable_rounding(taffy._ptr)  # Tessera's timed layouts are unrounded too

_DIRECTION = {"row": FlexDirection.ROW, "column": FlexDirection.COLUMN}
_JUSTIFY = {"space-between": JustifyContent.SPACE_BETWEEN}


def _tracks(value):
    """Splits a track list at spaces outside parentheses: "repeat(3, 1fr) auto" → ["repeat(3, 1fr)", "auto"]."""
    out, depth, current = [], 0, ""
    for char in value:
        depth += {"(": 1, ")": -1}.get(char, 0)
        if char == " " and depth == 0:
            out, current = out + [current] if current else out, ""
        else:
            current += char
    return out + [current] if current else out


def _track_sizing(value):
    """One entry of a track list. (stretchable's own `repeat(...)` parser reads the space after the
    comma as an extra `auto` track: `repeat(auto-fill, 180px)` became `repeat(auto-fill, auto 180px)`.)"""
    if not value.startswith("repeat("):
        return GridTrackSizing.single(GridTrackSize.from_inline(value))
    count, _, tracks = value[len("repeat("):-1].partition(",")
    count = count.strip()
    repetition = {"auto-fill": GridTrackRepetition.AUTO_FILL, "auto-fit": GridTrackRepetition.AUTO_FIT}.get(
        count, GridTrackRepetition.COUNT)
    return GridTrackSizing.repeat([GridTrackSize.from_inline(t) for t in _tracks(tracks.strip())], repetition=repetition,
                                  count=int(count) if repetition == GridTrackRepetition.COUNT else None)


def _length(value):
    return AUTO if value == "auto" else float(value) * PT


def _gap(value):
    if isinstance(value, dict):
        return Size(float(value.get("column", 0)) * PT, float(value.get("row", 0)) * PT)
    return Size(float(value) * PT, float(value) * PT)


def taffy_build(tree, nodes):
    s = tree.get("style", {})
    kwargs = {}
    if s.get("display") == "grid":
        kwargs["display"] = Display.GRID
    if "gridTemplateColumns" in s:
        kwargs["grid_template_columns"] = [_track_sizing(t) for t in _tracks(s["gridTemplateColumns"])]
    if "gridAutoRows" in s:
        kwargs["grid_auto_rows"] = [GridTrackSize.from_inline(t) for t in _tracks(s["gridAutoRows"])]
    if "gridColumn" in s:
        kwargs["grid_column"] = GridPlacement.from_inline(s["gridColumn"])
    if "flexDirection" in s:
        kwargs["flex_direction"] = _DIRECTION[s["flexDirection"]]
    if "justifyContent" in s:
        kwargs["justify_content"] = _JUSTIFY[s["justifyContent"]]
    if "gap" in s or "columnGap" in s:
        kwargs["gap"] = _gap(s["gap"] if "gap" in s else {"column": s["columnGap"]})
    if "width" in s or "height" in s:
        kwargs["size"] = Size(_length(s.get("width", "auto")), _length(s.get("height", "auto")))
    if "padding" in s:
        kwargs["padding"] = Rect(s["padding"] * PT)
    unknown = set(s) - {"display", "gridTemplateColumns", "gridAutoRows", "gridColumn", "flexDirection",
                        "justifyContent", "gap", "columnGap", "width", "height", "padding"}
    if unknown:
        raise ValueError(f"grid_peers.taffy_build does not map {sorted(unknown)}")
    node = taffylib.node_create(taffy._ptr, Style(**kwargs).to_dict())
    nodes.append(node)
    _children[node] = [taffy_build(child, nodes) for child in tree.get("children", [])]
    for child in _children[node]:
        taffylib.node_add_child(taffy._ptr, node, child)
    return node


_children = {}


def taffy_frames(node):
    """The laid-out frames in the fixtures' form (x/y relative to the parent's border box)."""
    layout = taffylib.PyLayout()
    taffylib.node_get_layout(taffy._ptr, node, layout)
    out = {"x": layout.x, "y": layout.y, "width": layout.width, "height": layout.height}
    if _children[node]:
        out["children"] = [taffy_frames(child) for child in _children[node]]
    return out


def taffy_free(nodes):
    common.taffy_free(nodes)
    for node in nodes:
        _children.pop(node, None)


class Chromium:
    """One headless Chromium (chromedriver, browser.py's flags) for every tree."""

    def __init__(self):
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
        options = webdriver.ChromeOptions()
        for flag in browser.CHROMIUM_FLAGS:
            options.add_argument(flag)
        options.binary_location = "/usr/bin/chromium"
        self.driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)

    def load(self, tree, width):
        """Opens browser.py's page of the one tree (its script writes the frames into #result)."""
        body = f'<div class="vp" style="{browser.viewport_css({"width": width})}">{browser.node_html(tree)}</div>'
        with tempfile.NamedTemporaryFile("w", suffix=".html", delete=False) as f:
            f.write(browser.PAGE.replace("%CASES%", body))
        try:
            self.driver.get("file://" + f.name)
        finally:
            os.unlink(f.name)

    def frames(self, tree, width):
        self.load(tree, width)
        return json.loads(self.driver.execute_script("return document.getElementById('result').textContent"))[0]

    def relayout_ms(self, tree, width, runs):
        """Median of forced layouts after the root's width changes (1000 ↔ 1001 px)."""
        self.load(tree, width)
        return self.driver.execute_script("""
          const root = document.querySelector('.vp').firstElementChild;
          root.getBoundingClientRect();
          const times = [];
          for (let i = 0; i < arguments[0]; i++) {
            root.style.width = (i % 2 ? arguments[1] : arguments[1] + 1) + 'px';
            const start = performance.now();
            root.getBoundingClientRect();
            times.push(performance.now() - start);
          }
          times.sort((a, b) => a - b);
          return times[Math.floor(times.length / 2)];
        """, runs, width)

    def quit(self):
        self.driver.quit()
