import type { Command } from "commander";
import type { CommandContext, Runner } from "../../context.ts";
import { requireFlag } from "../../flags.ts";

export interface HelloOptions {
  agent: string;
  role: string;
}

/** Announces the agent's presence (an `agent`/`joined` event; nothing is written to disk). */
export async function helloAnnounce(options: HelloOptions, ctx: CommandContext): Promise<void> {
  const presence = await (await ctx.hub()).announce(options.agent, options.role);
  ctx.io.stderr(`${presence.agent} joined as ${presence.role}\n`);
}

export function registerHello(program: Command, run: Runner): void {
  program
    .command("hello")
    .description("announce an agent and its role")
    .option("--agent <name>", "agent name (default: $HUB_AGENT)")
    .option("--role <role>", "agent role, e.g. architect, developer")
    .action((flags: Record<string, unknown>) =>
      run((ctx) =>
        helloAnnounce(
          { agent: requireFlag("--agent", flags.agent ?? ctx.defaultAgent), role: requireFlag("--role", flags.role) },
          ctx,
        ),
      ),
    );
}
