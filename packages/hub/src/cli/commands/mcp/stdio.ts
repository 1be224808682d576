import type { Command } from "commander";
import type { CommandContext, Runner } from "../../context.ts";

/** Serves the hub's MCP tools over stdio until stdin closes (stdout carries the protocol only). */
export async function mcpStdio(ctx: CommandContext): Promise<void> {
  const hub = await ctx.hub({ watch: true });
  const { serveMcpStdio } = await import("../../../mcp/stdio.ts");
  await serveMcpStdio(hub, { signal: ctx.signal });
}

export function registerMcp(program: Command, run: Runner): void {
  program
    .command("mcp")
    .description("serve the hub's MCP tools over stdio (for an MCP client's config)")
    .action(() => run((ctx) => mcpStdio(ctx)));
}
