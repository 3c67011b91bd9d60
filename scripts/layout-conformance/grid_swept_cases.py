"""Grid cases found by the random grid sweeps (sweep.py --kind grid) and reduced with reduce.py:
each one disagreed with Chromium before a fix of issue 21 (the spanning-item steps of §11.5 and
§11.5.1, the §6.6 minimum contribution, empty grids) and pins it. Trees as reduce.py printed them."""


def swept_cases():
    cases = [
        ('empty grid sized by explicit rows in a flex row', {"children": [{"children": [{"style": {"display": "grid", "gridTemplateRows": "60px auto 0.5fr"}}]}]},
         {"width": 400}),
        ('empty grid with intrinsic and fixed rows', {"style": {"display": "grid", "gridTemplateRows": "minmax(auto, min-content) minmax(10%, max-content) 60px"}},
         {"height": 300}),
        ('longer span does not grow a row its shorter span settled', {"children": [{"style": {"display": "grid"}, "children": [{"content": {"width": 30, "height": 20}, "style": {"gridRow": "2 / span 3"}}, {"content": {"text": "x", "charWidth": 8, "lineHeight": 14}, "style": {"gridRow": "1 / 3"}}]}]},
         {"width": 240}),
        ('spans of auto columns planned together', {"children": [{"style": {"display": "grid"}, "children": [{"style": {"width": 45, "gridColumn": "auto / span 3"}}, {"style": {"gridColumn": "1 / 3"}}]}]},
         {"width": 240, "height": 300}),
        ('text spanning two auto columns beside a wider span', {"children": [{"style": {"display": "grid"}, "children": [{"content": {"width": 10, "height": 40}, "style": {"gridColumn": "1 / span 3"}}, {"content": {"width": 50, "height": 40}}, {"content": {"text": "xxxxx", "charWidth": 10, "lineHeight": 14}, "style": {"gridColumn": "3 / 5"}}]}]},
         {"width": 240}),
        ('minimum contribution under min-content in a flex row', {"children": [{"style": {"display": "grid"}, "children": [{"style": {"minWidth": 0}, "children": [{"style": {"width": 300}}]}]}]},
         {"width": 240}),
        ('two span-2 items over three auto columns', {"style": {"display": "grid"}, "children": [{"style": {"display": "grid", "gridTemplateColumns": "40px", "gridColumn": "span 2"}}, {"style": {"width": 80, "gridColumn": "2 / span 2"}}]},
         {"width": 240, "height": 300}),
        ('set width not limited by minmax(auto, 40px)', {"children": [{"style": {"display": "grid", "gridTemplateColumns": "repeat(2, minmax(auto, 40px)) max-content"}, "children": [{"style": {"width": 80}}]}]},
         {"height": 300}),
        ('min-width 0 with a set width keeps the width as minimum', {"children": [{"style": {"display": "grid"}, "children": [{"style": {"width": 80, "gridColumn": "2 / 4", "minWidth": 0}}, {}, {"content": {"width": 30, "height": 40}}]}]},
         {"width": 400, "height": 300}),
        ('minmax(auto, 40px) row limits a tall item', {"style": {"display": "grid", "gridTemplateRows": "repeat(auto-fill, 30px) minmax(auto, 40px)", "gridAutoFlow": "column"}, "children": [{"children": [{"style": {"padding": 12}, "children": [{"content": {"width": 10, "height": 40}}]}]}, {"style": {"gridColumn": "1 / 3"}}]},
         {"width": 400}),
        ('minmax(auto, 40px) row in a flex row', {"children": [{"style": {"display": "grid", "gridTemplateRows": "minmax(auto, 40px) repeat(auto-fill, 20%)"}, "children": [{"children": [{"style": {"height": 60}}]}]}]},
         {"height": 300}),
        ('set width with min-width 0 in a 0.5fr column', {"style": {"display": "grid", "gridTemplateColumns": "minmax(0, min-content) 0.5fr", "width": 150}, "children": [{"style": {"width": 300}}, {}, {}, {"style": {"width": 20, "minWidth": 0}}]},
         {"width": 400}),
    ]
    return [{"name": name, "viewport": viewport, "tree": tree} for name, tree, viewport in cases]


def grid_swept_families():
    return {"grid-swept": swept_cases()}
