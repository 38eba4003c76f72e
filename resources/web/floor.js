/* The floor's phone: every table with its count and whether it is halted, balancing's proposal with its rule ids
   (confirmed here when no choice is left to the floor), and the calls from the tables, answered here. */
"use strict";
(function () {
  var app = document.getElementById("app"), view = null, parts = {}, drafts = {};

  function build() {
    clear(app);
    parts.head = el("h1", { id: "head" });
    parts.left = el("div", { cls: "dim", id: "left" });
    parts.said = el("div", { cls: "said", hidden: true, id: "said" });
    parts.calls = el("ul", { cls: "calls", id: "calls" });
    parts.proposal = el("div", { id: "proposal" });
    parts.tables = el("div", { id: "tables" });
    app.appendChild(parts.head); app.appendChild(parts.left); app.appendChild(parts.said);
    app.appendChild(el("h2", { text: W.calls })); app.appendChild(parts.calls);
    app.appendChild(el("h2", { text: W.balancing })); app.appendChild(parts.proposal);
    app.appendChild(el("h2", { text: W.tables })); app.appendChild(parts.tables);
  }
  function say(text, refused) { parts.said.hidden = !text; parts.said.textContent = text || ""; parts.said.className = "said" + (refused ? " refused" : ""); }

  function render() {
    if (!document.getElementById("head")) build();
    parts.head.textContent = view.tournament;
    parts.left.textContent = f(W.players_left, { count: num(view.players_left) });
    clear(parts.calls);
    if (!view.calls.length) parts.calls.appendChild(el("li", { cls: "dim", text: W.no_calls }));
    view.calls.forEach(function (c) {
      var what = f(W.table, { table: c.table }) + " \u00b7 " + (W[c.situation] || c.situation) + (c.note ? " (" + c.note + ")" : "");
      var li = el("li", { cls: c.open ? "open" : "", "data-call": c.id }, [hhmm(c.at * 1000) + " " + what]);
      if (c.open) {
        var input = el("input", { id: "answer-" + c.id, placeholder: W.answer_hint, maxlength: "200" });
        input.value = drafts[c.id] || "";
        input.addEventListener("input", function () { drafts[c.id] = input.value; });
        var rule = el("input", { id: "rule-" + c.id, placeholder: W.rule_hint, maxlength: "12", cls: "rule" });
        li.appendChild(input);
        li.appendChild(rule);
        li.appendChild(el("button", { id: "send-" + c.id, text: W.send, onclick: function () { answer(c.id, input.value, rule.value); } }));
      } else {
        li.appendChild(el("div", { cls: "dim", text: f(W.answer_is, { answer: c.answer + (c.row_id ? " (" + c.row_id + ")" : "") }) }));
      }
      parts.calls.appendChild(li);
    });
    clear(parts.proposal);
    var p = view.proposal;
    if (!p) parts.proposal.appendChild(el("div", { cls: "dim", text: W.balanced }));
    else {
      parts.proposal.appendChild(el("div", { id: "proposal-reason", text: p.reason + " (" + p.rules.join(", ") + ")" }));
      if (p.floor_decides) parts.proposal.appendChild(el("div", { cls: "dim", text: W.at_desk }));
      else parts.proposal.appendChild(el("button", { cls: "go", id: "confirm-move", text: W.confirm_move, onclick: balance }));
    }
    clear(parts.tables);
    parts.tables.appendChild(el("table", {}, [el("tr", {}, [el("th", { text: W.tables }), el("th", { text: W.players }), el("th", { text: "" })])]
      .concat(view.tables.map(function (t) {
        return el("tr", { "data-table": t.table }, [el("td", { text: f(W.table, { table: t.table }) + " \u00b7 " + f(W.hand, { hand: t.hand }) }),
          el("td", { cls: "n", text: t.players + " / " + t.seats }), el("td", { text: t.halt ? W.halted + ": " + t.halt : "" })]);
      }))));
  }

  function answer(call, text, rule) {
    api("POST", "/api/call/answer", { call: call, answer: text, row_id: (rule || "").trim().toUpperCase() }).then(function (r) {
      if (r.status === 200) { delete drafts[call]; say(W.done); } else say(r.data.refusal || ("HTTP " + r.status), true);
    }, function () { say(W.offline, true); });
  }
  function balance() {
    api("POST", "/api/floor/balance", { seq: view.seq }).then(function (r) {
      if (r.status === 200) say(r.data.said || W.done); else say(r.data.refusal || ("HTTP " + r.status), true);
    }, function () { say(W.offline, true); });
  }

  follow(function (v) { if (v.kind === "floor") { view = v; render(); } }, function () { unpairedPage(app); });
})();
