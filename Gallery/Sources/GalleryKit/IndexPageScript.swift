/// The index's script, in two parts around the story page (`IndexPageStoryScript`): the state
/// and toolbar, the sidebar tree and search first; then addresses, keys and the start.
///
/// It reads the page data (`IndexPageData`) once, builds the sidebar, and builds a story's page
/// only when it is shown, so opening a gallery of thousands of images costs one JSON parse and
/// a few hundred links. The toggles and the findings panel are kept in `localStorage` (per
/// catalog title); the address (`#Group/Story/variant`) is the location's hash, so a reload or a
/// shared link opens the same story. Nothing is fetched: the page works from `file://`.
enum IndexPageScript {
    /// State, helpers, toolbar and sidebar.
    static let setup = #"""
    'use strict';
    const data=JSON.parse(document.getElementById('gallery-data').textContent);
    const axes=data.axes,themeAxis=axes.findIndex(a=>a.key==='theme');
    const page=document.getElementById('page'),tree=document.getElementById('tree'),search=document.getElementById('search');
    const panel=document.getElementById('findings'),full=document.getElementById('full');
    function h(tag,attrs,...kids){const e=document.createElement(tag);
    for(const[k,v]of Object.entries(attrs||{}))if(v!=null&&v!==false)e.setAttribute(k,v===true?'':v);
    e.append(...nodes(kids));return e}
    const nodes=(...k)=>k.flat(Infinity).filter(x=>x!=null&&x!==false);
    const link=id=>'#'+id.split('/').map(encodeURIComponent).join('/');
    const storeKey='tessera-index:'+data.title;
    const state={theme:'all',zoom:'fit',bg:'page',axis:{},findings:false};
    try{Object.assign(state,JSON.parse(localStorage.getItem(storeKey)||'{}'))}catch(e){}
    if(!['fit','1','2'].includes(state.zoom))state.zoom='fit';if(!['page','checker'].includes(state.bg))state.bg='page';
    if(typeof state.axis!=='object'||!state.axis)state.axis={};
    function save(){try{localStorage.setItem(storeKey,JSON.stringify(state))}catch(e){}}
    // The value shown on axis i: 'all' or one value (theme keeps its own toggle and 'all' = side by side).
    function selected(i){const a=axes[i];if(a.values.length<2)return 'all';
    const v=i===themeAxis?state.theme:state.axis[a.key];return v==='all'||a.values.includes(v)?v:(i===themeAxis?'all':a.values[0])}
    const shows=img=>img.rendition.every((r,i)=>{const s=selected(i);return s==='all'||axes[i].values[r]===s});
    const renditionName=(r,skip)=>r.map((v,i)=>i===skip||v<0||axes[i].values.length<2&&i!==themeAxis?null:axes[i].names[v]).filter(x=>x!=null).join(' · ');
    const matches=(f,img)=>f.rendition.every((r,i)=>r<0||r===img.rendition[i]);
    const unwaived=fs=>fs.filter(f=>!f.waived).length;
    function badges(findings){if(!data.audit||!findings.length)return null;const n=unwaived(findings),w=findings.length-n;
    return h('span',{class:'badges'},n?h('span',{class:'badge',title:n+' findings'},String(n)):null,w?h('span',{class:'badge waived',title:w+' waived'},w+' waived'):null)}
    // Toolbar: theme, every axis with more than one value, zoom, background, findings.
    function toggle(name,label,options,get,set){const g=h('div',{class:'toggle',role:'group','aria-label':label,'data-toggle':name},h('span',{},label));
    for(const[value,text]of options){const b=h('button',{type:'button','data-value':value},text);
    b.addEventListener('click',()=>{set(value);save();refresh()});g.append(b)}
    g.sync=()=>{for(const b of g.querySelectorAll('button'))b.setAttribute('aria-pressed',String(b.dataset.value===get()))};return g}
    const toggles=[];
    axes.forEach((a,i)=>{if(a.values.length<2)return;
    const options=a.values.map((v,k)=>[v,a.names[k]]).concat([['all',i===themeAxis?'Side by side':'All']]);
    toggles.push(i===themeAxis?toggle('theme',a.label,options,()=>selected(i),v=>state.theme=v)
    :toggle(a.key,a.label,options,()=>selected(i),v=>state.axis[a.key]=v))});
    toggles.push(toggle('zoom','Zoom',[['fit','Fit'],['1','1:1'],['2','2×']],()=>state.zoom,v=>state.zoom=v));
    toggles.push(toggle('bg','Background',[['page','Page'],['checker','Checkerboard']],()=>state.bg,v=>state.bg=v));
    const bar=document.getElementById('toggles');bar.append(...toggles);
    const findingsButton=data.audit?h('button',{type:'button',id:'findings-button'},'Findings '+(data.audit.findings-data.audit.waived)):null;
    if(findingsButton){bar.append(findingsButton);findingsButton.addEventListener('click',()=>{state.findings=!state.findings;save();refresh()})}
    // Sidebar: a tree of the stories' ids split at '/', counts and badges, filtered by the search.
    const leaves=[];
    function buildTree(){const root={children:new Map()};
    data.stories.forEach((s,i)=>{let n=root;for(const part of s.id.split('/')){if(!n.children.has(part))n.children.set(part,{name:part,children:new Map()});n=n.children.get(part)}n.story=i});
    const count=n=>(n.story!=null?1:0)+[...n.children.values()].reduce((t,c)=>t+count(c),0);
    function leaf(n){const s=data.stories[n.story],fs=s.variants.flatMap(v=>v.findings),failed=s.variants.some(v=>v.failures.length);
    const a=h('a',{href:link(s.id),'data-story':s.id,class:failed?'failed':null},h('span',{class:'name'},n.name),h('span',{class:'count'},String(s.variants.length)),badges(fs));
    const li=h('li',{class:'leaf'},a);li.search=(s.id+' '+s.variants.map(v=>v.name+' '+v.summary).join(' ')).toLowerCase();li.story=n.story;leaves.push(li);return li}
    function list(n){const ul=h('ul',{});for(const c of n.children.values()){
    if(c.story!=null)ul.append(leaf(c));
    if(c.children.size){const d=h('details',{open:true},h('summary',{},h('span',{class:'name'},c.name),h('span',{class:'count'},String(count(c)-(c.story!=null?1:0)))),list(c));ul.append(h('li',{class:'folder'},d))}}
    return ul}
    tree.append(list(root))}
    function filter(){const q=search.value.trim().toLowerCase();let shown=0;
    for(const li of leaves){li.hidden=!!q&&!li.search.includes(q);if(!li.hidden)shown++}
    for(const f of [...tree.querySelectorAll('li.folder')].reverse()){f.hidden=!f.querySelector('li.leaf:not([hidden])');if(q)f.firstChild.open=true}
    document.getElementById('hits').textContent=q?shown+' of '+leaves.length:leaves.length+' stories'}
    const visibleLeaves=()=>leaves.filter(li=>!li.hidden&&!li.closest('li[hidden]'));
    """#
    /// Addresses, keyboard, full-size view, and the start.
    static let navigation = #"""
    // Addresses: #Group/Story (a story) or #Group/Story/variant; the longest story id wins.
    function route(){const hash=decodeURIComponent(location.hash.slice(1));if(!hash){showHome();return}
    let best=-1;data.stories.forEach((s,i)=>{if((hash===s.id||hash.startsWith(s.id+'/'))&&(best<0||s.id.length>data.stories[best].id.length))best=i});
    if(best<0){showHome(hash);return}
    if(best!==current)showStory(best);
    const rest=hash.slice(data.stories[best].id.length+1);const vi=data.stories[best].variants.findIndex(v=>v.name===rest);
    for(const x of page.querySelectorAll('.variant.target'))x.classList.remove('target');
    currentVariant=vi<0?null:vi;
    if(vi>=0){const sec=document.getElementById('v-'+vi);sec.classList.add('target');sec.scrollIntoView({block:'start'})}else page.scrollTop=0}
    function refresh(){document.body.dataset.theme=state.theme;document.body.dataset.zoom=state.zoom;document.body.dataset.bg=state.bg;
    for(const t of toggles)t.sync();if(findingsButton)findingsButton.setAttribute('aria-pressed',String(state.findings));
    if(current!=null){const y=page.scrollTop;showStory(current);page.scrollTop=y}else if(location.hash.length<2)showHome();else renderPanel()}
    function go(step){const list=visibleLeaves();if(!list.length)return;const at=list.findIndex(li=>li.story===current);
    const next=list[(at<0?(step>0?0:list.length-1):(at+step+list.length)%list.length)];location.hash=link(data.stories[next.story].id)}
    function goVariant(step){if(current==null)return go(step);const vs=data.stories[current].variants;
    const vi=currentVariant==null?(step>0?0:vs.length-1):Math.max(0,Math.min(vs.length-1,currentVariant+step));
    location.hash=link(data.stories[current].id+'/'+vs[vi].name)}
    function cycle(name){const t=toggles.find(t=>t.dataset.toggle===name);if(!t)return;const bs=[...t.querySelectorAll('button')];
    bs[(bs.findIndex(b=>b.getAttribute('aria-pressed')==='true')+1)%bs.length].click()}
    document.addEventListener('keydown',e=>{
    if(e.target===search){if(e.key==='Escape'){search.value='';filter();search.blur()}
    else if(e.key==='Enter'||e.key==='ArrowDown'){const first=visibleLeaves()[0];if(first){e.preventDefault();location.hash=link(data.stories[first.story].id);search.blur()}}return}
    if(e.metaKey||e.ctrlKey||e.altKey||e.target.matches('input,textarea,select'))return;
    const keys={'/':()=>search.focus(),j:()=>go(1),k:()=>go(-1),n:()=>goVariant(1),p:()=>goVariant(-1),
    t:()=>cycle('theme'),z:()=>cycle('zoom'),b:()=>cycle('bg'),f:()=>findingsButton&&findingsButton.click(),
    Escape:()=>{if(!full.hidden)full.hidden=true;else if(state.findings&&findingsButton)findingsButton.click()}};
    if(keys[e.key]){e.preventDefault();keys[e.key]()}});
    search.addEventListener('input',filter);
    document.addEventListener('click',e=>{const a=e.target.closest('a[data-full]'),img=e.target.closest('.shot img');
    if(!a&&!img)return;e.preventDefault();const src=a?a.getAttribute('href'):img.getAttribute('src'),i=full.querySelector('img');
    i.removeAttribute('width');i.onload=()=>{i.width=i.naturalWidth/(window.devicePixelRatio||1)};i.src=src;full.hidden=false});
    full.addEventListener('click',()=>{full.hidden=true});
    window.addEventListener('hashchange',route);
    buildTree();filter();refresh();route();
    """#
}
