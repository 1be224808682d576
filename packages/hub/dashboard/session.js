// Signing in: the hub token is traded once for an HttpOnly session cookie (POST /dashboard/session).
import { byId } from "./dom.js";

/** The person at the dashboard: answers asks and releases reservations under this name. */
export const PERSON = "ceo";

/** Whether this browser holds a valid session; throws when the server does not answer it. */
export async function readSession() {
  const response = await fetch("/dashboard/session", { credentials: "same-origin" });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

export async function signIn(token) {
  const response = await fetch("/dashboard/session", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ token }),
  });
  if (response.status === 204) return true;
  const data = await response.json().catch(() => ({}));
  byId("sign-in-error").textContent = data.message ?? `Sign-in failed (HTTP ${response.status})`;
  return false;
}

/**
 * A token in the fragment (`#token=…`) is used once and removed from the address bar. True when it
 * signed in (the page need not ask again).
 */
export async function signInFromFragment() {
  const params = new URLSearchParams(location.hash.slice(1));
  const token = params.get("token");
  if (!token) return false;
  history.replaceState(null, "", location.pathname + location.search);
  return signIn(token);
}

export async function signOut() {
  await fetch("/dashboard/session", { method: "DELETE", credentials: "same-origin" });
}
