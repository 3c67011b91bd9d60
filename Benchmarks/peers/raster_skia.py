"""Draws a Tessera display-list scene (the benchmark subset: fill and shadow of roundedRect,
circle and SVG paths; solid and linear-gradient paints) with skia-python, using Skia's native
primitives (drawRoundRect, drawCircle, blur mask filters), the way a Skia user would."""
import skia

from raster_svgpath import parse, hex_rgba


def _color(text):
    r, g, b, a = hex_rgba(text)
    return skia.ColorSetARGB(a, r, g, b)


def _shape(path, canvas, paint):
    if isinstance(path, str):
        p = skia.Path()
        for cmd, n in parse(path):
            if cmd == "M":
                p.moveTo(n[0], n[1])
            elif cmd == "L":
                p.lineTo(n[0], n[1])
            elif cmd == "C":
                p.cubicTo(*n[:6])
            elif cmd == "Z":
                p.close()
        canvas.drawPath(p, paint)
    elif "roundedRect" in path:
        x, y, w, h = path["roundedRect"]
        r = path["radius"]
        canvas.drawRoundRect(skia.Rect.MakeXYWH(x, y, w, h), r, r, paint)
    elif "circle" in path:
        cx, cy = path["circle"]
        canvas.drawCircle(cx, cy, path["radius"], paint)
    else:
        raise ValueError("unsupported path %r" % path)


def _paint(spec):
    paint = skia.Paint(AntiAlias=True)
    if isinstance(spec, str):
        paint.setColor(_color(spec))
    else:
        g = spec["linearGradient"]
        paint.setShader(skia.GradientShader.MakeLinear(
            points=[tuple(g["start"]), tuple(g["end"])],
            colors=[_color(s["color"]) for s in g["stops"]],
            positions=[s["offset"] for s in g["stops"]]))
    return paint


def render(doc):
    """Returns the surface; width/height in points times scale, as Tessera sizes its canvas."""
    s = doc.get("scale", 1)
    surface = skia.Surface(round(doc["width"] * s), round(doc["height"] * s))
    with surface as canvas:
        canvas.clear(_color(doc.get("background", "#00000000")))
        canvas.scale(s, s)
        for op in doc["operations"]:
            if op["op"] == "fill":
                _shape(op["path"], canvas, _paint(op["paint"]))
            elif op["op"] == "shadow":
                sh = op["shadow"]
                paint = skia.Paint(AntiAlias=True, Color=_color(sh["color"]))
                # CSS: sigma = blur / 2, in the shape's (scaled) user space.
                paint.setMaskFilter(skia.MaskFilter.MakeBlur(skia.kNormal_BlurStyle, sh["blur"] / 2))
                canvas.save()
                canvas.translate(*sh.get("offset", [0, 0]))
                _shape(op["path"], canvas, paint)
                canvas.restore()
            else:
                raise ValueError("unsupported op %r" % op["op"])
    return surface


def rgba(surface):
    """Premultiplied RGBA8 pixels as an (h, w, 4) numpy array."""
    return surface.makeImageSnapshot().toarray(colorType=skia.kRGBA_8888_ColorType)
