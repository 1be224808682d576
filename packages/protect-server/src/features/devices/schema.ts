import { z } from "zod";
import { deviceLabel, installationId } from "./fields.ts";

export const deviceHeaders = z.looseObject({ "x-device-id": installationId() });

export const deviceBody = z.object({ name: deviceLabel(), model: deviceLabel(), osVersion: deviceLabel() });

export const deviceSchema = z.object({
  id: z.uuid(),
  deviceId: z.string(),
  kind: z.enum(["app", "desktop"]),
  name: z.string(),
  model: z.string(),
  osVersion: z.string(),
  lastSeenAt: z.iso.datetime(),
  boundToPlan: z.enum(["pro", "legend"]).nullable(),
  releaseRequestedAt: z.iso.datetime().nullable(),
  releaseAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});

export const registerResponse = z.object({
  device: deviceSchema,
  /** created: a new record; updated: same installation id; merged: same name and model seen in the last 30 days. */
  outcome: z.enum(["created", "updated", "merged"]),
});

export const deviceIdParams = z.object({ id: z.uuid() });
