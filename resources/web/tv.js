/* The TV clock: the level, the time left, the blinds and what comes next, the players, the average stack, the prizes
   and the lobby's QR code, on exactly one screen of any size: the text is sized to fit, and shrunk until nothing
   spills over (no scroll bar, nothing cut), after every change and when the screen turns. */
"use strict";
(function () {
  var app = document.getElementById("app"), C = null, at = 0, parts = {};
  function build() {
    clear(app);
    parts.name = el("div", { id: "tn" }); parts.paused = el("span", { cls: "paused", id: "paused", text: W.paused, hidden: true });
    parts.level = el("div", { cls: "level", id: "lvl" }); parts.time = el("div", { cls: "time", id: "time" });
    parts.blinds = el("div", { cls: "blinds", id: "blinds" }); parts.ante = el("div", { cls: "blinds dim", id: "ante" });
    parts.next = el("div", { cls: "next dim", id: "nxt" }); parts.brk = el("div", { cls: "next dim", id: "brk" });
    parts.left = el("td", { cls: "n", id: "left" }); parts.avg = el("td", { cls: "n", id: "avg" });
    parts.pay = el("table", { id: "pay" });
    parts.qr = el("div", { cls: "qr", id: "qr" }, [el("img", { src: "/qr/lobby.svg", alt: W.scan })]);
    var side = el("div", { cls: "side" }, [
      el("table", {}, [el("tr", {}, [el("td", { text: W.entries }), parts.left]), el("tr", {}, [el("td", { text: W.average }), parts.avg])]),
      el("div", { cls: "dim", text: W.prizes }), parts.pay, parts.qr, el("div", { cls: "dim", text: W.scan })]);
    var main = el("div", { cls: "main" }, [parts.level, parts.time, parts.blinds, parts.ante, parts.next, parts.brk]);
    app.appendChild(el("div", { cls: "head" }, [parts.name, parts.paused]));
    app.appendChild(el("div", { cls: "grid" }, [main, side]));
    window.addEventListener("resize", fit);
  }
  function mmss(s) {
    s = Math.max(0, Math.floor(s));
    var h = Math.floor(s / 3600), m = Math.floor(s % 3600 / 60), x = s % 60;
    return (h ? h + ":" + (m < 10 ? "0" : "") : "") + m + ":" + (x < 10 ? "0" : "") + x;
  }
  function tick() {
    if (!C) return;
    var gone = C.running ? Date.now() / 1000 - at : 0;
    parts.time.textContent = mmss(C.remaining - gone);
    parts.brk.textContent = C.next_break === null || C.is_break ? "" : f(W.break_in, { time: mmss(C.next_break - gone) });
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
      if (app.scrollHeight <= window.innerHeight && app.scrollWidth <= window.innerWidth &&
          parts.time.scrollWidth <= parts.time.clientWidth + 1) return;
      scale *= 0.92;
    }
  }
  function clock(c) {
    C = c; at = Date.now() / 1000;
    parts.name.textContent = c.tournament;
    parts.paused.hidden = !c.paused;
    parts.level.textContent = c.is_break ? W["break"] : f(W.level, { level: c.level });
    parts.blinds.textContent = c.blinds; parts.ante.textContent = c.ante;
    parts.next.textContent = c.next_blinds ? f(W.next, { blinds: c.next_blinds }) : "";
    parts.left.textContent = num(c.players_left) + " / " + num(c.entries);
    parts.avg.textContent = num(c.average);
    clear(parts.pay);
    c.payouts.slice(0, 10).forEach(function (r) { parts.pay.appendChild(el("tr", {}, [el("td", { text: r[0] }), el("td", { cls: "n", text: r[1] })])); });
    tick(); fit();
  }
  build(); setInterval(tick, 1000);
  follow(function (v) { if (v.clock) clock(v.clock); }, function () { unpairedPage(app); });
})();
