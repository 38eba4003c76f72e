"""The stations' pages: the dealer tablet, the floor phone, the TV clock and the pairing page, and their words.

Each page is a shell: its script and style are files the service serves (``/static/…``, from resources/web), so
the pages' Content-Security-Policy allows scripts and styles from the service only (no ``'unsafe-inline'``); what
the script needs to start (the language, its words, which station it is) travels in a JSON data block, which no
browser runs. Every name and number a page shows comes from the service's views and is set as text, never HTML.
"""

from __future__ import annotations

import json
from html import escape

from floor.i18n.catalog import marked, translate

STATIONS = ("pair", "dealer", "floor", "tv")
CONTEXT = "Stations"

_WORDS = {
    # every station
    "title_pair": marked("Stations", "Pair this device"), "title_dealer": marked("Stations", "Dealer tablet"),
    "title_floor": marked("Stations", "Floor"), "title_tv": marked("Stations", "Tournament clock"),
    "code": marked("Stations", "Pairing code (6 digits, as the desk shows it)"),
    "pin": marked("Stations", "PIN (floor phones only)"), "pair": marked("Stations", "Pair"),
    "pairing": marked("Stations", "Pairing…"), "unpaired": marked("Stations", "This device is not paired."),
    "pair_again": marked("Stations", "Pair this device"),
    "trust_title": marked("Stations", "Trust this room's certificate (once)"),
    "trust_why": marked("Stations", "The staff's devices talk to the room's service over an encrypted link that "
                        "only this room's certificate opens. Install it on this device once, then pair."),
    "trust_fingerprint": marked("Stations", "Its fingerprint (the desk shows the same):"),
    "trust_download": marked("Stations", "Download the room's certificate"),
    "trust_android": marked("Stations", "Android: Settings › Security › Encryption & credentials › Install a "
                            "certificate › CA certificate, then choose floor-room.crt from Downloads."),
    "trust_ios": marked("Stations", "iPhone or iPad (in Safari): allow the download, then Settings › Profile "
                        "Downloaded › Install; then Settings › General › About › Certificate Trust Settings and "
                        "switch on Floor room."),
    "trust_desktop": marked("Stations", "Chrome on a computer: Settings › Privacy and security › Security › Manage "
                            "certificates › Authorities › Import, choose floor-room.crt and tick Trust this "
                            "certificate for identifying websites."),
    "trust_go": marked("Stations", "Installed: pair over the secure link"),
    "stale": marked("Stations", "not updated since {time}"),
    "offline": marked("Stations", "No connection to the room service"),
    "table": marked("Stations", "Table {table}"), "seat": marked("Stations", "Seat {seat}"),
    "hand": marked("Stations", "Hand {hand}"), "players": marked("Stations", "Players"),
    "calls": marked("Stations", "Calls to the floor"), "no_calls": marked("Stations", "No calls."),
    "waiting": marked("Stations", "waiting for the floor"), "answer_is": marked("Stations", "The floor: {answer}"),
    "misdeal": marked("Stations", "Misdeal"), "defective-card": marked("Stations", "Defective card"),
    "dispute": marked("Stations", "Dispute"), "player-clock": marked("Stations", "Player clock"),
    "other": marked("Stations", "Other"),
    "gone": marked("Stations", "This table is not in play any more: ask the floor."),
    # the dealer tablet
    "button": marked("Stations", "Button"), "stack": marked("Stations", "Stack {stack}"),
    "cards": marked("Stations", "Cards"), "chips": marked("Stations", "Chips put in"),
    "fold": marked("Stations", "Folded"), "all_in": marked("Stations", "All in"),
    "board": marked("Stations", "Board"), "not_dealt": marked("Stations", "not dealt in"),
    "confirm": marked("Stations", "Confirm"), "call_floor": marked("Stations", "Call the floor"),
    "note": marked("Stations", "Note for the floor (optional)"), "called": marked("Stations", "Call sent"),
    "clear": marked("Stations", "Clear the hand"), "back": marked("Stations", "Back"),
    "push": marked("Stations", "Push"), "pot": marked("Stations", "Pot"), "amount": marked("Stations", "Chips"),
    "eligible": marked("Stations", "Seats in it"), "high": marked("Stations", "Winners"),
    "low": marked("Stations", "Low"), "hand_name": marked("Stations", "Hand"), "name": marked("Stations", "Player"),
    "kept": marked("Stations", "Kept on this tablet: it is sent when the network is back"),
    "sending": marked("Stations", "Sending…"),
    "recorded": marked("Stations", "Hand {hand} recorded. Next button: seat {button}."),
    "offered": marked("Stations", "All in and won nothing: {names} (the floor confirms)"),
    "no_result": marked("Stations", "The result comes when the network is back."),
    "halted": marked("Stations", "Halted"),
    "void": marked("Stations", "The floor rules: void the hand"),
    "void_ask": marked("Stations", "{ruling}\n\nThe floor confirms this ruling: the hand is void, every seat gets "
                       "back what it put in."),
    "ruling": marked("Stations", "The floor's ruling"),
    "options": marked("Stations", "This hand: game, button, smallest chip"), "game": marked("Stations", "Game"),
    "deck": marked("Stations", "Deck"), "jokers": marked("Stations", "Jokers"),
    "deck_cards": marked("Stations", "{count} cards"), "smallest_chip": marked("Stations", "Smallest chip"),
    "deck_check": marked("Stations", "Deck check"), "counted": marked("Stations", "Cards counted"),
    "counted_hint": marked("Stations", "e.g. 52 (empty: not counted)"),
    "duplicates": marked("Stations", "Cards found twice"), "duplicates_hint": marked("Stations", "e.g. Ks 7d"),
    "backs": marked("Stations", "Cards with a different back"), "marked_cards": marked("Stations", "Marked cards"),
    "jokers_found": marked("Stations", "Jokers found"), "on_purpose": marked("Stations", "Marks made on purpose"),
    "between_hands": marked("Stations", "Between hands (HS0)"),
    "during_hand": marked("Stations", "During the hand (HS4)"), "check": marked("Stations", "Check"),
    "record_ruling": marked("Stations", "Record the ruling"),
    "ruling_recorded": marked("Stations", "Ruling {row} recorded."),
    "defective": marked("Stations", "The deck is defective."),
    "not_defective": marked("Stations", "The deck is not defective."),
    "what_to_do": marked("Stations", "What to do:"),
    # the floor phone
    "tables": marked("Stations", "Tables"), "balancing": marked("Stations", "Balancing"),
    "balanced": marked("Stations", "Nothing to balance."), "confirm_move": marked("Stations", "Confirm"),
    "at_desk": marked("Stations", "The floor chooses at the desk."), "answer": marked("Stations", "Answer"),
    "answer_hint": marked("Stations", "What the floor decided"), "send": marked("Stations", "Send"),
    "rule_hint": marked("Stations", "Rule (e.g. MD-01)"),
    "players_left": marked("Stations", "{count} players left"), "done": marked("Stations", "Done."),
    "penalties": marked("Stations", "Penalties"), "penalty_player": marked("Stations", "Player"),
    "penalty_kind": marked("Stations", "Penalty"), "penalty_count": marked("Stations", "How many (hands or rounds)"),
    "penalty_reason": marked("Stations", "Reason (the log keeps it)"), "give": marked("Stations", "Give the penalty"),
    "in_force": marked("Stations", "In force"), "none_in_force": marked("Stations", "No penalty in force."),
    "disqualify_ask": marked("Stations", "Disqualify {name}? The player is out and the chips leave play (PN-07)."),
    "out_offered": marked("Stations", "Out (offered by the dealers)"),
    "none_offered": marked("Stations", "No player offered as out."),
    "confirm_out": marked("Stations", "Confirm: out"), "clock": marked("Stations", "Clock"),
    "clock_running": marked("Stations", "Running."), "clock_paused": marked("Stations", "Paused."),
    "clock_stopped": marked("Stations", "Not started."), "pause": marked("Stations", "Pause the clock"),
    "resume": marked("Stations", "Resume the clock"),
    "hands_shown": marked("Stations", "Confirmed hands"), "hands_of": marked("Stations", "Hands…"),
    "no_hands": marked("Stations", "No hand confirmed at this table yet."),
    "correct": marked("Stations", "Correct…"),
    "correct_what": marked("Stations", "Hand {hand} at table {table}: the showdown as it should have been "
                                       "(seats, cards, chips put in)"),
    "correct_reason": marked("Stations", "Why it is corrected (the log keeps it)"),
    "correct_send": marked("Stations", "Correct the hand"),
    "bad_request": marked("Stations", "This is not a showdown as JSON: check the brackets and quotes."),
    # the TV clock
    "level": marked("Stations", "Level {level}"), "break": marked("Stations", "BREAK"),
    "next": marked("Stations", "Next: {blinds}"), "break_in": marked("Stations", "Break in {time}"),
    "paused": marked("Stations", "PAUSED"), "average": marked("Stations", "Average stack"),
    "entries": marked("Stations", "Players / entries"), "prizes": marked("Stations", "Prizes"),
    "scan": marked("Stations", "Your seat on your phone"),
    "color_up": marked("Stations", "Color-up: {chips} chips"), "final_level": marked("Stations", "Final level"),
    "one_minute": marked("Stations", "ONE MINUTE LEFT"), "wins": marked("Stations", "{name} WINS"),
    "over": marked("Stations", "TOURNAMENT OVER"), "pool": marked("Stations", "Prize pool"),
    "seating": marked("Stations", "Seating"),
}


def words(language: str) -> dict[str, str]:
    """Every word of the stations' pages in ``language`` (their scripts fill in the ``{placeholders}``)."""
    return {key: translate(language, CONTEXT, source) for key, source in _WORDS.items()}


def station_page(station: str, language: str, *, trust: dict[str, str] | None = None) -> str:
    """The shell of ``station``'s page in ``language``: the style, the data block and the scripts. ``trust``: the
    room's certificate to trust once (its fingerprint, and the HTTPS address to go on to from a plain page)."""
    data = json.dumps({"station": station, "lang": language, "words": words(language), "trust": trust},
                      ensure_ascii=False)
    data = data.replace("<", "\\u003c")  # (never a "</script>" inside the data block)
    title = escape(words(language)[f"title_{station}"])
    return (f'<!DOCTYPE html><html lang="{escape(language)}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width,initial-scale=1">'
            f'<title>{title}</title><link rel="stylesheet" href="/static/room.css"></head>'
            f'<body class="{station}"><main id="app"></main>'
            f'<script type="application/json" id="floor-data">{data}</script>'
            f'<script src="/static/room.js"></script><script src="/static/{station}.js"></script></body></html>')
