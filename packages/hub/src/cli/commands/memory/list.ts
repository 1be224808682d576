import type { Command } from "commander";
import type { CommandContext, Runner } from "../../context.ts";
import { memoryLine, printData } from "../../format.ts";

export interface MemoryListOptions {
  json: boolean;
}

export async function memoryList(options: MemoryListOptions, ctx: CommandContext): Promise<void> {
  const notes = await (await ctx.hub()).listMemory();
  printData(ctx.io, options.json, notes, (list) => list.map(memoryLine));
}

export function registerMemoryList(memory: Command, run: Runner): void {
  memory
    .command("list")
    .description("list memory notes")
    .option("--json", "print JSON")
    .action((flags: Record<string, unknown>) => run((ctx) => memoryList({ json: flags.json === true }, ctx)));
}
