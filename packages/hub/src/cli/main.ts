import { readFileSync } from "node:fs";
import { Command } from "commander";

const { version } = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
  version: string;
};

const program = new Command("hub").version(version, "-V, --version", "print the version");
await program.parseAsync(process.argv);
