/* The floor's phone: every table with its count and whether it is halted, balancing's proposal with its rule ids
   (confirmed here when no choice is left to the floor), the calls from the tables, answered here, the players a
   dealer offered as out (confirmed here), the clock paused or resumed, and penalties given at the table (a warning,
   missed hands or rounds, a disqualification) with those in force, and a table's last confirmed hands, one of
   them corrected here (its showdown changed, with a reason: the service judges it again and logs it).
   A push updates the page in place: each call's row is kept by its id, so what the floor is typing (the answer, the
   rule) and where the cursor is survive every push. A new call sounds and vibrates where the phone allows. */
"use strict";
(function () {
  var app = document.getElementById("app"), view = null, parts = {}, form = { table: null };
  var rows = {}, heard = null, audio = null;

  function build() {
    clear(app);
    parts.head = el("h1", { id: "head" });
    parts.left = el("div", { cls: "dim", id: "left" });
    parts.said = el("div", { cls: "said", hidden: true, id: "said" });
    parts.calls = el("ul", { cls: "calls", id: "calls" });
    parts.noCalls = el("li", { cls: "dim", id: "no-calls", text: W.no_calls });
    parts.out = el("div", { id: "offered" });
    parts.clockSaid = el("span", { id: "clock-state" });
    parts.clock = el("button", { id: "clock-toggle", onclick: toggleClock });
    parts.proposal = el("div", { id: "proposal" });
    parts.tables = el("div", { id: "tables" });
    parts.hands = el("ul", { cls: "calls", id: "hands" });
    parts.fixWhat = el("label", { "for": "correct-request" });
    parts.fixRequest = el("textarea", { id: "correct-request", rows: "8" });
    parts.fixReason = el("input", { id: "correct-reason", maxlength: "200" });
    parts.fixSend = el("button", { cls: "warn", id: "correct-send", text: W.correct_send, onclick: sendCorrection });
    parts.fix = el("div", { cls: "form", id: "correct", hidden: true }, [parts.fixWhat, parts.fixRequest,
      el("label", { "for": "correct-reason", text: W.correct_reason }), parts.fixReason, el("p", {}, [parts.fixSend])]);
    parts.pTable = el("select", { id: "penalty-table", onchange: function () { form.table = Number(parts.pTable.value); drawPlayers(); } });
    parts.pPlayer = el("select", { id: "penalty-player" });
    parts.pKind = el("select", { id: "penalty-kind", onchange: showCount });
    parts.pCount = el("input", { id: "penalty-count", type: "number", min: "1", max: "99", inputmode: "numeric" });
    parts.pReason = el("input", { id: "penalty-reason", maxlength: "200" });
    parts.give = el("button", { cls: "warn", id: "give", text: W.give, onclick: give });
    parts.inForce = el("ul", { cls: "calls", id: "in-force" });
    parts.countRow = el("label", { "for": "penalty-count", text: W.penalty_count });
    var penalty = el("div", { cls: "form", id: "penalty" }, [
      el("label", { "for": "penalty-table", text: W.tables }), parts.pTable,
      el("label", { "for": "penalty-player", text: W.penalty_player }), parts.pPlayer,
      el("label", { "for": "penalty-kind", text: W.penalty_kind }), parts.pKind, parts.countRow, parts.pCount,
      el("label", { "for": "penalty-reason", text: W.penalty_reason }), parts.pReason, el("p", {}, [parts.give]),
      el("h3", { text: W.in_force }), parts.inForce]);
    app.appendChild(parts.head); app.appendChild(parts.left); app.appendChild(parts.said);
    app.appendChild(el("h2", { text: W.calls })); app.appendChild(parts.calls);
    app.appendChild(el("h2", { text: W.out_offered })); app.appendChild(parts.out);
    app.appendChild(el("h2", { text: W.clock })); app.appendChild(el("p", { cls: "form" }, [parts.clockSaid, " ", parts.clock]));
    app.appendChild(el("h2", { text: W.balancing })); app.appendChild(parts.proposal);
    app.appendChild(el("h2", { text: W.tables })); app.appendChild(parts.tables);
    app.appendChild(el("h2", { text: W.hands_shown })); app.appendChild(parts.hands); app.appendChild(parts.fix);
    app.appendChild(el("h2", { text: W.penalties })); app.appendChild(penalty);
  }

  function options(select, items, chosen) {
    var key = JSON.stringify(items);
    if (select.getAttribute("data-key") !== key) {
      clear(select);
      items.forEach(function (it) { select.appendChild(el("option", { value: String(it[0]), text: it[1] })); });
      select.setAttribute("data-key", key);
    }
    if (chosen !== null && chosen !== undefined && items.some(function (it) { return String(it[0]) === String(chosen); })) select.value = String(chosen);
  }
  function drawPenalties() {
    var tables = view.tables.map(function (t) { return [t.table, f(W.table, { table: t.table })]; });
    if (form.table === null || !view.tables.some(function (t) { return t.table === form.table; })) form.table = tables.length ? tables[0][0] : null;
    options(parts.pTable, tables, form.table);
    drawPlayers();
    var kind = parts.pKind.value;
    options(parts.pKind, view.penalty_kinds.map(function (k) { return [k[0], k[1] + " (" + k[2] + ")"]; }), kind || null);
    showCount();
    clear(parts.inForce);
    if (!view.penalties.length) parts.inForce.appendChild(el("li", { cls: "dim", text: W.none_in_force }));
    view.penalties.forEach(function (p) {
      parts.inForce.appendChild(el("li", { "data-penalty": p.id }, [(p.table ? f(W.table, { table: p.table }) + " \u00b7 " : "") + p.words]));
    });
  }
  function drawPlayers() {
    var at = view.tables.filter(function (t) { return t.table === form.table; })[0];
    var chosen = parts.pPlayer.value;
    options(parts.pPlayer, at ? at.seated.map(function (s) { return [s[1], f(W.seat, { seat: s[0] }) + " \u00b7 " + s[2]]; }) : [], chosen || null);
  }
  function showCount() {
    var running = parts.pKind.value === "missed_hands" || parts.pKind.value === "missed_rounds";
    parts.pCount.hidden = !running; parts.countRow.hidden = !running;
  }
  function give() {
    var player = Number(parts.pPlayer.value), kind = parts.pKind.value;
    if (!player || !kind) return;
    if (kind === "disqualification") {
      var name = parts.pPlayer.options[parts.pPlayer.selectedIndex].text;
      if (!window.confirm(f(W.disqualify_ask, { name: name }))) return;
    }
    var running = kind === "missed_hands" || kind === "missed_rounds";
    var count = running && parts.pCount.value.trim() ? Number(parts.pCount.value) : null;
    if (count !== null && !(count >= 1 && count === Math.floor(count))) count = -1;  /* (the service says why) */
    parts.give.disabled = true;
    write("/api/floor/penalty", { player: player, kind: kind, count: count, reason: parts.pReason.value }).then(function (r) {
      parts.give.disabled = false;
      if (r.status === 200) { parts.pReason.value = ""; parts.pCount.value = ""; say(W.done); }
      else say(r.data.refusal || ("HTTP " + r.status), true);
    }, function () { parts.give.disabled = false; say(W.offline, true); });
  }
  function say(text, refused) { parts.said.hidden = !text; parts.said.textContent = text || ""; parts.said.className = "said" + (refused ? " refused" : ""); }

  function render() {
    if (!document.getElementById("head")) build();
    parts.head.textContent = view.tournament;
    parts.left.textContent = f(W.players_left, { count: num(view.players_left) });
    drawCalls();
    drawOffered();
    var clock = view.clock || {};
    parts.clockSaid.textContent = clock.paused ? W.clock_paused : clock.running ? W.clock_running : W.clock_stopped;
    parts.clock.textContent = clock.paused ? W.resume : W.pause;
    parts.clock.hidden = !(clock.running || clock.paused);
    clear(parts.proposal);
    var p = view.proposal;
    if (!p) parts.proposal.appendChild(el("div", { cls: "dim", text: W.balanced }));
    else {
      parts.proposal.appendChild(el("div", { id: "proposal-reason", text: p.reason + " (" + p.rules.join(", ") + ")" }));
      if (p.floor_decides) parts.proposal.appendChild(el("div", { cls: "dim", text: W.at_desk }));
      else parts.proposal.appendChild(el("button", { cls: "go", id: "confirm-move", text: W.confirm_move, onclick: balance }));
    }
    clear(parts.tables);
    parts.tables.appendChild(el("table", {}, [el("tr", {}, [el("th", { text: W.tables }), el("th", { text: W.players }), el("th", { text: "" }), el("th", { text: "" })])]
      .concat(view.tables.map(function (t) {
        return el("tr", { "data-table": t.table }, [el("td", { text: f(W.table, { table: t.table }) + " \u00b7 " + f(W.hand, { hand: t.hand }) }),
          el("td", { cls: "n", text: t.players + " / " + t.seats }), el("td", { text: t.halt ? W.halted + ": " + t.halt : "" }),
          el("td", {}, [el("button", { id: "hands-" + t.table, text: W.hands_of, onclick: function () { showHands(t.table); } })])]);
      }))));
    drawPenalties();
  }

  /* The calls, each row kept by its call's id and changed in place: the inputs of an open call are never rebuilt
     (the finding: every push rebuilt the list, and 37 of 38 keys typed while hands were recorded were lost). */
  function drawCalls() {
    var wanted = view.calls.map(function (c) { return rowFor(c); });
    var keep = {};
    view.calls.forEach(function (c) { keep[c.id] = true; });
    Object.keys(rows).forEach(function (id) {
      if (!keep[id]) { if (rows[id].li.parentNode) rows[id].li.parentNode.removeChild(rows[id].li); delete rows[id]; }
    });
    if (!wanted.length) wanted = [parts.noCalls];
    else if (parts.noCalls.parentNode) parts.calls.removeChild(parts.noCalls);
    wanted.forEach(function (li, i) {  /* (only a row out of place is moved: a row holding the cursor stays put) */
      if (parts.calls.children[i] !== li) parts.calls.insertBefore(li, parts.calls.children[i] || null);
    });
    var fresh = view.calls.filter(function (c) { return c.open && heard !== null && !heard[c.id]; });
    if (heard === null) heard = {};
    view.calls.forEach(function (c) { heard[c.id] = true; });
    if (fresh.length) ring();
  }
  function rowFor(c) {
    var row = rows[c.id];
    if (row && row.open !== c.open) { if (row.li.parentNode) row.li.parentNode.removeChild(row.li); row = null; }
    if (!row) {
      row = { open: c.open, line: el("span", { cls: "what" }), li: el("li", { cls: c.open ? "open" : "", "data-call": c.id }) };
      row.li.appendChild(row.line);
      if (c.open) {
        var input = el("input", { id: "answer-" + c.id, placeholder: W.answer_hint, maxlength: "200" });
        var rule = el("input", { id: "rule-" + c.id, placeholder: W.rule_hint, maxlength: "12", cls: "rule" });
        row.li.appendChild(input);
        row.li.appendChild(rule);
        row.li.appendChild(el("button", { id: "send-" + c.id, text: W.send, onclick: function () { answer(c.id, input.value, rule.value); } }));
      } else {
        row.answer = el("div", { cls: "dim" });
        row.li.appendChild(row.answer);
      }
      rows[c.id] = row;
    }
    var what = hhmm(c.at * 1000) + " " + f(W.table, { table: c.table }) + " \u00b7 " + (W[c.situation] || c.situation) + (c.note ? " (" + c.note + ")" : "");
    if (row.line.textContent !== what) row.line.textContent = what;
    if (row.answer) row.answer.textContent = f(W.answer_is, { answer: c.answer + (c.row_id ? " (" + c.row_id + ")" : "") });
    return row.li;
  }
  /* A new call: a short tone (once the floor has touched the page: a browser plays sound only after a gesture) and a
     vibration where the phone has one. */
  function ring() {
    try { if (navigator.vibrate) navigator.vibrate([200, 100, 200]); } catch (e) {}
    if (!audio || audio.state !== "running") return;
    var tone = audio.createOscillator(), gain = audio.createGain(), t = audio.currentTime;
    tone.frequency.value = 880; gain.gain.setValueAtTime(0.2, t); gain.gain.exponentialRampToValueAtTime(0.001, t + 0.4);
    tone.connect(gain); gain.connect(audio.destination); tone.start(t); tone.stop(t + 0.4);
    document.body.setAttribute("data-rang", String(Number(document.body.getAttribute("data-rang") || 0) + 1));
  }
  function hearing() {
    var Ctx = window.AudioContext || window.webkitAudioContext;
    if (!Ctx) return;
    try { if (!audio) audio = new Ctx(); if (audio.state === "suspended") audio.resume(); } catch (e) { audio = null; }
  }
  document.addEventListener("pointerdown", hearing, true);
  document.addEventListener("keydown", hearing, true);

  function drawOffered() {
    clear(parts.out);
    var groups = view.offered || [];
    if (!groups.length) { parts.out.appendChild(el("div", { cls: "dim", text: W.none_offered })); return; }
    groups.forEach(function (g, i) {
      var line = f(W.table, { table: g.table }) + " \u00b7 " + f(W.hand, { hand: g.hand }) + ": " + g.names.join(", ");
      var kids = [el("span", { text: line })];
      if (i === 0) kids.push(el("button", { cls: "go", id: "confirm-out", text: W.confirm_out, onclick: function () { confirmOut(g.players); } }));
      parts.out.appendChild(el("div", { cls: "offer", "data-table": g.table }, kids));
    });
  }
  /* A table's last confirmed hands (read when asked, not pushed), each with Correct…: its showdown shown to change,
     and a reason; the form is built once, so pushes never touch what is typed. */
  var fixing = null;
  function showHands(table) {
    api("GET", "/api/floor/hands?table=" + table).then(function (r) {
      if (r.status !== 200) { say(r.data.refusal || ("HTTP " + r.status), true); return; }
      clear(parts.hands);
      if (!r.data.hands.length) parts.hands.appendChild(el("li", { cls: "dim", text: W.no_hands }));
      r.data.hands.forEach(function (h) {
        parts.hands.appendChild(el("li", { "data-hand": h.hand }, [el("span", { cls: "what", text: h.said }),
          el("button", { id: "correct-" + table + "-" + h.hand, text: W.correct, onclick: function () { correctHand(table, h); } })]));
      });
    }, function () { say(W.offline, true); });
  }
  function correctHand(table, h) {
    fixing = { table: table, hand: h.hand };
    parts.fixWhat.textContent = f(W.correct_what, { hand: h.hand, table: table });
    parts.fixRequest.value = JSON.stringify(h.request, null, 1);
    parts.fixReason.value = "";
    parts.fix.hidden = false;
    parts.fixRequest.focus();
  }
  function sendCorrection() {
    if (!fixing) return;
    var request;
    try { request = JSON.parse(parts.fixRequest.value); } catch (e) { say(W.bad_request, true); return; }
    var sent = fixing;
    parts.fixSend.disabled = true;
    write("/api/intent", { intent: "hands.correct_hand", arguments: { table: sent.table, hand: sent.hand, request: request, reason: parts.fixReason.value } }).then(function (r) {
      parts.fixSend.disabled = false;
      if (r.status === 200) { parts.fix.hidden = true; fixing = null; say(W.done); showHands(sent.table); }
      else say(r.data.refusal || ("HTTP " + r.status), true);
    }, function () { parts.fixSend.disabled = false; say(W.offline, true); });
  }
  function intent(name, args) {
    return write("/api/intent", { intent: name, arguments: args }).then(function (r) {
      if (r.status === 200) say(W.done); else say(r.data.refusal || ("HTTP " + r.status), true);
    }, function () { say(W.offline, true); });
  }
  function confirmOut(players) { intent("players.bust_offered", { seen: players }); }
  function toggleClock() { intent(view.clock && view.clock.paused ? "clock.resume" : "clock.pause", {}); }

  function answer(call, text, rule) {
    write("/api/call/answer", { call: call, answer: text, row_id: (rule || "").trim().toUpperCase() }).then(function (r) {
      if (r.status === 200) say(W.done); else say(r.data.refusal || ("HTTP " + r.status), true);
    }, function () { say(W.offline, true); });
  }
  function balance() {
    write("/api/floor/balance", { seq: view.seq }).then(function (r) {
      if (r.status === 200) say(r.data.said || W.done); else say(r.data.refusal || ("HTTP " + r.status), true);
    }, function () { say(W.offline, true); });
  }

  follow(function (v) { if (v.kind === "floor") { view = v; render(); } }, function () { unpairedPage(app); });
})();
