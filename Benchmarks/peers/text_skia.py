#!/usr/bin/env python3
"""Skia's paragraph layout and text drawing on the text benchmark's corpus (the peer of
`tessera-bench text`, which runs this script and prints both side by side).

Usage: text_skia.py CORPUS.json  -- prints one JSON object of timings in milliseconds.
The corpus file holds {"paragraphs": [...], "width": 343, "size": 17, "scale": 2}.
Skia finds Inter and the emoji fallback through fontconfig, like Tessera.
"""
import json
import sys
import time

import skia

tl = skia.textlayout


def main():
    with open(sys.argv[1], encoding="utf-8") as f:
        spec = json.load(f)
    paragraphs, width, size = spec["paragraphs"], spec["width"], spec["size"]

    collection = tl.FontCollection()
    collection.setDefaultFontManager(skia.FontMgr())
    unicode = skia.Unicode.ICU_Make()

    style = tl.TextStyle()
    style.setFontSize(size)
    style.setFontFamilies(["Inter"])
    style.setColor(skia.ColorBLACK)
    paragraph_style = tl.ParagraphStyle()
    paragraph_style.setTextStyle(style)

    def layout_all():
        laid = []
        for text in paragraphs:
            builder = tl.ParagraphBuilder.make(paragraph_style, collection, unicode)
            builder.pushStyle(style)
            builder.addText(text)
            paragraph = builder.Build()
            paragraph.layout(width)
            laid.append(paragraph)
        return laid

    start = time.perf_counter()
    laid = layout_all()
    cold = (time.perf_counter() - start) * 1000
    # Second pass: Skia's own paragraph cache (on by default in FontCollection) is warm.
    start = time.perf_counter()
    laid = layout_all()
    warm = (time.perf_counter() - start) * 1000

    scale = spec["scale"]
    surface = skia.Surface(int(375 * scale), int(812 * scale))
    canvas = surface.getCanvas()
    canvas.scale(scale, scale)
    canvas.clear(skia.ColorWHITE)

    def draw_all():
        y = 0.0
        for paragraph in laid:
            if y + paragraph.Height > 812:
                y = 0.0
            paragraph.paint(canvas, 16, y)
            y += paragraph.Height
        surface.flushAndSubmit() if hasattr(surface, "flushAndSubmit") else None

    draw_all()  # warm the glyph cache, as Tessera's draw pass is timed warm too
    start = time.perf_counter()
    draw_all()
    draw = (time.perf_counter() - start) * 1000
    height = sum(p.Height for p in laid)
    surface.makeImageSnapshot().save(spec["output"]) if spec.get("output") else None
    print(json.dumps({"layoutCold": cold, "layoutWarm": warm, "draw": draw, "height": height}))


if __name__ == "__main__":
    main()
