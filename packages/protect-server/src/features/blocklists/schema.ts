import { z } from "zod";
import { countryCode } from "../curated-domains/schema.ts";
import { EXPORT_FORMATS } from "./export-formats.ts";

export const blocklistQuery = z.object({ format: z.enum(EXPORT_FORMATS).default("plain") });

export const domainsSchema = z.object({ domains: z.array(z.string()) });

export const webContentQuery = z.object({ country: countryCode().optional() });

export const webContentSchema = z.object({ country: z.string(), domains: z.array(z.string()) });
