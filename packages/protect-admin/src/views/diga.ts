import { api, query } from "../api.ts";
import { clearStatus, confirmAction, field, h, render, scrollingTable, viewAnnouncer } from "../dom.ts";
import { endOfDayIso, when } from "../format.ts";

interface LabelSummary {
  label: string | null;
  total: number;
  used: number;
  expired: number;
  firstCreatedAt: string;
}

/** DiGA code batches: create (count, plan, label, notes, expiry), list per label, expire, download CSV. */
export function showDiga(main: HTMLElement): void {
  // Messages of this view; silent once the admin navigated elsewhere.
  const announce = viewAnnouncer();
  const count = h("input", { type: "number", name: "count", min: "1", max: "1000", value: "10", required: true });
  const plan = h("select", { name: "plan" });
  for (const option of ["legend", "pro", "free"]) plan.append(h("option", { value: option }, option));
  const label = h("input", { name: "label", required: true, maxlength: "60" });
  const notes = h("textarea", { name: "notes", maxlength: "500", rows: "2" });
  const expires = h("input", { type: "date", name: "expiresAt" });
  const created = h("section", { id: "created-codes", "aria-live": "polite" });
  const batches = h("tbody");

  async function loadBatches(): Promise<void> {
    const { labels } = await api<{ labels: LabelSummary[] }>("GET", "/api/admin/diga-codes/labels");
    batches.replaceChildren(...labels.map(batchRow));
  }

  function batchRow(batch: LabelSummary) {
    const name = batch.label ?? "";
    return h(
      "tr",
      {},
      h("td", {}, batch.label ?? "(no label)"),
      h("td", {}, String(batch.total)),
      h("td", {}, String(batch.used)),
      h("td", {}, String(batch.expired)),
      h("td", {}, when(batch.firstCreatedAt)),
      h(
        "td",
        { class: "actions" },
        batch.label
          ? h(
              "a",
              { href: `/api/admin/diga-codes/export${query({ label: name })}`, download: "" },
              `Download CSV of ${name}`,
            )
          : null,
        batch.label
          ? h(
              "button",
              {
                type: "button",
                class: "danger",
                onclick: async () => {
                  const ok = await confirmAction(
                    `Expire the unused codes of "${name}"?`,
                    "They stop working at once. Codes already redeemed stay redeemed.",
                    "Expire codes",
                  );
                  if (!ok) return;
                  clearStatus();
                  try {
                    const { expired } = await api<{ expired: number }>("POST", "/api/admin/diga-codes/expire", {
                      label: name,
                    });
                    announce(`${expired} codes expired`);
                    await loadBatches();
                  } catch (error) {
                    announce((error as Error).message, "error");
                  }
                },
              },
              `Expire unused of ${name}`,
            )
          : null,
      ),
    );
  }

  const form = h(
    "form",
    { "aria-labelledby": "create-title" },
    h("h2", { id: "create-title" }, "Create codes"),
    field("Number of codes", count, "1 to 1000"),
    field("Plan granted", plan),
    field("Label", label, "Names the batch, e.g. the clinic or the month"),
    field("Notes", notes),
    field("Expires at the end of", expires, "Optional"),
    h("button", { type: "submit" }, "Create codes"),
  );
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    clearStatus();
    try {
      const expiresAt = expires.value ? endOfDayIso(expires.value) : undefined;
      const answer = await api<{ codes: string[]; label: string }>("POST", "/api/admin/diga-codes", {
        count: Number(count.value),
        plan: plan.value,
        label: label.value.trim(),
        ...(notes.value.trim() ? { notes: notes.value.trim() } : {}),
        ...(expiresAt ? { expiresAt } : {}),
      });
      render(
        created,
        h("h2", {}, `${answer.codes.length} codes created in "${answer.label}"`),
        h("ul", { class: "codes" }, ...answer.codes.map((code) => h("li", {}, h("code", {}, code)))),
      );
      announce(`${answer.codes.length} codes created`);
      await loadBatches();
    } catch (error) {
      announce((error as Error).message, "error");
    }
  });

  render(
    main,
    h("h1", { tabindex: "-1" }, "DiGA codes"),
    form,
    created,
    scrollingTable(
      "Batches by label",
      h(
        "table",
        {},
        h("caption", {}, "Batches by label"),
        h(
          "thead",
          {},
          h(
            "tr",
            {},
            ...["Label", "Codes", "Used", "Expired", "Created", "Actions"].map((text) =>
              h("th", { scope: "col" }, text),
            ),
          ),
        ),
        batches,
      ),
    ),
  );
  loadBatches().catch((e: Error) => announce(e.message, "error"));
}
