import { ApiError, api, query } from "../api.ts";
import { clearStatus, field, h, render, scrollingTable, viewAnnouncer } from "../dom.ts";
import { auditDetails, startOfDayIso, when } from "../format.ts";

interface AuditEntry {
  id: string;
  adminUserId: string;
  adminEmail: string | null;
  action: string;
  targetUserId: string | null;
  targetEmail: string | null;
  targetNickname: string | null;
  details: Record<string, unknown>;
  createdAt: string;
}

/**
 * The admin audit trail, newest first, with filters (target account, acting admin, action, a
 * date range) and "Load more". Each read is itself recorded by the server.
 */
export function showAuditLog(main: HTMLElement): void {
  // Messages of this view; silent once the admin navigated elsewhere.
  const announce = viewAnnouncer();
  const target = h("input", { name: "targetUserId", placeholder: "account id (uuid)", size: "36" });
  const actor = h("input", { name: "actor", placeholder: "admin's account id (uuid)", size: "36" });
  const action = h("input", { name: "action", placeholder: "e.g. user.update", maxlength: "64" });
  const from = h("input", { type: "date", name: "from" });
  const to = h("input", { type: "date", name: "to" });
  const body = h("tbody");
  const more = h("button", { type: "button", hidden: true }, "Load more");
  let cursor: string | null = null;

  async function load(reset: boolean): Promise<void> {
    if (reset) {
      cursor = null;
      body.replaceChildren();
    }
    try {
      const page = await api<{ entries: AuditEntry[]; nextCursor: string | null }>(
        "GET",
        `/api/admin/audit-log${query({
          targetUserId: target.value.trim(),
          actor: actor.value.trim(),
          action: action.value.trim(),
          from: startOfDayIso(from.value),
          // The "to" date is inclusive in the form: the server's bound is the start of the next day.
          to: startOfDayIso(to.value, 1),
          cursor,
        })}`,
      );
      for (const entry of page.entries) body.append(row(entry));
      if (body.children.length === 0) body.append(h("tr", {}, h("td", { colspan: "5" }, "No entries")));
      cursor = page.nextCursor;
      more.hidden = cursor === null;
      announce(`${page.entries.length} audit ${page.entries.length === 1 ? "entry" : "entries"} loaded`);
    } catch (error) {
      announce(error instanceof ApiError ? error.message : (error as Error).message, "error");
    }
  }

  /** The affected account by e-mail and nickname, its id beneath (an erased account: the id only). */
  function targetText(entry: AuditEntry) {
    if (!entry.targetUserId) return "—";
    const name = [entry.targetEmail, entry.targetNickname && `(${entry.targetNickname})`].filter(Boolean).join(" ");
    return h("span", {}, name || "(erased account)", h("br"), h("small", { class: "id" }, entry.targetUserId));
  }

  function row(entry: AuditEntry) {
    return h(
      "tr",
      {},
      h("td", {}, when(entry.createdAt)),
      h("td", {}, entry.adminEmail ?? entry.adminUserId),
      h("td", {}, h("code", {}, entry.action)),
      h("td", {}, targetText(entry)),
      h("td", {}, auditDetails(entry.details)),
    );
  }

  more.addEventListener("click", () => void load(false));
  const form = h(
    "form",
    { role: "search", "aria-label": "Filter the audit log" },
    field("Target account id", target),
    field("Admin account id", actor),
    field("Action", action),
    field("From (date, UTC)", from),
    field("To (date, UTC, inclusive)", to),
    h("div", { class: "actions" }, h("button", { type: "submit" }, "Filter")),
  );
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    clearStatus();
    void load(true);
  });
  render(
    main,
    h("h1", { tabindex: "-1" }, "Audit log"),
    h("p", {}, "Every admin action and every admin read of personal data; reading this log is recorded too."),
    form,
    scrollingTable(
      "Newest first",
      h(
        "table",
        {},
        h("caption", {}, "Newest first"),
        h(
          "thead",
          {},
          h(
            "tr",
            {},
            ...["Time", "Admin", "Action", "Target account", "Details"].map((label) =>
              h("th", { scope: "col" }, label),
            ),
          ),
        ),
        body,
      ),
    ),
    more,
  );
  void load(true);
}
