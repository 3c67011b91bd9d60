"""Taffy (stretchable) calls shared by the flex peers (layout_peers.py) and the grid peers
(grid_peers.py): one timed layout, full layouts with every node marked dirty, freeing a tree."""
import time

import stretchable.taffylib as taffylib
from stretchable.context import taffy


def taffy_layout(root, width):
    """One layout of `root` in `width` points (height indefinite), in milliseconds: only Taffy's
    compute_layout is timed."""
    space = {"width": {"dim": 1, "value": float(width)}, "height": {"dim": 4, "value": float("nan")}}
    start = time.perf_counter()
    taffylib.node_compute_layout(taffy._ptr, root, space)
    return (time.perf_counter() - start) * 1e3


def taffy_full_layouts(root, nodes, width, runs):
    """`runs` layouts with every node marked dirty first, so no cache survives: their times."""
    times = []
    for _ in range(runs):
        for node in nodes:
            taffylib.node_mark_dirty(taffy._ptr, node)
        times.append(taffy_layout(root, width))
    return times


def taffy_free(nodes):
    for node in nodes:
        taffylib.node_drop(taffy._ptr, node)
