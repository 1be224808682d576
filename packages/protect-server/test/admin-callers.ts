// The callers of an admin route, for authz tables: anonymous, a user (also the account in
// question), an admin without x-admin-secret, an admin with it, and a signed-in web console.
import { consoleSignIn } from "./admin-console.ts";
import { type TestEnv, type TestUser, testSecrets } from "./harness.ts";

export interface AdminCallers {
  admin: TestUser;
  user: TestUser;
  anonymous: Record<string, string>;
  /** Bearer of a plain user (also the subject of the user routes: the "owner"). */
  userHeaders: Record<string, string>;
  adminWithoutSecret: Record<string, string>;
  adminWithSecret: Record<string, string>;
  console: Record<string, string>;
}

export async function adminCallers(env: TestEnv): Promise<AdminCallers> {
  const admin = await env.admin();
  const user = await env.signup({ nickname: "Someone" });
  const client = await consoleSignIn(env, admin);
  return {
    admin,
    user,
    anonymous: {},
    userHeaders: user.headers,
    adminWithoutSecret: admin.headers,
    adminWithSecret: { ...admin.headers, "x-admin-secret": testSecrets.adminSecret },
    console: client.headers,
  };
}
