import { runBin } from "./tasks.ts";

process.exitCode = await runBin("vitest", process.argv.slice(2));
