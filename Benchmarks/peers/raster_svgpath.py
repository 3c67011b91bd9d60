"""The tiny subset of SVG path data the benchmark scenes use (absolute M, L, C, Z), parsed for
the Python peers so they draw exactly the outline Tessera draws."""
import re

_TOKEN = re.compile(r"[MLCZ]|-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")


def parse(data):
    """Returns [(command, [numbers...]), ...] with commands among M, L, C, Z."""
    out, cmd, nums = [], None, []
    for tok in _TOKEN.findall(data):
        if tok in "MLCZ":
            if cmd is not None:
                out.append((cmd, nums))
            cmd, nums = tok, []
        else:
            nums.append(float(tok))
    if cmd is not None:
        out.append((cmd, nums))
    return out


def hex_rgba(text):
    """'#rrggbb' or '#rrggbbaa' -> (r, g, b, a) as 0-255 ints."""
    h = text.lstrip("#")
    if len(h) == 6:
        h += "ff"
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4, 6))
