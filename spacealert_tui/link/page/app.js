// The table link's page: one seat's action board on a phone or laptop.
// Protocol: docs/table-link.md. Writes are kept in localStorage until the host
// acknowledges them, so a page that sleeps, drops or reloads loses nothing it sent.
"use strict";
const W = JSON.parse(document.getElementById("words").textContent);
const base = location.pathname.replace(/\/$/, "");
const code = base.split("/").pop();
const PHASES = [[0, 3], [3, 7], [7, 12]];   // turns 1-3, 4-7, 8-12

function key(name) { return "sa:" + code + ":" + name; }
function load(name, fallback) {
  try { const v = JSON.parse(localStorage.getItem(key(name))); return v === null ? fallback : v; }
  catch (e) { return fallback; }
}
function save(name, value) { try { localStorage.setItem(key(name), JSON.stringify(value)); } catch (e) { /* private mode */ } }
function randomId() {
  const bytes = new Uint8Array(16); crypto.getRandomValues(bytes);
  return Array.from(bytes, b => b.toString(16).padStart(2, "0")).join("");
}

let device = localStorage.getItem("sa:device");
if (!device) { device = randomId(); try { localStorage.setItem("sa:device", device); } catch (e) { /* */ } }
let seat = load("seat", null), secret = load("secret", null);
let seq = load("seq", 0), pending = load("pending", []);
let socket = null, state = null, chosen = null, retry = 500, takenOver = false;
let picked = null;      // practice: {id, up} of the hand's card about to be played

const $ = id => document.getElementById(id);
function text(id, value) { $(id).textContent = value; }
function status(message, problem) { text("status", message); $("status").className = problem ? "problem" : ""; }
function fill(template, values) { return template.replace(/\{(\w+)\}/g, (m, k) => (k in values ? values[k] : m)); }

function connect() {
  const scheme = location.protocol === "https:" ? "wss://" : "ws://";
  socket = new WebSocket(scheme + location.host + base + "/ws");
  socket.onmessage = event => handle(JSON.parse(event.data));
  socket.onclose = () => {
    // the crew left the score: the host closed the link for good, the result stays shown
    if (state && state.public && state.public.stage === "score") { status(W.over); return; }
    status(W.offline, true);
    setTimeout(connect, retry); retry = Math.min(retry * 2, 5000);
  };
}
function send(message) { if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message)); }
function hello(takeOver) { send({t: "hello", seat: seat, device: device, secret: secret, take_over: !!takeOver}); }

function handle(m) {
  if (m.t === "seats") {
    if (seat !== null && !takenOver) hello(false); else showSeats(m.seats);
  } else if (m.t === "welcome") {
    retry = 500; seat = m.seat; secret = m.secret; save("seat", seat); save("secret", secret);
    pending = pending.filter(p => p.seq > m.last_seq); save("pending", pending);
    pending.forEach(send);
    status(pending.length ? W.sending : W.saved);
  } else if (m.t === "state") {
    state = m; render();
  } else if (m.t === "ack") {
    pending = pending.filter(p => p.seq !== m.seq); save("pending", pending);
    if (m.refused) status(m.refused, true);
    else if (!pending.length) status(W.saved);
  } else if (m.t === "seat_taken") {
    ask(W.take_over, () => hello(true), () => { seat = null; save("seat", null); showSeats(state ? state.seats : []); });
  } else if (m.t === "taken_over") {
    takenOver = true; $("play").hidden = true; status(W.taken_over, true);
  } else if (m.t === "error") {
    status(m.reason, true);
  }
}

function ask(question, yes, no) {
  $("ask").hidden = false; text("ask-text", question); text("ask-yes", W.yes); text("ask-no", W.no);
  $("ask-yes").onclick = () => { $("ask").hidden = true; yes(); };
  $("ask-no").onclick = () => { $("ask").hidden = true; no(); };
}

function showSeats(seats) {
  const box = $("seats"); box.hidden = false; $("play").hidden = true; box.replaceChildren();
  const title = document.createElement("h2"); title.textContent = W.choose_seat; box.append(title);
  seats.forEach((s, i) => {
    if (s.android) return;      // an android's cards are the host's to enter
    const b = document.createElement("button");
    b.textContent = s.name + " (" + s.colour + ")" + (s.held ? " — " + W.held : "");
    b.onclick = () => { seat = i; secret = null; takenOver = false; save("seat", i); box.hidden = true; hello(false); };
    box.append(b);
  });
}

function write(message) {
  seq += 1; message.seq = seq; save("seq", seq);
  pending.push(message); save("pending", pending);
  status(W.sending); send(message);
}

let heard;              // the newest announcement shown (undefined before the first): only a new one vibrates
function buzz(announcements) {
  const newest = announcements.length ? announcements[announcements.length - 1] : null;
  // a new announcement, not the next sentence of the one shown (nor the page's first state)
  const more = heard && newest && newest.startsWith(heard);
  if (newest !== null && newest !== heard && !more && heard !== undefined && navigator.vibrate) {
    try { navigator.vibrate(200); } catch (e) { /* not allowed here */ }
  }
  heard = newest;
}

function render() {
  const pub = state.public || {};
  buzz(pub.announcements || []);
  text("clock", pub.clock || ""); text("phase", pub.phase ? fill(W.phase, {n: pub.phase}) : "");
  text("comms", pub.comms_down ? W.comms_down : "");
  text("news-title", W.announcements); text("threats-title", W.threats);
  list("announcements", (pub.announcements || []).slice(-6).reverse()); list("threats", pub.threats || []);
  renderResult(pub);
  if (state.seat === null || state.seat === undefined || !state.board) return;
  $("seats").hidden = true; $("play").hidden = false;
  const me = state.seats[state.seat];
  text("board-title", W.your_board + " — " + me.name);
  const board = $("board"); board.replaceChildren();
  PHASES.forEach(([from, to], phase) => {
    const heading = document.createElement("h3"); heading.textContent = fill(W.phase, {n: phase + 1});
    const row = document.createElement("div"); row.className = "phase";
    for (let slot = from; slot < to; slot++) {
      const b = document.createElement("button");
      b.setAttribute("aria-label", fill(W.turn, {n: slot + 1}) + ": " + label(state.board[slot]));
      const turn = document.createElement("span"); turn.className = "turn"; turn.textContent = String(slot + 1);
      b.append(turn, document.createTextNode(label(state.board[slot])));
      b.onclick = () => {
        if (state.hand) {
          write({t: "play", slot: slot, card: picked ? picked.id : null, up: picked ? picked.up : "action"});
          picked = null;     // that card is on the board now (or back in hand)
        }
        else if (chosen !== null) write({t: "set", slot: slot, card: chosen + (stumbled() ? "!" : "")});
      };
      row.append(b);
    }
    board.append(heading, row);
  });
  text("hint", state.hand ? W.tap_hand : W.tap_card);
  const cards = $("cards"); cards.replaceChildren();
  if (state.hand) { renderHand(cards, pub); }
  else W.order.forEach(token => {
    const b = document.createElement("button"); b.textContent = W.cards[token] || token;
    b.setAttribute("aria-pressed", String(chosen === token));
    b.onclick = () => { chosen = token; render(); };
    cards.append(b);
  });
  const doubles = (pub.rules || []).includes("double_actions");
  $("stumble-box").hidden = doubles || !!state.hand; text("stumble-text", W.stumble);
  text("done", state.done ? "✓ " + W.done : W.not_done);
  $("done").setAttribute("aria-pressed", String(!!state.done));
  $("done").hidden = !!state.hand;     // practice: the round's end closes the boards
  $("done").onclick = () => write({t: "done", done: !state.done});
  if (pub.stage) {                     // entered and resolved: the board is as played, no more taps
    ["hint", "cards", "stumble-box", "done"].forEach(id => { $(id).hidden = true; });
    $("board").querySelectorAll("button").forEach(b => { b.disabled = true; });
  }
}
// After the entry: "being resolved" while the host plays the board, then the result,
// the score, and this player's own line (the host words them all).
function renderResult(pub) {
  $("resolving").hidden = pub.stage !== "resolving"; text("resolving", W.resolving);
  const result = pub.stage === "score" ? pub.result : null;
  $("result").hidden = !result;
  if (!result) return;
  text("result-title", W.result); text("result-banner", result.banner);
  $("result").className = result.won ? "won" : "lost";
  const rows = $("result-rows"); rows.replaceChildren();
  result.rows.forEach(([label, value]) => {
    const tr = document.createElement("tr"), th = document.createElement("th"), td = document.createElement("td");
    th.textContent = label; td.textContent = value; tr.append(th, td); rows.append(tr);
  });
  text("own-title", W.your_line); text("own-line", state.own_line || "");
  $("own-title").hidden = $("own-line").hidden = !state.own_line;
}
// Practice with the app's deck: the hand, each card by its two halves (tap the half to
// play on top), and in a data transfer the gift of a card to a crewmate.
function renderHand(cards, pub) {
  state.hand.forEach(card => {
    [["action", card.action], ["move", card.move]].forEach(([up, token]) => {
      const way = card.move.includes("+") ? (up === "action" ? "single" : "double") : up;
      const b = document.createElement("button"); b.textContent = label(token);
      b.setAttribute("aria-pressed", String(!!picked && picked.id === card.id && picked.up === way));
      b.onclick = () => { picked = {id: card.id, up: way}; render(); };
      cards.append(b);
    });
    const gap = document.createElement("span"); gap.className = "card-gap"; cards.append(gap);
  });
  // the host says what the rules allow now (a draw after incoming data, a gift in a
  // data transfer, the next phase's cards); an older host only the transfer's time
  const giving = "may_give" in state ? state.may_give : pub.transfer_open;
  const to = state.give_to || state.seats.map((s, i) => i);
  if (state.may_draw) cards.append(action(W.draw, {t: "draw"}));
  if (state.may_pick_up) cards.append(action(W.pick_up, {t: "pick_up"}));
  if (giving && picked) {
    state.seats.forEach((s, i) => {
      if (i === state.seat || !to.includes(i)) return;
      const b = document.createElement("button"); b.textContent = fill(W.give_to, {name: s.name});
      b.onclick = () => { write({t: "give", card: picked.id, to: i}); picked = null; };
      cards.append(b);
    });
  }
}
function action(words, message) {
  const b = document.createElement("button"); b.className = "move"; b.textContent = words;
  b.onclick = () => { picked = null; write(message); };
  return b;
}
function stumbled() { return $("stumble").checked && chosen !== "empty"; }
function label(token) {
  const bang = token.endsWith("!"), bare = bang ? token.slice(0, -1) : token;
  const named = state && state.words && state.words[bare];   // a heroic move, a special card
  const word = named || bare.split("+").map(half => W.cards[half] || half).join(" + ");
  return (bare === "empty" ? "·" : word) + (bang ? " !" : "");
}
function list(id, items) {
  const ul = $(id); ul.replaceChildren();
  items.forEach(item => { const li = document.createElement("li"); li.textContent = item; ul.append(li); });
}

setInterval(() => send({t: "ping"}), 20000);
// writes the host has not acknowledged (it could not save them yet) go again
setInterval(() => { if (pending.length && !takenOver) pending.forEach(send); }, 5000);
connect();
