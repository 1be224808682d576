import { z } from "zod";

export const pushTokenBody = z.object({
  token: z.string().trim().min(8).max(4096),
  platform: z.enum(["ios", "android", "web"]),
});

export const pushTokenDeleteBody = z.object({ token: z.string().trim().min(1).max(4096) });

export const pushTokenSchema = z.object({
  token: z.string(),
  platform: z.enum(["ios", "android", "web"]),
  enabled: z.boolean(),
});
