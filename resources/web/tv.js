/* The TV clock: the level, the time left, the blinds, the game and what comes next, the color-up of a break, the
   players, the average stack, the prize pool and the prizes and the lobby's QR code, on exactly one screen of any
   size: the text is sized to fit, and shrunk until nothing spills over (no scroll bar, nothing cut), after every
   change and when the screen turns. As on the big screen: the last minute of a level in red with its banner, a
   banner for a few seconds when the level changes, and once the tournament is won, the winner. The floor's
   announcement stays on a banner of its own until the floor clears it. The seating instead of the clock (every
   player's table and seat, by name, as many columns as the screen holds), with the level and the time on top:
   opened as /tv#seating, or switched with a click, a tap or the S key (a TV's remote or keyboard). */
"use strict";
(function () {
  var app = document.getElementById("app"), C = null, at = 0, parts = {}, seenLevel = null, bannerUntil = 0, bannerText = "";
  var BANNER_SECONDS = 8, seatingShown = location.hash === "#seating";
  function build() {
    clear(app);
    parts.name = el("div", { id: "tn" }); parts.paused = el("span", { cls: "paused", id: "paused", text: W.paused, hidden: true });
    parts.level = el("div", { cls: "level", id: "lvl" }); parts.time = el("div", { cls: "time", id: "time" });
    parts.blinds = el("div", { cls: "blinds", id: "blinds" }); parts.ante = el("div", { cls: "blinds dim", id: "ante" });
    parts.next = el("div", { cls: "next dim", id: "nxt" }); parts.brk = el("div", { cls: "next dim", id: "brk" });
    parts.game = el("div", { cls: "next", id: "game" }); parts.color = el("div", { cls: "next color", id: "color", hidden: true });
    parts.banner = el("div", { cls: "banner", id: "banner", hidden: true });
    parts.note = el("div", { cls: "note", id: "note", hidden: true });
    parts.left = el("td", { cls: "n", id: "left" }); parts.avg = el("td", { cls: "n", id: "avg" });
    parts.pool = el("td", { cls: "n", id: "pool" });
    parts.bounties = el("div", { cls: "dim", id: "bounties", hidden: true });
    parts.pay = el("table", { id: "pay" });
    parts.qr = el("div", { cls: "qr", id: "qr" }, [el("img", { src: "/qr/lobby.svg", alt: W.scan })]);
    var side = el("div", { cls: "side" }, [
      el("table", {}, [el("tr", {}, [el("td", { text: W.entries }), parts.left]), el("tr", {}, [el("td", { text: W.average }), parts.avg]),
                       el("tr", {}, [el("td", { text: W.pool }), parts.pool])]), parts.bounties,
      el("div", { cls: "dim", text: W.prizes }), parts.pay, parts.qr, el("div", { cls: "dim", text: W.scan })]);
    parts.side = side;
    var main = el("div", { cls: "main" }, [parts.level, parts.time, parts.blinds, parts.ante, parts.game, parts.color,
                                           parts.next, parts.brk]);
    app.appendChild(el("div", { cls: "head" }, [parts.name, parts.paused]));
    app.appendChild(parts.note);
    app.appendChild(parts.banner);
    parts.grid = el("div", { cls: "grid", id: "clock-view" }, [main, side]);
    parts.seatTime = el("span", { id: "seating-time" });
    parts.seatList = el("div", { cls: "list", id: "seating-list" });
    parts.seating = el("div", { cls: "seating", id: "seating", hidden: true }, [
      el("div", { cls: "seating-head" }, [el("span", { text: W.seating }), parts.seatTime]), parts.seatList]);
    app.appendChild(parts.grid);
    app.appendChild(parts.seating);
    window.addEventListener("resize", fit);
    document.addEventListener("click", function () { showSeating(!seatingShown); });
    document.addEventListener("keydown", function (e) { if (e.key === "s" || e.key === "S") showSeating(!seatingShown); });
    showSeating(seatingShown);
  }
  function showSeating(on) {
    seatingShown = on;
    parts.grid.hidden = on; parts.seating.hidden = !on;
    if (history.replaceState) history.replaceState(null, "", on ? "#seating" : location.pathname);
    fit();
  }
  function seating(rows) {
    var key = JSON.stringify(rows);
    if (parts.seatList.getAttribute("data-key") === key) return;
    parts.seatList.setAttribute("data-key", key);
    clear(parts.seatList);
    rows.forEach(function (r) {
      parts.seatList.appendChild(el("div", { cls: "who" }, [el("b", { text: r[0] }), " ",
        el("span", { cls: "at", text: f(W.table, { table: r[1] }) + " \u00b7 " + f(W.seat, { seat: r[2] }) })]));
    });
    fit();
  }
  function mmss(s) {
    s = Math.max(0, Math.floor(s));
    var h = Math.floor(s / 3600), m = Math.floor(s % 3600 / 60), x = s % 60;
    return (h ? h + ":" + (m < 10 ? "0" : "") : "") + m + ":" + (x < 10 ? "0" : "") + x;
  }
  function tick() {
    if (!C) return;
    if (C.winner) { showBanner(f(W.wins, { name: C.winner }), false); return; }
    var gone = C.running ? Date.now() / 1000 - at : 0, left = C.remaining - gone;
    parts.time.textContent = mmss(left);
    parts.seatTime.textContent = parts.level.textContent + " \u00b7 " + mmss(left);
    parts.brk.textContent = C.next_break === null || C.is_break ? "" : f(W.break_in, { time: mmss(C.next_break - gone) });
    var lastMinute = C.running && !C.is_break && left > 0 && left <= 60;
    parts.time.className = "time" + (lastMinute ? " warning" : "");
    var now = Date.now() / 1000;
    showBanner(now < bannerUntil ? bannerText : lastMinute ? W.one_minute : "", lastMinute && now >= bannerUntil);
  }
  function showBanner(text, warning) {
    var was = parts.banner.hidden;
    parts.banner.hidden = !text; parts.banner.textContent = text || "";
    parts.banner.className = "banner" + (warning ? " warning" : "");
    if (was !== parts.banner.hidden) fit();
  }
  /* Sizes from the screen, then shrunk step by step until the page asks for no more than the screen. */
  function fit() {
    var base = Math.min(window.innerWidth, window.innerHeight);
    var scale = 1;
    for (var i = 0; i < 30; i++) {
      var u = base * scale / 100;
      app.style.fontSize = (3.2 * u) + "px";
      parts.time.style.fontSize = (24 * u) + "px";
      parts.level.style.fontSize = (7 * u) + "px";
      parts.blinds.style.fontSize = (9 * u) + "px";
      parts.qr.style.width = parts.qr.style.height = (22 * u) + "px";
      parts.banner.style.fontSize = (6 * u) + "px";
      parts.note.style.fontSize = (4 * u) + "px";
      if (seatingShown && (parts.seatList.scrollWidth > parts.seatList.clientWidth + 1 || parts.seatList.scrollHeight > parts.seatList.clientHeight + 1)) { scale *= 0.92; continue; }
      if (app.scrollHeight <= window.innerHeight && app.scrollWidth <= window.innerWidth &&
          parts.time.scrollWidth <= parts.time.clientWidth + 1 &&
          parts.side.scrollHeight <= parts.side.clientHeight + 1) return;  /* (the side hides what spills over) */
      scale *= 0.92;
    }
  }
  function clock(c) {
    C = c; at = Date.now() / 1000;
    var level = c.is_break ? W["break"] : f(W.level, { level: c.level });
    if (seenLevel !== null && seenLevel !== level && c.running && !c.winner) {  /* the level changed: said for a while */
      bannerText = level.toUpperCase(); bannerUntil = at + BANNER_SECONDS;
    }
    seenLevel = level;
    parts.name.textContent = c.tournament;
    parts.note.textContent = c.announcement || ""; parts.note.hidden = !c.announcement;
    parts.paused.hidden = !c.paused;
    parts.level.textContent = c.winner ? W.over : level;
    parts.blinds.textContent = c.winner ? c.winner : c.blinds; parts.ante.textContent = c.winner ? "" : c.ante;
    parts.game.textContent = c.winner ? "" : c.game;
    parts.color.hidden = !!c.winner || !c.color_up.length;
    parts.color.textContent = c.color_up.length ? f(W.color_up, { chips: c.color_up.join(", ") }) : "";
    parts.next.textContent = c.winner ? "" : c.next_blinds ? f(W.next, { blinds: c.next_blinds }) : c.final ? W.final_level : "";
    if (c.winner) { parts.time.textContent = c.payouts.length ? c.payouts[0][1] : "-"; parts.time.className = "time"; parts.brk.textContent = ""; }
    parts.left.textContent = num(c.players_left) + " / " + num(c.entries);
    parts.avg.textContent = num(c.average);
    parts.pool.textContent = c.pool;
    parts.bounties.textContent = c.bounties || ""; parts.bounties.hidden = !c.bounties;
    clear(parts.pay);
    c.payouts.slice(0, 10).forEach(function (r) { parts.pay.appendChild(el("tr", {}, [el("td", { text: r[0] }), el("td", { cls: "n", text: r[1] })])); });
    tick(); fit();
  }
  build(); setInterval(tick, 1000);
  follow(function (v) { if (v.clock) clock(v.clock); if (v.seating) seating(v.seating); }, function () { unpairedPage(app); });
})();
