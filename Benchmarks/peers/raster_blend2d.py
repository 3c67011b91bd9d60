"""Draws a Tessera display-list scene's fills (roundedRect, circle and SVG paths with solid or
linear-gradient paints) with blend2d-python (Blend2D 0.8 through its nanobind binding), using
Blend2D's native primitives the way a Blend2D user would: `fill_circle`, `add_round_rect`, paths.

The context is created without worker threads (Blend2D's synchronous, single-threaded mode), so
it is compared with Tessera's single-threaded rasterizer.

Shadows are not drawn: Blend2D has no blur, and the binding offers no way to hand pixels back
(`getDataAsNumPy` returns a copy and no image can be made from a buffer), so the "A8 mask blurred
in numpy" route the Cairo peer takes is closed. `supports(doc)` says whether a scene can be drawn.
"""
import blend2d as bl

from raster_svgpath import parse, hex_rgba


def _rgba(text):
    r, g, b, a = hex_rgba(text)
    return r / 255, g / 255, b / 255, a / 255


def _path(spec):
    p = bl.BLPath()
    if isinstance(spec, str):
        for cmd, n in parse(spec):
            if cmd == "M":
                p.move_to(n[0], n[1])
            elif cmd == "L":
                p.line_to(n[0], n[1])
            elif cmd == "C":
                p.cubic_to(*n[:6])
            elif cmd == "Z":
                p.close()
    elif "roundedRect" in spec:
        x, y, w, h = spec["roundedRect"]
        r = min(spec["radius"], w / 2, h / 2)
        p.add_round_rect(bl.BLRect(x, y, w, h), r)
    else:
        raise ValueError("unsupported path %r" % spec)
    return p


def _style(ctx, spec):
    if isinstance(spec, str):
        ctx.set_fill_style(_rgba(spec))
    else:
        g = spec["linearGradient"]
        gradient = bl.create_linear_gradient(*g["start"], *g["end"])
        for s in g["stops"]:
            gradient.add_stop(s["offset"], _rgba(s["color"]))
        ctx.set_fill_style(gradient)


def supports(doc):
    """True when every operation is a fill (no shadows, which Blend2D cannot blur)."""
    return all(op["op"] == "fill" for op in doc["operations"])


def render(doc):
    """Returns the image (PRGB32); width/height in points times scale, as Tessera sizes its canvas."""
    s = doc.get("scale", 1)
    image = bl.BLImage(round(doc["width"] * s), round(doc["height"] * s), bl.BLFormat.PRGB32)
    ctx = bl.BLContext(image)
    ctx.set_fill_style(_rgba(doc.get("background", "#00000000")))
    ctx.fill_all()
    ctx.scale(s, s)
    for op in doc["operations"]:
        if op["op"] != "fill":
            raise ValueError("unsupported op %r" % op["op"])
        _style(ctx, op["paint"])
        path = op["path"]
        if isinstance(path, dict) and "circle" in path:
            cx, cy = path["circle"]
            ctx.fill_circle(cx, cy, path["radius"])
        else:
            ctx.fill_path(_path(path))
    ctx.flush()
    del ctx  # ends the context: the image holds every pixel once it is gone
    return image


def rgba(image):
    """Premultiplied RGBA8 as (h, w, 4) (the binding's copy is already in R, G, B, A order)."""
    return image.getDataAsNumPy().copy()
