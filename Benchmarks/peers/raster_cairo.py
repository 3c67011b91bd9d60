"""Draws a Tessera display-list scene (the benchmark subset) with pycairo. Cairo has no blur,
so shadows are drawn the way Cairo users do it: the shape into an A8 mask, three box blurs per
axis (numpy, CSS sigma = blur / 2, same box sizes as Tessera), then `mask_surface`."""
import math

import cairo
import numpy as np

from raster_svgpath import parse, hex_rgba


def _rgba(text):
    r, g, b, a = hex_rgba(text)
    return r / 255, g / 255, b / 255, a / 255


def _shape(ctx, path):
    if isinstance(path, str):
        for cmd, n in parse(path):
            if cmd == "M":
                ctx.move_to(n[0], n[1])
            elif cmd == "L":
                ctx.line_to(n[0], n[1])
            elif cmd == "C":
                ctx.curve_to(*n[:6])
            elif cmd == "Z":
                ctx.close_path()
    elif "roundedRect" in path:
        x, y, w, h = path["roundedRect"]
        r = min(path["radius"], w / 2, h / 2)
        ctx.new_sub_path()
        ctx.arc(x + w - r, y + r, r, -math.pi / 2, 0)
        ctx.arc(x + w - r, y + h - r, r, 0, math.pi / 2)
        ctx.arc(x + r, y + h - r, r, math.pi / 2, math.pi)
        ctx.arc(x + r, y + r, r, math.pi, 3 * math.pi / 2)
        ctx.close_path()
    elif "circle" in path:
        cx, cy = path["circle"]
        ctx.new_sub_path()
        ctx.arc(cx, cy, path["radius"], 0, 2 * math.pi)
    else:
        raise ValueError("unsupported path %r" % path)


def _source(ctx, spec):
    if isinstance(spec, str):
        ctx.set_source_rgba(*_rgba(spec))
    else:
        g = spec["linearGradient"]
        pattern = cairo.LinearGradient(*g["start"], *g["end"])
        for s in g["stops"]:
            pattern.add_color_stop_rgba(s["offset"], *_rgba(s["color"]))
        ctx.set_source(pattern)


def _box_sizes(sigma):
    d = int(math.floor(sigma * 3 * math.sqrt(2 * math.pi) / 4 + 0.5))
    if d % 2 == 1:
        return [(d, d // 2)] * 3
    return [(d, d // 2), (d, d // 2 - 1), (d + 1, d // 2)]


def _blur_axis(a, boxes, axis):
    for size, left in boxes:
        pad = [(0, 0), (0, 0)]
        pad[axis] = (left + 1, size - 1 - left)
        c = np.cumsum(np.pad(a, pad), axis=axis)
        n = a.shape[axis]
        hi = np.take(c, range(size, size + n), axis=axis)
        lo = np.take(c, range(0, n), axis=axis)
        a = (hi - lo) / size
    return a


def _shadow(ctx, op, scale):
    sh = op["shadow"]
    sigma = sh["blur"] / 2 * scale
    boxes = _box_sizes(sigma) if sigma >= 0.5 else []
    spread = sum(max(l, s - 1 - l) for s, l in boxes)
    ox, oy = sh.get("offset", [0, 0])
    # Device bounds of the shape plus the blur spread.
    ctx.save()
    ctx.identity_matrix()
    ctx.scale(scale, scale)
    ctx.translate(ox, oy)
    _shape(ctx, op["path"])
    x0, y0, x1, y1 = ctx.fill_extents()
    ctx.new_path()
    ctx.restore()
    dx0, dy0 = int(math.floor(x0 * scale)) - spread, int(math.floor(y0 * scale)) - spread
    w, h = int(math.ceil(x1 * scale)) + spread - dx0, int(math.ceil(y1 * scale)) + spread - dy0
    mask = cairo.ImageSurface(cairo.FORMAT_A8, w, h)
    m = cairo.Context(mask)
    m.translate(-dx0, -dy0)
    m.scale(scale, scale)
    m.translate(ox, oy)
    _shape(m, op["path"])
    m.fill()
    mask.flush()
    stride = mask.get_stride()
    a = np.ndarray((h, stride), np.uint8, mask.get_data())[:, :w].astype(np.float32)
    if boxes:
        a = _blur_axis(_blur_axis(a, boxes, 1), boxes, 0)
    blurred = cairo.ImageSurface(cairo.FORMAT_A8, w, h)
    out = np.ndarray((h, blurred.get_stride()), np.uint8, blurred.get_data())
    out[:, :w] = np.clip(np.rint(a), 0, 255).astype(np.uint8)
    blurred.mark_dirty()
    ctx.save()
    ctx.identity_matrix()
    ctx.set_source_rgba(*_rgba(sh["color"]))
    ctx.mask_surface(blurred, dx0, dy0)
    ctx.restore()


def render(doc):
    s = doc.get("scale", 1)
    surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, round(doc["width"] * s), round(doc["height"] * s))
    ctx = cairo.Context(surface)
    ctx.set_source_rgba(*_rgba(doc.get("background", "#00000000")))
    ctx.paint()
    ctx.scale(s, s)
    for op in doc["operations"]:
        if op["op"] == "fill":
            _shape(ctx, op["path"])
            _source(ctx, op["paint"])
            ctx.fill()
        elif op["op"] == "shadow":
            _shadow(ctx, op, s)
        else:
            raise ValueError("unsupported op %r" % op["op"])
    surface.flush()
    return surface


def rgba(surface):
    """Premultiplied RGBA8 as (h, w, 4) (Cairo stores native-endian ARGB32: B, G, R, A bytes)."""
    h, w = surface.get_height(), surface.get_width()
    bgra = np.ndarray((h, surface.get_stride() // 4, 4), np.uint8, surface.get_data())[:, :w]
    return bgra[:, :, [2, 1, 0, 3]].copy()
