import { api, query } from "../api.ts";
import { clearStatus, confirmAction, h, render, scrollingTable, viewAnnouncer } from "../dom.ts";
import { when } from "../format.ts";

interface QueueItem {
  type: "post" | "reply";
  id: string;
  authorNickname: string | null;
  content: string;
  reportedAt: string;
  reportCount: number;
  reasons: string[];
}

const DECISIONS = {
  dismiss: { label: "Dismiss", confirm: "Dismiss the reports? The item stays visible.", danger: false },
  delete: { label: "Delete", confirm: "Delete this item? Its content is removed for everyone.", danger: true },
  "ban-user": { label: "Ban author", confirm: "Ban the author and delete this item?", danger: true },
} as const;

/** Reported posts and replies, oldest report first; each decision asks for confirmation. */
export function showModeration(main: HTMLElement): void {
  // Messages of this view; silent once the admin navigated elsewhere.
  const announce = viewAnnouncer();
  const body = h("tbody");
  const more = h("button", { type: "button", hidden: true }, "Load more");
  let cursor: string | null = null;

  async function load(reset: boolean): Promise<void> {
    if (reset) {
      cursor = null;
      body.replaceChildren();
    }
    const page = await api<{ items: QueueItem[]; nextCursor: string | null }>(
      "GET",
      `/api/admin/moderation/queue${query({ cursor })}`,
    );
    for (const item of page.items) body.append(row(item));
    cursor = page.nextCursor;
    more.hidden = cursor === null;
    if (body.children.length === 0) body.append(h("tr", {}, h("td", { colspan: "5" }, "Nothing reported")));
  }

  function row(item: QueueItem) {
    const excerpt = item.content.length > 140 ? `${item.content.slice(0, 140)}…` : item.content;
    const actions = Object.entries(DECISIONS).map(([path, decision]) =>
      h(
        "button",
        {
          type: "button",
          class: decision.danger ? "danger" : undefined,
          "aria-label": `${decision.label}: ${excerpt}`,
          onclick: async () => {
            if (!(await confirmAction(decision.label, decision.confirm, decision.label))) return;
            clearStatus();
            try {
              // Ban author's body is `{ reason? }`: the console gives no reason (the server's default applies).
              await api("POST", `/api/admin/moderation/${item.id}/${path}`, path === "ban-user" ? {} : undefined);
              await load(true);
              announce(`${decision.label}: done`);
            } catch (error) {
              announce((error as Error).message, "error");
            }
          },
        },
        decision.label,
      ),
    );
    return h(
      "tr",
      {},
      h("td", {}, item.type),
      h("td", {}, excerpt),
      h("td", {}, item.authorNickname ?? "—"),
      h(
        "td",
        {},
        `${item.reportCount} × since ${when(item.reportedAt)}`,
        item.reasons.length ? h("br") : null,
        item.reasons.join("; "),
      ),
      h("td", { class: "actions" }, ...actions),
    );
  }

  more.addEventListener("click", () => load(false).catch((e: Error) => announce(e.message, "error")));
  render(
    main,
    h("h1", { tabindex: "-1" }, "Moderation"),
    scrollingTable(
      "Reported posts and replies, oldest report first",
      h(
        "table",
        {},
        h("caption", {}, "Reported posts and replies, oldest report first"),
        h(
          "thead",
          {},
          h("tr", {}, ...["Type", "Content", "Author", "Reports", "Actions"].map((t) => h("th", { scope: "col" }, t))),
        ),
        body,
      ),
    ),
    more,
  );
  load(true).catch((e: Error) => announce(e.message, "error"));
}
