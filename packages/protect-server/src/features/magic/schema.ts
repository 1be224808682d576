import { z } from "zod";
import { deviceLabel, installationId } from "../devices/fields.ts";
import { deviceSchema } from "../devices/schema.ts";
import { enrollmentSchema } from "../protected-devices/schema.ts";

export const pairingCodeSchema = z.object({ code: z.string().regex(/^\d{6}$/), expiresAt: z.iso.datetime() });

export const redeemBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "must be 6 digits"),
});
export const redeemResponse = z.object({ token: z.string().startsWith("mgc_") });

export const infoSchema = z.object({
  available: z.boolean(),
  platform: z.literal("windows-x64"),
  version: z.string().nullable(),
  downloadUrl: z.string().nullable(),
  sha256: z.string().nullable(),
});

export const registerBody = z.object({
  deviceId: installationId(),
  name: deviceLabel(),
  model: deviceLabel(),
  osVersion: deviceLabel(),
});

export const registerResponse = z.object({ device: deviceSchema, protection: enrollmentSchema });
