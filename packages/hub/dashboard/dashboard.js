// The hub dashboard: plain ES modules, no framework, no build. It uses the same REST routes and SSE
// stream as every other client; the server holds every rule (a refused move shows its message).
// This module starts the page and routes the stream's events to the views.
import { loadAgents } from "./agents.js";
import { ApiError } from "./api.js";
import { loadAsks } from "./asks.js";
import { applyTaskEvent, loadBoard, wireBoard } from "./board.js";
import { byId } from "./dom.js";
import { closeStream, connectStream } from "./live.js";
import { searchMemory } from "./memory.js";
import { loadMessages } from "./messages.js";
import { connectionStatus, notice, showApp, showSignIn } from "./page.js";
import { loadReservations, reservationGone, tickReservations } from "./reservations.js";
import { readSession, signIn, signInFromFragment, signOut } from "./session.js";
import { logLineArrived, taskChanged, wireTaskDetail } from "./task-detail.js";

/** A due time passes without any event: the overdue view is re-read now and then. */
const OVERDUE_REFRESH_MS = 30_000;

const reloaders = { ask: loadAsks, agent: loadAgents, message: loadMessages, reservation: loadReservations };
const timers = { overdue: undefined, clock: undefined };
/** The notice shows a failed read (not a refused change): the next full read clears it. */
let readFailed = false;

async function applyEvent(event) {
  if (event.type === "task") {
    taskChanged(await applyTaskEvent(event));
    return;
  }
  if (event.type === "reservation" && (event.action === "released" || event.action === "expired")) {
    reservationGone(event.id);
    return;
  }
  await reloaders[event.type]?.();
}

/** Every view read again: on each (re)connection of the stream. */
async function loadAll({ keepLoaded }) {
  await Promise.all([loadBoard({ keepLoaded }), loadAsks(), loadAgents(), loadMessages(), loadReservations()]);
  if (readFailed) notice("");
  readFailed = false;
}

/** Signed out (or never signed in): nothing reads or listens until the next sign-in. */
function stop() {
  closeStream();
  clearInterval(timers.overdue);
  clearInterval(timers.clock);
  timers.overdue = timers.clock = undefined;
  showSignIn();
}

function handleLoadError(error) {
  if (error instanceof ApiError && error.status === 401) {
    stop();
    return;
  }
  readFailed = true;
  notice(error.message);
}

async function start({ signedIn = false } = {}) {
  // Asked first, so a first visit shows the sign-in form without any 401 in the console.
  const session = signedIn ? { signedIn } : await readSession().catch(() => ({ signedIn: false }));
  if (!session.signedIn) {
    stop();
    return;
  }
  showApp();
  connectionStatus("Connecting…");
  fetch("/health")
    .then((response) => response.json())
    .then((health) => showApp(health.name))
    .catch(() => {});
  let connections = 0;
  connectStream({
    // The first read keeps nothing; after a reconnect a column re-reads what it held.
    onOpen: () => loadAll({ keepLoaded: connections++ > 0 }),
    onError: handleLoadError,
    onSignedOut: stop,
    onEvent: (event) => applyEvent(event).catch(handleLoadError),
    onLogLine: logLineArrived,
  });
  timers.overdue ??= setInterval(() => loadMessages().catch(handleLoadError), OVERDUE_REFRESH_MS);
  // Time left counts down between events.
  timers.clock ??= setInterval(tickReservations, 1000);
}

function wire() {
  byId("sign-in-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    if (await signIn(byId("token-input").value)) {
      byId("token-input").value = "";
      await start({ signedIn: true });
    }
  });
  byId("sign-out").addEventListener("click", async () => {
    await signOut();
    stop();
  });
  byId("memory-form").addEventListener("submit", (event) => {
    event.preventDefault();
    searchMemory(byId("memory-query").value).catch(handleLoadError);
  });
  wireBoard({ onReadError: handleLoadError });
  wireTaskDetail();
}

wire();
await start({ signedIn: await signInFromFragment() });
