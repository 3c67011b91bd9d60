/// The part of the index's script that draws one story: its variants, their images filtered by
/// the toggles (the themes of one rendition side by side in a row), failures, audit badges and
/// finding outlines over the images, the home page, and the findings panel.
enum IndexPageStoryScript {
    static let code = #"""
    // The story page: its variants, each variant's images in rows (one per rendition besides the
    // theme, and part), the themes of a row side by side. Built on demand, images lazy.
    let current=null,currentVariant=null;
    function size(img){const d=window.devicePixelRatio||1;
    if(state.zoom==='1')return[img.width/d,img.height/d];if(state.zoom==='2')return[2*img.width/d,2*img.height/d];
    return[img.width/data.scale,img.height/data.scale]}
    function offset(img,images){// where a part starts in the story, in pixels (earlier parts' heights)
    if(!img.part)return 0;return images.filter(o=>o.part&&o.part<img.part&&o.rendition.join()===img.rendition.join()).reduce((t,o)=>t+o.height,0)}
    function figure(v,vi,img){const[w,hgt]=size(img),fs=v.findings.filter(f=>matches(f,img));
    const theme=themeAxis<0?'':axes[themeAxis].values[img.rendition[themeAxis]];
    const pic=h('img',{src:img.file.split('/').map(encodeURIComponent).join('/'),alt:data.stories[current].id+'/'+v.name+', '+renditionName(img.rendition),
    loading:'lazy',decoding:'async',width:Math.round(w),height:Math.round(hgt)});
    const pin=h('div',{class:'pin'},pic),frame=h('div',{class:'frame'},pin);
    const top=offset(img,v.images);
    for(const f of fs){const fi=v.findings.indexOf(f);const s=data.scale,x=f.frame[0]*s,y=f.frame[1]*s-top;
    if(y+f.frame[3]*s<=0||y>=img.height)continue;
    pin.append(h('div',{class:'box'+(f.waived?' waived':''),'data-finding':vi+':'+fi,title:f.kind+(f.key?' · '+f.key:''),
    style:`left:${x/img.width*100}%;top:${y/img.height*100}%;width:${f.frame[2]*s/img.width*100}%;height:${f.frame[3]*s/img.height*100}%`}))}
    const part=img.part?` · part ${img.part} of ${img.parts}`:'';
    return h('figure',{class:'shot','data-theme':theme},frame,h('figcaption',{},renditionName(img.rendition)+part+` · ${img.width}×${img.height} px`,badges(fs)))}
    function rows(v,vi){const groups=new Map();
    for(const img of v.images.filter(shows)){const key=img.rendition.map((r,i)=>i===themeAxis?'':r).join()+'|'+(img.part||0);
    if(!groups.has(key))groups.set(key,[]);groups.get(key).push(img)}
    const keys=[...groups.keys()].sort((a,b)=>{const x=a.split(/[,|]/).map(Number),y=b.split(/[,|]/).map(Number);
    for(let i=0;i<x.length;i++)if(x[i]!==y[i])return x[i]-y[i];return 0});
    return keys.map(k=>{const imgs=groups.get(k).sort((a,b)=>(a.rendition[themeAxis]||0)-(b.rendition[themeAxis]||0));
    return h('div',{class:'row'},imgs.map(img=>figure(v,vi,img)))})}
    function variantSection(v,vi){const s=data.stories[current];
    const sec=h('section',{class:'variant',id:'v-'+vi,'data-variant':v.name},
    h('h3',{},h('a',{href:link(s.id+'/'+v.name),class:'anchor'},v.name),badges(v.findings)),v.summary?h('p',{class:'summary'},v.summary):null,
    v.failures.map(f=>h('p',{class:'failure'},h('b',{},'Failed'),' ('+renditionName(f.rendition)+'): ',h('code',{},f.error))),rows(v,vi));
    if(!sec.querySelector('figure')&&v.images.length)sec.append(h('p',{class:'none'},'No image in the chosen '+axes.filter((a,i)=>selected(i)!=='all').map(a=>a.label.toLowerCase()).join(', ')+'.'));
    return sec}
    function showStory(si){current=si;const s=data.stories[si];
    const sheets=s.sheets.filter(shows);
    page.replaceChildren(...nodes(h('h2',{},s.id,badges(s.variants.flatMap(v=>v.findings))),
    h('p',{class:'meta'},s.variants.length+(s.variants.length===1?' variant':' variants')),
    sheets.length?h('p',{class:'sheets'},'Contact sheet: ',sheets.map((sh,k)=>[k?' · ':'',h('a',{href:sh.file.split('/').map(encodeURIComponent).join('/'),'data-full':''},
    renditionName(sh.rendition)+(sh.part?` ${sh.part}/${sh.parts}`:''))])):null,
    s.variants.map(variantSection)));
    for(const a of tree.querySelectorAll('a[aria-current]'))a.removeAttribute('aria-current');
    const a=tree.querySelector(`a[data-story="${CSS.escape(s.id)}"]`);if(a){a.setAttribute('aria-current','page');a.scrollIntoView({block:'nearest'})}
    document.title=s.id+' · '+data.title;renderPanel()}
    function showHome(missing){current=null;currentVariant=null;
    const fails=data.stories.flatMap(s=>s.variants.flatMap(v=>v.failures.map(f=>[s,v,f])));
    const a=data.audit;
    page.replaceChildren(...nodes(h('h2',{},data.title),h('p',{class:'meta',id:'summary'},data.summary),
    missing?h('p',{class:'failure'},'No story is called ',h('code',{},missing),'.'):null,
    fails.length?h('section',{class:'failures'},h('h3',{},fails.length+' failed'),h('ul',{},fails.map(([s,v,f])=>h('li',{},
    h('a',{href:link(s.id+'/'+v.name)},s.id+'/'+v.name),' ('+renditionName(f.rendition)+'): ',h('code',{},f.error))))):null,
    a?h('p',{class:'audit'},`Audit: ${a.findings} findings in ${a.images} images, ${a.waived} waived`+
    (Object.keys(a.kinds).length?' ('+Object.entries(a.kinds).map(([k,n])=>k+' '+n).join(', ')+')':'')+'. ',
    a.findings&&!state.findings?h('button',{type:'button',id:'show-findings'},'Show findings'):null):null,
    h('p',{class:'keys'},'Keys: / search · j k next, previous story · n p next, previous variant · t theme · z zoom · b background'+(a?' · f findings':'')+' · Esc close')));
    const show=document.getElementById('show-findings');if(show)show.addEventListener('click',()=>findingsButton.click());
    for(const x of tree.querySelectorAll('a[aria-current]'))x.removeAttribute('aria-current');document.title=data.title;renderPanel()}
    // The findings panel: the current story's findings (or every story's), each a link to its image.
    function describe(f){return[f.key,f.text&&'“'+f.text+'”',Object.entries(f.figures).map(([k,v])=>k+' '+v).join(', '),
    Object.entries(f.notes).map(([k,v])=>k+' '+v).join(', '),renditionName(f.rendition)].filter(Boolean).join(' · ')}
    function renderPanel(){panel.hidden=!state.findings||!data.audit;document.body.classList.toggle('with-findings',!panel.hidden);if(panel.hidden)return;
    const stories=current==null?data.stories.map((s,i)=>i):[current];
    const items=stories.flatMap(si=>data.stories[si].variants.flatMap((v,vi)=>v.findings.map((f,fi)=>[si,v,vi,f,fi])));
    panel.replaceChildren(...nodes(h('h2',{},current==null?'All findings':'Findings',h('span',{class:'count'},String(items.length))),
    items.length?null:h('p',{},'No findings.'),
    h('ol',{},items.slice(0,2000).map(([si,v,vi,f,fi])=>h('li',{class:'finding'+(f.waived?' waived':''),'data-finding':vi+':'+fi},
    h('a',{href:link(data.stories[si].id+'/'+v.name),'data-finding':si+':'+vi+':'+fi},h('b',{},f.kind),' ',current==null?data.stories[si].id+'/':'',v.name),
    h('div',{class:'what'},describe(f)),f.waived?h('div',{class:'reason'},'Waived: '+f.waived):null))),
    items.length>2000?h('p',{},(items.length-2000)+' more'):null))}
    // A finding's link opens its variant with the toggles showing its rendition, and outlines it.
    panel.addEventListener('click',e=>{const a=e.target.closest('a[data-finding]');if(!a)return;e.preventDefault();
    const[si,vi,fi]=a.dataset.finding.split(':').map(Number),s=data.stories[si],f=s.variants[vi].findings[fi];
    f.rendition.forEach((r,i)=>{const v=r<0?null:axes[i].values[r],shown=selected(i);if(v==null||shown==='all'||shown===v)return;
    if(i===themeAxis)state.theme=v;else state.axis[axes[i].key]=v});save();
    history.pushState(null,'',link(s.id+'/'+s.variants[vi].name));current=null;refresh();route();
    const box=page.querySelector(`.box[data-finding="${vi}:${fi}"]`);if(box){box.classList.add('hit');box.scrollIntoView({block:'center'})}});
    """#
}
