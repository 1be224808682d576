/** Children h() accepts: nodes, text, and nothing (skipped). */
export type Child = Node | string | number | null | undefined | false;

type Props = Record<string, unknown>;

/**
 * Creates an element: `on*` props become listeners, `class` the class name, booleans toggle the
 * attribute, the rest are attributes. Text children are text nodes (never parsed as HTML).
 *
 * @example
 * h("button", { type: "button", onclick: () => save() }, "Save")
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") {
      element.addEventListener(key.slice(2), value as EventListener);
    } else if (key === "class") {
      element.className = String(value);
    } else if (key === "value") {
      (element as HTMLInputElement).value = String(value);
    } else if (value === true) {
      element.setAttribute(key, "");
    } else {
      element.setAttribute(key, String(value));
    }
  }
  append(element, ...children);
  return element;
}

export function append(parent: Node, ...children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    parent.appendChild(typeof child === "object" ? child : document.createTextNode(String(child)));
  }
}

/**
 * A table that scrolls inside its own box when it is wider than the screen (a phone), so the page
 * itself never scrolls sideways. The box is a focusable, named region: keyboard users can scroll it.
 */
export function scrollingTable(label: string, table: HTMLTableElement): HTMLDivElement {
  return h("div", { class: "table-scroll", role: "region", "aria-label": label, tabindex: "0" }, table);
}

/** Replaces the content of an element. */
export function render(parent: Element, ...children: Child[]): void {
  parent.replaceChildren();
  append(parent, ...children);
}

let fieldCounter = 0;

/** A labelled form field: the label's `for` names the control's id. */
export function field(
  label: string,
  control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement,
  hint?: string,
) {
  fieldCounter += 1;
  control.id ||= `field-${fieldCounter}`;
  const hintId = hint ? `${control.id}-hint` : undefined;
  if (hintId) control.setAttribute("aria-describedby", hintId);
  return h(
    "div",
    { class: "field" },
    h("label", { for: control.id }, label),
    control,
    hint ? h("small", { id: hintId }, hint) : null,
  );
}

let viewGeneration = 0;

/**
 * Starts a new view: the status line is cleared (a message belongs to the view that caused it) and
 * announcers of the views before stop speaking, so a late answer of a page left behind cannot
 * write into this one.
 */
export function beginView(): void {
  viewGeneration += 1;
  clearStatus();
}

/** Empties the status line (a new action starts, or its error was handled). */
export function clearStatus(): void {
  const status = document.getElementById("status");
  if (!status) return;
  status.className = "";
  status.textContent = "";
}

/** Announces a message in the page's live region (screen readers read it) for the current view. */
export function announce(message: string, kind: "info" | "error" = "info"): void {
  const status = document.getElementById("status");
  if (!status) return;
  status.className = kind;
  status.textContent = message;
}

/**
 * An announcer bound to the view being built: it speaks only while that view is still shown.
 *
 * @example
 * const say = viewAnnouncer(); // in showUsers
 * load().catch((e) => say(e.message, "error"));
 */
export function viewAnnouncer(): (message: string, kind?: "info" | "error") => void {
  const generation = viewGeneration;
  return (message, kind = "info") => {
    if (generation === viewGeneration) announce(message, kind);
  };
}

/**
 * Asks for confirmation in a modal dialog (focus moves into it, Escape cancels). Resolves true
 * when the admin confirms.
 */
export function confirmAction(title: string, body: string, confirmLabel: string): Promise<boolean> {
  return new Promise((resolve) => {
    const dialog = h("dialog", { "aria-labelledby": "confirm-title", class: "confirm" });
    const finish = (result: boolean) => {
      dialog.close();
      dialog.remove();
      resolve(result);
    };
    append(
      dialog,
      h("h2", { id: "confirm-title" }, title),
      h("p", {}, body),
      h(
        "div",
        { class: "actions" },
        h("button", { type: "button", onclick: () => finish(false) }, "Cancel"),
        h("button", { type: "button", class: "danger", onclick: () => finish(true) }, confirmLabel),
      ),
    );
    dialog.addEventListener("cancel", (event) => {
      event.preventDefault();
      finish(false);
    });
    document.body.append(dialog);
    dialog.showModal();
    dialog.querySelector<HTMLButtonElement>("button")?.focus();
  });
}
