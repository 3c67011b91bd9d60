"""Generates the raster benchmark scenes as Tessera display-list JSON (the format `tessera draw`
and `tessera-bench raster` read), deterministically: a fixed-seed linear congruential generator,
so every machine and every run gets byte-identical scenes without committing megabytes of JSON.

  scene 1 (raster_shapes.json): 10,000 random anti-aliased rounded rects, circles and cubic
           wave shapes, semi-transparent, on 1170 x 2532 pixels (390 x 844 points at 3x);
  scene 2 (raster_cards.json): 60 cards (rounded rect, blurred shadow, linear gradient) on the
           same screen.

Shapes are written as shape objects ({"roundedRect": ...}, {"circle": ...}) or SVG path data
with absolute M/C/L/Z only, so the peers can map each to their native primitive.
"""
import json
import os
import sys

WIDTH, HEIGHT, SCALE = 390, 844, 3


class LCG:
    """Numerical Recipes' 32-bit LCG: tiny, portable, identical everywhere."""

    def __init__(self, seed):
        self.state = seed & 0xFFFFFFFF

    def next(self):
        self.state = (1664525 * self.state + 1013904223) & 0xFFFFFFFF
        return self.state / 4294967296.0

    def uniform(self, lo, hi):
        return lo + (hi - lo) * self.next()


def r2(v):
    """Two decimals keep the JSON small and exactly representable in every peer's parser."""
    return round(v, 2)


def color(rng, alpha_lo=0.35, alpha_hi=1.0):
    r, g, b = (int(rng.uniform(0, 256)) for _ in range(3))
    a = int(round(rng.uniform(alpha_lo, alpha_hi) * 255))
    return "#%02x%02x%02x%02x" % (min(r, 255), min(g, 255), min(b, 255), a)


def shapes_scene(count=10000, seed=20251122):
    rng = LCG(seed)
    ops = []
    for i in range(count):
        kind = i % 3
        paint = color(rng)
        if kind == 0:
            w, h = rng.uniform(8, 80), rng.uniform(8, 80)
            x, y = rng.uniform(-10, WIDTH - w + 10), rng.uniform(-10, HEIGHT - h + 10)
            radius = rng.uniform(0, min(w, h) / 2)
            path = {"roundedRect": [r2(x), r2(y), r2(w), r2(h)], "radius": r2(radius)}
        elif kind == 1:
            radius = rng.uniform(3, 40)
            cx, cy = rng.uniform(0, WIDTH), rng.uniform(0, HEIGHT)
            path = {"circle": [r2(cx), r2(cy)], "radius": r2(radius)}
        else:
            w, h = rng.uniform(40, 160), rng.uniform(16, 60)
            x, y = rng.uniform(-20, WIDTH - w + 20), rng.uniform(-20, HEIGHT - h + 20)
            amp = rng.uniform(4, h / 2)
            # A band whose top edge is a cubic wave: the "wave background" shape.
            path = "M%s %s C%s %s %s %s %s %s C%s %s %s %s %s %s L%s %s L%s %s Z" % tuple(map(r2, [
                x, y + amp,
                x + w / 6, y - amp, x + w / 3, y + 2 * amp, x + w / 2, y + amp,
                x + 2 * w / 3, y, x + 5 * w / 6, y + 2 * amp, x + w, y + amp,
                x + w, y + h, x, y + h]))
        ops.append({"op": "fill", "path": path, "paint": paint})
    return {"width": WIDTH, "height": HEIGHT, "scale": SCALE, "background": "#ffffff", "operations": ops}


def cards_scene(columns=3, rows=20, seed=7):
    rng = LCG(seed)
    ops = []
    margin, gap = 12.0, 10.0
    w = (WIDTH - 2 * margin - (columns - 1) * gap) / columns
    h = (HEIGHT - 2 * margin - (rows - 1) * gap) / rows
    for row in range(rows):
        for col in range(columns):
            x, y = margin + col * (w + gap), margin + row * (h + gap)
            rect = [r2(x), r2(y), r2(w), r2(h)]
            shape = {"roundedRect": rect, "radius": 10}
            ops.append({"op": "shadow", "path": shape,
                        "shadow": {"color": "#0000003d", "offset": [0, 3], "blur": 10}})
            ops.append({"op": "fill", "path": shape, "paint": {"linearGradient": {
                "start": [r2(x), r2(y)], "end": [r2(x + w), r2(y + h)],
                "stops": [{"offset": 0, "color": color(rng, 1, 1)},
                          {"offset": 1, "color": color(rng, 1, 1)}]}}})
    return {"width": WIDTH, "height": HEIGHT, "scale": SCALE, "background": "#f2f2f7", "operations": ops}


def write_scenes(directory):
    os.makedirs(directory, exist_ok=True)
    paths = {}
    for name, scene in (("raster_shapes", shapes_scene()), ("raster_cards", cards_scene())):
        path = os.path.join(directory, name + ".json")
        with open(path, "w") as f:
            json.dump(scene, f, separators=(",", ":"))
        paths[name] = path
    return paths


if __name__ == "__main__":
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "scenes")
    for name, path in write_scenes(out).items():
        print(name, path, os.path.getsize(path), "bytes")
