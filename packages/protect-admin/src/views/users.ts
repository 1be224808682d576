import { api, query } from "../api.ts";
import { clearStatus, confirmAction, field, h, render, scrollingTable, viewAnnouncer } from "../dom.ts";
import { when } from "../format.ts";

interface AdminUser {
  id: string;
  email: string | null;
  nickname: string | null;
  plan: "free" | "pro" | "legend";
  banned: boolean;
  bannedReason: string | null;
  coachVoiceId: string | null;
  createdAt: string;
  deletedAt: string | null;
}

const PLANS = ["free", "pro", "legend"] as const;

function select(name: string, options: readonly string[], value = "") {
  const element = h("select", { name });
  for (const option of options) element.append(h("option", { value: option }, option || "any"));
  element.value = value;
  return element;
}

/** User search (q, plan, deleted), paged with "Load more"; each row opens the edit form. */
export function showUsers(main: HTMLElement): void {
  // Messages of this view; silent once the admin navigated elsewhere.
  const announce = viewAnnouncer();
  const q = h("input", { type: "search", name: "q", placeholder: "e-mail, nickname or id" });
  const plan = select("plan", ["", ...PLANS]);
  const includeDeleted = h("input", { type: "checkbox", name: "includeDeleted" });
  const body = h("tbody");
  const more = h("button", { type: "button", hidden: true }, "Load more");
  const editor = h("div", { id: "user-editor" });
  let cursor: string | null = null;

  async function load(reset: boolean): Promise<void> {
    if (reset) {
      cursor = null;
      body.replaceChildren();
    }
    const page = await api<{ users: AdminUser[]; nextCursor: string | null }>(
      "GET",
      `/api/admin/users${query({ q: q.value.trim(), plan: plan.value, includeDeleted: includeDeleted.checked || undefined, cursor })}`,
    );
    for (const user of page.users) body.append(row(user));
    cursor = page.nextCursor;
    more.hidden = cursor === null;
    announce(`${body.children.length} accounts shown`);
  }

  function row(user: AdminUser) {
    return h(
      "tr",
      {},
      h("td", {}, user.email ?? "(deleted)"),
      h("td", {}, user.nickname ?? "—"),
      h("td", {}, user.plan),
      h("td", {}, user.banned ? `banned${user.bannedReason ? `: ${user.bannedReason}` : ""}` : "—"),
      h("td", {}, when(user.createdAt)),
      h(
        "td",
        {},
        user.deletedAt
          ? "deleted"
          : h(
              "button",
              { type: "button", onclick: () => edit(user), "aria-label": `Edit ${user.email ?? user.id}` },
              "Edit",
            ),
      ),
    );
  }

  function edit(user: AdminUser): void {
    const planSelect = select("plan", PLANS, user.plan);
    const banned = h("input", { type: "checkbox", name: "banned" });
    banned.checked = user.banned;
    const reason = h("input", { name: "bannedReason", value: user.bannedReason ?? "", maxlength: "500" });
    const voice = h("input", { name: "coachVoiceId", value: user.coachVoiceId ?? "", maxlength: "64" });
    const form = h(
      "form",
      { "aria-labelledby": "edit-title" },
      h("h2", { id: "edit-title", tabindex: "-1" }, `Edit ${user.email ?? user.id}`),
      field("Plan", planSelect),
      field("Banned", banned),
      field("Ban reason", reason),
      field("Coach voice id", voice, "Legend plan only; empty for none"),
      h(
        "div",
        { class: "actions" },
        h("button", { type: "submit" }, "Save"),
        h(
          "button",
          {
            type: "button",
            class: "danger",
            onclick: async () => {
              const ok = await confirmAction(
                "Delete this account?",
                `${user.email ?? user.id}: personal data is scrubbed and the account cannot sign in again.`,
                "Delete account",
              );
              if (!ok) return;
              clearStatus();
              try {
                await api("DELETE", `/api/admin/users/${user.id}`);
                render(editor);
                await load(true);
                announce("Account deleted");
              } catch (error) {
                announce((error as Error).message, "error");
              }
            },
          },
          "Delete account",
        ),
      ),
    );
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      clearStatus();
      const patch: Record<string, unknown> = {};
      if (planSelect.value !== user.plan) patch.plan = planSelect.value;
      if (banned.checked !== user.banned) patch.banned = banned.checked;
      if (banned.checked && reason.value.trim() !== (user.bannedReason ?? ""))
        patch.bannedReason = reason.value.trim() || null;
      if (voice.value.trim() !== (user.coachVoiceId ?? "")) patch.coachVoiceId = voice.value.trim() || null;
      if (Object.keys(patch).length === 0) return announce("Nothing changed");
      try {
        await api("PATCH", `/api/admin/users/${user.id}`, patch);
        render(editor);
        await load(true);
        announce("Saved");
      } catch (error) {
        announce((error as Error).message, "error");
      }
    });
    render(editor, form);
    form.querySelector<HTMLElement>("h2")?.focus();
  }

  const search = h(
    "form",
    { role: "search", class: "inline", "aria-label": "Search accounts" },
    field("Search", q),
    field("Plan", plan),
    field("Include deleted", includeDeleted),
    h("button", { type: "submit" }, "Search"),
  );
  search.addEventListener("submit", (event) => {
    event.preventDefault();
    clearStatus();
    load(true).catch((e: Error) => announce(e.message, "error"));
  });
  more.addEventListener("click", () => load(false).catch((e: Error) => announce(e.message, "error")));

  render(
    main,
    h("h1", { tabindex: "-1" }, "Users"),
    search,
    scrollingTable(
      "Accounts, newest first",
      h(
        "table",
        {},
        h("caption", {}, "Accounts, newest first"),
        h(
          "thead",
          {},
          h(
            "tr",
            {},
            ...["E-mail", "Nickname", "Plan", "Ban", "Created", "Actions"].map((label) =>
              h("th", { scope: "col" }, label),
            ),
          ),
        ),
        body,
      ),
    ),
    more,
    editor,
  );
  load(true).catch((e: Error) => announce(e.message, "error"));
}
