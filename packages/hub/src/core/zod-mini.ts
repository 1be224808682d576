// zod for the core's rules: the functional "mini" build, with zod's English messages. The classic
// build attaches dozens of methods to every schema and costs a cold CLI start ~20 ms to load; mini
// costs ~3 ms (bench/README.md, hub-cli-cold-start). Schemas of either build are zod 4 schemas:
// the REST routes (fastify-type-provider-zod) and the MCP SDK take them as they are.
import { en } from "zod/locales";
import * as z from "zod/mini";

// The classic build sets this when it loads; mini does not, and would report "Invalid input".
z.config(en());

export { z };
