import { lint } from "./tasks.ts";

process.exitCode = await lint(process.argv.slice(2));
