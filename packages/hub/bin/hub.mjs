#!/usr/bin/env node
import module from "node:module";
import { launch } from "../../../scripts/node24.mjs";

// Cache compiled (and type-stripped) modules between runs: a cold `hub` command starts much faster.
module.enableCompileCache?.();
await launch(new URL("../src/cli/main.ts", import.meta.url));
