/**
 * Recipe photos through the real worker (ADR 031): a recipe administrator uploads a photo to the
 * recipe page's action; R2 keeps it under a content-hashed key; every reader of the recipe shows it
 * instead of the art; the seed applied again leaves it; removing it brings the art back. Without
 * the Images binding (as here) the original is stored within a 2 MB cap.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshIp, readJson, registerUser, verifyEmail } from "../helpers/auth";
import { png } from "../helpers/images";
import { applySql, sqlStatements, startWorker, type TestWorker } from "../helpers/worker";

const ADMIN = "chef@example.com";
let w: TestWorker;
let admin: string;
let cook: string;

beforeAll(async () => {
  w = await startWorker({ vars: { ADMIN_EMAILS: ADMIN } });
  const session = await registerUser(w, { email: ADMIN });
  // an administrator is one whose address is confirmed (ADR 027)
  await verifyEmail(w, session);
  admin = session.cookie;
  cook = (await registerUser(w)).cookie;
});
afterAll(() => w?.dispose());

function post(cookie: string, recipeId: number, fields: Record<string, string | Blob>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (typeof value === "string") form.set(name, value);
    else form.set(name, value, "photo.png");
  return w.fetch(`/recipes/${recipeId}?_data=pages/recipe-detail`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: w.url.origin, "CF-Connecting-IP": freshIp() },
    body: form,
  });
}

async function imageUrlOf(id: number): Promise<string> {
  return (await readJson(await w.fetch(`/api/recipes/${id}`))).imageUrl;
}

async function photoKeys(): Promise<string[]> {
  const bucket = await w.mf.getR2Bucket("IMAGES");
  return (await bucket.list({ prefix: "recipe-photos/" })).objects.map((o) => o.key);
}

describe("recipe photos", () => {
  it("an administrator's photo replaces the art everywhere, survives the seed, and goes", async () => {
    const art = await imageUrlOf(2);
    expect(art).toMatch(/^\/images\/recipes\/.+\.svg$/);
    const res = await post(admin, 2, {
      intent: "upload-photo",
      photo: new Blob([png(1024, 768)], { type: "image/png" }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const photoUrl = await imageUrlOf(2);
    expect(photoUrl).toMatch(/^\/images\/recipe-photos\/2\/[0-9a-f]{20}\.png$/);
    expect(await photoKeys()).toEqual([`recipe-photos/${photoUrl.split("recipe-photos/")[1]}`]);

    const served = await w.fetch(photoUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(served.headers.get("Cache-Control")).toContain("immutable");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png(1024, 768));
    // the list, the page and the picture-by-id show it
    const list = await readJson(await w.fetch("/api/recipes?limit=5"));
    expect(list.find((r: { id: number }) => r.id === 2).imageUrl).toBe(photoUrl);
    expect(await (await w.fetch("/recipes/2")).text()).toContain(photoUrl);
    const byId = await w.fetch("/images/recipe/2", { redirect: "manual" });
    expect(byId.headers.get("Location")).toBe(photoUrl);

    // the seed, applied again, puts catalogue rows back but never touches a photo
    const db = await w.d1();
    await applySql(db, sqlStatements(path.resolve("db/seed/seed.sql")));
    expect(await imageUrlOf(2)).toBe(photoUrl);

    const removed = await post(admin, 2, { intent: "remove-photo" });
    expect(removed.status).toBe(200);
    expect(await imageUrlOf(2)).toBe(art);
    expect(await photoKeys()).toEqual([]);
    expect((await w.fetch(photoUrl)).status).toBe(404);
  });

  it("refuses what is not an image, pictures too large, and anyone but an administrator", async () => {
    const text = new Blob([new TextEncoder().encode("not a picture at all")], {
      type: "image/png",
    });
    expect((await post(admin, 3, { intent: "upload-photo", photo: text })).status).toBe(415);
    const huge = new Blob([png(20_000, 300)], { type: "image/png" });
    expect((await post(admin, 3, { intent: "upload-photo", photo: huge })).status).toBe(413);
    // without a resizer the original is kept, so it must be under 2 MB
    const heavy = new Blob([png(800, 600, 2 * 1024 * 1024 + 1)], { type: "image/png" });
    const tooHeavy = await post(admin, 3, { intent: "upload-photo", photo: heavy });
    expect(tooHeavy.status).toBe(413);
    expect((await readJson(tooHeavy)).message).toMatch(/2 MB/);
    const small = new Blob([png(800, 600)], { type: "image/png" });
    expect((await post(cook, 3, { intent: "upload-photo", photo: small })).status).toBe(403);
    expect((await post(admin, 99_998, { intent: "upload-photo", photo: small })).status).toBe(404);
    expect(await imageUrlOf(3)).toMatch(/^\/images\/recipes\//);
    expect(await photoKeys()).toEqual([]);
  });

  it("serves nothing for a malformed or unknown photo path", async () => {
    expect((await w.fetch("/images/recipe-photos/2/..%2F..%2Fsecret.png")).status).toBe(404);
    expect((await w.fetch("/images/recipe-photos/2/0123456789abcdef0123.png")).status).toBe(404);
  });
});
