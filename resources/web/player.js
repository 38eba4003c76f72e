/* The player pages and the lobby (floor/web/pages.py): the clock counted down from the service's figures, the
   page followed by its push stream (polled at its JSON where there is none, or when the stream broke), and what
   the page says set as text only (never as HTML). The page's words and settings come in its data block. */
var DATA=JSON.parse(document.getElementById('floor-page').textContent);
var L=DATA.L,W=DATA.W,T=DATA.T,P=DATA.P,H=DATA.H;
var C=null,F=0;function $(i){return document.getElementById(i)}
function t(i,v){var e=$(i);if(e)e.textContent=v}
function f(s,o){return s.replace(/\{(\w+)\}/g,function(m,k){return k in o?o[k]:m})}
function num(v){return v.toLocaleString(L)}
function mmss(s){s=Math.max(0,Math.floor(s));var h=Math.floor(s/3600),m=Math.floor(s%3600/60),x=s%60;
return (h?h+':'+(m<10?'0':''):'')+m+':'+(x<10?'0':'')+x}
function tick(){if(!C)return;var z=$('paused');if(z)z.hidden=!C.paused;
var gone=C.running?(Date.now()/1000-F):0;t('time',mmss(C.remaining-gone));
t('brk',C.next_break===null||C.is_break?'':f(W.breakin,{time:mmss(C.next_break-gone)}))}
function clock(c){C=c;F=Date.now()/1000;t('tn',c.tournament);
var n=$('note');if(n){n.textContent=c.announcement||'';n.hidden=!c.announcement}t('lvl',c.is_break?W.brk:f(W.level,{level:c.level}));
t('blinds',c.blinds);t('ante',c.ante);t('nxt',c.next_blinds?f(W.next,{blinds:c.next_blinds}):'');
t('left',num(c.players_left)+' / '+num(c.entries));t('avg',num(c.average));
var p=$('pay');if(p){p.textContent='';c.payouts.forEach(function(r){var tr=document.createElement('tr');
r.forEach(function(v){var d=document.createElement('td');d.textContent=v;tr.appendChild(d)});
p.appendChild(tr)})}tick()}
var OK=Date.now(),TL=(navigator.language||'').toLowerCase().indexOf(L)===0?navigator.language:L;
function hhmm(ms){try{return new Date(ms).toLocaleTimeString(TL,{hour:'2-digit',minute:'2-digit'})}
catch(e){return new Date(ms).toTimeString().slice(0,5)}}
function stale(bad){var e=$('stale');if(!e)return;if(bad)e.textContent=f(W.stale,{time:hhmm(OK)});e.hidden=!bad}
function poll(url,g){var x=new XMLHttpRequest();x.open('GET',url);x.timeout=T;
x.onload=function(){var d=null;if(x.status==200){try{d=JSON.parse(x.responseText)}catch(e){}}
if(d===null){stale(true);return}OK=Date.now();stale(false);g(d)};
x.onerror=x.ontimeout=function(){stale(true)};x.send()}setInterval(tick,1000);
function follow(u,ev,g){var live=false;poll(u,g);
if(typeof EventSource!=="undefined"){var s=new EventSource(ev);s.onopen=function(){live=true};
s.onerror=function(){live=false};s.onmessage=function(m){var d=null;try{d=JSON.parse(m.data)}catch(e){}
if(d){live=true;OK=Date.now();stale(false);g(d)}}}
setInterval(function(){if(!live)poll(u,g);else if(Date.now()-OK>H)stale(true)},P)}
/* The season (null: the tournament counts for no league): the line, the rows, the player's own row marked
   (the lobby's has no line and no row of its own). */
function league(g){var x=$('lgbox');if(!x)return;x.hidden=!g;if(!g)return;t('lgline',g.line);
$('lgline').hidden=!g.line;
var b=$('lgrows');b.textContent='';var r=g.rows.map(function(v,i){return [v,i===g.me]});
if(g.own)r.push([['\u2026','',''],false],[g.own,true]);
r.forEach(function(e){var tr=document.createElement('tr');if(e[1])tr.className='me';
e[0].forEach(function(v,i){var d=document.createElement('td');d.textContent=v;if(i==2)d.className='n';
tr.appendChild(d)});b.appendChild(tr)})}
if(DATA.page==='player'){
var U='/p/'+DATA.token+'.json',K='floor-ack-'+DATA.token,M=null;
function ack(){if(M){try{localStorage.setItem(K,M.key)}catch(e){}}$('move').hidden=true}
$('ack').onclick=ack;
function show(d){clock(d.clock);var p=d.player;t('name',p.name);
t('table',p.table===null?'-':p.table);t('seat',p.seat===null?'-':p.seat);
$('won').hidden=p.status!='winner';t('out',p.standing);$('out').hidden=!p.standing;
t('bounties',p.bounties||'');$('bounties').hidden=!p.bounties;league(d.league);
M=p.move;var seen=null;try{seen=localStorage.getItem(K)}catch(e){}
if(M&&seen!==M.key){
t('mv',f(W.moved,{table:M.table,seat:M.seat}));$('move').hidden=false}else $('move').hidden=true}
follow(U,'/p/'+DATA.token+'/events',show)}
if(DATA.page==='lobby'){
var S=[];function rows(){var q=fold($('q').value.trim()),b=$('seats');b.textContent='';
S.forEach(function(r){if(q&&r[3].indexOf(q)<0)return;
var tr=document.createElement('tr');
[r[0],f(W.table,{table:r[1]}),f(W.seat,{seat:r[2]})].forEach(
function(v){var d=document.createElement('td');d.textContent=v;tr.appendChild(d)});
b.appendChild(tr)})}$('q').oninput=rows;function show(d){clock(d.clock);S=d.seating;rows();league(d.league)}
follow('/lobby.json','/events',show)}
