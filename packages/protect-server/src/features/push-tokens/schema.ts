import { z } from "zod";
import { tokenText } from "../../platform/text.ts";

export const pushTokenBody = z.object({
  token: tokenText({ min: 8 }),
  platform: z.enum(["ios", "android", "web"]),
});

export const pushTokenDeleteBody = z.object({ token: tokenText() });

export const pushTokenSchema = z.object({
  token: z.string(),
  platform: z.enum(["ios", "android", "web"]),
  enabled: z.boolean(),
});
