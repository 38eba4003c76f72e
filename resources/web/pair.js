/* Pairing: the code from the QR code's address (after '#', so it never reaches a log) or typed, a PIN for a
   floor phone; the token the service gives is kept on this device, and the device opens its station.
   When the stations speak HTTPS (D.trust), the page on the plain port shows only how to trust the room's
   certificate once, and goes on to the HTTPS page with the code: no code, PIN or token is ever sent in clear. */
"use strict";
(function () {
  var app = document.getElementById("app");
  var hash = location.hash || "";
  var code = el("input", { id: "code", inputmode: "numeric", autocomplete: "off", maxlength: "6" });
  var pin = el("input", { id: "pin", inputmode: "numeric", type: "password", autocomplete: "off", maxlength: "8" });
  var said = el("div", { cls: "said", hidden: true, id: "said" });
  var go = el("button", { cls: "go", id: "pair", text: W.pair, onclick: pair });
  code.value = hash.replace(/^#/, "").split("-")[0].replace(/[^0-9]/g, "").slice(0, 6);
  history.replaceState(null, "", location.pathname);
  app.appendChild(el("h1", { text: W.title_pair }));
  var trust = D.trust;
  if (trust) {
    var steps = el("div", { cls: "trust", id: "trust" }, [
      el("h2", { text: W.trust_title }), el("p", { text: W.trust_why }),
      el("p", {}, [W.trust_fingerprint + " ", el("span", { cls: "fp", id: "fingerprint", text: trust.fingerprint })]),
      el("p", {}, [el("a", { href: "/room.crt", download: "floor-room.crt", id: "certificate", text: W.trust_download })]),
      el("ol", {}, [el("li", { text: W.trust_android }), el("li", { text: W.trust_ios }),
                    el("li", { text: W.trust_desktop })])]);
    if (trust.https) {  // the plain page: trust first, then pair over HTTPS (the code goes along after '#')
      app.appendChild(steps);
      app.appendChild(el("p", {}, [el("a", { cls: "go", id: "secure", href: trust.https + hash, text: W.trust_go })]));
      return;
    }
    app.appendChild(el("details", {}, [el("summary", { text: W.trust_title }), steps]));
  }
  app.appendChild(el("label", { "for": "code", text: W.code })); app.appendChild(code);
  app.appendChild(el("label", { "for": "pin", text: W.pin })); app.appendChild(pin);
  app.appendChild(el("p", {}, [go])); app.appendChild(said);
  function say(text, refused) { said.hidden = !text; said.textContent = text; said.className = "said" + (refused ? " refused" : ""); }
  function pair() {
    go.disabled = true; say(W.pairing);
    api("POST", "/api/pair", { code: code.value.trim(), pin: pin.value.trim() }).then(function (r) {
      go.disabled = false;
      if (r.status !== 200) { say(r.data.refusal || ("HTTP " + r.status), true); return; }
      remember({ token: r.data.token, device: r.data.device });
      location.replace(r.data.page);
    }, function () { go.disabled = false; say(W.offline, true); });
  }
})();
