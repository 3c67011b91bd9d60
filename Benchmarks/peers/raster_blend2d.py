"""Draws a Tessera display-list scene's fills (roundedRect, circle and SVG paths with solid or
linear-gradient paints) with blend2d-python (Blend2D 0.8 through its nanobind binding), using
Blend2D's native primitives the way a Blend2D user would: `fill_circle`, `add_round_rect`, paths. `Scene(doc)` builds the paths and styles once (as
Tessera decodes its display list once), `draw(scene)` is what the benchmark times.

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


def supports(doc):
    """True when every operation is a fill (no shadows, which Blend2D cannot blur)."""
    return all(op["op"] == "fill" for op in doc["operations"])


class Scene:
    """A document's fills with their Blend2D paths and styles built, as Tessera's decoded display
    list holds its paths: what is timed is drawing, not Python parsing SVG path data."""

    def __init__(self, doc):
        s = doc.get("scale", 1)
        self.width, self.height, self.scale = round(doc["width"] * s), round(doc["height"] * s), s
        self.background = _rgba(doc.get("background", "#00000000"))
        self.fills = []
        for op in doc["operations"]:
            if op["op"] != "fill":
                raise ValueError("unsupported op %r" % op["op"])
            path, paint = op["path"], op["paint"]
            style = _rgba(paint) if isinstance(paint, str) else _gradient(paint)
            if isinstance(path, dict) and "circle" in path:
                self.fills.append((style, None, (*path["circle"], path["radius"])))
            else:
                self.fills.append((style, _path(path), None))


def _gradient(spec):
    g = spec["linearGradient"]
    gradient = bl.create_linear_gradient(*g["start"], *g["end"])
    for s in g["stops"]:
        gradient.add_stop(s["offset"], _rgba(s["color"]))
    return gradient


def draw(scene):
    """Draws a prepared scene; returns the image (PRGB32) of width/height points times scale."""
    image = bl.BLImage(scene.width, scene.height, bl.BLFormat.PRGB32)
    ctx = bl.BLContext(image)
    ctx.set_fill_style(scene.background)
    ctx.fill_all()
    ctx.scale(scene.scale, scene.scale)
    for style, path, circle in scene.fills:
        ctx.set_fill_style(style)
        if path is None:
            ctx.fill_circle(*circle)
        else:
            ctx.fill_path(path)
    ctx.flush()
    del ctx  # ends the context: the image holds every pixel once it is gone
    return image


def render(doc):
    return draw(Scene(doc))


def rgba(image):
    """Premultiplied RGBA8 as (h, w, 4) (the binding's copy is already in R, G, B, A order)."""
    return image.getDataAsNumPy().copy()
