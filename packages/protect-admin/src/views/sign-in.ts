import { encode } from "uqr";
import { ApiError, api, setCsrfToken } from "../api.ts";
import { announce, field, h, render } from "../dom.ts";

interface SignInAnswer {
  stage: "password" | "complete";
  secondFactor: "enrol" | "verify";
  csrfToken: string;
}

/** Draws the QR code as SVG elements (no HTML parsing, nothing the CSP would have to allow). */
export function qrSvg(text: string): SVGSVGElement {
  const ns = "http://www.w3.org/2000/svg";
  const { data, size } = encode(text, { ecc: "M", border: 2 });
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("viewBox", `0 0 ${size} ${size}`);
  svg.setAttribute("width", "240");
  svg.setAttribute("height", "240");
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", "QR code for your authenticator app");
  let path = "";
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  const background = document.createElementNS(ns, "rect");
  background.setAttribute("width", String(size));
  background.setAttribute("height", String(size));
  background.setAttribute("fill", "#fff");
  const modules = document.createElementNS(ns, "path");
  modules.setAttribute("d", path);
  modules.setAttribute("fill", "#000");
  svg.append(background, modules);
  return svg;
}

function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return "The server could not be reached";
}

/** A form whose submit runs `action`, shows its error and keeps the button busy meanwhile. */
function form(title: string, fields: HTMLElement[], submitLabel: string, action: () => Promise<void>) {
  const button = h("button", { type: "submit" }, submitLabel);
  const element = h("form", { "aria-labelledby": "form-title" }, h("h1", { id: "form-title", tabindex: "-1" }, title));
  element.append(...fields, button);
  element.addEventListener("submit", async (event) => {
    event.preventDefault();
    button.disabled = true;
    try {
      await action();
    } catch (error) {
      announce(errorText(error), "error");
    } finally {
      button.disabled = false;
    }
  });
  return element;
}

function show(root: HTMLElement, element: HTMLElement): void {
  render(root, h("main", { id: "main", class: "narrow" }, element));
  root.querySelector<HTMLElement>("h1")?.focus();
}

/** Step 1: e-mail and password. Then enrolment or a code; `done` runs once signed in. */
export function showSignIn(root: HTMLElement, done: (message?: string) => void): void {
  const email = h("input", { type: "email", name: "email", autocomplete: "username", required: true });
  const password = h("input", { type: "password", name: "password", autocomplete: "current-password", required: true });
  show(
    root,
    form(
      "Sign in to the admin console",
      [field("E-mail", email), field("Password", password)],
      "Continue",
      async () => {
        const answer = await api<SignInAnswer>("POST", "/api/admin/console/sign-in", {
          email: email.value,
          password: password.value,
        });
        setCsrfToken(answer.csrfToken);
        announce("");
        if (answer.secondFactor === "enrol") await showEnrolment(root, done);
        else showSecondFactor(root, done);
      },
    ),
  );
}

function showSecondFactor(root: HTMLElement, done: (message?: string) => void): void {
  const code = h("input", {
    name: "code",
    inputmode: "numeric",
    autocomplete: "one-time-code",
    pattern: "[0-9]{6}",
    maxlength: "6",
  });
  const recovery = h("input", { name: "recoveryCode", autocomplete: "off" });
  show(
    root,
    form(
      "Second factor",
      [
        field("Code from your authenticator app", code, "6 digits"),
        field("Or a recovery code", recovery, "Each recovery code works once"),
      ],
      "Sign in",
      async () => {
        const body = code.value ? { code: code.value.trim() } : { recoveryCode: recovery.value.trim() };
        const answer = await api<{ csrfToken: string; recoveryCodesLeft: number }>(
          "POST",
          "/api/admin/console/second-factor",
          body,
        );
        setCsrfToken(answer.csrfToken);
        // Shown by the console once it is up (it starts a view of its own, which clears older messages).
        done(answer.recoveryCodesLeft < 3 ? `Only ${answer.recoveryCodesLeft} recovery codes left` : undefined);
      },
    ),
  );
}

async function showEnrolment(root: HTMLElement, done: (message?: string) => void): Promise<void> {
  const enrolment = await api<{ secret: string; otpauthUri: string }>("POST", "/api/admin/console/enrolment");
  const code = h("input", { name: "code", inputmode: "numeric", autocomplete: "one-time-code", maxlength: "6" });
  const enrol = form(
    "Set up your second factor",
    [
      h("p", {}, "Scan this QR code with an authenticator app, then enter the code it shows."),
      h("figure", { class: "qr" }, qrSvg(enrolment.otpauthUri)),
      h("p", {}, "Cannot scan? Enter this key: ", h("code", { id: "totp-secret" }, enrolment.secret)),
      field("Code from your authenticator app", code, "6 digits"),
    ],
    "Confirm",
    async () => {
      const answer = await api<{ csrfToken: string; recoveryCodes: string[] }>(
        "POST",
        "/api/admin/console/enrolment/confirm",
        { code: code.value.trim() },
      );
      setCsrfToken(answer.csrfToken);
      showRecoveryCodes(root, answer.recoveryCodes, done);
    },
  );
  show(root, enrol);
}

function showRecoveryCodes(root: HTMLElement, codes: string[], done: (message?: string) => void): void {
  const section = h(
    "section",
    { "aria-labelledby": "recovery-title" },
    h("h1", { id: "recovery-title", tabindex: "-1" }, "Your recovery codes"),
    h(
      "p",
      {},
      "Store them somewhere safe. Each signs you in once if you lose your authenticator. They are not shown again.",
    ),
    h("ul", { class: "codes", id: "recovery-codes" }, ...codes.map((code) => h("li", {}, h("code", {}, code)))),
    h("button", { type: "button", onclick: () => done() }, "I have saved them"),
  );
  show(root, section);
}
