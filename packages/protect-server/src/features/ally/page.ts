import type { ZodApp } from "../../http/route-deps.ts";

/**
 * The ally page: a small server-rendered page for allies without an account. The link's token sits
 * in the URL fragment, which browsers never send; the script posts it to /api/ally-links/* in a
 * JSON body. No inline script or style (the CSP forbids both), no third-party anything, text set
 * with textContent only (a user-chosen name cannot inject markup).
 */
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Ally</title>
<link rel="stylesheet" href="/ally/page.css">
<script type="module" src="/ally/page.js"></script>
</head>
<body>
<main>
<h1 id="title" tabindex="-1">Ally</h1>
<p id="status" role="status">Loading…</p>
<section id="content"></section>
</main>
</body>
</html>
`;

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f7f7f5;color:#1d1d1b}
main{max-width:36rem;margin:2rem auto;padding:0 1rem}
button{font:inherit;padding:.5rem 1rem;margin:.25rem .5rem .25rem 0;border-radius:.4rem;border:1px solid #555;background:#fff;cursor:pointer}
button.primary{background:#1d5c3a;color:#fff;border-color:#1d5c3a}
li{margin:.25rem 0}section>h2{font-size:1.1rem;margin-top:1.5rem}
`;

const LABELS = {
  cooldown_started: "when they ask to switch protection off (with the time the 24-hour wait ends)",
  cooldown_cancelled: "when they call a cooldown off (an urge that passed)",
  protection_off: "when protection is switched off",
  device_released: "when a protected device or computer is released",
  device_silent: "when a protected device goes silent for 48 hours",
  tamper_repaired: "when a computer repairs tampered protection settings",
  mail_connection_removed: "when they remove a mailbox from mail protection",
};

const SCRIPT = `const LABELS = ${JSON.stringify(LABELS)};
const $ = (id) => document.getElementById(id);
const el = (tag, text, attrs = {}) => {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
  return node;
};
const when = (iso) => new Date(iso).toLocaleString();
const params = new URLSearchParams(location.hash.slice(1));
let access = params.get("access");
const invite = params.get("invite");

async function call(path, body) {
  const res = await fetch("/api/ally-links/" + path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) {
    const error = new Error((text && JSON.parse(text).message) || res.statusText);
    error.status = res.status;
    throw error;
  }
  return text ? JSON.parse(text) : null;
}

function show(title, status, nodes = []) {
  $("title").textContent = title;
  $("status").textContent = status;
  $("content").replaceChildren(...nodes);
  $("title").focus();
}

function button(label, onClick, primary = false) {
  const node = el("button", label, { type: "button" });
  if (primary) node.className = "primary";
  node.addEventListener("click", async () => {
    node.disabled = true;
    try { await onClick(); } catch (error) { failed(error); }
  });
  return node;
}

function failed(error) {
  const gone = error.status === 404;
  show(gone ? "This link does not work any more" : "Something went wrong",
    gone ? "It was used already, has expired, or the allyship has ended." : error.message);
}

function sharedList(kinds) {
  const list = el("ul", undefined, { id: "shared" });
  for (const kind of kinds) list.append(el("li", LABELS[kind] ?? kind));
  if (kinds.length === 0) list.append(el("li", "nothing for now"));
  return list;
}

async function showInvitation() {
  const offer = await call("invitation", { token: invite });
  const nodes = [el("p", offer.fromName + " asks you to be their ally: someone who is told when their protection against gambling weakens. You need no account."),
    el("h2", "They would tell you"), sharedList(offer.sharedEvents)];
  if (offer.twoPersonRule) nodes.push(el("p", "They also ask that switching protection off, or releasing a computer, needs your approval. If you do not answer, the wait doubles once and then it goes ahead."));
  nodes.push(el("p", "This invitation is valid until " + when(offer.expiresAt) + "."));
  nodes.push(button("Accept", async () => {
    const accepted = await call("accept", { token: invite });
    access = accepted.access;
    history.replaceState(null, "", "#access=" + access);
    render(accepted.allyship, "You accepted. Keep this page's address: it is your ally page.");
  }, true));
  nodes.push(button("Decline", async () => {
    await call("decline", { token: invite });
    history.replaceState(null, "", location.pathname);
    show("You declined", "Nothing more will be sent to you.");
  }));
  show("An invitation from " + offer.fromName, "", nodes);
}

function render(view, status = "") {
  const nodes = [el("h2", "They tell you"), sharedList(view.sharedEvents)];
  if (view.endsAt) nodes.push(el("p", "They chose to end the allyship; it ends at " + when(view.endsAt) + "."));
  if (view.holdsRule) {
    nodes.push(el("h2", "Waiting for your answer"));
    const list = el("ul", undefined, { id: "approvals" });
    for (const approval of view.approvals) {
      const item = el("li", (approval.action === "protection_off" ? "Switch protection off" : "Release a computer") + " (answer before " + when(approval.expiresAt) + ") ");
      const decide = (decision) => async () => {
        const result = await call("decision", { access, approvalId: approval.id, decision });
        render(await call("view", { access }), result.status === "approved" ? "You approved." : "You declined.");
      };
      item.append(button("Approve", decide("approve"), true), button("Decline", decide("decline")));
      list.append(item);
    }
    if (view.approvals.length === 0) list.append(el("li", "No request is open."));
    nodes.push(list);
  }
  nodes.push(el("h2", "What happened"));
  const events = el("ul", undefined, { id: "events" });
  for (const event of view.events) events.append(el("li", when(event.occurredAt) + ": " + event.text));
  if (view.events.length === 0) events.append(el("li", "Nothing yet."));
  nodes.push(events);
  nodes.push(el("h2", "Stop"));
  nodes.push(button("Stop being an ally", async () => {
    await call("end", { access });
    show("You are no longer an ally", "They have been told. You can still erase your data below.", [
      button("Erase my data", erase),
    ]);
  }));
  nodes.push(button("Erase my data", erase));
  show("You are " + view.fromName + "'s ally", status, nodes);
}

async function erase() {
  await call("erase", { access });
  history.replaceState(null, "", location.pathname);
  show("Your data is erased", "Your address and what you were sent are deleted.");
}

(async () => {
  try {
    if (invite) await showInvitation();
    else if (access) render(await call("view", { access }));
    else show("Ally", "Open the link from your e-mail to see this page.");
  } catch (error) { failed(error); }
})();
`;

const HEADERS = {
  "content-security-policy":
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
  "cache-control": "no-store",
};

/** GET /ally, /ally/page.js and /ally/page.css. */
export function registerAllyPage(app: ZodApp): void {
  const asset = (url: string, type: string, body: string, summary: string) =>
    app.get(url, { schema: { tags: ["allies"], summary, hide: true } }, async (_request, reply) =>
      reply.headers({ ...HEADERS, "content-type": type }).send(body),
    );
  asset("/ally", "text/html; charset=utf-8", PAGE, "The ally page (links carry their token in the fragment)");
  asset("/ally/page.js", "text/javascript; charset=utf-8", SCRIPT, "The ally page's script");
  asset("/ally/page.css", "text/css; charset=utf-8", STYLE, "The ally page's style");
}
