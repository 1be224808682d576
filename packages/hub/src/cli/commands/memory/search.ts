import type { Command } from "commander";
import { UsageError } from "../../cli-io.ts";
import type { CommandContext, Runner } from "../../context.ts";
import { printData, searchHitLine } from "../../format.ts";

export interface MemorySearchOptions {
  query: string;
  limit?: number;
  json: boolean;
}

export async function memorySearch(options: MemorySearchOptions, ctx: CommandContext): Promise<void> {
  const hits = await (await ctx.hub()).searchMemory(options.query, { limit: options.limit });
  printData(ctx.io, options.json, hits, (list) => list.map(searchHitLine));
}

export function registerMemorySearch(memory: Command, run: Runner): void {
  memory
    .command("search")
    .description("full-text search of memory notes")
    .argument("<query>", "search words")
    .option("--limit <n>", "maximum hits")
    .option("--json", "print JSON")
    .action((query: string, flags: Record<string, unknown>) =>
      run((ctx) => {
        const limit = flags.limit === undefined ? undefined : Number(flags.limit);
        if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) {
          throw new UsageError(`Invalid --limit "${String(flags.limit)}": expected a positive integer`);
        }
        return memorySearch({ query, limit, json: flags.json === true }, ctx);
      }),
    );
}
