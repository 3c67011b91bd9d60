#!/usr/bin/env python3
"""TesseraLayout vs Yoga vs Taffy, side by side in one run, on the same trees.

Usage (from the repository root, after `swift build -c release --product tessera-bench`):
    python3 Benchmarks/peers/layout_compare.py [--sizes 1000,10000,100000]

For each shape (wide, deep, realistic) and size it generates one tree (layout_trees.py), writes
it as JSON for `tessera-bench layout`, and builds the same tree in Yoga (poga) and Taffy
(stretchable). Full layout: median over layouts with every node marked dirty on the same tree,
so no cache survives, in all three engines; re-layout: median after changing one leaf's width on
a laid-out tree. Tessera's first layout of its freshly parsed tree (styles still to validate,
memory cold) is reported too. Then a text variant of the realistic tree counts
measure calls (Python measure callbacks make the peers' times there meaningless, so only calls
are compared). Prints a Markdown table.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import layout_peers as P  # noqa: E402
import layout_trees as T  # noqa: E402
from taffy_common import taffy_full_layouts  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
BENCH = os.path.join(ROOT, ".build", "release", "tessera-bench")
WIDTH = 1000


def runs_for(n):
    # Medians of enough runs that a sub-millisecond layout is not decided by a few noisy ones
    # (9 runs at 1,000 nodes moved single cells by 30%); the same count for every engine.
    return 101 if n <= 1000 else 21 if n <= 10000 else 11


def middle_leaf_path(tree):
    """Index path of the first leaf at or after the middle of a depth-first walk (as tessera-bench picks)."""
    order = []

    def walk(node, path):
        order.append((node, path))
        for i, child in enumerate(node.get("children", [])):
            walk(child, path + [i])
    walk(tree, [])
    for node, path in order[len(order) // 2:]:
        if not node.get("children"):
            return path
    return order[-1][1]


def yoga_times(tree, runs):
    """Median full layout (every node marked dirty, so nothing is reused) and one-leaf re-layout."""
    root = P.yoga_build(tree)
    full = []
    for _ in range(runs):
        P.Y.YGNodeMarkDirtyAndPropogateToDescendants(root)
        full.append(P.yoga_layout(root, WIDTH))
    leaf = root
    for i in middle_leaf_path(tree):
        leaf = P.Y.YGNodeGetChild(leaf, i)
    relayout = []
    for run in range(runs):
        P.Y.YGNodeStyleSetWidth(leaf, 37 if run % 2 == 0 else 38)
        relayout.append(P.yoga_layout(root, WIDTH))
    P.Y.YGNodeFreeRecursive(root)
    return statistics.median(full), statistics.median(relayout)


def taffy_times(tree, runs):
    """Median full layout (every node marked dirty, so no cache survives) and one-leaf re-layout."""
    nodes = []
    root = P.taffy_build(tree, nodes)
    full = taffy_full_layouts(root, nodes, WIDTH, runs)
    path = middle_leaf_path(tree)
    leaf_tree = tree
    for i in path:
        leaf_tree = leaf_tree["children"][i]
    leaf = nodes[_preorder_index(tree, path)]
    relayout = []
    for run in range(runs):
        style = dict(leaf_tree.get("style", {}))
        style["width"] = 37 if run % 2 == 0 else 38
        P.taffylib.node_set_style(P.taffy._ptr, leaf, _taffy_style_dict(style))
        relayout.append(P.taffy_layout(root, WIDTH))
    P.taffy_free(nodes)
    return statistics.median(full), statistics.median(relayout)


def _taffy_style_dict(style):
    kwargs = {}
    if "width" in style or "height" in style:
        kwargs["size"] = P.Size(P._t_length(style.get("width", "auto")), P._t_length(style.get("height", "auto")))
    if "margin" in style:
        kwargs["margin"] = P.Rect(style["margin"] * P.PT)
    if "flexGrow" in style:
        kwargs["flex_grow"] = float(style["flexGrow"])
    if "flexShrink" in style:
        kwargs["flex_shrink"] = float(style["flexShrink"])
    return P.Style(**kwargs).to_dict()


def _preorder_index(tree, path):
    index = 0
    node = tree
    for i in path:
        index += 1
        for sibling in node["children"][:i]:
            index += T.count(sibling)
        node = node["children"][i]
    return index


def tessera_times(paths, runs):
    out = subprocess.run([BENCH, "layout", "--width", str(WIDTH), "--runs", str(runs), *paths],
                         check=True, capture_output=True, text=True).stdout
    return [json.loads(line) for line in out.splitlines() if line.strip()]


def measure_calls(n, directory):
    tree = T.with_text(T.realistic(n))
    path = os.path.join(directory, f"realistic-text-{n}.json")
    with open(path, "w") as f:
        json.dump(tree, f)
    tessera = tessera_times([path], 1)[0]
    yoga_counter = [0]
    root = P.yoga_build(tree, P.yoga_text_measure(yoga_counter))
    P.yoga_layout(root, WIDTH)
    P.Y.YGNodeFreeRecursive(root)
    taffy_counter = [0]
    nodes, texts = [], {}
    root = P.taffy_build_text(tree, nodes, texts, taffy_counter)
    P.taffy_layout_text(root, WIDTH, texts)
    P.taffy_free(nodes)
    leaves = len(_text_leaves(tree))
    return T.count(tree), leaves, tessera["measureCalls"], yoga_counter[0], taffy_counter[0]


def _text_leaves(tree):
    found = [tree] if "content" in tree else []
    for child in tree.get("children", []):
        found += _text_leaves(child)
    return found


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="1000,10000,100000")
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    if not os.path.exists(BENCH):
        sys.exit(f"{BENCH} missing: run `swift build -c release --product tessera-bench` first")
    rows = []
    load_before = os.getloadavg()
    with tempfile.TemporaryDirectory() as directory:
        for n in sizes:
            runs = runs_for(n)
            trees, paths = {}, []
            for shape, make in T.SHAPES.items():
                trees[shape] = make(n)
                path = os.path.join(directory, f"{shape}-{n}.json")
                with open(path, "w") as f:
                    json.dump(trees[shape], f)
                paths.append(path)
            tessera = tessera_times(paths, runs)
            for (shape, tree), ours in zip(trees.items(), tessera):
                yoga = yoga_times(tree, runs)
                taffy = taffy_times(tree, runs)
                rows.append((shape, ours["nodes"], ours, yoga, taffy))
                print(f"{shape} {n}: done", file=sys.stderr)
        calls = measure_calls(min(max(sizes), 10000), directory)

    load_after = os.getloadavg()
    print(f"Load average (1, 5, 15 min): {load_before[0]:.2f} {load_before[1]:.2f} {load_before[2]:.2f} before, "
          f"{load_after[0]:.2f} {load_after[1]:.2f} {load_after[2]:.2f} after.")
    print()
    print("| shape | nodes | Tessera full | Yoga full | Taffy full | Tessera µs/node | "
          "Tessera re-layout (% of full) | Yoga re-layout | Taffy re-layout | Tessera first layout |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for shape, nodes, ours, yoga, taffy in rows:
        full = ours["fullMedianMs"]
        re = ours["relayoutMedianMs"]
        print(f"| {shape} | {nodes:,} | {full:.2f} ms | {yoga[0]:.2f} ms | {taffy[0]:.2f} ms | "
              f"{full * 1000 / nodes:.3f} | {re:.3f} ms ({100 * re / full:.1f}%) | {yoga[1]:.3f} ms | {taffy[1]:.3f} ms | "
              f"{ours['coldMs']:.2f} ms |")
    nodes, leaves, ours, yoga, taffy = calls
    print()
    print(f"Measure calls, realistic tree with text ({nodes:,} nodes, {leaves:,} text leaves), one full layout: "
          f"Tessera {ours:,}, Yoga {yoga:,}, Taffy {taffy:,}.")


if __name__ == "__main__":
    main()
    sys.stdout.flush()
    os._exit(0)  # stretchable's Rust side aborts during interpreter finalization
