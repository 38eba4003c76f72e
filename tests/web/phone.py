"""A phone for the tests: the page's own script run by Node.js against the real server, with a small DOM.

A light phone beside the real browser the network tests drive: the HTML the server sent, the page's own
script files as the server serves them (``<script src>``), unchanged, its JSON data block readable as the page
reads it, ``XMLHttpRequest`` doing real HTTP to the server on 127.0.0.1, timers driven by the test (no waiting).
What a test reads is what the page's elements hold: their text and whether they are hidden.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import urllib.request
from html.parser import HTMLParser
from typing import Any

import pytest

NODE = shutil.which("node")
needs_node = pytest.mark.skipif(NODE is None, reason="Node.js is not installed: the page's script is not run")

_HARNESS = r"""
const vm = require('vm'), http = require('http'), readline = require('readline');
const setup = JSON.parse(process.argv[process.argv.length - 1]);
let base = setup.base, pending = 0, waiters = [];
function done() { pending--; if (pending === 0) { const w = waiters; waiters = []; w.forEach(f => f()); } }
class Element {
  constructor(tag, id, text, hidden) {
    this.tagName = tag; this.id = id; this._text = text || ''; this.hidden = !!hidden; this.children = [];
    this.value = ''; this.onclick = null; this.oninput = null;
  }
  get textContent() { return this.children.length ? this.children.map(c => c.textContent).join('') : this._text; }
  set textContent(v) { this._text = String(v); this.children = []; }
  appendChild(c) { this.children.push(c); return c; }
}
const elements = {};
for (const [id, e] of Object.entries(setup.elements)) elements[id] = new Element(e.tag, id, e.text, e.hidden);
const intervals = [];
const store = {};
class XMLHttpRequest {
  open(method, url) { this.method = method; this.url = url; this.status = 0; this.responseText = ''; }
  send() {
    pending++;
    const req = http.get(new URL(this.url, base), {timeout: this.timeout || 0, headers: setup.headers}, res => {
      let body = ''; res.setEncoding('utf8'); res.on('data', d => body += d);
      res.on('end', () => {
        this.status = res.statusCode; this.responseText = body; if (this.onload) this.onload(); done();
      });
    });
    req.on('error', () => { if (this.onerror) this.onerror(); done(); });
    req.on('timeout', () => { req.destroy(); });
  }
}
const context = vm.createContext({
  document: { getElementById: id => elements[id] || null, createElement: tag => new Element(tag) },
  XMLHttpRequest, navigator: { language: setup.navigator }, JSON, Date, Math, String, Object, Array,
  localStorage: { getItem: k => (k in store ? store[k] : null), setItem: (k, v) => { store[k] = String(v); } },
  setInterval: (f, ms) => { intervals.push([f, ms]); return intervals.length; },
});
vm.runInContext(setup.script, context);
function settle(f) { if (pending === 0) f(); else waiters.push(f); }
function dump() {
  const out = {};
  for (const [id, e] of Object.entries(elements)) {
    out[id] = { text: e.textContent, hidden: e.hidden,
                rows: e.children.filter(c => c.tagName === 'tr').map(r => r.children.map(d => d.textContent)) };
  }
  return out;
}
const rl = readline.createInterface({ input: process.stdin });
rl.on('line', line => {
  const c = JSON.parse(line);
  if (c.cmd === 'poll') intervals.filter(([, ms]) => ms !== 1000).forEach(([f]) => f());
  if (c.cmd === 'type') { elements[c.id].value = c.value; elements[c.id].oninput(); }
  if (c.cmd === 'click') elements[c.id].onclick();
  if (c.cmd === 'base') base = c.base;
  settle(() => {
    intervals.filter(([, ms]) => ms === 1000).forEach(([f]) => f());  // a second of the clock's tick
    const answer = { elements: dump() };
    if (c.cmd === 'eval') answer.value = vm.runInContext(c.code, context);
    process.stdout.write(JSON.stringify(answer) + '\n');
  });
});
"""


class _Elements(HTMLParser):
    """Every element with an id: its tag, its text as sent (when it is plain text) and whether it is hidden."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.found: dict[str, dict[str, Any]] = {}
        self.open: list[str | None] = []
        self.sources: list[str] = []  # the scripts the page runs, in order
        self.inline: list[str] = []  # script that is not a data block: the pages have none (their CSP runs none)
        self.in_script = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        if tag == "script":
            self.in_script = values.get("type") != "application/json"
            if values.get("src"):
                self.sources.append(str(values["src"]))
        ident = values.get("id")
        if ident:
            self.found[ident] = {"tag": tag, "text": "", "hidden": "hidden" in values}
        if tag not in ("input", "meta", "br"):
            self.open.append(ident)

    def handle_endtag(self, tag: str) -> None:
        if tag == "script":
            self.in_script = False
        if self.open and tag not in ("input", "meta", "br"):
            self.open.pop()

    def handle_data(self, data: str) -> None:
        if self.in_script:
            self.inline.append(data)
            return
        for ident in self.open:
            if ident:
                self.found[ident]["text"] += data


class Phone:
    """One page open on a phone: ``poll()`` runs the page's polling once and returns what its elements show."""

    def __init__(self, html: str, base: str, *, language: str = "en-GB",
                 accept_language: str | None = None) -> None:
        assert NODE is not None
        parsed = _Elements()
        parsed.feed(html)
        assert not "".join(parsed.inline).strip(), "the page has inline script, which its CSP would not run"
        script = "\n".join(urllib.request.urlopen(base.rstrip("/") + src, timeout=10).read().decode()
                           for src in parsed.sources)
        setup = {"base": base, "elements": parsed.found, "script": script, "navigator": language,
                 "headers": {"Accept-Language": accept_language or language}}
        self.process = subprocess.Popen([NODE, "-e", _HARNESS, json.dumps(setup)], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.elements: dict[str, dict[str, Any]] = {}
        self.send({"cmd": "start"})  # the page's own first poll, as it loads

    def send(self, command: dict[str, Any]) -> Any:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(json.dumps(command) + "\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        if not line:
            assert self.process.stderr is not None
            raise AssertionError("the page's script failed: " + self.process.stderr.read())
        answer = json.loads(line)
        self.elements = answer["elements"]
        return answer.get("value")

    def poll(self) -> dict[str, dict[str, Any]]:
        self.send({"cmd": "poll"})
        return self.elements

    def type(self, element: str, value: str) -> dict[str, dict[str, Any]]:
        self.send({"cmd": "type", "id": element, "value": value})
        return self.elements

    def evaluate(self, code: str) -> Any:
        return self.send({"cmd": "eval", "code": code})

    def shown(self, element: str) -> str:
        """The element's text, or "" when it is hidden."""
        e = self.elements[element]
        return "" if e["hidden"] else re.sub(r"\s+", " ", e["text"]).strip()

    def close(self) -> None:
        """The page closed: Node ends when its input does; every pipe is closed."""
        for pipe in (self.process.stdin, self.process.stdout, self.process.stderr):
            if pipe is not None:
                pipe.close()
        self.process.wait(timeout=10)
