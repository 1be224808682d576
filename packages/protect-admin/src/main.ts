import { ApiError, api, setCsrfToken } from "./api.ts";
import { announce, beginView, h, render } from "./dom.ts";
import { showAuditLog } from "./views/audit-log.ts";
import { showDiga } from "./views/diga.ts";
import { showModeration } from "./views/moderation.ts";
import { showSignIn } from "./views/sign-in.ts";
import { showSubmissions } from "./views/submissions.ts";
import { showUsers } from "./views/users.ts";

const root = document.getElementById("app") as HTMLElement;

const sections: Record<string, { title: string; show: (main: HTMLElement) => void }> = {
  users: { title: "Users", show: showUsers },
  submissions: { title: "Submissions", show: showSubmissions },
  moderation: { title: "Moderation", show: showModeration },
  diga: { title: "DiGA codes", show: showDiga },
  "audit-log": { title: "Audit log", show: showAuditLog },
};

function currentSection(): string {
  const name = location.hash.replace(/^#\/?/, "");
  return name in sections ? name : "users";
}

/** The signed-in console: navigation, the section of the URL hash, sign-out. */
function showConsole(email: string | null, message?: string): void {
  const main = h("main", { id: "main" });
  const nav = h(
    "nav",
    { "aria-label": "Sections" },
    h(
      "ul",
      {},
      ...Object.entries(sections).map(([name, section]) =>
        h(
          "li",
          {},
          h("a", { href: `#/${name}`, "aria-current": name === currentSection() ? "page" : undefined }, section.title),
        ),
      ),
    ),
  );
  const signOut = h("button", { type: "button" }, "Sign out");
  signOut.addEventListener("click", async () => {
    await api("POST", "/api/admin/console/sign-out").catch(() => undefined);
    setCsrfToken("");
    announce("Signed out");
    showSignIn(root, boot);
  });
  render(
    root,
    h(
      "header",
      {},
      h("span", { class: "brand" }, "Protect admin"),
      nav,
      h("span", { class: "who" }, email ?? ""),
      signOut,
    ),
    main,
  );
  const section = sections[currentSection()];
  beginView();
  if (message) announce(message, "error");
  section?.show(main);
  main.querySelector<HTMLElement>("h1")?.focus();
}

/** Resumes a signed-in session (reload) or starts the sign-in. */
async function boot(message?: string): Promise<void> {
  try {
    const session = await api<{ stage: string; csrfToken: string; email: string | null }>(
      "GET",
      "/api/admin/console/session",
    );
    setCsrfToken(session.csrfToken);
    if (session.stage === "complete") return showConsole(session.email, message);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) announce((error as Error).message, "error");
  }
  showSignIn(root, (next) => void boot(next));
}

window.addEventListener("hashchange", () => void boot());
void boot();
