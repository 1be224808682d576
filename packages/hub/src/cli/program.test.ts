// The dispatch table loads one entry for a known command: the command must come out exactly as in
// the full tree (same options, arguments, help), and every command of the tree must be reachable
// through the entry that names it.
import type { Command } from "commander";
import { describe, expect, it } from "vitest";
import type { Runner } from "./context.ts";
import { buildProgram, COMMAND_TABLE } from "./program.ts";
import { registerServerCommands } from "./server-commands.ts";

const run: Runner = async () => {};
const extend = (root: Command) =>
  registerServerCommands(root, {
    io: { stdout() {}, stderr() {}, cwd: "/", env: {} },
    version: "1.2.3",
    stopSignal: new Promise(() => {}),
    run: async () => {},
  });

/** The help of a command and of each command below it. */
function helpTree(command: Command): string[] {
  return [command.helpInformation(), ...command.commands.flatMap(helpTree)];
}

const topLevel = (program: Command, name: string) => program.commands.find((command) => command.name() === name);

describe("the command table", () => {
  it("builds each command alone exactly as in the full tree", async () => {
    const full = await buildProgram("1.2.3", run, { extend });
    for (const entry of COMMAND_TABLE) {
      for (const name of entry.names) {
        const alone = await buildProgram("1.2.3", run, { command: name, extend });
        expect(topLevel(alone, name), name).toBeDefined();
        expect(helpTree(topLevel(alone, name)!), name).toEqual(helpTree(topLevel(full, name)!));
      }
    }
  });

  it("names every top-level command of the tree in exactly one entry", async () => {
    const full = await buildProgram("1.2.3", run);
    const named = COMMAND_TABLE.flatMap((entry) => entry.names);
    expect([...named].sort()).toEqual(full.commands.map((command) => command.name()).sort());
    expect(new Set(named).size).toBe(named.length);
  });

  it("loads every command for help, an unknown word or a leading option", async () => {
    const full = (await buildProgram("1.2.3", run, { extend })).helpInformation();
    for (const command of [undefined, "--help", "help", "-V", "no-such-command"]) {
      expect((await buildProgram("1.2.3", run, { command, extend })).helpInformation(), String(command)).toBe(full);
    }
  });
});
