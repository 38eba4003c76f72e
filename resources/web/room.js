/* What every station page shares (floor/web/stations.py): its data block, its words, the device's token, requests
   to the room service and the push stream that resumes after a cut. Text is only ever set as text, never HTML. */
"use strict";
var D = JSON.parse(document.getElementById("floor-data").textContent);
var W = D.words, L = D.lang;
var HEARTBEAT = 15000, STALE_AFTER = 2 * HEARTBEAT + 2000;
var KEY = "floor-device";

function f(s, o) { return String(s).replace(/\{(\w+)\}/g, function (m, k) { return k in o ? o[k] : m; }); }
function num(v) { return v === null || v === undefined ? "" : Number(v).toLocaleString(L); }
function hhmm(ms) {
  try { return new Date(ms).toLocaleTimeString(L, { hour: "2-digit", minute: "2-digit" }); }
  catch (e) { return new Date(ms).toTimeString().slice(0, 5); }
}
function el(tag, props, kids) {
  var e = document.createElement(tag);
  if (props) {
    for (var k in props) {
      if (k === "text") e.textContent = props[k];
      else if (k === "cls") e.className = props[k];
      else if (k.slice(0, 2) === "on") e.addEventListener(k.slice(2), props[k]);
      else if (props[k] !== null && props[k] !== undefined && props[k] !== false) e.setAttribute(k, props[k]);
    }
  }
  (kids || []).forEach(function (c) { if (c !== null && c !== undefined) e.appendChild(typeof c === "string" ? document.createTextNode(c) : c); });
  return e;
}
function clear(e) { while (e.firstChild) e.removeChild(e.firstChild); return e; }

function device() { try { return JSON.parse(localStorage.getItem(KEY) || "null"); } catch (e) { return null; } }
function remember(d) { localStorage.setItem(KEY, JSON.stringify(d)); }
function forget() { localStorage.removeItem(KEY); }

/* One request; a write names its command id (key): the service applies a command once and answers the same id
   again with its first answer. */
function api(method, path, body, timeout, key) {
  var d = device(), ctl = new AbortController();
  var timer = setTimeout(function () { ctl.abort(); }, timeout || 10000);
  var headers = { "Content-Type": "application/json" };
  if (d && d.token) headers.Authorization = "Bearer " + d.token;
  if (key) headers["Idempotency-Key"] = key;
  return fetch(path, { method: method, headers: headers, body: body === undefined ? undefined : JSON.stringify(body),
                       signal: ctl.signal, cache: "no-store" })
    .then(function (r) {
      clearTimeout(timer);
      return r.text().then(function (t) { var data = null; try { data = JSON.parse(t); } catch (e) {} return { status: r.status, data: data || {} }; });
    }, function (err) { clearTimeout(timer); throw err; });
}

/* A write, as one command: its id chosen here (or the caller's, e.g. a hand's submission), and sent again with the
   same id while the link is cut or the service busy (a busy answer means nothing was done). */
function write(path, body, timeout, key) {
  var id = key || newId(), tries = 0;
  function attempt() {
    tries += 1;
    return api("POST", path, body, timeout, id).then(function (r) {
      if (r.status === 503 && tries < 3) return wait(1000 * tries).then(attempt);
      return r;
    }, function (err) {
      if (tries < 3) return wait(1000 * tries).then(attempt);
      throw err;
    });
  }
  return attempt();
}
function wait(ms) { return new Promise(function (done) { setTimeout(done, ms); }); }

/* The station's view, pushed: each message is the whole view; a cut stream is opened again (with the last number,
   so only a newer view is sent), and a view older than two heartbeats says so. */
function follow(onView, onUnpaired) {
  var last = "", ok = 0, banner = el("div", { cls: "stale", hidden: true, id: "stale" });
  document.body.insertBefore(banner, document.body.firstChild);
  function stale() {
    var old = ok && Date.now() - ok > STALE_AFTER;
    banner.hidden = !(old || !ok && last);
    if (!banner.hidden) banner.textContent = f(W.stale, { time: hhmm(ok || Date.now()) });
  }
  setInterval(stale, 1000);
  function open(wait) {
    setTimeout(function () {
      var d = device(), headers = {};
      if (!d || !d.token) { onUnpaired(); return; }
      headers.Authorization = "Bearer " + d.token;
      if (last) headers["Last-Event-ID"] = last;
      var ctl = new AbortController(), quiet = setTimeout(function () { ctl.abort(); }, STALE_AFTER);
      fetch("/api/stream", { headers: headers, cache: "no-store", signal: ctl.signal }).then(function (r) {
        if (r.status === 401 || r.status === 403) { clearTimeout(quiet); onUnpaired(); return; }
        if (r.status !== 200 || !r.body) { clearTimeout(quiet); open(2000); return; }
        var reader = r.body.getReader(), text = "", dec = new TextDecoder();
        function pump() {
          return reader.read().then(function (part) {
            if (part.done) { clearTimeout(quiet); open(1000); return; }
            text += dec.decode(part.value, { stream: true });
            var cut;
            while ((cut = text.indexOf("\n\n")) >= 0) {
              var block = text.slice(0, cut); text = text.slice(cut + 2);
              var id = "", data = "";
              block.split("\n").forEach(function (line) {
                if (line.slice(0, 4) === "id: ") id = line.slice(4);
                else if (line.slice(0, 6) === "data: ") data += line.slice(6);
              });
              if (!data) continue;
              var view = null; try { view = JSON.parse(data); } catch (e) {}
              if (!view) continue;
              if (id) last = id;
              ok = Date.now(); stale();
              clearTimeout(quiet); quiet = setTimeout(function () { ctl.abort(); }, STALE_AFTER);
              onView(view);
            }
            return pump();
          });
        }
        return pump();
      }).catch(function () { clearTimeout(quiet); stale(); open(2000); });
    }, wait);
  }
  open(0);
}

function unpairedPage(app) {
  clear(app).appendChild(el("div", {}, [el("h1", { text: W.unpaired }),
    el("p", {}, [el("a", { href: "/pair", text: W.pair_again })])]));
}

function newId() {
  if (window.crypto && crypto.randomUUID) return crypto.randomUUID();
  var a = new Uint8Array(16); crypto.getRandomValues(a);
  return Array.prototype.map.call(a, function (b) { return ("0" + b.toString(16)).slice(-2); }).join("");
}
