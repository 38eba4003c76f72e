"""The player page, the lobby page and the page for a wrong link: small self-contained HTML (no external
scripts, fonts or CDNs).

The first paint is rendered here with every name escaped; the pages' script (resources/web/player.js, served
beside them: no inline script or style, so the Content-Security-Policy allows the service's own files only, with
the page's words in a JSON data block) then follows the page's
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
from floor.tournament.resources import resources
from floor.web.snapshot import ClockView, PlayerView, PublicSnapshot

POLL_SECONDS = 4
POLL_TIMEOUT_SECONDS = 8  # a poll unanswered this long failed: the service stopped or the phone lost the network
HEARTBEAT_SECONDS = 15  # a push stream carries the view again this often: two missed, and the page says it is stale

# The words the page's script puts in (JSON-encoded into the page, in its language).
_SCRIPT_WORDS = {
    "level": marked("PlayerPage", "Level {level}"), "brk": marked("PlayerPage", "BREAK"),
    "next": marked("PlayerPage", "Next: {blinds}"), "breakin": marked("PlayerPage", "Break in {time}"),
    "stale": marked("PlayerPage", "not updated since {time}"),
    "moved": marked("PlayerPage", "You have been moved: table {table}, seat {seat}"),
    "table": marked("PlayerPage", "Table {table}"), "seat": marked("PlayerPage", "Seat {seat}"),
}


def _data(language: str, page: str, token: str = "") -> str:
    """The page's data block: its words, its language and timings, which page it is (``<`` escaped, so no text
    can end the block). JSON, which no browser runs: the page's script reads it."""
    words = {key: translate(language, "PlayerPage", source) for key, source in _SCRIPT_WORDS.items()}
    data = {"L": language, "W": words, "T": POLL_TIMEOUT_SECONDS * 1000, "P": POLL_SECONDS * 1000,
            "H": (2 * HEARTBEAT_SECONDS + POLL_SECONDS) * 1000, "page": page, "token": token}
    encoded = json.dumps(data, ensure_ascii=False, separators=(",", ":")).replace("<", "\\u003c")
    return f'<script type="application/json" id="floor-page">{encoded}</script>'


STYLE = '<link rel="stylesheet" href="/static/player.css">'
SCRIPTS = {"player": ("player.js",), "lobby": ("fold.js", "player.js")}
"""The files each page runs, in order: the service serves them (``fold.js`` is the collation's ``FOLD_JS``)."""


def static_file(name: str) -> bytes | None:
    """A file the pages run (``/static/NAME``): a script or a style of resources/web, or the name folding made
    from the collation's own table; None for any other name."""
    if name == "fold.js":
        return FOLD_JS.encode()
    stem, dot, kind = name.partition(".")
    if not dot or kind not in ("js", "css") or not stem.replace("-", "").isalnum():
        return None
    item = resources() / "web" / name
    return item.read_bytes() if item.is_file() else None


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
    note = "" if c.announcement else " hidden"
    return (f'<div class="note" id="note" role="status"{note}>{escape(c.announcement)}</div>'
            f'<div id="lvl">{level}</div><div class="paused" id="paused"{paused}>{say(language, "PAUSED")}</div>'
            f'<div class="clock" id="time">{_mmss(c.remaining)}</div>'
            f'<div class="big" id="blinds">{escape(shown["blinds"])}</div><div id="ante">{escape(shown["ante"])}</div>'
            f'<div class="dim" id="nxt">{following}</div><div class="dim" id="brk"></div>'
            f'<p>{say(language, "Players")} <b id="left">{n(c.players_left)} / {n(c.entries)}</b>'
            f' · {say(language, "Average")} <b id="avg">{n(c.average)}</b></p>'
            f'<details><summary>{say(language, "Payouts")}</summary>'
            f'<table><tbody id="pay">{payouts}</tbody></table></details>')


def _page(title: str, body: str, page: str, language: str, token: str = "") -> str:
    scripts = "".join(f'<script src="/static/{name}"></script>' for name in SCRIPTS[page])
    return (f'<!doctype html><html lang="{language}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width,initial-scale=1"><title>{escape(title)}</title>'
            f'{STYLE}</head><body><div class="stale" id="stale" role="status" hidden></div>{body}'
            f'{_data(language, page, token)}{scripts}</body></html>')


def _seat_text(p: PlayerView) -> tuple[str, str]:
    if p.table is None or p.seat is None:
        return "-", "-"
    return str(p.table), str(p.seat)


def player_page(snapshot: PublicSnapshot, player: int, token: str, language: str = DEFAULT) -> str:
    """One player's page: name, table and seat in large type, the clock, a move banner, the place when out,
    "You won the tournament" for the winner, and their season when the tournament counts for a league."""
    p = snapshot.players[player]
    c = snapshot.clock
    table, seat = _seat_text(p)
    line = p.to_dict(language)
    out, bounties = line["standing"], line["bounties"]
    won = "" if p.status == "winner" else " hidden"
    body = (f'<h1 id="tn">{escape(c.tournament)}</h1><div class="big" id="name">{escape(p.name)}</div>'
            f'<div class="won" id="won"{won}>{say(language, "You won the tournament")}</div>'
            f'<div id="move" hidden><span id="mv"></span><br>'
            f'<button id="ack">{say(language, "OK, got it")}</button></div>'
            f'<div id="seatbox"><span class="dim">{say(language, "Table")}</span> '
            f'<span class="big" id="table">{escape(table)}</span> '
            f'<span class="dim">{say(language, "Seat")}</span> <span class="big" id="seat">{escape(seat)}</span></div>'
            f'<div class="out" id="out"{"" if out else " hidden"}>{escape(out)}</div>'
            f'<div class="dim" id="bounties"{"" if bounties else " hidden"}>{escape(bounties)}</div>'
            + _clock_html(c, language) + _own_league_html(snapshot, p, language))
    return _page(f"{p.name} · {c.tournament}", body, "player", language, _token(token))


def _token(token: str) -> str:
    """A token as the page's script builds its addresses with it: URL-safe base64 only (the route checks it)."""
    return "".join(ch for ch in token if ch.isalnum() or ch in "-_")


def _league_html(snapshot: PublicSnapshot, language: str) -> str:
    """The season's standings under the seating (the first 30). Always there, hidden without a league, so the
    script shows the standings as they change (they are read again every ten minutes)."""
    listed = snapshot.season.lobby(language)
    rows = "".join(_row_html(row, False) for row in listed["rows"]) if listed else ""
    return _season_box("", rows, listed is not None, language)


def _season_box(line: str, rows: str, shown: bool, language: str) -> str:
    """The season's box as the script fills it: the heading, the player's line, the rows."""
    return (f'<div id="lgbox"{"" if shown else " hidden"}><h1>{say(language, "League standings")}</h1>'
            f'<div class="out" id="lgline"{"" if line else " hidden"}>{escape(line)}</div>'
            f'<table><tbody id="lgrows">{rows}</tbody></table></div>')


def _row_html(row: list[str], mine: bool) -> str:
    """A standing as the script writes it too: place, name, points; the player's own row marked ``me``."""
    place, name, points = (escape(value) for value in row)
    marked_row = ' class="me"' if mine else ""
    return f'<tr{marked_row}><td>{place}</td><td>{name}</td><td class="n">{points}</td></tr>'


def _own_league_html(snapshot: PublicSnapshot, p: PlayerView, language: str) -> str:
    """The player's season, at the foot of their page: their place and points in one line, the standings under it
    with their own row marked (their row after the first 30 when they are further down). Always there, hidden
    without a league, so the script shows it the moment the tournament counts for one."""
    season = snapshot.season.for_player(p, language)
    if season is None:
        line, rows = "", ""
    else:
        line = season["line"]
        rows = "".join(_row_html(row, i == season["me"]) for i, row in enumerate(season["rows"]))
        if season["own"] is not None:
            rows += _row_html(["…", "", ""], False) + _row_html(season["own"], True)
    return _season_box(line, rows, season is not None, language)


def lobby_page(snapshot: PublicSnapshot, language: str = DEFAULT) -> str:
    """The lobby: the clock and the public seating chart, searchable by name (filled in from /lobby.json).

    The rows come sorted as the page's language sorts names, each with its search key; the script folds what is
    typed the same way (no case, no accents: "stefan" finds Ștefănescu) and keeps the order."""
    c = snapshot.clock
    body = (f'<h1 id="tn">{escape(c.tournament)}</h1>' + _clock_html(c, language)
            + f'<h1>{say(language, "Seating")}</h1>'
              f'<input id="q" placeholder="{say(language, "Find your name")}" autocomplete="off">'
              '<table><tbody id="seats"></tbody></table>' + _league_html(snapshot, language))
    return _page(f"{c.tournament} · {translate(language, 'PlayerPage', 'lobby')}", body, "lobby", language)


def not_found_page(language: str = DEFAULT) -> str:
    """A wrong or old link (a mistyped address, a token from another tournament): say so, and lead to the lobby."""
    title = say(language, "Page not found")
    why = say(language, "This link is old or mistyped: a player’s own page opens from the code on the seat card.")
    lobby = say(language, "Open the lobby: the clock and the seating chart")
    return (f'<!doctype html><html lang="{language}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width,initial-scale=1"><title>{title}</title>'
            f'{STYLE}</head><body><h1>{title}</h1><p>{why}</p><p><a href="/">{lobby}</a></p>'
            '</body></html>')
