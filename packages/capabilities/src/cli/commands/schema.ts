import { capabilityFileJsonSchema } from "../../format/schema.ts";
import type { CliIo } from "../io.ts";

/** `capcheck schema`: prints the JSON Schema of the capability file format. */
export function runSchema(io: CliIo): number {
  io.stdout(`${JSON.stringify(capabilityFileJsonSchema(), null, 2)}\n`);
  return 0;
}
