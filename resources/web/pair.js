/* Pairing: the code from the QR code's address (after '#', so it never reaches a log) or typed, a PIN for a
   floor phone; the token the service gives is kept on this device, and the device opens its station. */
"use strict";
(function () {
  var app = document.getElementById("app");
  var code = el("input", { id: "code", inputmode: "numeric", autocomplete: "off", maxlength: "6" });
  var pin = el("input", { id: "pin", inputmode: "numeric", type: "password", autocomplete: "off", maxlength: "8" });
  var said = el("div", { cls: "said", hidden: true, id: "said" });
  var go = el("button", { cls: "go", id: "pair", text: W.pair, onclick: pair });
  code.value = (location.hash || "").replace(/[^0-9]/g, "").slice(0, 6);
  history.replaceState(null, "", location.pathname);
  app.appendChild(el("h1", { text: W.title_pair }));
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
