import { typecheck } from "./tasks.ts";

// The repository's program (Node), then the admin console's (browser: DOM library).
const args = process.argv.slice(2);
const code = await typecheck(args);
process.exitCode = code !== 0 ? code : await typecheck(args, "packages/protect-admin/tsconfig.json");
