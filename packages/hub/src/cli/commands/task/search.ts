import type { Command } from "commander";
import type { CommandContext, Runner } from "../../context.ts";
import { printData, taskLine } from "../../format.ts";

export interface TaskSearchOptions {
  query: string;
  json: boolean;
}

/** Full-text search over task titles and bodies, best match first (score 100 = the best hit). */
export async function taskSearch(options: TaskSearchOptions, ctx: CommandContext): Promise<void> {
  const hits = await (await ctx.hub()).searchTasks(options.query);
  printData(ctx.io, options.json, hits, (list) => list.map((hit) => `${taskLine(hit.task)}  (score ${hit.score})`));
}

export function registerTaskSearch(task: Command, run: Runner): void {
  task
    .command("search")
    .description("full-text search over task titles and bodies")
    .argument("<query>", "search words")
    .option("--json", "print JSON")
    .action((query: string, flags: Record<string, unknown>) =>
      run((ctx) => taskSearch({ query, json: flags.json === true }, ctx)),
    );
}
