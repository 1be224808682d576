import { z } from "zod";
import { deviceLabel } from "../devices/fields.ts";
import { deviceSchema } from "../devices/schema.ts";

export const approvalStatus = z.enum(["pending", "approved", "rejected", "expired"]);

export const approvalSchema = z.object({
  id: z.uuid(),
  status: approvalStatus,
  description: z.string(),
  deviceId: z.string(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});

/** What the new device gets once: the code it shows so that an existing device can approve it. */
export const createdApprovalSchema = approvalSchema.extend({ code: z.string().regex(/^\d{6}$/) });

export const approvalBody = z.object({ name: deviceLabel(), model: deviceLabel(), osVersion: deviceLabel() });

export const approveBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "must be 6 digits"),
  /** The device (user_devices id) that gives up its place. */
  evictDeviceId: z.uuid(),
});

export const emailApproveBody = z
  .object({
    /** The device that gives up its place; default: the one seen least recently. */
    evictDeviceId: z.uuid().optional(),
  })
  .default({});

export const approvalParams = z.object({ id: z.uuid() });
export const emailTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "must be an approval link token"),
});

export const approvedSchema = z.object({ request: approvalSchema, device: deviceSchema });
