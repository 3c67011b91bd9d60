#!/usr/bin/env python3
"""Times one card end to end in Tessera and in blitz (Stylo + Taffy + Parley + Vello through
`blitz-py`, `pip install blitz-py`), side by side, alternating, and prints both with their PNG
sizes.

Tessera: `tessera render Examples/card.scene.json --repeat N` (lower + draw + encode of the parsed
scene, medians of N, as the tool reports them). blitz: the same card written as HTML and CSS
(`CARD_HTML`: the token values of Examples/card.scene.json in light mode, Inter from Debian's
fonts-inter, the dumbbell icon as an inline SVG), parsed once into a `blitz_py.Template` (blitz's
fast path for repeated renders), then `render_png()` N times at scale 2 — 750 px wide like ours.
Each blitz render first sets the subtitle's text (alternating between two strings of the same
length), so that blitz lays out again as Tessera does on every render; `--no-mutate` times plain
re-renders of an unchanged template instead.

Usage: card_blitz.py [--repeat N] [--rounds R] [--tessera PATH] [--no-mutate] [--out DIR]
"""
import argparse
import json
import os
import statistics
import subprocess
import time

import blitz_py

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..")
FONTS = ["/usr/share/fonts/opentype/inter/Inter-Regular.otf", "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf"]

# Values from Sources/Tessera/Resources/Tokens (light): space.4 = 16 px margins and padding,
# radius.card 12 px, elevation.low, headline Inter 17/22 600, subheadline Inter 15/20 400.
CARD_HTML = """<!DOCTYPE html><html><head><style>
body { margin: 0; padding: 16px; background: #ffffff; font-family: Inter; }
.card { background: #ffffff; border-radius: 12px; padding: 16px; display: flex; flex-direction: column; gap: 8px;
        box-shadow: 0 1px 2px 0 #0000001a, 0 1px 3px 0 #0000000f; }
.title { display: flex; flex-direction: row; align-items: center; gap: 12px; }
h1 { margin: 0; font-size: 17px; line-height: 22px; font-weight: 600; letter-spacing: -0.22px; color: #16171a; }
p { margin: 0; font-size: 15px; line-height: 20px; letter-spacing: -0.13px; color: #535559; }
svg { width: 20px; height: 20px; }
</style></head><body><div class="card">
<div class="title"><svg viewBox="0 0 20 20"><g fill="#2a5cda"><rect x="1" y="9" width="18" height="2"/>
<rect x="3" y="5" width="2" height="10" rx="1"/><rect x="6" y="3" width="2" height="14" rx="1"/>
<rect x="12" y="3" width="2" height="14" rx="1"/><rect x="15" y="5" width="2" height="10" rx="1"/></g></svg>
<h1>Morning run</h1></div>
<p id="subtitle">5 km along the river, easy pace</p>
</div></body></html>"""
SUBTITLES = ["5 km along the river, easy pace", "5 km along the river, easy walk"]


def blitz_round(template, repeat, mutate):
    times = []
    png = b""
    for i in range(repeat):
        start = time.perf_counter()
        if mutate:
            template.set_text("subtitle", SUBTITLES[i % 2])
        png = template.render_png()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), png


def tessera_round(binary, repeat, out):
    result = subprocess.run([binary, "render", os.path.join(ROOT, "Examples", "card.scene.json"), "-o", out,
                             "--repeat", str(repeat)], check=True, capture_output=True, text=True)
    report = json.loads(result.stdout.strip().splitlines()[-1])
    return report["lower"] + report["draw"] + report["encode"], report


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--tessera", default=os.path.join(ROOT, ".build", "release", "tessera"))
    parser.add_argument("--no-mutate", action="store_true")
    parser.add_argument("--out", default="/tmp")
    args = parser.parse_args()

    fonts = [open(path, "rb").read() for path in FONTS]
    template = blitz_py.Template(CARD_HTML, width=375, height=116, scale=2.0, fonts=fonts,
                                 default_font_family="Inter")
    blitz_round(template, 5, not args.no_mutate)  # warm-up: fonts, caches
    tessera_png = os.path.join(args.out, "card-tessera.png")
    print("round  tessera ms (lower+draw+encode)  blitz ms (render_png)  ratio")
    ratios = []
    for r in range(args.rounds):
        ours, report = tessera_round(args.tessera, args.repeat, tessera_png)
        theirs, png = blitz_round(template, args.repeat, not args.no_mutate)
        ratios.append(ours / theirs)
        print(f"{r + 1:5}  {ours:8.3f} ({report['lower']:.2f}+{report['draw']:.2f}+{report['encode']:.2f})"
              f"           {theirs:8.3f}          {ours / theirs:.2f}x")
    blitz_png = os.path.join(args.out, "card-blitz.png")
    with open(blitz_png, "wb") as f:
        f.write(png)
    print(f"ratio Tessera / blitz: {min(ratios):.2f}-{max(ratios):.2f}x")
    print(f"PNG bytes: Tessera {os.path.getsize(tessera_png):,} ({tessera_png}), "
          f"blitz {len(png):,} ({blitz_png})")


if __name__ == "__main__":
    main()
