import type { z } from "zod";
import type { DbOrTx } from "../../db/client.ts";
import { decodeCursor, encodeCursor } from "../../lib/keyset-cursor.ts";
import type { AppContext } from "../../platform/app-context.ts";
import { AppError } from "../../platform/errors.ts";
import { isAdminAccount } from "../admin/service.ts";
import {
  findLive,
  findPostView,
  insertPost,
  insertReply,
  listPosts,
  listReplies,
  type PostView,
  type ReplyView,
  recordReport,
  softDelete,
  toggleLike,
} from "./repo.ts";
import type { postBody, postSchema, postsQuery, replySchema } from "./schema.ts";

export type TargetKind = "post" | "reply";
type Viewer = { id: string };

function present(post: PostView): z.output<typeof postSchema> {
  return {
    id: post.id,
    author: {
      id: post.authorId,
      nickname: post.authorKind === "coach" ? null : post.authorNickname,
      kind: post.authorKind,
    },
    category: post.category,
    content: post.content,
    gameName: post.gameName,
    i18nKey: post.i18nKey,
    i18nParams: post.i18nParams ?? null,
    isModerated: post.isModerated,
    likeCount: post.likeCount,
    replyCount: post.replyCount,
    likedByMe: post.likedByMe,
    createdAt: post.createdAt.toISOString(),
  };
}

function presentReply(reply: ReplyView): z.output<typeof replySchema> {
  return {
    id: reply.id,
    postId: reply.postId,
    author: { id: reply.authorId, nickname: reply.authorNickname, kind: "user" },
    content: reply.content,
    isModerated: reply.isModerated,
    likeCount: reply.likeCount,
    likedByMe: reply.likedByMe,
    createdAt: reply.createdAt.toISOString(),
  };
}

export async function createPost(ctx: AppContext, author: Viewer, input: z.output<typeof postBody>) {
  const now = ctx.clock.now();
  const row = await insertPost(ctx.db, {
    authorId: author.id,
    category: input.category,
    content: input.content,
    gameName: input.gameName ?? null,
    createdAt: now,
    updatedAt: now,
  });
  return getPost(ctx, author, row.id).then((detail) => detail.post);
}

export async function listFeed(ctx: AppContext, viewer: Viewer, query: z.output<typeof postsQuery>) {
  const posts = await listPosts(ctx.db, {
    viewerId: viewer.id,
    limit: query.limit + 1,
    ...(query.category ? { category: query.category } : {}),
    ...(query.cursor ? { before: decodeCursor(query.cursor) } : {}),
  });
  const page = posts.slice(0, query.limit);
  const last = page.at(-1);
  return { posts: page.map(present), nextCursor: posts.length > query.limit && last ? encodeCursor(last) : null };
}

export async function getPost(ctx: AppContext, viewer: Viewer, postId: string) {
  const post = await findPostView(ctx.db, postId, viewer.id);
  if (!post) throw new AppError("not_found", "No such post");
  const replies = await listReplies(ctx.db, postId, viewer.id);
  return { post: present(post), replies: replies.map(presentReply) };
}

export async function addReply(ctx: AppContext, author: Viewer, postId: string, content: string) {
  return ctx.db.transaction(async (tx) => {
    if (!(await findLive(tx, "post", postId))) throw new AppError("not_found", "No such post");
    const row = await insertReply(tx, { postId, authorId: author.id, content, createdAt: ctx.clock.now() });
    const replies = await listReplies(tx, postId, author.id);
    const reply = replies.find((r) => r.id === row.id);
    if (!reply) throw new Error("inserted reply not found");
    return presentReply(reply);
  });
}

async function liveTarget(db: DbOrTx, kind: TargetKind, id: string) {
  const target = await findLive(db, kind, id);
  if (!target) throw new AppError("not_found", `No such ${kind}`);
  return target;
}

export async function like(ctx: AppContext, viewer: Viewer, kind: TargetKind, id: string) {
  return ctx.db.transaction(async (tx) => {
    const target = await liveTarget(tx, kind, id);
    return toggleLike(tx, { kind, id, authorId: target.authorId }, viewer.id, ctx.clock.now());
  });
}

export async function report(ctx: AppContext, reporter: Viewer, kind: TargetKind, id: string, reason?: string) {
  await ctx.db.transaction(async (tx) => {
    await liveTarget(tx, kind, id);
    await recordReport(tx, { kind, id }, { reporterId: reporter.id, reason: reason ?? null, now: ctx.clock.now() });
  });
  return { reported: true as const };
}

/** Soft delete by the author or an admin; anyone else gets 403. */
export async function remove(ctx: AppContext, actor: Viewer, kind: TargetKind, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const target = await liveTarget(tx, kind, id);
    if (target.authorId !== actor.id && !(await isAdminAccount(tx, actor.id))) {
      throw new AppError("forbidden", `Only the author or an admin may delete this ${kind}`);
    }
    await softDelete(tx, { kind, id }, ctx.clock.now());
  });
}

/**
 * A post of the coach account (no author; category `coach`): the app renders `i18nKey` with
 * `i18nParams`, `body` is the stored text (the fallback). The wording belongs to the feature that
 * posts (domain approvals: issue 12's `coachPostFor`). Takes a transaction so that the caller's
 * change and the post commit together.
 *
 * @example
 * await createCoachPost(tx, { i18nKey: "coach.domain_approved.web", body: "casino.example is now blocked", i18nParams: { domain: "casino.example" } }, now);
 */
export async function createCoachPost(
  db: DbOrTx,
  post: { i18nKey: string; body: string; i18nParams?: Record<string, string> },
  now: Date,
): Promise<{ id: string }> {
  const row = await insertPost(db, {
    authorId: null,
    authorKind: "coach",
    category: "coach",
    content: post.body,
    i18nKey: post.i18nKey,
    i18nParams: post.i18nParams ?? null,
    createdAt: now,
    updatedAt: now,
  });
  return { id: row.id };
}
