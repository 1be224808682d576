// The live stream (GET /events, SSE): change events and task-log lines as they happen.
// The page reopens the stream itself after any failure, with backoff: EventSource gives up for good
// on an error status (a hub that is shutting down answers 503), and its own retries would follow
// the server's pace. Before each new attempt the page asks whether it is still signed in.
import { connectionStatus } from "./page.js";
import { readSession } from "./session.js";

/** The first retry waits about this long; each failure doubles it, up to BACKOFF_MAX_MS. */
const BACKOFF_FIRST_MS = 500;
const BACKOFF_MAX_MS = 10_000;

let stream;
let retryTimer;
let failures = 0;
let handlers;
/** Bumped when the stream is closed on purpose: a retry begun before must not reopen it. */
let epoch = 0;

/**
 * Opens the stream. `onOpen` runs on every (re)connection and re-reads the views (the server's
 * replay covers short gaps only); the page says "Live" once it has. `onSignedOut` runs when a retry
 * finds the session gone; `onError` gets what `onOpen` threw.
 */
export function connectStream(options) {
  handlers = options;
  closeStream();
  failures = 0;
  open();
}

export function closeStream() {
  epoch += 1;
  clearTimeout(retryTimer);
  retryTimer = undefined;
  stream?.close();
  stream = undefined;
}

function open() {
  const source = new EventSource("/events");
  stream = source;
  source.onopen = async () => {
    failures = 0;
    try {
      await handlers.onOpen();
      if (stream === source) connectionStatus("Live");
    } catch (error) {
      handlers.onError(error);
    }
  };
  source.onerror = () => {
    if (stream !== source) return;
    source.close();
    stream = undefined;
    connectionStatus("Reconnecting…");
    retryLater();
  };
  source.onmessage = (message) => handlers.onEvent(JSON.parse(message.data));
  source.addEventListener("task-log", (message) => handlers.onLogLine(JSON.parse(message.data)));
}

function retryLater() {
  // Jitter: pages that lost the same server do not all come back in the same millisecond.
  const delay = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** failures) * (0.5 + Math.random() / 2);
  failures += 1;
  retryTimer = setTimeout(retry, delay);
}

async function retry() {
  retryTimer = undefined;
  const current = epoch;
  let session;
  try {
    session = await readSession();
  } catch {
    if (current === epoch) retryLater();
    return;
  }
  if (current !== epoch) return;
  if (!session.signedIn) {
    handlers.onSignedOut();
    return;
  }
  open();
}
