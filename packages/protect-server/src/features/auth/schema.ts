import { z } from "zod";
import { emailText, idText, nicknameText, secretText } from "../../platform/text.ts";
import { profileSchema } from "../profile/schema.ts";

export const emailField = emailText();
export const passwordField = secretText({ min: 8 });

export const signupBody = z.object({
  email: emailField,
  password: passwordField,
  nickname: nicknameText().optional(),
});

export const loginBody = z.object({ email: emailField, password: secretText() });

export const loginHeaders = z.looseObject({ "x-device-id": idText() });

export const sessionResponse = z.object({ token: z.string(), user: profileSchema });
