import { typecheck } from "./tasks.ts";

process.exitCode = await typecheck(process.argv.slice(2));
