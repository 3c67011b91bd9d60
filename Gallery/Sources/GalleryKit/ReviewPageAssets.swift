/// The review page's inline style and script, apart from its markup (`ReviewPage`).
///
/// The script filters by status, switches every change between side by side, blink, slider and
/// diff, and turns the designer's accept/reject marks into the `approve` command; it needs
/// nothing from the network. The marks are kept in `localStorage` under the run (`data-run`),
/// each by its image (`data-key`), so a reload does not lose a review half done.
enum ReviewPageAssets {
    static let style = """
    :root{color-scheme:light;font:14px/1.4 system-ui,sans-serif}
    body{margin:0;background:#f4f4f6;color:#1c1c1e;padding-bottom:96px}
    header{position:sticky;top:0;z-index:3;background:#fff;border-bottom:1px solid #ddd;padding:12px 24px}
    h1{margin:0;font-size:20px}.meta{margin:2px 0 8px;color:#666;word-break:break-all}
    nav{display:flex;gap:6px;align-items:center;margin-top:6px;flex-wrap:wrap}nav span{color:#666;margin-right:4px}
    button{font:inherit;padding:4px 10px;border:1px solid #bbb;border-radius:8px;background:#fff;cursor:pointer}
    button[aria-pressed=true]{background:#1c1c1e;color:#fff;border-color:#1c1c1e}button:disabled{opacity:.5;cursor:default}
    .count.changed b{color:#c25e00}.count.added b{color:#147a2e}.count.removed b{color:#b00020}
    button[aria-pressed=true].count b{color:inherit}
    main{padding:0 24px}#nothing{font-size:18px;color:#147a2e;margin:32px 0}
    .change{background:#fff;border-radius:12px;padding:12px 16px;margin:16px 0;box-shadow:0 1px 2px #0002}
    .change[hidden]{display:none}
    .change h3{margin:0;font-size:15px;display:flex;gap:8px;align-items:baseline;flex-wrap:wrap}
    .rendition{color:#666;font-weight:normal;font-size:13px}
    .badge{font-size:11px;text-transform:uppercase;letter-spacing:.04em;padding:1px 6px;border-radius:6px;color:#fff}
    .badge.changed{background:#c25e00}.badge.added{background:#147a2e}.badge.removed{background:#b00020}
    .stats{margin:2px 0 6px;color:#555}.verdict{margin:0 0 8px}.verdict label{margin-right:12px;cursor:pointer}
    .change.accepted{box-shadow:0 0 0 2px #147a2e}.change.rejected{box-shadow:0 0 0 2px #b00020;opacity:.7}
    .view{display:none}.view.shown{display:flex;gap:16px;align-items:flex-start;flex-wrap:wrap}
    figure{margin:0;min-width:0;max-width:calc(50% - 8px)}figcaption{color:#777;font-size:12px;margin-top:4px}
    .view img{display:block;max-width:100%;height:auto;border:1px solid #ddd;background:#fff}
    .none{width:160px;height:80px;display:flex;align-items:center;justify-content:center;color:#999;border:1px dashed #bbb}
    .stack{position:relative;display:inline-block;max-width:100%}
    .stack>img+img,.stack>.clip{position:absolute;top:0;left:0}
    .stack>.clip{width:100%;height:100%;clip-path:inset(0 calc(100% - var(--pos,50%)) 0 0)}
    .stack>.clip img{width:100%;height:100%}
    .blink .stack>img.after{animation:blink 1s steps(1) infinite}
    @keyframes blink{0%{opacity:0}50%{opacity:1}}
    .slider{flex-direction:column}.slider input{width:min(400px,100%)}
    .region{position:absolute;outline:2px solid #ff00ff;outline-offset:2px;min-width:2px;min-height:2px;pointer-events:none}
    footer{position:fixed;bottom:0;left:0;right:0;background:#1c1c1e;color:#fff;padding:10px 24px;display:flex;gap:10px;align-items:center;flex-wrap:wrap;z-index:2}
    footer code{flex:1;min-width:240px;background:#000;padding:6px 8px;border-radius:6px;white-space:pre-wrap;word-break:break-all}
    """

    static let script = """
    const articles=[...document.querySelectorAll('.change')];
    const quote=s=>"'"+s.replace(/'/g,"'\\\\''")+"'";
    function filter(){const on=new Set([...document.querySelectorAll('#counts button[aria-pressed=true]')].map(b=>b.dataset.status));
    for(const a of articles)a.hidden=!on.has(a.dataset.status)}
    for(const b of document.querySelectorAll('#counts button'))b.addEventListener('click',()=>{
    b.setAttribute('aria-pressed',b.getAttribute('aria-pressed')==='true'?'false':'true');filter()});
    function mode(m){for(const b of document.querySelectorAll('#modes button'))b.setAttribute('aria-pressed',String(b.dataset.mode===m));
    for(const a of articles){const v=a.querySelector('.view.'+m)||a.querySelector('.view.side');
    for(const x of a.querySelectorAll('.view'))x.classList.toggle('shown',x===v)}}
    for(const b of document.querySelectorAll('#modes button'))b.addEventListener('click',()=>mode(b.dataset.mode));
    for(const r of document.querySelectorAll('.slider input'))r.addEventListener('input',()=>{
    r.previousElementSibling.style.setProperty('--pos',r.value+'%')});
    const command=document.getElementById('command'),copy=document.getElementById('copy');
    const runKey=document.body.dataset.run;let marks={};try{marks=JSON.parse(localStorage.getItem(runKey)||'{}')}catch(e){}
    for(const a of articles){const m=a.querySelector('.verdict input[value="'+marks[a.dataset.key]+'"]');if(m)m.checked=true}
    function verdicts(){const ids=[];marks={};for(const a of articles){const v=a.querySelector('.verdict input:checked');if(v)marks[a.dataset.key]=v.value;
    a.classList.toggle('accepted',!!v&&v.value==='accept');a.classList.toggle('rejected',!!v&&v.value==='reject');
    if(v&&v.value==='accept'&&!ids.includes(a.dataset.id))ids.push(a.dataset.id)}
    document.getElementById('accepted-count').textContent=document.querySelectorAll('.change.accepted').length+' accepted';copy.disabled=!ids.length;
    command.textContent=ids.length?document.body.dataset.command+' approve '+quote(document.body.dataset.folder)+' --stories '+ids.map(quote).join(' ')
    :'Mark changes accepted to get the command that writes them as references.';
    try{localStorage.setItem(runKey,JSON.stringify(marks))}catch(e){}}
    document.addEventListener('change',e=>{if(e.target.closest('.verdict'))verdicts()});
    function all(v){for(const i of document.querySelectorAll('.verdict input[value='+v+']'))if(!i.closest('.change').hidden)i.checked=true;verdicts()}
    document.getElementById('accept-all').addEventListener('click',()=>all('accept'));
    document.getElementById('reject-all').addEventListener('click',()=>all('reject'));
    copy.addEventListener('click',()=>navigator.clipboard&&navigator.clipboard.writeText(command.textContent));
    mode('side');filter();verdicts();
    """
}
