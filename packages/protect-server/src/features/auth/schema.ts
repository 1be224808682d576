import { z } from "zod";
import { profileSchema } from "../profile/schema.ts";

export const emailField = z.string().trim().max(254).pipe(z.email());
export const passwordField = z.string().min(8).max(200);

export const signupBody = z.object({
  email: emailField,
  password: passwordField,
  nickname: z.string().trim().min(2).max(30).optional(),
});

export const loginBody = z.object({ email: emailField, password: z.string().min(1).max(200) });

export const loginHeaders = z.looseObject({ "x-device-id": z.string().trim().min(1).max(200) });

export const sessionResponse = z.object({ token: z.string(), user: profileSchema });
