/**
 * Fuzzing the recipe social APIs (cultural stories and likes, comments, shares): at least 300
 * malformed requests per endpoint, no 5xx, refusals exact and in the error shape, stores
 * unchanged by refused requests. The harness and its property: test/helpers/fuzz.ts.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  commentSchema,
  createStorySchema,
  shareSchema,
  updateStorySchema,
} from "~/domain/schemas/recipes";
import { postJson, readJson } from "../helpers/auth";
import {
  Fuzzer,
  fuzzWrongMethods,
  idSegments,
  ignoredBodies,
  jsonBodies,
  jsonBody,
  param,
  queries,
  recipeStyleId,
  signedIn,
  weirdString,
  wrongMethodSpec,
} from "../helpers/fuzz";
import { startWorker, type TestWorker } from "../helpers/worker";

let w: TestWorker;
let fuzzer: Fuzzer;
const fixtures = { storyId: 0, commentId: 0 };

const story = {
  recipeId: 1,
  title: "Grandmother's congee",
  story: "We made this every winter morning, with ginger from the market down the road.",
  badgeType: "family_tradition",
  region: "Guangdong",
  era: "1950s",
  imageUrl: "https://example.com/congee.jpg",
};

beforeAll(async () => {
  w = await startWorker();
  fuzzer = await Fuzzer.start(w);
  const cookie = { Cookie: fuzzer.user.cookie };
  const created = await postJson(w, "/api/cultural/stories", story, cookie);
  expect(created.status).toBe(201);
  fixtures.storyId = (await readJson(created)).id;
  const comment = await postJson(
    w,
    "/api/social/recipes/1/comments",
    { comment: "Lovely" },
    cookie,
  );
  expect(comment.status).toBe(201);
  fixtures.commentId = (await readJson(comment)).id;
});
afterAll(() => w?.dispose());

const TIMEOUT = 180_000;
const recipeIds = ["1", "2", "17", "42", "01"];
const recipeId = () => idSegments(undefined, recipeIds);
const storyHints = {
  title: fc.oneof(fc.constantFrom("Nonna's sauce", "Abc"), weirdString),
  story: fc.oneof(
    fc.constant("A story long enough to tell: twenty characters at least."),
    weirdString,
  ),
  imageUrl: fc.oneof(fc.webUrl(), weirdString),
  recipeId: fc.oneof(fc.integer({ min: 1, max: 100 }), fc.constantFrom("1", "999999999")),
};

describe("cultural stories", () => {
  it("GET /api/cultural/recipes/{id}/stories", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "GET /api/cultural/recipes/{id}/stories",
      acceptedStatuses: [200, 404],
      method: "GET",
      path: "/api/cultural/recipes/:id/stories",
      params: { id: recipeId() },
      query: queries(["limit", "badgeType"]),
      cookies: fc.constantFrom("user", "none", "garbage"),
      steps: [param("id", recipeStyleId)],
    });
  });

  it("POST /api/cultural/stories", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "POST /api/cultural/stories",
      // 429: the per-user limit on stories (issue 17) is reached by the fuzzer's many valid ones
      acceptedStatuses: [201, 404, 429],
      method: "POST",
      path: "/api/cultural/stories",
      body: jsonBodies(createStorySchema, {
        examples: [
          story,
          { recipeId: 2, title: "Harvest", story: "Every autumn we cooked it together." },
        ],
        hints: storyHints,
      }),
      steps: [signedIn, jsonBody(createStorySchema)],
    });
  });

  it("PATCH /api/cultural/stories/{id}", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "PATCH /api/cultural/stories/{id}",
      method: "PATCH",
      path: "/api/cultural/stories/:id",
      params: { id: idSegments(() => fixtures.storyId) },
      body: jsonBodies(updateStorySchema, {
        examples: [{ title: story.title, story: story.story, badgeType: "regional_specialty" }],
        hints: storyHints,
      }),
      steps: [signedIn, param("id", recipeStyleId), jsonBody(updateStorySchema)],
    });
  });

  for (const method of ["POST", "DELETE"]) {
    it(`${method} /api/cultural/stories/{id}/like`, { timeout: TIMEOUT }, async () => {
      await fuzzer.fuzz({
        name: `${method} /api/cultural/stories/{id}/like`,
        method,
        path: "/api/cultural/stories/:id/like",
        params: { id: idSegments(() => fixtures.storyId) },
        body: ignoredBodies,
        steps: [signedIn, param("id", recipeStyleId)],
      });
    });
  }
});

describe("comments and shares", () => {
  it("GET /api/social/recipes/{id}/comments", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "GET /api/social/recipes/{id}/comments",
      acceptedStatuses: [200, 404],
      method: "GET",
      path: "/api/social/recipes/:id/comments",
      params: { id: recipeId() },
      query: queries(["limit", "offset"]),
      cookies: fc.constantFrom("user", "none"),
      steps: [param("id", recipeStyleId)],
    });
  });

  it("POST /api/social/recipes/{id}/comments", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "POST /api/social/recipes/{id}/comments",
      method: "POST",
      path: "/api/social/recipes/:id/comments",
      params: { id: recipeId() },
      body: jsonBodies(commentSchema, {
        examples: [
          { comment: "Lovely!", rating: 5 },
          { comment: "A bit salty" },
          { comment: "Ok", rating: "" },
        ],
        hints: { comment: fc.oneof(weirdString, fc.constant("Great recipe")) },
      }),
      // the body is read before the recipe id
      steps: [signedIn, jsonBody(commentSchema), param("id", recipeStyleId)],
    });
  });

  it("DELETE /api/social/comments/{id}", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "DELETE /api/social/comments/{id}",
      method: "DELETE",
      path: "/api/social/comments/:id",
      params: { id: idSegments(() => fixtures.commentId) },
      body: ignoredBodies,
      steps: [signedIn, param("id", recipeStyleId)],
    });
  });

  it("GET /api/social/recipes/{id}/shares", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "GET /api/social/recipes/{id}/shares",
      acceptedStatuses: [200, 404],
      method: "GET",
      path: "/api/social/recipes/:id/shares",
      params: { id: recipeId() },
      query: queries(["platform"]),
      cookies: fc.constantFrom("user", "none"),
      steps: [param("id", recipeStyleId)],
    });
  });

  it("POST /api/social/shares", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "POST /api/social/shares",
      acceptedStatuses: [201, 404, 429],
      method: "POST",
      path: "/api/social/shares",
      body: jsonBodies(shareSchema, {
        examples: [
          { recipeId: 1, platform: "twitter", caption: "Try this" },
          { recipeId: "2", platform: "instagram", imageUrl: "https://example.com/a.png" },
        ],
        hints: {
          recipeId: storyHints.recipeId,
          caption: fc.oneof(weirdString, fc.constant("Dinner tonight")),
          imageUrl: storyHints.imageUrl,
        },
      }),
      steps: [signedIn, jsonBody(shareSchema)],
    });
  });
});

describe("methods these routes do not accept", () => {
  it("answer 405 in the error shape", { timeout: TIMEOUT }, async () => {
    await fuzzWrongMethods(fuzzer, [
      wrongMethodSpec("/api/cultural/recipes/{id}/stories", "/api/cultural/recipes/:id/stories", [
        "GET",
      ]),
      wrongMethodSpec("/api/cultural/stories", "/api/cultural/stories", ["POST"]),
      wrongMethodSpec("/api/cultural/stories/{id}", "/api/cultural/stories/:id", ["PATCH"]),
      wrongMethodSpec("/api/cultural/stories/{id}/like", "/api/cultural/stories/:id/like", [
        "POST",
        "DELETE",
      ]),
      wrongMethodSpec("/api/social/recipes/{id}/comments", "/api/social/recipes/:id/comments", [
        "GET",
        "POST",
      ]),
      wrongMethodSpec("/api/social/comments/{id}", "/api/social/comments/:id", ["DELETE"]),
      wrongMethodSpec("/api/social/recipes/{id}/shares", "/api/social/recipes/:id/shares", ["GET"]),
      wrongMethodSpec("/api/social/shares", "/api/social/shares", ["POST"]),
    ]);
  });
});
