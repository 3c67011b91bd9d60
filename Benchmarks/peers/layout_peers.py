"""Yoga (poga) and Taffy (stretchable) laying out the benchmark trees of layout_trees.py.

Each engine gets the same styles, mapped property by property. Trees are built before the clock
starts; the clock covers only the engine's layout call (YGNodeCalculateLayout, Taffy's
compute_layout in Rust), never Python tree building or reading results back.
"""
import time

import poga.libpoga_capi as Y
import stretchable.taffylib as taffylib
from stretchable.context import taffy
from taffy_common import taffy_free, taffy_layout  # noqa: F401  (layout_compare.py uses them from here)
from stretchable.style import (AUTO, PCT, PT, AlignItems, FlexDirection, FlexWrap, JustifyContent, Rect,
                               Size, Style)

# --- Yoga ----------------------------------------------------------------------------------

_config = Y.YGConfigNew()
Y.YGConfigSetUseWebDefaults(_config, True)  # CSS defaults: row, flex-shrink 1, align-content stretch
Y.YGConfigSetPointScaleFactor(_config, 0)   # no rounding, like Tessera's unrounded timing

_Y_DIR = {"row": Y.YGFlexDirection.Row, "column": Y.YGFlexDirection.Column}
_Y_JUSTIFY = {"flex-start": Y.YGJustify.FlexStart, "flex-end": Y.YGJustify.FlexEnd, "center": Y.YGJustify.Center,
              "space-between": Y.YGJustify.SpaceBetween}
_Y_ALIGN = {"flex-start": Y.YGAlign.FlexStart, "flex-end": Y.YGAlign.FlexEnd, "center": Y.YGAlign.Center,
            "stretch": Y.YGAlign.Stretch}


def _y_length(node, value, points, percent, auto=None):
    if isinstance(value, str) and value.endswith("%"):
        percent(node, float(value[:-1]))
    elif value == "auto":
        auto(node)
    else:
        points(node, float(value))


def yoga_build(tree, measure=None):
    node = Y.YGNodeNewWithConfig(_config)
    s = tree.get("style", {})
    Y.YGNodeStyleSetAlignContent(node, Y.YGAlign.Stretch)
    if "flexDirection" in s:
        Y.YGNodeStyleSetFlexDirection(node, _Y_DIR[s["flexDirection"]])
    if s.get("flexWrap") == "wrap":
        Y.YGNodeStyleSetFlexWrap(node, Y.YGWrap.Wrap)
    if "justifyContent" in s:
        Y.YGNodeStyleSetJustifyContent(node, _Y_JUSTIFY[s["justifyContent"]])
    if "alignItems" in s:
        Y.YGNodeStyleSetAlignItems(node, _Y_ALIGN[s["alignItems"]])
    if "flexGrow" in s:
        Y.YGNodeStyleSetFlexGrow(node, s["flexGrow"])
    if "flexShrink" in s:
        Y.YGNodeStyleSetFlexShrink(node, s["flexShrink"])
    if "width" in s:
        _y_length(node, s["width"], Y.YGNodeStyleSetWidth, Y.YGNodeStyleSetWidthPercent)
    if "height" in s:
        _y_length(node, s["height"], Y.YGNodeStyleSetHeight, Y.YGNodeStyleSetHeightPercent)
    if "margin" in s:
        Y.YGNodeStyleSetMargin(node, Y.YGEdge.All, s["margin"])
    if "padding" in s:
        Y.YGNodeStyleSetPadding(node, Y.YGEdge.All, s["padding"])
    if "border" in s:
        Y.YGNodeStyleSetBorder(node, Y.YGEdge.All, s["border"])
    if "content" in tree and measure is not None:
        Y.YGNodeSetMeasureFunc(node, measure(tree["content"]))
    for index, child in enumerate(tree.get("children", [])):
        Y.YGNodeInsertChild(node, yoga_build(child, measure), index)
    return node


def yoga_layout(root, width):
    start = time.perf_counter()
    Y.YGNodeCalculateLayout(root, width, Y.YGUndefined, Y.YGDirection.LTR)
    return (time.perf_counter() - start) * 1e3


# --- Taffy ---------------------------------------------------------------------------------

_T_DIR = {"row": FlexDirection.ROW, "column": FlexDirection.COLUMN}
_T_JUSTIFY = {"flex-start": JustifyContent.FLEX_START, "flex-end": JustifyContent.FLEX_END,
              "center": JustifyContent.CENTER, "space-between": JustifyContent.SPACE_BETWEEN}
_T_ALIGN = {"flex-start": AlignItems.FLEX_START, "flex-end": AlignItems.FLEX_END, "center": AlignItems.CENTER,
            "stretch": AlignItems.STRETCH}


def _t_length(value):
    if isinstance(value, str) and value.endswith("%"):
        return float(value[:-1]) * PCT
    if value == "auto":
        return AUTO
    return float(value) * PT


def taffy_build(tree, nodes):
    s = tree.get("style", {})
    kwargs = {}
    if "flexDirection" in s:
        kwargs["flex_direction"] = _T_DIR[s["flexDirection"]]
    if s.get("flexWrap") == "wrap":
        kwargs["flex_wrap"] = FlexWrap.WRAP
    if "justifyContent" in s:
        kwargs["justify_content"] = _T_JUSTIFY[s["justifyContent"]]
    if "alignItems" in s:
        kwargs["align_items"] = _T_ALIGN[s["alignItems"]]
    if "flexGrow" in s:
        kwargs["flex_grow"] = float(s["flexGrow"])
    if "flexShrink" in s:
        kwargs["flex_shrink"] = float(s["flexShrink"])
    if "width" in s or "height" in s:
        kwargs["size"] = Size(_t_length(s.get("width", "auto")), _t_length(s.get("height", "auto")))
    if "margin" in s:
        kwargs["margin"] = Rect(s["margin"] * PT)
    if "padding" in s:
        kwargs["padding"] = Rect(s["padding"] * PT)
    if "border" in s:
        kwargs["border"] = Rect(s["border"] * PT)
    node = taffylib.node_create(taffy._ptr, Style(**kwargs).to_dict())
    nodes.append(node)
    for child in tree.get("children", []):
        taffylib.node_add_child(taffy._ptr, node, taffy_build(child, nodes))
    return node


# --- Synthetic text for the measure-call comparison ----------------------------------------

class Text:
    """TesseraLayout's SyntheticText: monospace words wrapping at spaces, CSS fit-content width."""

    def __init__(self, content, counter):
        self.words = [len(w) for w in content["text"].split(" ") if w]
        self.cw = content["charWidth"]
        self.lh = content["lineHeight"]
        self.counter = counter
        self.max = (sum(self.words) + len(self.words) - 1) * self.cw if self.words else 0
        self.min = max(self.words, default=0) * self.cw

    def size(self, width):
        """width: None (max-content), a number (fit into it), or ("exactly", w)."""
        self.counter[0] += 1
        if isinstance(width, tuple):
            used = width[1]
        elif width is None:
            used = self.max
        else:
            used = min(self.max, max(self.min, width))
        lines, line = 0, 0.0
        for word in self.words:
            w = word * self.cw
            if lines == 0:
                lines, line = 1, w
            elif line + self.cw + w <= used + 1e-9:
                line += self.cw + w
            else:
                lines, line = lines + 1, w
        return used, lines * self.lh


def yoga_text_measure(counter):
    def make(content):
        text = Text(content, counter)

        def measure(node, width, width_mode, height, height_mode):
            if width_mode == Y.YGMeasureMode.Exactly:
                w, h = text.size(("exactly", width))
            elif width_mode == Y.YGMeasureMode.AtMost:
                w, h = text.size(width)
            else:
                w, h = text.size(None)
            return Y.YGSize(w, h)
        return measure
    return make


def taffy_build_text(tree, nodes, texts, counter):
    s = tree.get("style", {})
    node = taffy_build({"style": s}, nodes)
    if "content" in tree:
        taffylib.node_set_measure(taffy._ptr, node, True)
        texts[node] = Text(tree["content"], counter)
    for child in tree.get("children", []):
        taffylib.node_add_child(taffy._ptr, node, taffy_build_text(child, nodes, texts, counter))
    return node


def taffy_layout_text(root, width, texts):
    def measure(known_width, known_height, available_width, available_height, context):
        text = texts[context]
        if known_width == known_width:  # not NaN
            w, h = text.size(("exactly", known_width))
        elif available_width["dim"] == 1:
            w, h = text.size(available_width["value"])
        elif available_width["dim"] == 3:
            w, h = text.size(0)
        else:
            w, h = text.size(None)
        return (w, known_height if known_height == known_height else h)

    space = {"width": {"dim": 1, "value": float(width)}, "height": {"dim": 4, "value": float("nan")}}
    start = time.perf_counter()
    taffylib.node_compute_layout_with_measure(taffy._ptr, root, space, measure)
    return (time.perf_counter() - start) * 1e3
