#!/usr/bin/env node
import { launch } from "../../../scripts/node24.mjs";

await launch(new URL("../src/cli/main.ts", import.meta.url));
