// Live file reservations: paths, holder, mode and time left (counting down between events).
// Releasing another agent's reservation is forced, so the page asks first, inside the item.
import { ApiError, api, serverNow } from "./api.js";
import { byId, element } from "./dom.js";
import { notice } from "./page.js";
import { PERSON } from "./session.js";

/** Live reservations by id. */
let reservations = new Map();
/**
 * Reads of the list in flight: a read answered before a release or expiry event must not bring
 * the reservation back, and an older read must not overwrite a newer one.
 */
const reads = { started: 0, applied: 0, removedDuring: new Set() };
/** The reservation whose "release another agent's reservation?" confirmation is open. */
let confirmRelease;

function timeLeft(expiresAt) {
  const seconds = Math.floor((Date.parse(expiresAt) - serverNow()) / 1000);
  if (seconds <= 0) return "expiring";
  if (seconds < 60) return `${seconds} s left`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min left`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min left`;
}

/** Only the time texts change, nothing is re-rendered. */
export function tickReservations() {
  for (const time of byId("reservations").querySelectorAll("time[datetime]")) {
    const text = timeLeft(time.getAttribute("datetime"));
    if (time.textContent !== text) time.textContent = text;
  }
}

async function releaseReservation(reservation, force) {
  const { id } = reservation;
  try {
    await api("POST", `/reservations/${encodeURIComponent(id)}/release`, { agent: PERSON, force });
    forget(id);
    notice("");
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) forget(id);
    notice(`${id}: ${error.message}`);
  }
  renderReservations();
}

function forget(id) {
  reservations.delete(id);
  for (const removed of reads.removedDuring) removed.add(id);
  if (confirmRelease === id) confirmRelease = undefined;
}

/** A released or expired reservation (from the stream) leaves the list at once. */
export function reservationGone(id) {
  forget(id);
  renderReservations();
}

function askToRelease(reservation) {
  if (reservation.agent === PERSON) {
    releaseReservation(reservation, false);
    return;
  }
  confirmRelease = reservation.id;
  renderReservations();
  document.getElementById(`release-confirm-${reservation.id}`)?.focus();
}

function cancelRelease(id) {
  confirmRelease = undefined;
  renderReservations();
  document.querySelector(`[data-reservation-id="${id}"] [data-focus="release"]`)?.focus();
}

function releaseConfirmation(reservation) {
  const { id, agent } = reservation;
  const textId = `release-confirm-${id}`;
  return element(
    "div",
    {
      className: "confirm",
      role: "group",
      "aria-labelledby": textId,
      onkeydown: (event) => {
        if (event.key === "Escape") cancelRelease(id);
      },
    },
    element("p", {
      id: textId,
      tabindex: "-1",
      text: `${id} belongs to another agent, ${agent}, who may still be editing these paths. Release it anyway?`,
    }),
    element("button", {
      type: "button",
      "data-focus": "confirm",
      text: "Release anyway",
      onclick: () => releaseReservation(reservation, true),
    }),
    element("button", { type: "button", "data-focus": "cancel", text: "Cancel", onclick: () => cancelRelease(id) }),
  );
}

function reservationItem(reservation) {
  const { id, agent, mode } = reservation;
  const about = [id, `by ${agent}`, reservation.taskId && `task ${reservation.taskId}`].filter(Boolean).join(" · ");
  return element(
    "li",
    { className: `reservation ${mode}`, "data-reservation-id": id },
    element("p", { className: "meta" }, element("span", { className: "mode", text: mode }), ` ${about}`),
    element(
      "ul",
      { className: "paths", "aria-label": `Paths of ${id}` },
      ...reservation.paths.map((path) => element("li", {}, element("code", { text: path }))),
    ),
    reservation.note ? element("p", { className: "note", text: reservation.note }) : undefined,
    element(
      "p",
      { className: "meta" },
      element("time", {
        datetime: reservation.expiresAt,
        title: `until ${reservation.expiresAt}`,
        text: timeLeft(reservation.expiresAt),
      }),
    ),
    element("button", {
      type: "button",
      "data-focus": "release",
      "aria-expanded": agent === PERSON ? undefined : String(confirmRelease === id),
      text: `Release ${id}`,
      onclick: () => askToRelease(reservation),
    }),
    confirmRelease === id ? releaseConfirmation(reservation) : undefined,
  );
}

/**
 * Keyed update: an item whose reservation (and confirmation) did not change keeps its node, so
 * keyboard focus survives the live updates; a rebuilt item gets focus back on the same control.
 */
function renderReservations() {
  const list = byId("reservations");
  const focused = document.activeElement;
  const focusedItem = focused?.closest?.("[data-reservation-id]");
  const focusKey =
    focused?.getAttribute?.("data-focus") ?? (focused?.id?.startsWith("release-confirm-") ? "text" : undefined);
  const existing = new Map(
    [...list.querySelectorAll(":scope > [data-reservation-id]")].map((node) => [node.dataset.reservationId, node]),
  );
  const wanted = [...reservations.values()]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((reservation) => {
      const key = JSON.stringify([reservation, confirmRelease === reservation.id]);
      const old = existing.get(reservation.id);
      if (old && old.dataset.key === key) return old;
      const node = reservationItem(reservation);
      node.dataset.key = key;
      return node;
    });
  const nodes = wanted.length ? wanted : [element("li", { className: "empty", text: "No live reservations" })];
  for (const child of [...list.children]) if (!nodes.includes(child)) child.remove();
  nodes.forEach((node, index) => {
    if (list.children[index] !== node) list.insertBefore(node, list.children[index] ?? null);
  });
  if (focusedItem && !focusedItem.isConnected) {
    const again = list.querySelector(`[data-reservation-id="${focusedItem.dataset.reservationId}"]`);
    const target =
      focusKey === "text" ? again?.querySelector(".confirm p") : again?.querySelector(`[data-focus="${focusKey}"]`);
    (target ?? again?.querySelector('[data-focus="release"]') ?? list).focus();
  }
}

export async function loadReservations() {
  const read = ++reads.started;
  const removed = new Set();
  reads.removedDuring.add(removed);
  let listed;
  try {
    listed = await api("GET", "/reservations");
  } finally {
    reads.removedDuring.delete(removed);
  }
  if (read < reads.applied) return;
  reads.applied = read;
  reservations = new Map(listed.filter((r) => !removed.has(r.id)).map((r) => [r.id, r]));
  renderReservations();
}
