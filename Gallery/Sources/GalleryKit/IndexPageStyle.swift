/// The index's inline style (`IndexPage`): a header of toggles over a sidebar, the story page and
/// the findings panel. The page's chrome follows the theme toggle (dark images on a dark page);
/// zoom and background are attributes on `<body>` the rules below key on, so switching them
/// restyles the page without rebuilding it.
enum IndexPageStyle {
    static let css = #"""
    :root{color-scheme:light;font:14px/1.4 system-ui,sans-serif;--bg:#f4f4f6;--fg:#1c1c1e;--panel:#fff;--line:#ddd;--muted:#666;--accent:#0a60d0;--bad:#c0003a;--warn:#b35c00}
    body[data-theme=dark]{color-scheme:dark;--bg:#111113;--fg:#ececef;--panel:#1c1c1f;--line:#38383c;--muted:#a0a0a8;--accent:#6fa8ff;--bad:#ff6b8b;--warn:#ffae57}
    body{margin:0;height:100vh;display:grid;grid-template:auto 1fr/260px 1fr auto;background:var(--bg);color:var(--fg)}
    header{grid-column:1/-1;display:flex;gap:8px 20px;align-items:center;flex-wrap:wrap;padding:8px 16px;background:var(--panel);border-bottom:1px solid var(--line)}
    header h1{margin:0;font-size:17px}
    #toggles{display:flex;gap:6px 16px;flex-wrap:wrap;align-items:center}
    .toggle{display:flex;align-items:center}.toggle>span{color:var(--muted);margin-right:6px;font-size:12px}
    button{font:inherit;font-size:13px;padding:3px 9px;border:1px solid var(--line);background:var(--panel);color:var(--fg);cursor:pointer}
    .toggle button{border-radius:0;margin-left:-1px}.toggle button:first-of-type{border-radius:7px 0 0 7px}.toggle button:last-of-type{border-radius:0 7px 7px 0}
    button[aria-pressed=true]{background:var(--fg);color:var(--panel);border-color:var(--fg)}#findings-button{border-radius:7px}
    nav{overflow:auto;border-right:1px solid var(--line);background:var(--panel);padding:8px 0}
    #search{box-sizing:border-box;width:calc(100% - 16px);margin:0 8px;padding:5px 8px;font:inherit;border:1px solid var(--line);border-radius:7px;background:var(--bg);color:var(--fg)}
    #hits{color:var(--muted);font-size:12px;margin:4px 12px}
    nav ul{list-style:none;margin:0;padding:0 0 0 12px}#tree>ul{padding-left:4px}
    nav summary{cursor:pointer;padding:2px 4px;font-weight:600;display:flex;gap:6px}nav summary::before{content:'▸';color:var(--muted)}details[open]>summary::before{content:'▾'}
    nav summary::-webkit-details-marker{display:none}nav summary{list-style:none}
    nav a{display:flex;gap:6px;align-items:center;padding:2px 8px 2px 18px;color:inherit;text-decoration:none;border-radius:6px}
    nav a:hover{background:var(--bg)}nav a[aria-current]{background:var(--accent);color:#fff}nav a.failed .name{color:var(--bad)}
    .count{color:var(--muted);font-size:11px;font-weight:normal}a[aria-current] .count{color:inherit}.name{flex:0 1 auto}
    .badges{display:inline-flex;gap:3px;margin-left:auto}h2 .badges,h3 .badges,figcaption .badges{margin-left:8px}
    .badge{font-size:11px;font-weight:600;padding:0 6px;border-radius:8px;background:var(--warn);color:#fff;line-height:17px}.badge.waived{background:var(--line);color:var(--muted)}
    main{overflow:auto;padding:4px 24px 64px;min-width:0}
    main h2{font-size:20px;margin:12px 0 0;display:flex;align-items:center}.meta{color:var(--muted);margin:2px 0 8px}.sheets{color:var(--muted)}
    a{color:var(--accent)}
    .variant{background:var(--panel);border-radius:12px;padding:10px 16px 14px;margin:14px 0;box-shadow:0 1px 2px #0002;scroll-margin-top:8px}
    .variant.target{box-shadow:0 0 0 2px var(--accent)}
    .variant h3{margin:0;font-size:15px;display:flex;align-items:center}.anchor{color:inherit;text-decoration:none}.anchor:hover{text-decoration:underline}
    .summary{margin:2px 0 8px;color:var(--muted)}.none{color:var(--muted)}
    .row{display:flex;gap:16px;align-items:flex-start;margin-top:10px;overflow-x:auto}
    figure{margin:0;min-width:0;flex:0 1 auto}body[data-zoom=fit] .shot img{max-width:100%;height:auto}
    .frame{border:1px solid var(--line);border-radius:4px;display:inline-block;max-width:100%;box-sizing:border-box;line-height:0}
    .pin{position:relative;display:inline-block;max-width:100%}.shot img{display:block;cursor:zoom-in}
    body[data-zoom="2"] .shot img{image-rendering:pixelated}
    body[data-bg=checker] .frame{padding:12px;background:repeating-conic-gradient(#c8c8cc 0 25%,#f4f4f6 0 50%) 0 0/16px 16px}
    figcaption{color:var(--muted);font-size:12px;margin-top:4px;display:flex;align-items:center;flex-wrap:wrap}
    .box{position:absolute;outline:2px dashed var(--bad);outline-offset:1px;pointer-events:none;display:none}.box.waived{outline-color:#999}
    body.with-findings .box{display:block}.box.hit{outline:3px solid #ff00ff;display:block}
    .failure{color:var(--bad)}.failure code{white-space:pre-wrap}
    .failures{background:var(--panel);border:1px solid var(--bad);border-radius:12px;padding:4px 16px}
    #findings{overflow:auto;width:340px;border-left:1px solid var(--line);background:var(--panel);padding:8px 12px}#findings[hidden]{display:none}
    #findings h2{font-size:16px;margin:4px 0 8px;display:flex;gap:8px;align-items:baseline}
    #findings ol{list-style:none;padding:0;margin:0}.finding{padding:6px 0;border-bottom:1px solid var(--line)}
    .finding a{text-decoration:none}.finding b{color:var(--warn)}.finding.waived b{color:var(--muted)}
    .what{font-size:12px;color:var(--muted);word-break:break-word}.reason{font-size:12px;font-style:italic}
    .keys{color:var(--muted);font-size:12px}
    #full{position:fixed;inset:0;background:#000d;display:flex;align-items:center;justify-content:center;z-index:2;cursor:zoom-out;overflow:auto}
    #full[hidden]{display:none}#full img{max-width:none;margin:auto}
    """#
}
