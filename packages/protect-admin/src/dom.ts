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

/** Announces a message in the page's live region (screen readers read it). */
export function announce(message: string, kind: "info" | "error" = "info"): void {
  const status = document.getElementById("status");
  if (!status) return;
  status.className = kind;
  status.textContent = message;
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
