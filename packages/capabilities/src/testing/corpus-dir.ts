// Test support: finds ../shared/capability-corpus beside the repository (or beside the main
// checkout when the repository is a git worktree). Never copies the corpus into the repository.
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../../..");

function mainCheckoutOf(root: string): string | undefined {
  const dotGit = join(root, ".git");
  if (!existsSync(dotGit) || statSync(dotGit).isDirectory()) return undefined;
  const match = /^gitdir:\s*(.+)$/m.exec(readFileSync(dotGit, "utf8"));
  const gitdir = match?.[1]?.trim();
  const worktrees = gitdir ? /^(.*)[/\\]\.git[/\\]worktrees[/\\][^/\\]+$/.exec(gitdir) : null;
  return worktrees?.[1];
}

/**
 * The corpus folder, or undefined when it is not there: its tests are then skipped on a developer's
 * machine. In CI (CI=true) a missing corpus throws instead, so those tests fail rather than skip.
 */
export function corpusDir(): string | undefined {
  const roots = [repoRoot, mainCheckoutOf(repoRoot)].filter((r): r is string => r !== undefined);
  for (const root of roots) {
    const dir = resolve(root, "..", "shared", "capability-corpus");
    if (existsSync(join(dir, "INDEX.md"))) return dir;
  }
  if (process.env.CI === "true") throw new Error(`The ${CORPUS_MISSING}: in CI its tests must run, not skip`);
  return undefined;
}

export const CORPUS_MISSING = "capability corpus not found at <repo>/../shared/capability-corpus";
