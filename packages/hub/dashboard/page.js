// The page's frame: the notice line, the connection status, and which of sign-in and app shows.
import { byId } from "./dom.js";

export function notice(text) {
  byId("notice").textContent = text;
}

export function connectionStatus(text) {
  byId("connection").textContent = text;
}

export function showSignIn() {
  byId("app").hidden = true;
  byId("sign-out").hidden = true;
  byId("sign-in").hidden = false;
  connectionStatus("Signed out");
  byId("token-input").focus();
}

export function showApp(projectName) {
  byId("project-name").textContent = projectName ? `· ${projectName}` : "";
  byId("sign-in").hidden = true;
  byId("app").hidden = false;
  byId("sign-out").hidden = false;
}
