/**
 * The session store against a real KV namespace (Miniflare's workerd), not a fake: the per-user index
 * that lets a password change, "sign out everywhere" or an account deletion end every session.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Miniflare } from "../helpers/worker-cache";
import {
  createSession,
  destroySession,
  destroyUserSessions,
  listUserSessionIds,
  readSession,
  SESSION_MEMO_MS,
  SessionMemo,
  sessionMemo,
} from "~/lib/session.server";

let mf: Miniflare;
let kv: KVNamespace;

beforeAll(async () => {
  mf = new Miniflare({
    modules: true,
    script: "export default { fetch: () => new Response('') }",
    kvNamespaces: ["SESSIONS"],
  });
  kv = (await mf.getKVNamespace("SESSIONS")) as unknown as KVNamespace;
});
afterAll(() => mf.dispose());

describe("per-user session index", () => {
  it("lists every session of a user and none of another user's", async () => {
    const a1 = await createSession(kv, 101);
    const a2 = await createSession(kv, 101);
    const b1 = await createSession(kv, 102);
    expect((await listUserSessionIds(kv, 101)).sort()).toEqual([a1.id, a2.id].sort());
    expect(await listUserSessionIds(kv, 102)).toEqual([b1.id]);
    // the prefix of user 10 must not take in user 101's or 102's sessions
    expect(await listUserSessionIds(kv, 10)).toEqual([]);
  });

  it("ends all of a user's sessions but the one kept, and leaves other users signed in", async () => {
    const keep = await createSession(kv, 201);
    const others = await Promise.all([createSession(kv, 201), createSession(kv, 201)]);
    const stranger = await createSession(kv, 202);

    expect(await destroyUserSessions(kv, 201, { exceptId: keep.id })).toBe(2);

    expect(await readSession(kv, keep.id)).not.toBeNull();
    for (const s of others) expect(await readSession(kv, s.id)).toBeNull();
    expect(await readSession(kv, stranger.id)).not.toBeNull();
    expect(await listUserSessionIds(kv, 201)).toEqual([keep.id]);

    expect(await destroyUserSessions(kv, 201)).toBe(1);
    expect(await readSession(kv, keep.id)).toBeNull();
    expect(await listUserSessionIds(kv, 201)).toEqual([]);
  });

  it("removes a signed-out session from the index", async () => {
    const s = await createSession(kv, 301);
    await destroySession(kv, s.id);
    expect(await listUserSessionIds(kv, 301)).toEqual([]);
  });

  it("pages through more sessions than one KV list answer holds", async () => {
    const created = await Promise.all(Array.from({ length: 7 }, () => createSession(kv, 401)));
    const listed = await listUserSessionIds(kv, 401, { pageSize: 3 });
    expect(listed.sort()).toEqual(created.map((s) => s.id).sort());
    expect(await destroyUserSessions(kv, 401)).toBe(7);
    expect(await listUserSessionIds(kv, 401)).toEqual([]);
  });
});

describe("the isolate's session memo (ADR 050)", () => {
  it("answers from memory for at most SESSION_MEMO_MS after another location ended the session", async () => {
    const now = Date.now();
    const memo = new SessionMemo();
    const s = await createSession(kv, 501, now);
    expect((await readSession(kv, s.id, { memo, now }))?.userId).toBe(501);
    // ended elsewhere: this isolate did not see the delete
    await kv.delete(`session:${s.id}`);
    // the bound: still answered from memory inside the TTL...
    expect((await readSession(kv, s.id, { memo, now: now + SESSION_MEMO_MS - 1 }))?.userId).toBe(
      501,
    );
    // ...and refused once it has passed (KV is read again)
    expect(await readSession(kv, s.id, { memo, now: now + SESSION_MEMO_MS })).toBeNull();
    expect(await readSession(kv, s.id, { memo, now: now + 1 })).toBeNull();
    // a read without the memo (a write's decision) never sees the remembered copy
    const t = await createSession(kv, 502, now);
    await readSession(kv, t.id, { memo, now });
    await kv.delete(`session:${t.id}`);
    expect(await readSession(kv, t.id, { now })).toBeNull();
  });

  it("sees a sign-out in this isolate at once", async () => {
    const s = await createSession(kv, 601);
    expect(await readSession(kv, s.id, { memo: sessionMemo })).not.toBeNull();
    await destroySession(kv, s.id);
    expect(await readSession(kv, s.id, { memo: sessionMemo })).toBeNull();
  });

  it("sees this isolate ending every session of a user at once", async () => {
    const kept = await createSession(kv, 701);
    const ended = await createSession(kv, 701);
    for (const s of [kept, ended])
      expect(await readSession(kv, s.id, { memo: sessionMemo })).not.toBeNull();
    await destroyUserSessions(kv, 701, { exceptId: kept.id });
    expect(await readSession(kv, ended.id, { memo: sessionMemo })).toBeNull();
    expect(await readSession(kv, kept.id, { memo: sessionMemo })).not.toBeNull();
  });
});
