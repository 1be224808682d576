// The hub dashboard: plain ES modules, no framework, no build. It uses the same REST routes and SSE
// stream as every other client; the server holds every rule (a refused move shows its message).
// This module starts the page and routes the stream's events to the views.
import { loadAgents } from "./agents.js";
import { ApiError } from "./api.js";
import { loadAsks } from "./asks.js";
import { applyTaskEvent, loadTasks, wireBoard } from "./board.js";
import { byId } from "./dom.js";
import { closeStream, connectStream } from "./live.js";
import { searchMemory } from "./memory.js";
import { loadMessages } from "./messages.js";
import { notice, showApp, showSignIn } from "./page.js";
import { loadReservations, reservationGone, tickReservations } from "./reservations.js";
import { signIn, signInFromFragment, signOut } from "./session.js";
import { logLineArrived, taskChanged, wireTaskDetail } from "./task-detail.js";

/** A due time passes without any event: the overdue view is re-read now and then. */
const OVERDUE_REFRESH_MS = 30_000;

const reloaders = { ask: loadAsks, agent: loadAgents, message: loadMessages, reservation: loadReservations };
const timers = { overdue: undefined, clock: undefined };

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

async function loadAll() {
  await Promise.all([loadTasks(), loadAsks(), loadAgents(), loadMessages(), loadReservations()]);
}

function handleLoadError(error) {
  if (error instanceof ApiError && error.status === 401) {
    closeStream();
    showSignIn();
    return;
  }
  notice(error.message);
}

async function start() {
  try {
    await loadAll();
  } catch (error) {
    handleLoadError(error);
    return;
  }
  const health = await fetch("/health").then((response) => response.json());
  showApp(health.name);
  connectStream({
    onOpen: () => loadAll().catch(handleLoadError),
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
      await start();
    }
  });
  byId("sign-out").addEventListener("click", async () => {
    await signOut();
    closeStream();
    showSignIn();
  });
  byId("memory-form").addEventListener("submit", (event) => {
    event.preventDefault();
    searchMemory(byId("memory-query").value).catch(handleLoadError);
  });
  wireBoard();
  wireTaskDetail();
}

wire();
await signInFromFragment();
await start();
