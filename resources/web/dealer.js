/* The dealer tablet: the table's seats, cards typed or tapped on the deck grid, chips, folds and all-ins; the live
   result comes from the room service (the same rules as the dealer station), and Confirm records the hand.
   What the dealer typed is kept on the tablet until the service acknowledges it: a tablet that loses the network
   sends it again with the same submission id when the network is back, and it is recorded once. */
"use strict";
(function () {
  var app = document.getElementById("app");
  var STORE = "floor-entry", RANKS = "AKQJT98765432", SUITS = [["s", "\u2660"], ["h", "\u2665"], ["d", "\u2666"], ["c", "\u2663"]];
  var view = null, entry = null, target = 0, shownKey = "", asked = 0, retry = null, sending = false, ruling = null;
  var parts = {};

  function load() { try { return JSON.parse(localStorage.getItem(STORE) || "null"); } catch (e) { return null; } }
  function save() { if (entry) localStorage.setItem(STORE, JSON.stringify(entry)); else localStorage.removeItem(STORE); }
  function fresh() {
    var seats = {}, seating = {};
    view.seats.forEach(function (s) {
      if (s.dealt) { seats[s.seat] = { cards: "", chips: "", folded: false, all_in: false }; seating[s.seat] = s.player; }
    });
    return { table: view.table, hand: view.hand, submission: newId(), board: "", seats: seats, seating: seating, pending: false,
             options: {} };
  }
  /* The game of this hand: the level's, or the one the dealer chose (a mixed game, dealer's choice). */
  function game() {
    var chosen = entry && entry.options && entry.options.game;
    var known = chosen ? view.options.games.filter(function (g) { return g[0] === chosen; })[0] : null;
    return known ? { code: known[0], hole: known[2], board: known[3] } : { code: view.game, hole: view.hole, board: view.board };
  }
  function button() { return entry && entry.options && entry.options.button ? entry.options.button : view.button; }
  function typed() {
    var seats = Object.keys(entry.seats).map(Number).sort(function (a, b) { return a - b; }).map(function (n) {
      var s = entry.seats[n];
      return { seat: n, player: entry.seating[n] === undefined ? null : entry.seating[n], cards: s.cards, chips: s.chips,
               folded: s.folded, all_in: s.all_in };
    });
    var o = entry.options || {}, sent = {};
    if (o.game) { sent.game = o.game; if (view.options.flexible.indexOf(o.game) >= 0) { sent.deck = o.deck || 52; sent.jokers = o.jokers || 0; } }
    if (o.button) sent.button = o.button;
    if (o.chip) sent.chip = o.chip;
    return { hand: entry.hand, submission: entry.submission, board: entry.board, seats: seats, options: sent };
  }
  function say(text, refused) {
    parts.said.hidden = !text; parts.said.textContent = text || "";
    parts.said.className = "said" + (refused ? " refused" : "");
  }

  function build() {
    clear(app);
    parts.head = el("h1", { id: "head" });
    parts.sub = el("div", { cls: "dim", id: "sub" });
    parts.halt = el("div", { cls: "halt", hidden: true, id: "halt" });
    parts.said = el("div", { cls: "said", hidden: true, id: "said" });
    parts.entryNote = el("div", { cls: "said refused", hidden: true, id: "entry-note" });
    parts.seats = el("div", { cls: "seats", id: "seats" });
    parts.optGame = el("select", { id: "opt-game", onchange: function () { option("game", parts.optGame.value === view.game ? null : parts.optGame.value); } });
    parts.optDeck = el("select", { id: "opt-deck", onchange: function () { option("deck", Number(parts.optDeck.value)); } });
    parts.optJokers = el("select", { id: "opt-jokers", onchange: function () { option("jokers", Number(parts.optJokers.value)); } });
    parts.optButton = el("select", { id: "opt-button", onchange: function () { var b = Number(parts.optButton.value); option("button", b === view.button ? null : b); } });
    parts.optChip = el("select", { id: "opt-chip", onchange: function () { var c = Number(parts.optChip.value); option("chip", c === view.options.chip ? null : c); } });
    parts.flexible = el("div", { cls: "row" }, [el("div", {}, [el("label", { "for": "opt-deck", text: W.deck }), parts.optDeck]),
                                                el("div", {}, [el("label", { "for": "opt-jokers", text: W.jokers }), parts.optJokers])]);
    parts.options = el("details", { id: "options" }, [el("summary", { text: W.options }),
      el("div", { cls: "row" }, [el("div", {}, [el("label", { "for": "opt-game", text: W.game }), parts.optGame]),
                                 el("div", {}, [el("label", { "for": "opt-button", text: W.button }), parts.optButton])]),
      parts.flexible, el("label", { "for": "opt-chip", text: W.smallest_chip }), parts.optChip]);
    parts.boardBox = el("div", {});
    parts.deck = el("div", { cls: "deck", id: "deck" });
    SUITS.forEach(function (s) {
      RANKS.split("").forEach(function (r) {
        var code = r + s[0];
        parts.deck.appendChild(el("button", { cls: s[0] + (r === "A" ? " first" : ""), "data-card": code, text: (r === "T" ? "10" : r) + s[1],
                                              onclick: function () { tap(code); } }));
      });
    });
    parts.status = el("div", { cls: "status wait", id: "status" });
    parts.result = el("div", { id: "result" });
    parts.last = el("div", { id: "last-hand", hidden: true });
    parts.confirm = el("button", { cls: "go", id: "confirm", text: W.confirm, disabled: true, onclick: confirm });
    parts.ruling = el("div", { cls: "ruling", id: "ruling", hidden: true });
    parts.void = el("button", { cls: "warn", id: "void", text: W.void, hidden: true, onclick: voidHand });
    parts.clear = el("button", { id: "clear", text: W.clear, onclick: function () { entry = fresh(); save(); shownKey = ""; render(); } });
    parts.deckCheck = buildDeckCheck();
    parts.note = el("input", { id: "call-note", maxlength: "200", placeholder: W.note });
    var callBar = el("div", { cls: "bar", id: "call-bar" });
    ["misdeal", "defective-card", "dispute", "player-clock"].forEach(function (k) {
      callBar.appendChild(el("button", { cls: "warn", "data-situation": k, text: W[k], onclick: function () { call(k); } }));
    });
    parts.calls = el("ul", { cls: "calls", id: "calls" });
    var left = el("div", {}, [parts.halt, parts.entryNote, parts.options, parts.seats, parts.boardBox, parts.deck]);
    var right = el("div", {}, [parts.status, parts.result, parts.ruling, el("p", {}, [parts.void]),
      el("p", {}, [parts.confirm]), parts.said, parts.last,
      el("p", { cls: "bar" }, [parts.clear, parts.deckOpen]), parts.deckCheck, el("h2", { text: W.call_floor }), parts.note, callBar,
      el("h2", { text: W.calls }), parts.calls]);
    app.appendChild(parts.head); app.appendChild(parts.sub);
    app.appendChild(el("div", { cls: "two" }, [left, right]));
  }

  /* The deck check (DD-01 to DD-04, DD-07): what the dealer found, Floor's verdict, and the ruling recorded. */
  var deckAt = "HS0", deckPurpose = false, deckRuling = null;
  function buildDeckCheck() {
    parts.deckOpen = el("button", { id: "deck-open", text: W.deck_check, onclick: function () {
      parts.deckPanel.hidden = !parts.deckPanel.hidden; } });
    function count(id, label, hint) {
      var i = el("input", { id: id, inputmode: "numeric", maxlength: "3", placeholder: hint || "" });
      i.addEventListener("input", deckChanged);
      return [el("label", { "for": id, text: label }), i];
    }
    var between = el("button", { id: "deck-hs0", text: W.between_hands, cls: "on", onclick: function () { deckWhen("HS0"); } });
    var during = el("button", { id: "deck-hs4", text: W.during_hand, onclick: function () { deckWhen("HS4"); } });
    var purpose = el("button", { id: "deck-deliberate", text: W.on_purpose, onclick: function () {
      deckPurpose = !deckPurpose; purpose.className = deckPurpose ? "on" : ""; deckChanged(); } });
    parts.deckWhen = [between, during];
    parts.deckVerdict = el("div", { id: "deck-verdict", cls: "ruling", hidden: true });
    parts.deckRecord = el("button", { cls: "warn", id: "deck-record", text: W.record_ruling, disabled: true, onclick: function () { deckSend(true); } });
    var dup = el("input", { id: "deck-duplicates", maxlength: "60", placeholder: W.duplicates_hint, autocapitalize: "characters" });
    dup.addEventListener("input", deckChanged);
    parts.deckPanel = el("div", { id: "deck-panel", cls: "seat", hidden: true }, [el("h2", { text: W.deck_check })]
      .concat(count("deck-counted", W.counted, W.counted_hint))
      .concat([el("label", { "for": "deck-duplicates", text: W.duplicates }), dup])
      .concat(count("deck-backs", W.backs)).concat(count("deck-marked", W.marked_cards)).concat(count("deck-jokers", W.jokers_found))
      .concat([el("div", { cls: "bar toggles" }, [purpose]), el("div", { cls: "bar toggles" }, [between, during]),
               el("div", { cls: "bar toggles" }, [el("button", { id: "deck-check", text: W.check, onclick: function () { deckSend(false); } }),
                                                   parts.deckRecord]), parts.deckVerdict]));
    return parts.deckPanel;
  }
  function deckWhen(hs) {
    deckAt = hs;
    parts.deckWhen[0].className = hs === "HS0" ? "on" : ""; parts.deckWhen[1].className = hs === "HS4" ? "on" : "";
    deckChanged();
  }
  function deckChanged() { deckRuling = null; parts.deckRecord.disabled = true; parts.deckVerdict.hidden = true; }
  function deckValue(id) { var v = document.getElementById(id).value.trim(); return v === "" ? null : (/^\d+$/.test(v) ? Number(v) : v); }
  function deckSend(record) {
    var dup = document.getElementById("deck-duplicates").value.replace(/,/g, " ").split(/\s+/).filter(Boolean);
    var body = { game: game().code, counted: deckValue("deck-counted"), duplicates: dup, different_backs: deckValue("deck-backs"),
                 marked: deckValue("deck-marked"), jokers: deckValue("deck-jokers"), deliberate: deckPurpose, hs: deckAt,
                 record: record, hand: typed() };
    write("/api/dealer/deck", body).then(function (r) {
      clear(parts.deckVerdict); parts.deckVerdict.hidden = false;
      if (r.status !== 200) { parts.deckVerdict.appendChild(el("div", { cls: "refused", text: r.data.refusal || ("HTTP " + r.status) })); return; }
      var v = r.data;
      if (record) parts.deckVerdict.appendChild(el("b", { text: f(W.ruling_recorded, { row: v.ruling.row }) }));
      parts.deckVerdict.appendChild(el("h2", { text: v.defective ? W.defective : W.not_defective }));
      v.findings.forEach(function (x) { parts.deckVerdict.appendChild(el("div", { text: x[0] + ": " + x[1] })); });
      parts.deckVerdict.appendChild(el("div", { text: W.what_to_do + " " + v.action }));
      if (v.ruling) parts.deckVerdict.appendChild(el("div", { cls: "dim", text: v.ruling.row + " \u00b7 " + v.ruling.title + ": " + v.ruling.ruling }));
      deckRuling = record ? null : v.ruling;
      parts.deckRecord.disabled = !deckRuling;
    }, function () { say(W.offline, true); });
  }

  function field(id, value, onInput) {
    var i = el("input", { id: id, autocomplete: "off", autocapitalize: "characters", spellcheck: "false" });
    i.value = value; i.addEventListener("input", function () { onInput(i.value); changed(); });
    return i;
  }

  function render() {
    if (!view) return;
    if (view.gone) { clear(app).appendChild(el("h1", { text: W.gone })); shownKey = ""; return; }
    if (!parts.head || !document.getElementById("head")) build();
    parts.head.textContent = f(W.table, { table: view.table }) + " \u00b7 " + f(W.hand, { hand: view.hand });
    parts.sub.textContent = view.tournament + " \u00b7 " + view.game_name + (view.blinds ? " \u00b7 " + view.blinds : "");
    parts.halt.hidden = !view.halt; parts.halt.textContent = view.halt || "";
    if (!entry || entry.table !== view.table || (entry.hand < view.hand && !entry.pending)) {
      var before = entry; entry = fresh(); save();
      if (before && before.hand > view.hand) entry.hand = before.hand;  /* (the view is behind the last answer) */
    }
    parts.entryNote.hidden = entry.hand === view.hand;
    if (!parts.entryNote.hidden) parts.entryNote.textContent = f(W.hand, { hand: entry.hand }) + " \u2260 " + f(W.hand, { hand: view.hand });
    var key = JSON.stringify([entry.submission, view.seats, view.button, view.board, entry.options]);
    if (key !== shownKey) { shownKey = key; drawOptions(); drawSeats(); }
    drawCalls();
    markDeck();
  }

  function choices(select, items, chosen) {
    clear(select);
    items.forEach(function (it) { select.appendChild(el("option", { value: String(it[0]), text: it[1] })); });
    select.value = String(chosen);
  }
  function drawOptions() {
    var o = entry.options || (entry.options = {});
    choices(parts.optGame, view.options.games.map(function (g) { return [g[0], g[1]]; }), game().code);
    var flexible = view.options.flexible.indexOf(game().code) >= 0;
    parts.flexible.hidden = !flexible;
    choices(parts.optDeck, view.options.decks.map(function (d) { return [d, f(W.deck_cards, { count: d })]; }), o.deck || 52);
    var jokers = [];
    for (var j = 0; j <= view.options.max_jokers; j++) jokers.push([j, String(j)]);
    choices(parts.optJokers, jokers, o.jokers || 0);
    choices(parts.optButton, view.seats.map(function (s) { return [s.seat, f(W.seat, { seat: s.seat })]; }), button());
    choices(parts.optChip, view.options.chips, o.chip || view.options.chip);
    parts.options.className = o.game || o.button || o.chip ? "changed" : "";
  }
  function option(name, value) {
    entry.options = entry.options || {};
    if (value === null) delete entry.options[name]; else entry.options[name] = value;
    if (name === "game") { delete entry.options.deck; delete entry.options.jokers; }
    save(); shownKey = ""; render();
  }

  function drawSeats() {
    clear(parts.seats);
    view.seats.forEach(function (s) {
      var mine = entry.seats[s.seat];
      var who = el("div", { cls: "who" }, [
        el("span", { text: f(W.seat, { seat: s.seat }) + (s.name ? " \u00b7 " + s.name : "") }),
        s.seat === button() ? el("span", { cls: "btn-mark", text: W.button }) : null]);
      var box = el("div", { cls: "seat" + (mine ? "" : " out"), id: "seat-" + s.seat, "data-seat": s.seat }, [who]);
      if (s.stack !== null && s.stack !== undefined) box.appendChild(el("div", { cls: "dim", text: f(W.stack, { stack: num(s.stack) }) }));
      if (!mine) { if (s.player) box.appendChild(el("div", { cls: "dim", text: W.not_dealt })); parts.seats.appendChild(box); return; }
      var cards = field("cards-" + s.seat, mine.cards, function (v) { mine.cards = v; });
      cards.addEventListener("focus", function () { target = s.seat; });
      var chips = field("chips-" + s.seat, mine.chips, function (v) { mine.chips = v; });
      chips.setAttribute("inputmode", "text");
      var fold = el("button", { id: "fold-" + s.seat, text: W.fold, cls: mine.folded ? "on" : "",
        onclick: function () { mine.folded = !mine.folded; fold.className = mine.folded ? "on" : ""; changed(); } });
      var allIn = el("button", { id: "allin-" + s.seat, text: W.all_in, cls: mine.all_in ? "on" : "",
        onclick: function () { mine.all_in = !mine.all_in; allIn.className = mine.all_in ? "on" : ""; changed(); } });
      box.appendChild(el("div", { cls: "row" }, [el("div", {}, [el("label", { "for": "cards-" + s.seat, text: W.cards }), cards]),
                                                 el("div", {}, [el("label", { "for": "chips-" + s.seat, text: W.chips }), chips])]));
      box.appendChild(el("div", { cls: "bar toggles" }, [fold, allIn]));
      box.appendChild(el("div", { cls: "flag", id: "flag-" + s.seat, hidden: true }));
      parts.seats.appendChild(box);
    });
    clear(parts.boardBox);
    if (game().board > 0) {
      var board = field("board", entry.board, function (v) { entry.board = v; });
      board.addEventListener("focus", function () { target = 0; });
      parts.boardBox.appendChild(el("label", { "for": "board", text: W.board }));
      parts.boardBox.appendChild(board);
    }
    changed(true);
  }

  function cardsOf(text) { return (text.match(/(10|[2-9TJQKA])\s*[shdc\u2660\u2665\u2666\u2663]/gi) || []).length; }
  function tap(code) {
    var order = [0].concat(Object.keys(entry.seats).map(Number).filter(function (n) { return !entry.seats[n].folded; }));
    var g = game();
    if (g.board === 0) order.shift();
    function room(t) { return t === 0 ? cardsOf(entry.board) < g.board : cardsOf(entry.seats[t].cards) < g.hole; }
    if (order.indexOf(target) < 0 || !room(target)) {
      var next = order.filter(room)[0];
      if (next === undefined) return;
      target = next;
    }
    var input = document.getElementById(target === 0 ? "board" : "cards-" + target);
    var text = (input.value.trim() + " " + code).trim();
    input.value = text;
    if (target === 0) entry.board = text; else entry.seats[target].cards = text;
    changed();
  }

  function markDeck() {
    var used = {};
    [entry.board].concat(Object.keys(entry.seats).map(function (n) { return entry.seats[n].cards; })).forEach(function (t) {
      (t.match(/(10|[2-9TJQKA])\s*[shdc\u2660\u2665\u2666\u2663]/gi) || []).forEach(function (c) {
        var r = c[0].toUpperCase() === "1" ? "T" : c[0].toUpperCase(), s = c[c.length - 1].toLowerCase();
        s = { "\u2660": "s", "\u2665": "h", "\u2666": "d", "\u2663": "c" }[s] || s;
        used[r + s] = true;
      });
    });
    Array.prototype.forEach.call(parts.deck.children, function (b) { b.className = b.className.replace(/ used/, "") + (used[b.getAttribute("data-card")] ? " used" : ""); });
  }

  var timer = null;
  function changed(now) {
    save(); markDeck();
    clearTimeout(timer);
    timer = setTimeout(result, now ? 0 : 200);
  }

  function result() {
    var mine = ++asked;
    api("POST", "/api/dealer/result", typed()).then(function (r) {
      if (mine !== asked) return;
      if (r.status === 429) { clearTimeout(timer); timer = setTimeout(result, 300); return; }  /* (results in flight: asked again) */
      if (r.status !== 200) { showStatus({ status: r.data.refusal || ("HTTP " + r.status), kind: "refused" }); parts.confirm.disabled = true; return; }
      showResult(r.data);
    }, function () {
      if (mine !== asked) return;
      showStatus({ status: W.no_result, kind: "wait" }); parts.confirm.disabled = !entry.pending;
      clearTimeout(timer); timer = setTimeout(result, 3000);  /* asked again until the network is back: the result comes by itself */
    });
  }

  function showStatus(reading) { parts.status.textContent = reading.status; parts.status.className = "status " + reading.kind; }
  function table(heads, rows, numeric, bold) {
    var t = el("table", {}, [el("tr", {}, heads.map(function (h) { return el("th", { text: h }); }))]);
    rows.forEach(function (row, i) {
      t.appendChild(el("tr", {}, row.map(function (v, j) {
        return el("td", { text: v, cls: (numeric.indexOf(j) >= 0 ? "n" : "") + (bold && bold[i] && bold[i][j] ? " b" : "") });
      })));
    });
    return t;
  }
  function showResult(data) {
    var g = data.reading;
    showStatus(g);
    clear(parts.result);
    if (g.pushes.length) parts.result.appendChild(table([W.seat.replace(/\s*\{seat\}/, ""), W.name, W.push], g.pushes, [2]));
    if (g.pots.length) {
      var heads = [W.pot, W.amount, W.eligible, W.high].concat(g.both ? [W.low] : []);
      parts.result.appendChild(table(heads, g.pots.map(function (p) { return g.both ? p : p.slice(0, 4); }), [1]));
    }
    g.notes.forEach(function (n) { parts.result.appendChild(el("div", { cls: "dim", text: n })); });
    if (g.hands.length) parts.result.appendChild(table([W.seat.replace(/\s*\{seat\}/, ""), W.hand_name].concat(g.both ? [W.low] : []),
      g.hands.map(function (h) { return g.both ? h : h.slice(0, 2); }), [], g.hands_bold));
    Object.keys(entry.seats).forEach(function (n) {
      var flag = document.getElementById("flag-" + n), input = document.getElementById("cards-" + n);
      var text = data.bad[n] || data.flags[n] || "";
      if (flag) { flag.hidden = !text; flag.textContent = text; }
      if (input) input.className = data.bad[n] ? "bad" : "";
    });
    parts.confirm.disabled = !data.settled || entry.pending || entry.hand !== view.hand;
    /* A defective deck stops the hand (DD-02, DD-07): the engine's ruling, and the floor's button to void it. */
    ruling = data.stopped ? data.ruling : null;
    clear(parts.ruling);
    parts.ruling.hidden = !ruling;
    if (ruling) {
      parts.ruling.appendChild(el("h2", { text: W.ruling }));
      ruling.lines.forEach(function (line) { parts.ruling.appendChild(el("div", { text: line })); });
    }
    parts.void.hidden = !(ruling && ruling.row);
    parts.void.disabled = entry.pending || entry.hand !== view.hand;
  }

  function voidHand() {
    if (!entry || !ruling || !ruling.row) return;
    if (!window.confirm(f(W.void_ask, { ruling: ruling.lines.join("\n") }))) return;
    entry.pending = "void"; save();
    parts.void.disabled = true; parts.confirm.disabled = true;
    send();
  }

  /* The hand just recorded stays in view with its pushes and pots: the dealer pays them after pressing Confirm
     (the next hand's entry begins at once, and its own result replaces the live one). */
  function keepLast(title) {
    clear(parts.last);
    var tables = parts.result.querySelectorAll("table");
    parts.last.hidden = !title || !tables.length;
    if (parts.last.hidden) return;
    parts.last.appendChild(el("h2", { text: title }));
    Array.prototype.forEach.call(tables, function (t) { parts.last.appendChild(t.cloneNode(true)); });
  }

  function confirm() {
    if (!entry) return;
    entry.pending = true; save();
    parts.confirm.disabled = true;
    send();
  }
  /* One Confirm (or void) in flight at a time, and only for an entry still pending: a view pushed while the answer
     is on its way must not send it twice, nor a retry left from a lost answer send the next hand unconfirmed. */
  function send() {
    if (sending) return;
    clearTimeout(retry); retry = null;
    if (!entry || !entry.pending) return;
    sending = true;
    say(W.sending);
    var voiding = entry.pending === "void";
    write(voiding ? "/api/dealer/void" : "/api/dealer/confirm", typed(), 15000, entry.submission + (voiding ? "-void" : "-confirm")).then(function (r) {
      sending = false;
      if (r.status === 200) {
        var words = voiding ? r.data.said : f(W.recorded, { hand: r.data.hand, button: r.data.button });
        if (!voiding && r.data.offered && r.data.offered.length) words += "\n" + f(W.offered, { names: r.data.offered.join(", ") });
        /* the next hand begins at once, numbered as the service said: a view pushed before this answer (the
           table still at the hand just recorded) must not start an entry for the old hand */
        /* (a void hand is dealt again: the same number, the same button) */
        keepLast(voiding ? "" : f(W.hand, { hand: r.data.hand }));
        entry = fresh(); entry.hand = voiding ? r.data.hand : r.data.hand + 1; save();
        ruling = null; parts.ruling.hidden = true; parts.void.hidden = true;
        say(words); shownKey = ""; render(); return;
      }
      if (r.status >= 500 || r.status === 0) { say(W.kept, true); retry = setTimeout(send, 3000); return; }
      entry.pending = false; save();
      say(r.data.refusal || ("HTTP " + r.status), true);
      changed(true);
    }, function () { sending = false; say(W.kept, true); retry = setTimeout(send, 3000); });
  }

  function call(situation) {
    write("/api/call", { situation: situation, note: parts.note.value }).then(function (r) {
      if (r.status === 200) { parts.note.value = ""; say(W.called); } else say(r.data.refusal || ("HTTP " + r.status), true);
    }, function () { say(W.offline, true); });
  }

  function drawCalls() {
    clear(parts.calls);
    if (!view.calls.length) { parts.calls.appendChild(el("li", { cls: "dim", text: W.no_calls })); return; }
    view.calls.forEach(function (c) {
      var what = W[c.situation] || c.situation;
      var line = hhmm(c.at * 1000) + " \u00b7 " + what + (c.note ? " (" + c.note + ")" : "") + ": ";
      parts.calls.appendChild(el("li", { cls: c.open ? "open" : "", "data-call": c.id },
        [line, c.open ? W.waiting : f(W.answer_is, { answer: c.answer + (c.row_id ? " (" + c.row_id + ")" : "") })]));
    });
  }

  entry = load();
  follow(function (v) {
    if (v.kind !== "dealer") return;
    view = v; render();
    if (entry && entry.pending && !retry) send();
  }, function () { unpairedPage(app); });
})();
