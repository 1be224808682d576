// The live stream (GET /events, SSE): change events and task-log lines as they happen.
import { connectionStatus } from "./page.js";

let stream;

/**
 * Opens the stream; `onOpen` runs on every (re)connection, so whatever happened while it was down
 * is re-read (the server's replay covers short gaps only).
 */
export function connectStream({ onOpen, onEvent, onLogLine }) {
  stream?.close();
  stream = new EventSource("/events");
  stream.onopen = () => {
    connectionStatus("Live");
    onOpen();
  };
  stream.onerror = () => {
    connectionStatus("Reconnecting…");
  };
  stream.onmessage = (message) => onEvent(JSON.parse(message.data));
  stream.addEventListener("task-log", (message) => onLogLine(JSON.parse(message.data)));
}

export function closeStream() {
  stream?.close();
}
