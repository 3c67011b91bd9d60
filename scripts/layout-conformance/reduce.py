#!/usr/bin/env python3
"""Shrinks a layout case on which TesseraLayout and Chromium disagree to a minimal one.

Usage: reduce.py CASES.json NAME > reduced.json
CASES.json holds {"cases": [...]} (a fixture file, or cases made with generate.py's helpers).
Each round tries every one-step simplification of the tree (drop one node, drop one style
property, drop a text's last word), asks Chromium for all of them in one headless run
(browser.py), checks them with the `check` tool (check/, built here on first use) and keeps the
smallest one that still disagrees, until none does (the candidates go smallest first, 60 per
Chromium run, so that a big tree's first rounds stay quick). Prints the reduced case with its expectations,
ready to paste into a fixture family. Minutes, not seconds: each round is one Chromium run.
"""
import copy
import json
import os
import subprocess
import sys
import tempfile

import browser

HERE = os.path.dirname(os.path.abspath(__file__))
CHECK_PACKAGE = os.path.join(HERE, "check")
CHUNK = 60


def check_tool():
    subprocess.run(["swift", "build", "--package-path", CHECK_PACKAGE], check=True, capture_output=True)
    path = subprocess.run(["swift", "build", "--package-path", CHECK_PACKAGE, "--show-bin-path"], check=True,
                          capture_output=True, text=True).stdout.strip()
    return os.path.join(path, "check")


def node_paths(tree, path=()):
    yield path
    for index, child in enumerate(tree.get("children", [])):
        yield from node_paths(child, path + (index,))


def node_at(tree, path):
    for index in path:
        tree = tree["children"][index]
    return tree


def simplifications(case):
    """Every case one step simpler than `case`."""
    out = []
    for path in node_paths(case["tree"]):
        if path:
            smaller = copy.deepcopy(case)
            parent = node_at(smaller["tree"], path[:-1])
            del parent["children"][path[-1]]
            if not parent["children"]:
                del parent["children"]
            out.append(smaller)
        node = node_at(case["tree"], path)
        for key in node.get("style", {}):
            smaller = copy.deepcopy(case)
            style = node_at(smaller["tree"], path)["style"]
            del style[key]
            if not style:
                del node_at(smaller["tree"], path)["style"]
            out.append(smaller)
        text = node.get("content", {}).get("text", "")
        if " " in text:
            smaller = copy.deepcopy(case)
            node_at(smaller["tree"], path)["content"]["text"] = text.rsplit(" ", 1)[0]
            out.append(smaller)
    return out


def disagreeing(cases, check):
    """The cases (with Chromium's expectations filled in) that TesseraLayout lays out differently."""
    for index, case in enumerate(cases):
        case["name"] = f"candidate-{index}"
    for case, frame in zip(cases, browser.compute(cases)):
        case["expected"] = browser.rounded(frame)
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump({"cases": cases}, f)
        path = f.name
    try:
        output = subprocess.run([check, path], capture_output=True, text=True).stdout
    finally:
        os.unlink(path)
    failing = {line.split("/", 1)[1] for line in output.splitlines() if line.startswith("FAIL ")}
    return [case for case in cases if case["name"] in failing]


def main(path, name):
    with open(path) as f:
        case = next(c for c in json.load(f)["cases"] if c["name"] == name)
    check = check_tool()
    current = {"name": name, "viewport": case.get("viewport", {}), "tree": case["tree"]}
    if not disagreeing([copy.deepcopy(current)], check):
        raise SystemExit(f"{name}: TesseraLayout already agrees with Chromium")
    while True:
        # Smallest candidates first (dropping the largest subtrees), in chunks: a big tree's first
        # rounds then ask Chromium about a few dozen trees, not thousands.
        candidates = sorted(simplifications(current), key=lambda c: len(json.dumps(c["tree"])))
        smaller = []
        for start in range(0, len(candidates), CHUNK):
            smaller = disagreeing(candidates[start:start + CHUNK], check)
            if smaller:
                break
        if not smaller:
            break
        current = min(smaller, key=lambda c: len(json.dumps(c["tree"])))
        print(f"{len(json.dumps(current['tree']))} characters", file=sys.stderr)
    reduced = disagreeing([current], check)[0]  # with its expectations
    reduced["name"] = name
    print(json.dumps(reduced))


if __name__ == "__main__":
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    main(sys.argv[1], sys.argv[2])
