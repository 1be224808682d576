import { ApiError, api } from "../api.ts";
import { clearStatus, confirmAction, h, render, scrollingTable, viewAnnouncer } from "../dom.ts";
import { deadlineText, isOverdue, when } from "../format.ts";

interface Submission {
  id: string;
  domain: string;
  type: "web" | "mail_domain";
  nickname: string | null;
  plan: string | null;
  /** `discovered`: found by the discovery scorer (no author), with its evidence. */
  origin: "user" | "discovered";
  evidence: { score?: number; lookAlike?: { of: string } | null; cohostedWith?: string[] } | null;
  createdAt: string;
  deadlineAt: string;
  msUntilDeadline: number;
}

interface CuratedDomain {
  id: string;
  domain: string;
  country: string;
  status: "suggested" | "approved";
  createdAt: string;
}

/** The domain-submission queue (legend, pro, free; 24-hour deadline, overdue highlighted) and curated suggestions. */
export function showSubmissions(main: HTMLElement): void {
  // Messages of this view; silent once the admin navigated elsewhere.
  const announce = viewAnnouncer();
  const submissions = h("tbody");
  const curated = h("tbody");

  async function load(): Promise<void> {
    try {
      const queue = await api<{ submissions: Submission[] }>("GET", "/api/admin/domain-submissions");
      submissions.replaceChildren(...queue.submissions.map(submissionRow));
      if (queue.submissions.length === 0) submissions.append(h("tr", {}, h("td", { colspan: "6" }, "Queue is empty")));
      const list = await api<{ domains: CuratedDomain[] }>("GET", "/api/admin/curated-domains?status=suggested");
      curated.replaceChildren(...list.domains.map(curatedRow));
      if (list.domains.length === 0) curated.append(h("tr", {}, h("td", { colspan: "4" }, "No suggestions")));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        announce("This server has no domain-submission routes yet", "error");
        return;
      }
      throw error;
    }
  }

  function decisionButton(item: Submission, action: "approve" | "reject") {
    const label = action === "approve" ? "Approve" : "Reject";
    return h(
      "button",
      {
        type: "button",
        class: action === "reject" ? "danger" : undefined,
        "aria-label": `${label} ${item.domain}`,
        onclick: async () => {
          const text =
            action === "approve"
              ? `${item.domain} joins the global blocklist and the author is notified.`
              : "The author is notified.";
          if (!(await confirmAction(`${label} ${item.domain}?`, text, label))) return;
          clearStatus();
          try {
            await api("POST", `/api/admin/domain-submissions/${item.id}/${action}`);
            await load();
            announce(`${item.domain}: ${action === "approve" ? "approved" : "rejected"}`);
          } catch (error) {
            announce((error as Error).message, "error");
          }
        },
      },
      label,
    );
  }

  function discoveredText(item: Submission): string {
    const evidence = item.evidence ?? {};
    const parts = [`discovered, score ${(evidence.score ?? 0).toFixed(2)}`];
    if (evidence.lookAlike) parts.push(`like ${evidence.lookAlike.of}`);
    if (evidence.cohostedWith?.length) parts.push(`shares an address with ${evidence.cohostedWith.join(", ")}`);
    return parts.join("; ");
  }

  function submissionRow(item: Submission) {
    return h(
      "tr",
      { class: isOverdue(item.msUntilDeadline) ? "overdue" : undefined },
      h("td", {}, item.domain),
      h("td", {}, item.type === "web" ? "website" : "mail domain"),
      h("td", {}, item.origin === "discovered" ? discoveredText(item) : `${item.nickname ?? "—"} (${item.plan})`),
      h("td", {}, when(item.createdAt)),
      h(
        "td",
        {},
        h("strong", {}, deadlineText(item.msUntilDeadline)),
        " ",
        h("span", {}, `(${when(item.deadlineAt)})`),
      ),
      h("td", { class: "actions" }, decisionButton(item, "approve"), decisionButton(item, "reject")),
    );
  }

  function curatedRow(item: CuratedDomain) {
    return h(
      "tr",
      {},
      h("td", {}, item.domain),
      h("td", {}, item.country),
      h("td", {}, when(item.createdAt)),
      h(
        "td",
        {},
        h(
          "button",
          {
            type: "button",
            "aria-label": `Approve ${item.domain} for ${item.country}`,
            onclick: async () => {
              clearStatus();
              try {
                await api("PATCH", `/api/admin/curated-domains/${item.id}`, { status: "approved" });
                await load();
                announce(`${item.domain} approved for ${item.country}`);
              } catch (error) {
                announce((error as Error).message, "error");
              }
            },
          },
          "Approve",
        ),
      ),
    );
  }

  const headers = (labels: string[]) =>
    h("thead", {}, h("tr", {}, ...labels.map((label) => h("th", { scope: "col" }, label))));
  render(
    main,
    h("h1", { tabindex: "-1" }, "Domain submissions"),
    scrollingTable(
      "Pending submissions",
      h(
        "table",
        {},
        h("caption", {}, "Pending: legend, then pro, then free; oldest first; due 24 hours after submission"),
        headers(["Domain", "Type", "Submitted by", "Submitted", "Deadline", "Actions"]),
        submissions,
      ),
    ),
    h("h2", {}, "Curated domain suggestions"),
    scrollingTable(
      "Curated domain suggestions",
      h(
        "table",
        {},
        h("caption", {}, "Suggested for a country's list"),
        headers(["Domain", "Country", "Suggested", "Actions"]),
        curated,
      ),
    ),
  );
  load().catch((e: Error) => announce(e.message, "error"));
}
