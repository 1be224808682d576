// The core's rules use zod's functional "mini" build: the classic build attaches dozens of methods
// to every schema and costs a cold CLI start ~20 ms to load, mini ~3 ms (bench/README.md,
// hub-cli-cold-start). Schemas of either build are zod 4 schemas: the REST routes
// (fastify-type-provider-zod) and the MCP SDK take them as they are. Modules import
// `* as z from "zod/mini"` themselves (a re-exported namespace could not be tree-shaken) and this
// module for its one effect: zod's English messages, which the classic build sets when it loads
// and mini does not (it would report "Invalid input" for every failed check without a message).

import { config } from "zod/mini";
import en from "zod/v4/locales/en.js";

config(en());
