/**
 * Favourites, cultural stories (likes, edits), comments and shares through the built worker:
 * guests get 401, another user's favourites or comment 403, missing things 404, bad input 400 with
 * the spec's messages.
 */
import { request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectErrorShape, postJson, readJson, registerUser } from "../helpers/auth";
import { startWorker, type TestWorker } from "../helpers/worker";

let w: TestWorker;
let alice: Awaited<ReturnType<typeof registerUser>>;
let bob: Awaited<ReturnType<typeof registerUser>>;
const RECIPE = 5;

beforeAll(async () => {
  w = await startWorker();
  alice = await registerUser(w, { firstName: "Alice", lastName: "Aster" });
  bob = await registerUser(w, { firstName: "Bob", lastName: "Birch" });
});
afterAll(() => w?.dispose());

const as = (u: { cookie: string }) => ({ Cookie: u.cookie });
const send = (method: string, path: string, user?: { cookie: string }, body?: unknown) =>
  w.fetch(path, {
    method,
    headers: {
      ...(user ? as(user) : {}),
      ...(body !== undefined ? { "Content-Type": "application/json" } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function expectError(res: Response, status: number) {
  expect(res.status).toBe(status);
  const body = await readJson(res);
  expectErrorShape(body);
  return body.error as { code: string; message: string; fields?: Record<string, string[]> };
}

describe("favourites", () => {
  it("adds, lists and removes a favourite, idempotently", async () => {
    const first = await postJson(
      w,
      "/api/favorites",
      { userId: alice.user.id, recipeId: RECIPE },
      as(alice),
    );
    expect(first.status).toBe(201);
    const again = await postJson(
      w,
      "/api/favorites",
      { userId: String(alice.user.id), recipeId: RECIPE },
      as(alice),
    );
    expect(again.status).toBe(200);
    const list = await readJson(await send("GET", `/api/favorites/${alice.user.id}`, alice));
    expect(list.map((r: { id: number }) => r.id)).toEqual([RECIPE]);
    expect(list[0].title).toBeTruthy();
    expect((await send("DELETE", `/api/favorites/${alice.user.id}/${RECIPE}`, alice)).status).toBe(
      204,
    );
    expect((await send("DELETE", `/api/favorites/${alice.user.id}/${RECIPE}`, alice)).status).toBe(
      204,
    );
    expect(await readJson(await send("GET", `/api/favorites/${alice.user.id}`, alice))).toEqual([]);
  });

  it("keeps newest first", async () => {
    await postJson(w, "/api/favorites", { userId: alice.user.id, recipeId: 3 }, as(alice));
    await new Promise((r) => setTimeout(r, 5));
    await postJson(w, "/api/favorites", { userId: alice.user.id, recipeId: 9 }, as(alice));
    const list = await readJson(await send("GET", `/api/favorites/${alice.user.id}`, alice));
    expect(list.map((r: { id: number }) => r.id)).toEqual([9, 3]);
  });

  it("refuses another user's favourites with 403", async () => {
    await expectError(await send("GET", `/api/favorites/${alice.user.id}`, bob), 403);
    await expectError(
      await postJson(w, "/api/favorites", { userId: alice.user.id, recipeId: 1 }, as(bob)),
      403,
    );
    await expectError(await send("DELETE", `/api/favorites/${alice.user.id}/3`, bob), 403);
    const still = await readJson(await send("GET", `/api/favorites/${alice.user.id}`, alice));
    expect(still.map((r: { id: number }) => r.id)).toContain(3);
  });

  it("asks guests to sign in (401)", async () => {
    await expectError(await send("GET", `/api/favorites/${alice.user.id}`), 401);
    await expectError(
      await postJson(w, "/api/favorites", { userId: alice.user.id, recipeId: 1 }),
      401,
    );
    await expectError(await send("DELETE", `/api/favorites/${alice.user.id}/1`), 401);
  });

  it("answers 404 for a missing recipe and 400 for bad ids", async () => {
    await expectError(
      await postJson(w, "/api/favorites", { userId: alice.user.id, recipeId: 99999 }, as(alice)),
      404,
    );
    const bad = await expectError(
      await postJson(w, "/api/favorites", { userId: alice.user.id, recipeId: "x" }, as(alice)),
      400,
    );
    expect(bad.fields?.recipeId).toBeTruthy();
    await expectError(await send("GET", "/api/favorites/abc", alice), 400);
  });
});

describe("cultural stories", () => {
  const story = {
    recipeId: RECIPE,
    title: "Grandma's Sunday dish",
    story: "Every Sunday my grandmother cooked this for the whole street.",
    badgeType: "family_tradition",
    region: "Guangdong",
    era: "1960s",
  };
  let storyId: number;

  it("lets a signed-in user tell a story, listed for everyone", async () => {
    const res = await postJson(w, "/api/cultural/stories", story, as(alice));
    expect(res.status).toBe(201);
    const created = await readJson(res);
    storyId = created.id;
    expect(created).toMatchObject({
      ...story,
      userId: alice.user.id,
      isOwn: true,
      likes: 0,
      imageUrl: null,
    });
    const list = await readJson(await send("GET", `/api/cultural/recipes/${RECIPE}/stories`));
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: storyId,
      title: story.title,
      badgeType: "family_tradition",
      likedByMe: false,
    });
    expect(list[0].author.firstName).toBe("Alice");
  });

  it("shows the story's badge on the recipe in lists, once per type", async () => {
    await postJson(w, "/api/cultural/stories", { ...story, title: "Another family one" }, as(bob));
    const recipe = await readJson(await send("GET", `/api/recipes/${RECIPE}`));
    expect(recipe.culturalBadges).toEqual(["family_tradition"]);
  });

  it("validates with the spec's messages and defaults the badge", async () => {
    const error = await expectError(
      await postJson(
        w,
        "/api/cultural/stories",
        { recipeId: RECIPE, title: "ab", story: "too short" },
        as(alice),
      ),
      400,
    );
    expect(error.fields).toMatchObject({
      title: ["Title must be at least 3 characters"],
      story: ["Story must be at least 20 characters"],
    });
    const long = await expectError(
      await postJson(w, "/api/cultural/stories", { ...story, title: "x".repeat(101) }, as(alice)),
      400,
    );
    expect(long.fields?.title).toEqual(["Title must be at most 100 characters"]);
    const badge = await expectError(
      await postJson(w, "/api/cultural/stories", { ...story, badgeType: "royal" }, as(alice)),
      400,
    );
    expect(badge.fields?.badgeType).toBeTruthy();
    const { badgeType: _omit, ...withoutBadge } = story;
    const created = await readJson(
      await postJson(w, "/api/cultural/stories", withoutBadge, as(alice)),
    );
    expect(created.badgeType).toBe("authentic_recipe");
  });

  it("answers 404 for a missing recipe and 401 for guests", async () => {
    await expectError(
      await postJson(w, "/api/cultural/stories", { ...story, recipeId: 99999 }, as(alice)),
      404,
    );
    await expectError(await postJson(w, "/api/cultural/stories", story), 401);
    await expectError(await send("GET", "/api/cultural/recipes/99999/stories"), 404);
  });

  it("counts one like per user, and takes it back", async () => {
    const like = () => send("POST", `/api/cultural/stories/${storyId}/like`, bob);
    expect(await readJson(await like())).toEqual({ id: storyId, likes: 1, liked: true });
    expect(await readJson(await like())).toEqual({ id: storyId, likes: 1, liked: true });
    const byAlice = await readJson(
      await send("POST", `/api/cultural/stories/${storyId}/like`, alice),
    );
    expect(byAlice.likes).toBe(2);
    const list = await readJson(await send("GET", `/api/cultural/recipes/${RECIPE}/stories`, bob));
    expect(list.find((s: { id: number }) => s.id === storyId)).toMatchObject({
      likes: 2,
      likedByMe: true,
    });
    expect(
      await readJson(await send("DELETE", `/api/cultural/stories/${storyId}/like`, bob)),
    ).toEqual({
      id: storyId,
      likes: 1,
      liked: false,
    });
  });

  it("refuses a guest's like with 401 and a missing story with 404", async () => {
    await expectError(await send("POST", `/api/cultural/stories/${storyId}/like`), 401);
    await expectError(await send("POST", "/api/cultural/stories/99999/like", bob), 404);
  });

  it("lets only the author edit a story", async () => {
    const edit = {
      title: "Grandma's Sunday congee",
      story: "She made it on every cold Sunday morning, for all of us.",
      badgeType: "festival_food",
    };
    const forbidden = await expectError(
      await send("PATCH", `/api/cultural/stories/${storyId}`, bob, edit),
      403,
    );
    expect(forbidden.code).toBe("forbidden");
    const res = await send("PATCH", `/api/cultural/stories/${storyId}`, alice, edit);
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({ ...edit, region: null, likes: 1 });
    await expectError(await send("PATCH", "/api/cultural/stories/99999", alice, edit), 404);
    await expectError(
      await send("PATCH", `/api/cultural/stories/${storyId}`, alice, { ...edit, story: "short" }),
      400,
    );
    await expectError(
      await send("PATCH", `/api/cultural/stories/${storyId}`, undefined, edit),
      401,
    );
  });
});

describe("comments", () => {
  const path = `/api/social/recipes/${RECIPE}/comments`;
  let aliceComment: number;

  it("adds comments with an optional rating, newest first with the author", async () => {
    const first = await postJson(w, path, { comment: "Lovely and quick.", rating: 5 }, as(alice));
    expect(first.status).toBe(201);
    aliceComment = (await readJson(first)).id;
    await new Promise((r) => setTimeout(r, 5));
    const second = await postJson(
      w,
      path,
      { comment: "  Needed more salt.  ", rating: null },
      as(bob),
    );
    expect(await readJson(second)).toMatchObject({ comment: "Needed more salt.", rating: null });
    await postJson(w, path, { comment: "Made it twice", rating: 4 }, as(bob));
    const list = await readJson(await send("GET", path));
    expect(list.map((c: { comment: string }) => c.comment)).toEqual([
      "Made it twice",
      "Needed more salt.",
      "Lovely and quick.",
    ]);
    // issue 17: public comments carry no user ids; the author sees isOwn (and their own id)
    expect(list[2]).toMatchObject({
      userId: null,
      isOwn: false,
      rating: 5,
      user: { firstName: "Alice", lastName: "Aster" },
    });
    expect(list.every((c: { userId: unknown }) => c.userId === null)).toBe(true);
    const asAlice = await readJson(await send("GET", path, alice));
    expect(asAlice.map((c: { isOwn: boolean }) => c.isOwn)).toEqual([false, false, true]);
    expect(asAlice[2].userId).toBe(alice.user.id);
    expect(asAlice[0].userId).toBeNull();
    const html = await (await send("GET", `/recipes/${RECIPE}`)).text();
    expect(html).not.toContain(`"userId":${bob.user.id}`);
  });

  it("shows the average rating to one decimal on the recipe page", async () => {
    const html = await (await send("GET", `/recipes/${RECIPE}`)).text();
    // (5 + 4) / 2 = 4.5 over the two rated comments
    expect(html).toContain("<strong>4.5</strong>");
  });

  it("refuses an empty or whitespace comment with 'Comment cannot be empty', and bad ratings", async () => {
    for (const comment of ["", "   ", undefined]) {
      const error = await expectError(await postJson(w, path, { comment }, as(alice)), 400);
      expect(error.fields?.comment).toEqual(["Comment cannot be empty"]);
    }
    for (const rating of [0.5, 6, -1, "five"]) {
      const error = await expectError(
        await postJson(w, path, { comment: "ok", rating }, as(alice)),
        400,
      );
      expect(error.fields?.rating).toEqual(["Rating must be between 1 and 5"]);
    }
  });

  it("answers 401 for guests and 404 for a missing recipe", async () => {
    await expectError(await postJson(w, path, { comment: "hi" }), 401);
    await expectError(
      await postJson(w, "/api/social/recipes/99999/comments", { comment: "hi" }, as(alice)),
      404,
    );
    await expectError(await send("GET", "/api/social/recipes/99999/comments"), 404);
  });

  it("lets only the author delete a comment", async () => {
    const forbidden = await expectError(
      await send("DELETE", `/api/social/comments/${aliceComment}`, bob),
      403,
    );
    expect(forbidden.code).toBe("forbidden");
    await expectError(await send("DELETE", `/api/social/comments/${aliceComment}`), 401);
    expect((await send("DELETE", `/api/social/comments/${aliceComment}`, alice)).status).toBe(204);
    await expectError(await send("DELETE", `/api/social/comments/${aliceComment}`, alice), 404);
    await expectError(await send("DELETE", "/api/social/comments/abc", alice), 404);
    const list = await readJson(await send("GET", path));
    expect(list.map((c: { id: number }) => c.id)).not.toContain(aliceComment);
  });
});

describe("shares", () => {
  it("records a share and answers the platform's share page for the recipe's link", async () => {
    const res = await postJson(
      w,
      "/api/social/shares",
      { recipeId: RECIPE, platform: "facebook", caption: "Yum" },
      as(alice),
    );
    expect(res.status).toBe(201);
    const share = await readJson(res);
    const recipeUrl = `${w.url.origin}/recipes/${RECIPE}`;
    expect(share).toMatchObject({
      recipeId: RECIPE,
      platform: "facebook",
      caption: "Yum",
      userId: alice.user.id,
    });
    expect(share.shareUrl).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(recipeUrl)}`,
    );
    const twitter = await readJson(
      await postJson(
        w,
        "/api/social/shares",
        { recipeId: RECIPE, platform: "twitter", caption: "Yum" },
        as(alice),
      ),
    );
    expect(twitter.shareUrl).toContain("https://twitter.com/intent/tweet?url=");
    const pinterest = await readJson(
      await postJson(
        w,
        "/api/social/shares",
        { recipeId: RECIPE, platform: "pinterest" },
        as(alice),
      ),
    );
    expect(decodeURIComponent(pinterest.shareUrl)).toContain(`${w.url.origin}/images/recipes/`);
  });

  it("gives Instagram, which has no share page, the recipe's link itself", async () => {
    const share = await readJson(
      await postJson(w, "/api/social/shares", { recipeId: RECIPE, platform: "instagram" }, as(bob)),
    );
    expect(share.shareUrl).toBe(`${w.url.origin}/recipes/${RECIPE}`);
  });

  it("lists the recipe's shares with their platform", async () => {
    const list = await readJson(await send("GET", `/api/social/recipes/${RECIPE}/shares`));
    expect(list.map((s: { platform: string }) => s.platform).sort()).toEqual([
      "facebook",
      "instagram",
      "pinterest",
      "twitter",
    ]);
  });

  it("counts every share on the recipe page's Share button, past the list's 200", async () => {
    const recipeId = 7;
    const db = await w.d1();
    const insert = db.prepare(
      "INSERT INTO social_shares (recipe_id, user_id, platform, share_url) VALUES (?, ?, 'twitter', ?)",
    );
    await db.batch(
      Array.from({ length: 205 }, (_, i) =>
        insert.bind(recipeId, alice.user.id, `https://twitter.com/intent/tweet?n=${i}`),
      ),
    );
    const page = await readJson(
      await send("GET", `/recipes/${recipeId}?_data=pages%2Frecipe-detail`, alice),
    );
    expect(page.shareCount).toBe(205);
  });

  it("validates the platform, a caption of at most 280 characters and the image URL", async () => {
    const caption = await expectError(
      await postJson(
        w,
        "/api/social/shares",
        { recipeId: RECIPE, platform: "reddit", caption: "x".repeat(281) },
        as(alice),
      ),
      400,
    );
    expect(caption.fields?.caption).toEqual(["Maximum 280 characters"]);
    const platform = await expectError(
      await postJson(w, "/api/social/shares", { recipeId: RECIPE, platform: "myspace" }, as(alice)),
      400,
    );
    expect(platform.fields?.platform).toEqual(["Please choose a platform"]);
    await expectError(
      await postJson(
        w,
        "/api/social/shares",
        { recipeId: RECIPE, platform: "reddit", imageUrl: "nope" },
        as(alice),
      ),
      400,
    );
    expect(
      (
        await postJson(
          w,
          "/api/social/shares",
          { recipeId: RECIPE, platform: "reddit", caption: "x".repeat(280) },
          as(alice),
        )
      ).status,
    ).toBe(201);
  });

  it("answers 401 for guests and 404 for a missing recipe", async () => {
    await expectError(
      await postJson(w, "/api/social/shares", { recipeId: RECIPE, platform: "reddit" }),
      401,
    );
    await expectError(
      await postJson(w, "/api/social/shares", { recipeId: 99999, platform: "reddit" }, as(alice)),
      404,
    );
    await expectError(await send("GET", "/api/social/recipes/99999/shares"), 404);
  });
});

// issue 17: one account posted 200 cultural stories in 8.6 s (stories listed oldest first and
// capped at 200, so a later real story disappeared for good); 60 one-star comments by one user
// moved an average from 5.0 to 1.1.
describe("the share dialog's post (the recipe page's action, intent share)", () => {
  const OTHER = 6;
  /** A form post as the dialog's fetcher sends it (`_data`: the action's data, not the page). */
  const postShare = (fields: Record<string, string>) =>
    w.fetch(`/recipes/${OTHER}?_data=${encodeURIComponent("pages/recipe-detail")}`, {
      method: "POST",
      headers: {
        ...as(alice),
        Origin: w.url.origin,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ intent: "share", ...fields }).toString(),
    });
  const platforms = async () =>
    (await readJson(await send("GET", `/api/social/recipes/${OTHER}/shares`))).map(
      (s: { platform: string }) => s.platform,
    );

  it("records the share with the API's service and answers the platform's page", async () => {
    const res = await postShare({ platform: "pinterest", caption: "From the page" });
    expect(res.status).toBe(201);
    const body = await readJson(res);
    expect(body.intent).toBe("share");
    expect(body.shared.platform).toBe("pinterest");
    expect(body.shared.shareUrl).toMatch(/^https:\/\/(www\.)?pinterest\.com\//);
    expect(decodeURIComponent(body.shared.shareUrl)).toContain(`/recipes/${OTHER}`);
    expect(await platforms()).toEqual(["pinterest"]);
  });

  it("refuses what the API refuses, with the form's messages, and records nothing", async () => {
    const long = await postShare({ platform: "reddit", caption: "x".repeat(281) });
    expect(long.status).toBe(400);
    expect((await readJson(long)).result.error).toEqual({ caption: ["Maximum 280 characters"] });
    const none = await postShare({ caption: "No platform" });
    expect(none.status).toBe(400);
    expect((await readJson(none)).result.error).toEqual({ platform: ["Please choose a platform"] });
    expect(await platforms()).toEqual(["pinterest"]);
  });
});

describe("content that cannot be turned against other users", () => {
  const FLOOD_RECIPE = 12;

  it("limits how many stories one user posts, lists them newest first, and pages to every one", async () => {
    const flooder = await registerUser(w, { firstName: "Flo" });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await postJson(
        w,
        "/api/cultural/stories",
        {
          recipeId: FLOOD_RECIPE,
          title: `Flood ${i}`,
          story: "A story told only to push the others out of sight.",
        },
        as(flooder),
      );
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
        expectErrorShape(await readJson(res));
      }
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);

    const real = await postJson(
      w,
      "/api/cultural/stories",
      {
        recipeId: FLOOD_RECIPE,
        title: "Grandma's way",
        story: "We made it every Sunday in winter.",
      },
      as(alice),
    );
    expect(real.status).toBe(201);
    const first = await send("GET", `/api/cultural/recipes/${FLOOD_RECIPE}/stories?limit=4`);
    const page = await readJson(first);
    expect(page[0].title).toBe("Grandma's way");
    expect(page).toHaveLength(4);
    // every story is reachable by following the pages
    const titles: string[] = page.map((s: { title: string }) => s.title);
    let link = first.headers.get("link");
    while (link) {
      const next = /^<([^>]+)>; rel="next"$/.exec(link)![1];
      const res = await send("GET", next);
      titles.push(...(await readJson(res)).map((s: { title: string }) => s.title));
      link = res.headers.get("link");
    }
    expect(titles).toHaveLength(11);
    expect(new Set(titles).size).toBe(11);
    // and on the recipe page: the newest ten, then a link to the older one
    const html = await (await send("GET", `/recipes/${FLOOD_RECIPE}`)).text();
    expect(html).toContain("Grandma&#x27;s way");
    expect(html).toContain("Show older stories");
    const older = /href="([^"]*storiesBefore=\d+[^"]*)"/.exec(html)![1].replace(/&amp;/g, "&");
    const olderHtml = await (await send("GET", older)).text();
    expect(olderHtml).toContain("Flood 0");
    expect(olderHtml).toContain("Back to the newest stories");
  });

  it("counts one rating per person: a new rating replaces the old, and comments are limited", async () => {
    const path = `/api/social/recipes/${FLOOD_RECIPE}/comments`;
    const fan = await registerUser(w);
    const critic = await registerUser(w);
    expect((await postJson(w, path, { comment: "Perfect.", rating: 5 }, as(fan))).status).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await postJson(w, path, { comment: `Awful ${i}`, rating: 1 }, as(critic));
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(statuses[30]).toBe(429);
    const html = await (await send("GET", `/recipes/${FLOOD_RECIPE}`)).text();
    // (5 + 1) / 2 people
    expect(html).toContain("<strong>3.0</strong>");
    const db = await w.d1();
    const rated = await db
      .prepare(
        "SELECT count(*) AS n FROM recipe_comments WHERE recipe_id = ? AND user_id = ? AND rating IS NOT NULL",
      )
      .bind(FLOOD_RECIPE, critic.user.id)
      .first<{ n: number }>();
    expect(rated?.n).toBe(1);
    // the fan changes their mind: the new rating replaces the old one
    await postJson(w, path, { comment: "Still good, a bit salty.", rating: 4 }, as(fan));
    const after = await (await send("GET", `/recipes/${FLOOD_RECIPE}`)).text();
    expect(after).toContain("<strong>2.5</strong>");
  });

  it("stores share links on our own origin whatever the Host header says", async () => {
    const res = await request(new URL("/api/social/shares", w.url), {
      method: "POST",
      headers: {
        host: "evil.example",
        "content-type": "application/json",
        cookie: alice.cookie,
      },
      body: JSON.stringify({ recipeId: FLOOD_RECIPE, platform: "facebook" }),
    });
    expect(res.statusCode).toBe(201);
    const share = (await res.body.json()) as { shareUrl: string; imageUrl: string };
    expect(share.shareUrl).not.toContain("evil.example");
    expect(decodeURIComponent(share.shareUrl)).toMatch(/u=http:\/\/localhost(:\d+)?\/recipes\//);
    expect(share.imageUrl).not.toContain("evil.example");
    const page = await request(new URL(`/recipes/${FLOOD_RECIPE}`, w.url), {
      headers: { host: "evil.example" },
    });
    const html = await page.body.text();
    expect(html).not.toContain("evil.example");
  });
});
