#!/usr/bin/env python3
"""TesseraLayout vs Taffy vs Chromium on CSS Grid trees, side by side in one run.

Usage (from the repository root, after `swift build -c release --product tessera-bench`):
    python3 Benchmarks/peers/grid_compare.py [--items 1000] [--runs 21] [--repeat 3] [--no-chromium]

For each shape of grid_trees.py (cards, nested, spanning) with about --items items it writes the
tree as JSON for `tessera-bench layout` and builds the same tree in Taffy (stretchable, rounding
off as Tessera's timed layouts are unrounded). Full layout: median of --runs layouts with every
node marked dirty, so no cache survives, in both engines (Tessera's first layout of a freshly
parsed tree too). Chromium (headless, chromedriver) gets the tree as browser.py's markup and
times a forced layout after each change of the root's width (1000 ↔ 1001 px; `getBoundingClientRect`
after the change, `performance.now()` around it): Chromium keeps what it can of its layout
cache, so its figure is a re-layout after a root resize, not a layout from scratch, and includes
its style recalc of the root. The whole comparison is repeated --repeat times, to show the spread.
Before timing, each engine's frames are checked against Tessera's (within 0.1 px), so that the
engines are timed on the same layout. The text variant of the card grid (synthetic text titles)
is timed for Tessera and Chromium only: Taffy measures text through a Python callback, which
would time Python.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "..", "scripts", "layout-conformance"))
import grid_peers as G  # noqa: E402
import grid_trees as T  # noqa: E402

ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
BENCH = os.path.join(ROOT, ".build", "release", "tessera-bench")
WIDTH = 1000


def tessera_times(paths, runs):
    out = subprocess.run([BENCH, "layout", "--width", str(WIDTH), "--runs", str(runs), *paths],
                         check=True, capture_output=True, text=True).stdout
    return [json.loads(line) for line in out.splitlines() if line.strip()]


def taffy_times(tree, runs):
    nodes = []
    root = G.taffy_build(tree, nodes)
    full = G.taffy_full_layouts(root, nodes, WIDTH, runs)
    frames = G.taffy_frames(root)
    G.taffy_free(nodes)
    return statistics.median(full), frames


def check_frames(tree, frames, what):
    """Runs the `check` tool on the tree with `frames` as expectations; returns its summary line."""
    import reduce
    with tempfile.TemporaryDirectory() as directory:
        path = os.path.join(directory, "frames.json")
        with open(path, "w") as f:
            json.dump({"cases": [{"name": what, "viewport": {"width": WIDTH}, "tree": tree, "expected": frames}]}, f)
        out = subprocess.run([reduce.check_tool(), path], capture_output=True, text=True).stdout
    return out.strip().splitlines()[-1]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--items", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--no-chromium", action="store_true")
    args = parser.parse_args()
    if not os.path.exists(BENCH):
        sys.exit(f"{BENCH} missing: run `swift build -c release --product tessera-bench` first")
    trees = {shape: make(args.items) for shape, make in T.SHAPES.items()}
    trees["cards with text"] = T.with_text(T.cards(args.items))
    chromium = None if args.no_chromium else G.Chromium()
    results = {shape: {"tessera": [], "cold": [], "taffy": [], "chromium": []} for shape in trees}
    load_before = os.getloadavg()
    with tempfile.TemporaryDirectory() as directory:
        paths = []
        for shape, tree in trees.items():
            path = os.path.join(directory, f"{shape.replace(' ', '-')}.json")
            with open(path, "w") as f:
                json.dump(tree, f)
            paths.append(path)
        for shape, tree in trees.items():
            if shape != "cards with text":
                _, frames = taffy_times(tree, 1)
                print(f"{shape}: Taffy's frames against Tessera: {check_frames(tree, frames, shape)}", file=sys.stderr)
            if chromium:
                print(f"{shape}: Chromium's frames against Tessera: "
                      f"{check_frames(tree, chromium.frames(tree, WIDTH), shape)}", file=sys.stderr)
        for _ in range(args.repeat):
            for (shape, tree), ours in zip(trees.items(), tessera_times(paths, args.runs)):
                results[shape]["tessera"].append(ours["fullMedianMs"])
                results[shape]["cold"].append(ours["coldMs"])
                results[shape]["nodes"] = ours["nodes"]
                if shape != "cards with text":
                    results[shape]["taffy"].append(taffy_times(tree, args.runs)[0])
                if chromium:
                    results[shape]["chromium"].append(chromium.relayout_ms(tree, WIDTH, args.runs))
    if chromium:
        chromium.quit()
    load_after = os.getloadavg()
    print(f"Load average (1, 5, 15 min): {load_before[0]:.2f} {load_before[1]:.2f} {load_before[2]:.2f} before, "
          f"{load_after[0]:.2f} {load_after[1]:.2f} {load_after[2]:.2f} after; "
          f"medians of {args.runs} layouts, {args.repeat} rounds (min–max over rounds).")
    print()
    print("| tree | nodes | Tessera full | Taffy full | Taffy / Tessera | Chromium re-layout | Tessera first layout |")
    print("|---|---:|---:|---:|---:|---:|---:|")

    def spread(values):
        return f"{min(values):.2f}–{max(values):.2f} ms" if values else "–"

    for shape, r in results.items():
        ratio = (f"{min(r['taffy']) / max(r['tessera']):.1f}–{max(r['taffy']) / min(r['tessera']):.1f}×"
                 if r["taffy"] else "–")
        print(f"| {shape} | {r['nodes']:,} | {spread(r['tessera'])} | {spread(r['taffy'])} | {ratio} | "
              f"{spread(r['chromium'])} | {spread(r['cold'])} |")


if __name__ == "__main__":
    main()
