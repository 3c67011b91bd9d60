#!/usr/bin/env python3
"""Compares TesseraLayout with Chromium on many seeded random trees and lists the disagreements.

Usage: sweep.py [--count N] [--seed S] [--kind rich|stress|plain|wrap|grid|block|subgrid|float] [--batch B] [--out DIR]
       sweep.py --recheck DIR/sweep-KIND-S.json   (after a change to the engine; no browser)
Makes N random trees (by default generate.rich_random_cases: every property of the layout issue — wrapping
with gaps, min/max during grow and shrink, percentages in nested containers including heights,
absolute children with and without insets, auto and percentage margins, aspect-ratio, baselines,
RTL, content-box, overflow hidden, text leaves; `stress` is generate.stress_random_cases: what rich
draws rarely — deep trees, containers of many items, long texts, fractional and large lengths, and
no aspect-ratio; `grid` is grid_random.grid_random_cases: CSS Grid trees with every track size,
placement, gap and alignment we support, text leaves, flex in grid and grid in flex; `plain` and `wrap` are the generators of the
random-a/-b and random-wrap families, with other seeds; `block` is block_cases.random_cases: blocks,
flex and grid containers nested in each other with collapsing margins; `subgrid` is
subgrid_cases.random_cases: grids with subgrids two levels deep; `float` is float_cases.random_cases:
blocks with floats, clearance, formatting contexts and collapsing margins), asks Chromium for their frames in batches of B per
headless run (browser.py), checks them with the `check` tool (tolerance 0.1, unrounded; it also
counts the cases off by more than 0.5 px, since Chromium's 1/64-px rounding alone adds up past 0.1
over deep trees with fractional lengths or percentages) and writes
DIR/sweep-KIND-S.json (every case with its expectations) and DIR/failures-KIND-S.txt (the check
output). A failing case can then be shrunk with `reduce.py DIR/sweep-KIND-S.json NAME`. Deterministic: the same
seed gives the same trees. Nothing it writes is a fixture; pin what a fix changes in a family.
"""
import argparse
import json
import os
import subprocess

import browser
import generate
import grid_random
import reduce


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=100)
    parser.add_argument("--batch", type=int, default=500)
    parser.add_argument("--out", default="/tmp/layout-sweep")
    parser.add_argument("--kind", choices=["rich", "stress", "plain", "wrap", "grid", "block", "subgrid", "float"], default="rich")
    parser.add_argument("--recheck", metavar="SWEEP_JSON", help="check a stored sweep again, without the browser")
    args = parser.parse_args()
    if args.recheck:
        check(args.recheck, args.recheck.replace("sweep-", "failures-").replace(".json", ".txt"))
        return
    os.makedirs(args.out, exist_ok=True)
    if args.kind == "rich":
        cases = generate.rich_random_cases(args.count, args.seed)
    elif args.kind == "grid":
        cases = grid_random.grid_random_cases(args.count, args.seed)
    elif args.kind == "stress":
        cases = generate.stress_random_cases(args.count, args.seed)
    elif args.kind == "block":
        import block_cases  # imported here: it reads generate's helpers
        cases = block_cases.random_cases(args.count, args.seed)
    elif args.kind == "float":
        import float_cases  # floats, clearance, nested blocks and margins
        cases = float_cases.random_cases(args.count, args.seed)
    elif args.kind == "subgrid":
        import subgrid_cases
        cases = subgrid_cases.random_cases(args.count, args.seed)
    else:
        cases = generate.random_cases(args.count, args.seed, wrapping=args.kind == "wrap")
    for start in range(0, len(cases), args.batch):
        batch = cases[start:start + args.batch]
        for case, frame in zip(batch, browser.compute(batch)):
            case["expected"] = browser.rounded(frame)
    path = os.path.join(args.out, f"sweep-{args.kind}-{args.seed}.json")
    with open(path, "w") as f:
        json.dump({"cases": cases}, f)
    check(path, os.path.join(args.out, f"failures-{args.kind}-{args.seed}.txt"))


def check(path, failures_path):
    """Checks stored cases (with their expectations) and writes the failures; prints the count of
    cases off by more than 0.1 and of those off by more than 0.5 px (the rest is typically
    Chromium's 1/64-px LayoutUnit rounding adding up over a deep tree)."""
    tool = reduce.check_tool()
    output = subprocess.run([tool, path], capture_output=True, text=True).stdout
    with open(failures_path, "w") as f:
        f.write(output)
    coarse = subprocess.run([tool, path, "--tolerance", "0.5"], capture_output=True, text=True).stdout
    summary = output.splitlines()[-1] if output else "check printed nothing"
    print(summary, f"({coarse.splitlines()[-1].split(', ')[1] if coarse else '?'} by more than 0.5 px)", f"({path})")


if __name__ == "__main__":
    main()
