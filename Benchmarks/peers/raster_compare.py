"""Runs the raster benchmarks side by side and prints one table:

  1. 10,000 random anti-aliased shapes on 1170 x 2532   Tessera vs Blend2D vs Skia vs Cairo (render time)
  2. 60 cards with blurred shadows and gradients          Tessera vs Skia vs Cairo (render time; Blend2D
     has no blur, so it sits this one out)
  3. PNG encoding of scene 2's image                      Tessera vs Pillow default vs adaptive filters
  + fidelity: per-channel |difference| (mean, 99.9th percentile) between every pair.

Usage (from the repository root, after `swift build -c release --product tessera-bench`):
    python3 Benchmarks/peers/raster_compare.py [--repeat N] [--out DIR]
Tessera's timings come from `tessera-bench raster` (parsing excluded, median of N); the peers'
from drawing the same parsed JSON in-process (median of N). PNGs land in DIR for eyeballing,
including NAME-side-by-side.png (Tessera | Skia | Cairo).
Every peer runs single-threaded (Blend2D's context is synchronous, without worker threads).
"""
import argparse
import io
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

import numpy as np
from PIL import Image

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import raster_blend2d  # noqa: E402
import raster_cairo  # noqa: E402
import raster_scenes  # noqa: E402
import raster_skia  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def bench_binary():
    for candidate in (".build/release/tessera-bench", ".build/x86_64-unknown-linux-gnu/release/tessera-bench"):
        path = os.path.join(ROOT, candidate)
        if os.path.exists(path):
            return path
    sys.exit("build first: swift build -c release --product tessera-bench")


CPU = {}  # (scene label, peer) -> median process CPU ms, printed beside the wall-clock table


def median_ms(fn, repeat, cpu_key=None):
    fn()  # warm-up, as tessera-bench does
    times, cpu = [], []
    for _ in range(repeat):
        t0, c0 = time.perf_counter(), time.process_time()
        fn()
        times.append((time.perf_counter() - t0) * 1000)
        cpu.append((time.process_time() - c0) * 1000)
    if cpu_key:
        CPU[cpu_key] = statistics.median(cpu)
    return statistics.median(times)


def tessera(scene, repeat, out_png):
    result = subprocess.run([bench_binary(), "raster", scene, "--repeat", str(repeat), "--out", out_png],
                            check=True, capture_output=True, text=True)
    return json.loads(result.stdout.strip().splitlines()[-1])


def fidelity(ours_png, theirs_rgba):
    ours = np.asarray(Image.open(ours_png).convert("RGBA"), dtype=np.int16)
    diff = np.abs(ours - theirs_rgba.astype(np.int16))[:, :, :3]
    return float(diff.mean()), float(np.percentile(diff, 99.9)), int(diff.max())


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--repeat", type=int, default=7)
    ap.add_argument("--out", default=os.path.join(tempfile.gettempdir(), "tessera-raster-bench"))
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    scenes = raster_scenes.write_scenes(args.out)

    rows, fid = [], []
    for label, name in (("1. 10,000 shapes", "raster_shapes"), ("2. 60 cards", "raster_cards")):
        path = scenes[name]
        with open(path) as f:
            doc = json.load(f)
        ours_png = os.path.join(args.out, name + "-tessera.png")
        ours = tessera(path, args.repeat, ours_png)
        skia_ms = median_ms(lambda: raster_skia.render(doc), args.repeat, (label, "skia"))
        cairo_ms = median_ms(lambda: raster_cairo.render(doc), args.repeat, (label, "cairo"))
        blend_scene = raster_blend2d.Scene(doc) if raster_blend2d.supports(doc) else None
        blend_ms = median_ms(lambda: raster_blend2d.draw(blend_scene), args.repeat, (label, "blend2d")) if blend_scene else None
        CPU[(label, "tessera")] = ours["renderCPUMedianMs"]
        skia_px = raster_skia.rgba(raster_skia.render(doc))
        cairo_px = raster_cairo.rgba(raster_cairo.render(doc))
        Image.fromarray(skia_px).save(os.path.join(args.out, name + "-skia.png"))
        cairo_png = os.path.join(args.out, name + "-cairo.png")
        Image.fromarray(cairo_px).save(cairo_png)
        # Tessera | Skia | Cairo side by side, for looking at them together.
        ours_img = Image.open(ours_png).convert("RGB")
        side = Image.new("RGB", (ours_img.width * 3, ours_img.height), "white")
        for i, img in enumerate((ours_img, Image.fromarray(skia_px).convert("RGB"), Image.fromarray(cairo_px).convert("RGB"))):
            side.paste(img, (i * ours_img.width, 0))
        side.save(os.path.join(args.out, name + "-side-by-side.png"))
        rows.append((label, ours["renderMedianMs"], blend_ms, skia_ms, cairo_ms))
        fid.append((label, "tessera vs skia") + fidelity(ours_png, skia_px))
        fid.append((label, "tessera vs cairo") + fidelity(ours_png, cairo_px))
        fid.append((label, "cairo vs skia") + fidelity(cairo_png, skia_px))
        if blend_ms is not None:
            blend_px = raster_blend2d.rgba(raster_blend2d.draw(blend_scene))
            blend_png = os.path.join(args.out, name + "-blend2d.png")
            Image.fromarray(blend_px).save(blend_png)
            fid.append((label, "tessera vs blend2d") + fidelity(ours_png, blend_px))
            fid.append((label, "blend2d vs skia") + fidelity(blend_png, skia_px))

    print("Raster (median of %d, ms; ratio = Tessera time / peer time, below 1 is faster)" % args.repeat)
    print("%-20s %10s %10s %10s %10s %12s %12s %12s" % (
        "scene", "tessera", "blend2d", "skia", "cairo", "vs blend2d", "vs skia", "vs cairo"))
    for label, t, b, s, c in rows:
        blend, vs_blend = ("%10.2f" % b, "%11.2fx" % (t / b)) if b is not None else ("%10s" % "-", "%12s" % "-")
        print("%-20s %10.2f %s %10.2f %10.2f %s %11.2fx %11.2fx" % (label, t, blend, s, c, vs_blend, t / s, t / c))

    # The same medians in CPU time (the thread's for Tessera, the process's for the single-threaded
    # peers): on a shared machine the wall clock also counts waiting for a core.
    print()
    print("Raster CPU time (median of %d, ms)" % args.repeat)
    print("%-20s %10s %10s %10s %10s %12s %12s %12s" % (
        "scene", "tessera", "blend2d", "skia", "cairo", "vs blend2d", "vs skia", "vs cairo"))
    for label, *_ in rows:
        t, s, c, b = (CPU.get((label, k)) for k in ("tessera", "skia", "cairo", "blend2d"))
        blend, vs_blend = ("%10.2f" % b, "%11.2fx" % (t / b)) if b is not None else ("%10s" % "-", "%12s" % "-")
        print("%-20s %10.2f %s %10.2f %10.2f %s %11.2fx %11.2fx" % (label, t, blend, s, c, vs_blend, t / s, t / c))
    print("load average:", " ".join(open("/proc/loadavg").read().split()[:3]) if os.path.exists("/proc/loadavg") else "n/a")

    # 3. PNG encoding of scene 2's image: the same pixels through each encoder.
    cards_png = os.path.join(args.out, "raster_cards-tessera.png")
    img = Image.open(cards_png).convert("RGB")
    pillow_bytes = []

    def pillow():
        buf = io.BytesIO()
        img.save(buf, "PNG")
        pillow_bytes.append(buf.tell())

    pillow_ms = median_ms(pillow, args.repeat)
    sweep = subprocess.run([bench_binary(), "raster", scenes["raster_cards"], "--repeat", str(args.repeat), "--png-compare"],
                           check=True, capture_output=True, text=True).stdout.splitlines()
    by_label = {}
    for line in sweep:
        row = json.loads(line)
        by_label.setdefault(row["label"], row)
    ours, adaptive = by_label["tessera-default"], by_label["adaptive-filters"]
    print()
    print("PNG encoding of scene 2 (%dx%d RGB)" % img.size)
    print("%-34s %10s %12s %10s %10s" % ("encoder", "ms", "bytes", "time/pil", "size/pil"))
    pb = pillow_bytes[-1]
    for label, ms, size in (
            ("tessera (libdeflate %d, %s)" % (ours["level"], ours["filter"]), ours["encodeMedianMs"], ours["bytes"]),
            ("libdeflate 6, adaptive filters", adaptive["encodeMedianMs"], adaptive["bytes"]),
            ("Pillow default", pillow_ms, pb)):
        print("%-34s %10.2f %12d %9.2fx %9.2fx" % (label, ms, size, ms / pillow_ms, size / pb))

    print()
    print("Fidelity (per-channel |difference| in 1/255)")
    print("%-20s %-18s %8s %8s %6s" % ("scene", "pair", "mean", "p99.9", "max"))
    for label, pair, mean, p999, mx in fid:
        print("%-20s %-18s %8.3f %8.1f %6d" % (label, pair, mean, p999, mx))
    print()
    print("images in", args.out)


if __name__ == "__main__":
    main()
