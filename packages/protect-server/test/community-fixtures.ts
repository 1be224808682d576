// Community content made through the real routes, for moderation tests.
import type { TestEnv, TestUser } from "./harness.ts";

export async function post(env: TestEnv, author: TestUser, content: string): Promise<string> {
  const res = await env.request({
    method: "POST",
    url: "/api/community/post",
    headers: author.headers,
    payload: { content },
  });
  if (res.statusCode >= 300) throw new Error(`post failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: string }).id;
}

export async function reply(env: TestEnv, author: TestUser, postId: string, content: string): Promise<string> {
  const res = await env.request({
    method: "POST",
    url: `/api/community/posts/${postId}/replies`,
    headers: author.headers,
    payload: { content },
  });
  if (res.statusCode >= 300) throw new Error(`reply failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: string }).id;
}

export async function reportItem(
  env: TestEnv,
  reporter: TestUser,
  kind: "posts" | "replies",
  id: string,
  reason?: string,
): Promise<void> {
  const res = await env.request({
    method: "POST",
    url: `/api/community/${kind}/${id}/report`,
    headers: reporter.headers,
    payload: reason ? { reason } : {},
  });
  if (res.statusCode >= 300) throw new Error(`report failed: ${res.statusCode} ${res.body}`);
}
