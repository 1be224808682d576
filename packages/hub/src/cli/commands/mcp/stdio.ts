import type { Command } from "commander";
import type { CommandContext, Runner } from "../../context.ts";

/** Serves the hub's MCP tools over stdio until stdin closes (stdout carries the protocol only). */
export interface McpStdioOptions {
  /** Project folder, for MCP clients that cannot set the working folder. */
  dir?: string;
}

export async function mcpStdio(options: McpStdioOptions, ctx: CommandContext): Promise<void> {
  const hub = await ctx.hub({ watch: true, dir: options.dir });
  const { serveMcpStdio } = await import("../../../mcp/stdio.ts");
  await serveMcpStdio(hub, { signal: ctx.signal });
}

export function registerMcp(program: Command, run: Runner): void {
  program
    .command("mcp")
    .description("serve the hub's MCP tools over stdio (for an MCP client's config)")
    .option("--dir <folder>", "project folder (default: the nearest folder holding .hub)")
    .action((flags: { dir?: string }) => run((ctx) => mcpStdio({ dir: flags.dir }, ctx)));
}
