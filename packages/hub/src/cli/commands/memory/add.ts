import type { Command } from "commander";
import type { MemoryCreate } from "../../../core/api.ts";
import type { CommandContext, Runner } from "../../context.ts";
import { optionalString } from "../../flags.ts";
import { printData } from "../../format.ts";

export interface MemoryAddOptions extends MemoryCreate {
  json: boolean;
}

export async function memoryAdd(options: MemoryAddOptions, ctx: CommandContext): Promise<void> {
  const { json, ...input } = options;
  const note = await (await ctx.hub()).addMemory(input);
  printData(ctx.io, json, note, (note) => note.id);
}

export function registerMemoryAdd(memory: Command, run: Runner): void {
  memory
    .command("add")
    .description("add a memory note")
    .argument("<title>", "title")
    .option("--body <markdown>", "the note")
    .option("--tags <list>", "comma-separated tags")
    .option("--author <agent>", "author (default: $HUB_AGENT)")
    .option("--json", "print JSON")
    .action((title: string, flags: Record<string, unknown>) =>
      run((ctx) =>
        memoryAdd(
          {
            title,
            body: optionalString(flags.body),
            tags: optionalString(flags.tags)
              ?.split(",")
              .map((tag) => tag.trim())
              .filter(Boolean),
            author: optionalString(flags.author) ?? ctx.defaultAgent,
            json: flags.json === true,
          },
          ctx,
        ),
      ),
    );
}
