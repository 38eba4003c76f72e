"""The player page, the lobby page and the page for a wrong link: small self-contained HTML (no external
scripts, fonts or CDNs).

The first paint is rendered here with every name escaped; a few lines of inline script then follow the page's
push stream (``/events``, ``/p/<token>/events``: the room service sends each change; a server without one, or a
stream that broke, is polled at the JSON endpoint every few seconds instead), count the clock down from the
server's figures and set text with ``textContent`` only (never as HTML), so a name like ``<script>`` stays text.
A poll that fails, or a stream silent for two heartbeats, shows "not updated since 21:40" (the last good one, as
the phone writes a time) until one succeeds; a paused clock says PAUSED. Long words wrap anywhere, so no name
(however long, even from old data) widens a phone's page.
"""

from __future__ import annotations

import json
from html import escape

from floor.i18n.catalog import marked, translate
from floor.i18n.collation import FOLD_JS
from floor.i18n.languages import DEFAULT
from floor.i18n.numbers import grouped
from floor.web.snapshot import ClockView, PlayerView, PublicSnapshot

POLL_SECONDS = 4
POLL_TIMEOUT_SECONDS = 8  # a poll unanswered this long failed: the service stopped or the phone lost the network
HEARTBEAT_SECONDS = 15  # a push stream carries the view again this often: two missed, and the page says it is stale

_STYLE = """body{font-family:system-ui,sans-serif;margin:0;padding:12px;background:#111;color:#eee;font-size:20px;
overflow-wrap:anywhere;word-break:break-word}[hidden]{display:none!important}a{color:#9cf}
h1{font-size:1.3em;margin:.2em 0}.big{font-size:3em;font-weight:700;margin:.1em 0}.dim{color:#aaa}
.clock{font-size:2.6em;font-variant-numeric:tabular-nums;font-weight:700}
#move{background:#e53;color:#fff;padding:14px;border-radius:8px;font-size:1.4em;margin:8px 0}
button{font-size:1em;padding:8px 16px;margin-top:8px}table{border-collapse:collapse;width:100%}
td{padding:4px 6px;border-bottom:1px solid #333}td+td{white-space:nowrap}
input{font-size:1em;width:100%;padding:6px;box-sizing:border-box}
.out{background:#333;padding:12px;border-radius:8px;font-size:1.5em}
.won{background:#2a6;color:#fff;padding:14px;border-radius:8px;font-size:1.6em;font-weight:700;margin:8px 0}
.paused{background:#fc3;color:#000;font-weight:700;padding:4px 12px;border-radius:6px;display:inline-block}
.stale{background:#633;color:#fff;padding:8px 12px;border-radius:6px;margin:8px 0}"""

_CLOCK_JS = """var C=null,F=0;function $(i){return document.getElementById(i)}
function t(i,v){var e=$(i);if(e)e.textContent=v}
function f(s,o){return s.replace(/\\{(\\w+)\\}/g,function(m,k){return k in o?o[k]:m})}
function num(v){return v.toLocaleString(L)}
function mmss(s){s=Math.max(0,Math.floor(s));var h=Math.floor(s/3600),m=Math.floor(s%3600/60),x=s%60;
return (h?h+':'+(m<10?'0':''):'')+m+':'+(x<10?'0':'')+x}
function tick(){if(!C)return;var z=$('paused');if(z)z.hidden=!C.paused;
var gone=C.running?(Date.now()/1000-F):0;t('time',mmss(C.remaining-gone));
t('brk',C.next_break===null||C.is_break?'':f(W.breakin,{time:mmss(C.next_break-gone)}))}
function clock(c){C=c;F=Date.now()/1000;t('tn',c.tournament);t('lvl',c.is_break?W.brk:f(W.level,{level:c.level}));
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
setInterval(function(){if(!live)poll(u,g);else if(Date.now()-OK>H)stale(true)},P)}"""

# The words the page's script puts in (JSON-encoded into the page, in its language).
_SCRIPT_WORDS = {
    "level": marked("PlayerPage", "Level {level}"), "brk": marked("PlayerPage", "BREAK"),
    "next": marked("PlayerPage", "Next: {blinds}"), "breakin": marked("PlayerPage", "Break in {time}"),
    "stale": marked("PlayerPage", "not updated since {time}"),
    "moved": marked("PlayerPage", "You have been moved: table {table}, seat {seat}"),
    "table": marked("PlayerPage", "Table {table}"), "seat": marked("PlayerPage", "Seat {seat}"),
}


def _words(language: str) -> str:
    """The script's words and the language, as JavaScript (``<`` escaped so no text can close the script)."""
    words = {key: translate(language, "PlayerPage", source) for key, source in _SCRIPT_WORDS.items()}
    encoded = json.dumps(words, ensure_ascii=False, separators=(",", ":")).replace("<", "\\u003c")
    return (f"var L={json.dumps(language)},W={encoded},T={POLL_TIMEOUT_SECONDS * 1000},P={POLL_SECONDS * 1000},"
            f"H={(2 * HEARTBEAT_SECONDS + POLL_SECONDS) * 1000};")


def say(language: str, source: str, **values: object) -> str:
    """A text of the pages in ``language``, its placeholders filled, escaped for HTML (context "PlayerPage")."""
    return escape(translate(language, "PlayerPage", source).format(**values))


def _mmss(seconds: float) -> str:
    """The clock as the page's script writes it (``mmss``): 19:05, 1:02:09; the first paint needs no script."""
    whole = max(0, int(seconds))
    hours, minutes, secs = whole // 3600, whole % 3600 // 60, whole % 60
    return f"{hours}:{minutes:02}:{secs:02}" if hours else f"{minutes}:{secs:02}"


def _clock_html(c: ClockView, language: str) -> str:

    def n(value: int) -> str:
        return grouped(value, language)

    shown = c.to_dict(language)
    payouts = "".join(f"<tr><td>{escape(place)}</td><td>{escape(amount)}</td></tr>"
                      for place, amount in shown["payouts"])
    level = say(language, "BREAK") if c.is_break else say(language, "Level {level}", level=c.level)
    following = say(language, "Next: {blinds}", blinds=shown["next_blinds"]) if shown["next_blinds"] else ""
    paused = "" if c.paused else " hidden"
    return (f'<div id="lvl">{level}</div><div class="paused" id="paused"{paused}>{say(language, "PAUSED")}</div>'
            f'<div class="clock" id="time">{_mmss(c.remaining)}</div>'
            f'<div class="big" id="blinds">{escape(shown["blinds"])}</div><div id="ante">{escape(shown["ante"])}</div>'
            f'<div class="dim" id="nxt">{following}</div><div class="dim" id="brk"></div>'
            f'<p>{say(language, "Players")} <b id="left">{n(c.players_left)} / {n(c.entries)}</b>'
            f' · {say(language, "Average")} <b id="avg">{n(c.average)}</b></p>'
            f'<details><summary>{say(language, "Payouts")}</summary>'
            f'<table><tbody id="pay">{payouts}</tbody></table></details>')


def _page(title: str, body: str, script: str, language: str) -> str:
    return (f'<!doctype html><html lang="{language}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width,initial-scale=1"><title>{escape(title)}</title>'
            f'<style>{_STYLE}</style></head><body><div class="stale" id="stale" role="status" hidden></div>{body}'
            f'<script>{_words(language)}{_CLOCK_JS}{script}</script></body></html>')


def _seat_text(p: PlayerView) -> tuple[str, str]:
    if p.table is None or p.seat is None:
        return "-", "-"
    return str(p.table), str(p.seat)


def player_page(snapshot: PublicSnapshot, player: int, token: str, language: str = DEFAULT) -> str:
    """One player's page: name, table and seat in large type, the clock, a move banner, the place when out, and
    "You won the tournament" for the winner."""
    p = snapshot.players[player]
    c = snapshot.clock
    table, seat = _seat_text(p)
    out = p.to_dict(language)["standing"]
    won = "" if p.status == "winner" else " hidden"
    body = (f'<h1 id="tn">{escape(c.tournament)}</h1><div class="big" id="name">{escape(p.name)}</div>'
            f'<div class="won" id="won"{won}>{say(language, "You won the tournament")}</div>'
            f'<div id="move" hidden><span id="mv"></span><br>'
            f'<button id="ack">{say(language, "OK, got it")}</button></div>'
            f'<div id="seatbox"><span class="dim">{say(language, "Table")}</span> '
            f'<span class="big" id="table">{escape(table)}</span> '
            f'<span class="dim">{say(language, "Seat")}</span> <span class="big" id="seat">{escape(seat)}</span></div>'
            f'<div class="out" id="out"{"" if out else " hidden"}>{escape(out)}</div>'
            + _clock_html(c, language))
    script = (f"var U='/p/'+{_js_token(token)}+'.json',K='floor-ack-'+{_js_token(token)},M=null;"
              """function ack(){if(M){try{localStorage.setItem(K,M.key)}catch(e){}}$('move').hidden=true}
$('ack').onclick=ack;function show(d){clock(d.clock);var p=d.player;t('name',p.name);
t('table',p.table===null?'-':p.table);t('seat',p.seat===null?'-':p.seat);
$('won').hidden=p.status!='winner';t('out',p.standing);$('out').hidden=!p.standing;
M=p.move;var seen=null;try{seen=localStorage.getItem(K)}catch(e){}
if(M&&seen!==M.key){
t('mv',f(W.moved,{table:M.table,seat:M.seat}));$('move').hidden=false}else $('move').hidden=true}
follow(U,'/p/'+""" + _js_token(token) + """+'/events',show)""")
    return _page(f"{p.name} · {c.tournament}", body, script, language)


def _js_token(token: str) -> str:
    """A token in a script: tokens are URL-safe base64 (checked by the server's route), quoted for JS."""
    return "'" + "".join(ch for ch in token if ch.isalnum() or ch in "-_") + "'"


def lobby_page(snapshot: PublicSnapshot, language: str = DEFAULT) -> str:
    """The lobby: the clock and the public seating chart, searchable by name (filled in from /lobby.json).

    The rows come sorted as the page's language sorts names, each with its search key; the script folds what is
    typed the same way (no case, no accents: "stefan" finds Ștefănescu) and keeps the order."""
    c = snapshot.clock
    body = (f'<h1 id="tn">{escape(c.tournament)}</h1>' + _clock_html(c, language)
            + f'<h1>{say(language, "Seating")}</h1>'
              f'<input id="q" placeholder="{say(language, "Find your name")}" autocomplete="off">'
              '<table><tbody id="seats"></tbody></table>')
    script = (FOLD_JS + """;var S=[];function rows(){var q=fold($('q').value.trim()),b=$('seats');b.textContent='';
S.forEach(function(r){if(q&&r[3].indexOf(q)<0)return;
var tr=document.createElement('tr');
[r[0],f(W.table,{table:r[1]}),f(W.seat,{seat:r[2]})].forEach(
function(v){var d=document.createElement('td');d.textContent=v;tr.appendChild(d)});
b.appendChild(tr)})}$('q').oninput=rows;function show(d){clock(d.clock);S=d.seating;rows()}
follow('/lobby.json','/events',show)""")
    return _page(f"{c.tournament} · {translate(language, 'PlayerPage', 'lobby')}", body, script, language)


def not_found_page(language: str = DEFAULT) -> str:
    """A wrong or old link (a mistyped address, a token from another tournament): say so, and lead to the lobby."""
    title = say(language, "Page not found")
    why = say(language, "This link is old or mistyped: a player’s own page opens from the code on the seat card.")
    lobby = say(language, "Open the lobby: the clock and the seating chart")
    return (f'<!doctype html><html lang="{language}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width,initial-scale=1"><title>{title}</title>'
            f'<style>{_STYLE}</style></head><body><h1>{title}</h1><p>{why}</p><p><a href="/">{lobby}</a></p>'
            '</body></html>')
