/**
 * The owner matrix (issue 10 point 5): every endpoint that reads or changes a user's data, acted on
 * by three callers against what user A made.
 *
 * - B, another signed-in user: on A's resource (named by id in the path or the body) B gets 403 or
 *   404 in the JSON error shape, the same answer as for an id that names nothing (a 404 says nothing
 *   about existence), and the database is unchanged, row for row. On a collection (no id) B reads
 *   and writes only B's own rows: no private text of A's is in the answer and A's rows are unchanged.
 * - a guest: 401 in the error shape for signed-in APIs (200 for public reads), a redirect to /auth
 *   for protected pages; nothing changes.
 * - A, the owner (the control, run last): the very request B was refused succeeds for A, so B's
 *   refusal is about ownership, not a wrong path or body.
 *
 * Guards at the end fail when a route file is neither in the matrix nor declared public, when a
 * matrix route serves a method the matrix does not cover, or when a new table has no owner rule.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  expectErrorShape,
  freshIp,
  latestMail,
  readJson,
  registerUser,
  tokenFrom,
} from "../helpers/auth";
import { ownerFilter, userTables, type TableInfo } from "../helpers/owned-tables";
import { startWorker, waitFor, type TestWorker } from "../helpers/worker";

type Session = Awaited<ReturnType<typeof registerUser>>;
type Method = "GET" | "POST" | "PATCH" | "DELETE";
type Call = { method: Method; path: string; body?: unknown };

/** What A (and, for cross-parent attempts, B) made before the matrix runs. */
type Ids = {
  a: number;
  b: number;
  recipe: number;
  otherRecipe: number;
  story: number;
  comment: number;
  plan: number;
  planJob: string;
  populateJob: string;
  updateJob: string;
  list: number;
  item: number;
  checkedItem: number;
  bList: number;
  bItem: number;
  saved: number;
  log: number;
  goal: number;
  achievements: number[];
  analysis: number;
  swapRecipe: number;
  /** the token of A's verification email */
  verifyToken: string;
  /** A's imported (private) recipe */
  ownRecipe: number;
};

/** A valid review of the recipe import (app/routes/recipes.import.tsx). */
function importedRecipeFields(title: string): Record<string, string> {
  return {
    title,
    description: "",
    servings: "2",
    totalTime: "20",
    cuisine: "",
    mealType: "lunch",
    ingredients: "1 cup cooked rice\n2 large eggs",
    instructions: "Fry the eggs.\nServe on the rice.",
  };
}

/** Ids that name nothing, in place of A's: a refused 404 must read exactly like these. */
const NOTHING = 999_999_999;
const NO_JOB = "00000000-0000-4000-8000-00000000dead";

const appDir = path.resolve(import.meta.dirname, "../../app");
const routesDir = path.join(appDir, "routes");
/** Route modules: app/routes/* by file name, and the pages remix.config.js declares (app/pages/*). */
const routeSource = (file: string) =>
  readFileSync(
    file.startsWith("pages/") ? path.join(appDir, file) : path.join(routesDir, file),
    "utf8",
  );

let w: TestWorker;
let db: D1Database;
let a: Session;
let b: Session;
let ids: Ids;
const tag = `zq${Date.now().toString(36)}`;
/** Text only A may ever see; it must not appear in any answer to B or to a guest. */
let privateText: string[];

// ---------------------------------------------------------------- the matrix

type Refused = {
  kind: "refused";
  /** the route file under app/routes */
  route: string;
  method: Method;
  /** what the row checks, when the method alone does not say */
  label?: string;
  call: (ids: Ids) => Call;
  status: 403 | 404;
  code: string;
  /** A's status for the same call (the control), null when the call is not A's to make */
  owner: number | null;
  /** waits for what A's control call started (a queued job) so later rows see a still database */
  ownerSettle?: (body: any) => Promise<void>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** 401 for signed-in APIs (the default); 404 for a public read of a private thing */
  guest?: 401 | 404;
};

type Scoped = {
  kind: "scoped";
  route: string;
  method: Method;
  label?: string;
  call: (ids: Ids) => Call;
  /** B's status */
  status: number;
  /** the answer is B's own (beyond carrying none of A's private text) */
  check?: (body: any, ids: Ids) => void; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** puts A's data in the state the row needs, before the "unchanged" snapshot */
  arrange?: (ids: Ids) => Promise<void>;
  /** waits for what B started (a queued job) so later rows see a still database */
  settle?: (body: any) => Promise<void>; // eslint-disable-line @typescript-eslint/no-explicit-any
  cleanup?: (ids: Ids) => Promise<void>;
  /** 401 for signed-in APIs; 200 for public reads */
  guest: 401 | 200;
};

type Entry = Refused | Scoped;

const story = {
  title: "Grandmother's table",
  story: "Every autumn the whole village cooked this together in one pot.",
  badgeType: "family_tradition",
};

const MATRIX: Entry[] = [
  // ---- imported recipes (ADR 038, 046): A's private recipe, read and edited through the API
  {
    kind: "refused",
    route: "api.recipes.$id.ts",
    method: "GET",
    call: (ids) => ({ method: "GET", path: `/api/recipes/${ids.ownRecipe}` }),
    status: 404,
    code: "not_found",
    owner: 200,
    guest: 404,
  },
  {
    kind: "refused",
    route: "api.recipes.$id.ts",
    method: "PATCH",
    call: (ids) => ({
      method: "PATCH",
      path: `/api/recipes/${ids.ownRecipe}`,
      body: { title: "B's title", servings: 3 },
    }),
    status: 404,
    code: "not_found",
    owner: 200,
  },
  {
    kind: "scoped",
    route: "api.recipes.import.ts",
    method: "POST",
    label: "saves a pasted recipe: B's own, private",
    call: () => ({
      method: "POST",
      path: "/api/recipes/import",
      body: {
        text: "B's porridge\nServes 1\nTotal time: 10 minutes\nIngredients\n- 1 cup rolled oats\n- 1 cup milk\nMethod\n1. Simmer.",
        save: true,
      },
    }),
    status: 201,
    check: (body, ids) =>
      expect(body.recipe).toMatchObject({ ownerId: ids.b, title: "B's porridge" }),
    cleanup: async (ids) => {
      await db
        .prepare("DELETE FROM recipes WHERE owner_id = ? AND title = ?")
        .bind(ids.b, "B's porridge")
        .run();
    },
    guest: 401,
  },
  // ---- profile
  {
    kind: "scoped",
    route: "api.profile.ts",
    method: "GET",
    call: () => ({ method: "GET", path: "/api/profile" }),
    status: 200,
    check: (body, ids) => expect(body.userId).toBe(ids.b),
    guest: 401,
  },
  {
    kind: "scoped",
    route: "api.profile.ts",
    method: "POST",
    label: "with A's userId in the body",
    call: (ids) => ({
      method: "POST",
      path: "/api/profile",
      body: {
        userId: ids.a,
        gender: "male",
        age: 41,
        height: 180,
        weight: 82,
        activityLevel: "light",
      },
    }),
    status: 200,
    check: (body, ids) => expect(body).toMatchObject({ userId: ids.b, age: 41 }),
    guest: 401,
  },
  {
    kind: "scoped",
    route: "api.profile.ts",
    method: "PATCH",
    label: "with A's userId in the body",
    call: (ids) => ({
      method: "PATCH",
      path: "/api/profile",
      body: { userId: ids.a, dislikedIngredients: ["celery"] },
    }),
    status: 200,
    check: (body, ids) =>
      expect(body).toMatchObject({ userId: ids.b, dislikedIngredients: ["celery"] }),
    guest: 401,
  },
  {
    kind: "refused",
    route: "api.user-profiles.$userId.ts",
    method: "GET",
    call: (ids) => ({ method: "GET", path: `/api/user-profiles/${ids.a}` }),
    status: 403,
    code: "forbidden",
    owner: 200,
  },
  {
    kind: "scoped",
    route: "api.auth.user.ts",
    method: "GET",
    call: () => ({ method: "GET", path: "/api/auth/user" }),
    status: 200,
    check: (body, ids) => expect(body.id).toBe(ids.b),
    guest: 401,
  },

  // ---- the account (export, deletion)
  {
    kind: "scoped",
    route: "api.account.export.ts",
    method: "GET",
    call: () => ({ method: "GET", path: "/api/account/export" }),
    status: 200,
    check: (body, ids) => {
      expect(body.userId).toBe(ids.b);
      expect(body.tables.users.map((u: { id: number }) => u.id)).toEqual([ids.b]);
    },
    guest: 401,
  },
  {
    kind: "scoped",
    route: "api.account.ts",
    method: "DELETE",
    label: "with a password that is not B's: refused, nobody's account goes",
    call: () => ({ method: "DELETE", path: "/api/account", body: { password: "correct horse!" } }),
    status: 403,
    guest: 401,
  },

  // ---- favourites
  {
    kind: "refused",
    route: "api.favorites.$userId.ts",
    method: "GET",
    call: (ids) => ({ method: "GET", path: `/api/favorites/${ids.a}` }),
    status: 403,
    code: "forbidden",
    owner: 200,
  },
  {
    kind: "refused",
    route: "api.favorites.ts",
    method: "POST",
    label: "in A's name",
    call: (ids) => ({
      method: "POST",
      path: "/api/favorites",
      body: { userId: ids.a, recipeId: ids.otherRecipe },
    }),
    status: 403,
    code: "forbidden",
    owner: 201,
  },
  {
    kind: "refused",
    route: "api.favorites.$userId.$recipeId.ts",
    method: "DELETE",
    call: (ids) => ({ method: "DELETE", path: `/api/favorites/${ids.a}/${ids.recipe}` }),
    status: 403,
    code: "forbidden",
    owner: 204,
  },

  // ---- cultural stories, likes, comments, shares (public to read; only the author edits)
  {
    kind: "scoped",
    route: "api.cultural.stories.ts",
    method: "POST",
    label: "with A's userId in the body",
    call: (ids) => ({
      method: "POST",
      path: "/api/cultural/stories",
      body: { ...story, recipeId: ids.recipe, userId: ids.a },
    }),
    status: 201,
    check: (body, ids) => expect(body.userId).toBe(ids.b),
    guest: 401,
  },
  {
    kind: "refused",
    route: "api.cultural.stories.$id.ts",
    method: "PATCH",
    call: (ids) => ({
      method: "PATCH",
      path: `/api/cultural/stories/${ids.story}`,
      body: { ...story, title: "Rewritten by someone else" },
    }),
    status: 403,
    code: "forbidden",
    owner: 200,
  },
  {
    kind: "scoped",
    route: "api.cultural.stories.$id.like.ts",
    method: "POST",
    label: "likes A's story: B's like only",
    call: (ids) => ({ method: "POST", path: `/api/cultural/stories/${ids.story}/like` }),
    status: 200,
    check: (body) => expect(body).toMatchObject({ liked: true, likes: 2 }),
    guest: 401,
  },
  {
    kind: "scoped",
    route: "api.cultural.stories.$id.like.ts",
    method: "DELETE",
    label: "unlikes A's story: A's like stays",
    call: (ids) => ({ method: "DELETE", path: `/api/cultural/stories/${ids.story}/like` }),
    status: 200,
    check: (body) => expect(body).toMatchObject({ liked: false, likes: 1 }),
    guest: 401,
  },
  {
    kind: "scoped",
    route: "api.cultural.recipes.$id.stories.ts",
    method: "GET",
    label: "public; likedByMe and isOwn are the viewer's, no author id",
    call: (ids) => ({ method: "GET", path: `/api/cultural/recipes/${ids.recipe}/stories` }),
    status: 200,
    check: (body, ids) => {
      const told = body.find((s: { id: number }) => s.id === ids.story);
      expect(told).toMatchObject({ userId: null, isOwn: false, likedByMe: false });
    },
    guest: 200,
  },
  {
    kind: "scoped",
    route: "api.social.recipes.$id.comments.ts",
    method: "GET",
    label: "public; authors' names only, no author id",
    call: (ids) => ({ method: "GET", path: `/api/social/recipes/${ids.recipe}/comments` }),
    status: 200,
    check: (body, ids) => {
      const written = body.find((c: { id: number }) => c.id === ids.comment);
      expect(written).toMatchObject({ userId: null, isOwn: false });
    },
    guest: 200,
  },
  {
    kind: "scoped",
    route: "api.social.recipes.$id.comments.ts",
    method: "POST",
    label: "with A's userId in the body",
    call: (ids) => ({
      method: "POST",
      path: `/api/social/recipes/${ids.recipe}/comments`,
      body: { comment: "Lovely with lemon.", rating: 4, userId: ids.a },
    }),
    status: 201,
    check: (body, ids) => expect(body.userId).toBe(ids.b),
    guest: 401,
  },
  {
    kind: "refused",
    route: "api.social.comments.$id.ts",
    method: "DELETE",
    call: (ids) => ({ method: "DELETE", path: `/api/social/comments/${ids.comment}` }),
    status: 403,
    code: "forbidden",
    owner: 204,
  },
  {
    kind: "scoped",
    route: "api.social.shares.ts",
    method: "POST",
    label: "with A's userId in the body",
    call: (ids) => ({
      method: "POST",
      path: "/api/social/shares",
      body: { recipeId: ids.recipe, platform: "reddit", caption: "Try it", userId: ids.a },
    }),
    status: 201,
    check: (body, ids) => expect(body.userId).toBe(ids.b),
    guest: 401,
  },

  // ---- meal plans and jobs
  {
    kind: "scoped",
    route: "api.meal-plans.ts",
    method: "GET",
    call: () => ({ method: "GET", path: "/api/meal-plans" }),
    status: 200,
    check: (body, ids) => {
      expect(body.map((p: { id: number }) => p.id)).not.toContain(ids.plan);
      for (const plan of body) expect(plan.userId).toBe(ids.b);
    },
    guest: 401,
  },
  {
    kind: "refused",
    route: "api.meal-plans.$id.ts",
    method: "GET",
    call: (ids) => ({ method: "GET", path: `/api/meal-plans/${ids.plan}` }),
    status: 404,
    code: "not_found",
    owner: 200,
  },
  {
    kind: "refused",
    route: "api.meal-plans.$id.swap.ts",
    method: "GET",
    call: (ids) => ({ method: "GET", path: `/api/meal-plans/${ids.plan}/swap?day=0&slot=lunch` }),
    status: 404,
    code: "not_found",
    owner: 200,
  },
  {
    kind: "refused",
    route: "api.meal-plans.$id.swap.ts",
    method: "POST",
    call: (ids) => ({
      method: "POST",
      path: `/api/meal-plans/${ids.plan}/swap`,
      body: { day: 0, slot: "lunch", recipeId: ids.swapRecipe },
    }),
    status: 404,
    code: "not_found",
    owner: 200,
  },
  {
    kind: "refused",
    route: "api.meal-plans.$id.shopping-list.ts",
    method: "POST",
    call: (ids) => ({ method: "POST", path: `/api/meal-plans/${ids.plan}/shopping-list` }),
    status: 404,
    code: "not_found",
    owner: 201,
  },
  {
    kind: "refused",
    route: "api.meal-plans.$id.locks.ts",
    method: "POST",
    call: (ids) => ({
      method: "POST",
      path: `/api/meal-plans/${ids.plan}/locks`,
      body: { day: 1, slot: "dinner", locked: true },
    }),
    status: 404,
    code: "not_found",
    owner: 200,
  },
  {
    kind: "refused",
    route: "api.meal-plans.$id.regenerate.ts",
    method: "POST",
    call: (ids) => ({
      method: "POST",
      path: `/api/meal-plans/${ids.plan}/regenerate`,
      body: { day: 2 },
    }),
    status: 404,
    code: "not_found",
    owner: 202,
    ownerSettle: (body) => jobDone(a, body.jobId),
  },
  {
    kind: "scoped",
    route: "api.meal-plans.generate.ts",
    method: "POST",
    call: () => ({ method: "POST", path: "/api/meal-plans/generate" }),
    status: 202,
    settle: (body) => jobDone(b, body.jobId),
    guest: 401,
  },
  {
    kind: "refused",
    route: "api.jobs.$id.ts",
    method: "GET",
    label: "A's meal-plan job",
    call: (ids) => ({ method: "GET", path: `/api/jobs/${ids.planJob}` }),
    status: 404,
    code: "not_found",
    owner: 200,
  },
  {
    kind: "refused",
    route: "api.jobs.$id.ts",
    method: "GET",
    label: "A's recipe job",
    call: (ids) => ({ method: "GET", path: `/api/jobs/${ids.populateJob}` }),
    status: 404,
    code: "not_found",
    owner: 200,
  },
  {
    kind: "scoped",
    route: "api.cuisine-recipes.populate.ts",
    method: "POST",
    label: "while A's same job runs: B gets a job of B's own",
    call: () => ({
      method: "POST",
      path: "/api/cuisine-recipes/populate",
      body: { cuisine: "French" },
    }),
    status: 202,
    arrange: (ids) => setJobStatus(ids.populateJob, "running"),
    check: (body, ids) => expect(body.jobId).not.toBe(ids.populateJob),
    settle: (body) => jobDone(b, body.jobId),
    cleanup: (ids) => setJobStatus(ids.populateJob, "completed"),
    guest: 401,
  },
  {
    kind: "scoped",
    route: "api.recipe-agent.update-all-recipes.ts",
    method: "POST",
    label: "while A's same job runs: B gets a job of B's own",
    call: (ids) => ({
      method: "POST",
      path: "/api/recipe-agent/update-all-recipes",
      body: { recipeId: ids.recipe },
    }),
    status: 202,
    arrange: (ids) => setJobStatus(ids.updateJob, "running"),
    check: (body, ids) => expect(body.jobId).not.toBe(ids.updateJob),
    settle: (body) => jobDone(b, body.jobId),
    cleanup: (ids) => setJobStatus(ids.updateJob, "completed"),
    guest: 401,
  },
  {
    kind: "scoped",
    route: "api.recipe-agent.populate.ts",
    method: "POST",
    label: "administrators only (ADMIN_EMAILS): 403 for B",
    call: () => ({ method: "POST", path: "/api/recipe-agent/populate", body: {} }),
    status: 403,
    guest: 401,
  },

  // ---- account emails (issue 17)
  {
    kind: "scoped",
    route: "api.verify-email.ts",
    method: "POST",
    label: "with A's emailed token: 400, A's address stays unverified",
    call: (ids) => ({
      method: "POST",
      path: "/api/verify-email",
      body: { token: ids.verifyToken },
    }),
    status: 400,
    check: (body) => expect(body.error.code).toBe("invalid_token"),
    guest: 401,
  },
  {
    kind: "scoped",
    route: "api.verify-email.resend.ts",
    method: "POST",
    label: "a new link to B's own address",
    call: () => ({ method: "POST", path: "/api/verify-email/resend" }),
    status: 202,
    guest: 401,
  },

  // ---- shopping lists
  {
    kind: "scoped",
    route: "api.shopping-lists.ts",
    method: "GET",
    call: () => ({ method: "GET", path: "/api/shopping-lists" }),
    status: 200,
    check: (body, ids) => {
      const listIds = body.lists.map((l: { id: number }) => l.id);
      expect(listIds).toContain(ids.bList);
      expect(listIds).not.toContain(ids.list);
    },
    guest: 401,
  },
  {
    kind: "scoped",
    route: "api.shopping-lists.ts",
    method: "POST",
    call: () => ({
      method: "POST",
      path: "/api/shopping-lists",
      body: { name: "Party", items: [{ name: "Limes" }] },
    }),
    status: 201,
    guest: 401,
  },
  {
    kind: "scoped",
    route: "api.shopping-lists.from-diet-plan.ts",
    method: "POST",
    call: () => ({
      method: "POST",
      path: "/api/shopping-lists/from-diet-plan",
      body: { planId: "keto" },
    }),
    status: 201,
    guest: 401,
  },
  {
    kind: "refused",
    route: "api.shopping-lists.$listId.ts",
    method: "GET",
    call: (ids) => ({ method: "GET", path: `/api/shopping-lists/${ids.list}` }),
    status: 404,
    code: "not_found",
    owner: 200,
  },
  {
    kind: "refused",
    route: "api.shopping-lists.$listId.items.ts",
    method: "POST",
    call: (ids) => ({
      method: "POST",
      path: `/api/shopping-lists/${ids.list}/items`,
      body: { name: "Planted by B" },
    }),
    status: 404,
    code: "not_found",
    owner: 201,
  },
  {
    kind: "refused",
    route: "api.shopping-lists.$listId.recipes.ts",
    method: "POST",
    call: (ids) => ({
      method: "POST",
      path: `/api/shopping-lists/${ids.list}/recipes`,
      body: { recipeId: ids.recipe },
    }),
    status: 404,
    code: "not_found",
    owner: 201,
  },
  {
    kind: "refused",
    route: "api.shopping-lists.$listId.items.$itemId.ts",
    method: "PATCH",
    call: (ids) => ({
      method: "PATCH",
      path: `/api/shopping-lists/${ids.list}/items/${ids.item}`,
      body: { checked: true, name: "Changed by B" },
    }),
    status: 404,
    code: "not_found",
    owner: 200,
  },
  {
    kind: "refused",
    route: "api.shopping-lists.$listId.items.$itemId.ts",
    method: "PATCH",
    label: "A's item through B's own list",
    call: (ids) => ({
      method: "PATCH",
      path: `/api/shopping-lists/${ids.bList}/items/${ids.item}`,
      body: { checked: true },
    }),
    status: 404,
    code: "not_found",
    owner: null,
  },
  {
    kind: "refused",
    route: "api.shopping-lists.$listId.items.$itemId.ts",
    method: "PATCH",
    label: "B's own item into A's list",
    call: (ids) => ({
      method: "PATCH",
      path: `/api/shopping-lists/${ids.list}/items/${ids.bItem}`,
      body: { checked: true },
    }),
    status: 404,
    code: "not_found",
    owner: null,
  },
  {
    kind: "refused",
    route: "api.shopping-lists.$listId.items.$itemId.ts",
    method: "DELETE",
    label: "A's item through B's own list",
    call: (ids) => ({
      method: "DELETE",
      path: `/api/shopping-lists/${ids.bList}/items/${ids.item}`,
    }),
    status: 404,
    code: "not_found",
    owner: null,
  },
  {
    kind: "refused",
    route: "api.shopping-lists.$listId.items.$itemId.ts",
    method: "DELETE",
    call: (ids) => ({
      method: "DELETE",
      path: `/api/shopping-lists/${ids.list}/items/${ids.item}`,
    }),
    status: 404,
    code: "not_found",
    owner: 204,
  },
  {
    kind: "refused",
    route: "api.shopping-lists.$listId.checked-items.ts",
    method: "DELETE",
    call: (ids) => ({
      method: "DELETE",
      path: `/api/shopping-lists/${ids.list}/checked-items`,
      body: { itemIds: [ids.item] },
    }),
    status: 404,
    code: "not_found",
    owner: 200,
  },
  {
    kind: "refused",
    route: "api.shopping-lists.$listId.ts",
    method: "DELETE",
    call: (ids) => ({ method: "DELETE", path: `/api/shopping-lists/${ids.list}` }),
    status: 404,
    code: "not_found",
    owner: 204,
  },

  // ---- saved built-in items
  {
    kind: "scoped",
    route: "api.saved-items.ts",
    method: "GET",
    call: () => ({ method: "GET", path: "/api/saved-items" }),
    status: 200,
    check: (body, ids) =>
      expect(body.items.map((i: { id: number }) => i.id)).not.toContain(ids.saved),
    guest: 401,
  },
  {
    kind: "scoped",
    route: "api.saved-items.ts",
    method: "POST",
    label: "the item A saved: a new row of B's (201)",
    call: () => ({
      method: "POST",
      path: "/api/saved-items",
      body: { kind: "smoothie-plan", itemId: "detox-cleanse" },
    }),
    status: 201,
    check: (body, ids) => expect(body.id).not.toBe(ids.saved),
    guest: 401,
  },
  {
    kind: "refused",
    route: "api.saved-items.$id.ts",
    method: "DELETE",
    call: (ids) => ({ method: "DELETE", path: `/api/saved-items/${ids.saved}` }),
    status: 404,
    code: "not_found",
    owner: 204,
  },

  // ---- wellness: nutrition log, health metrics, goals, achievements, foods
  {
    kind: "scoped",
    route: "api.nutrition-logs.ts",
    method: "GET",
    call: () => ({ method: "GET", path: "/api/nutrition-logs" }),
    status: 200,
    check: (body, ids) => expect(body.map((e: { id: number }) => e.id)).not.toContain(ids.log),
    guest: 401,
  },
  {
    kind: "scoped",
    route: "api.nutrition-logs.ts",
    method: "POST",
    call: () => ({
      method: "POST",
      path: "/api/nutrition-logs",
      body: { mealType: "snack", foodName: "Apple", calories: 95, protein: 0, carbs: 25, fat: 0 },
    }),
    status: 201,
    guest: 401,
  },
  {
    kind: "refused",
    route: "api.nutrition-logs.$id.ts",
    method: "DELETE",
    call: (ids) => ({ method: "DELETE", path: `/api/nutrition-logs/${ids.log}` }),
    status: 404,
    code: "not_found",
    owner: 204,
  },
  {
    kind: "scoped",
    route: "api.health-metrics.ts",
    method: "GET",
    call: () => ({ method: "GET", path: "/api/health-metrics" }),
    status: 200,
    check: (body) => expect(body).toEqual([]),
    guest: 401,
  },
  {
    kind: "scoped",
    route: "api.health-metrics.ts",
    method: "POST",
    label: "the day A logged: a new entry of B's (201), not a merge into A's",
    call: () => ({ method: "POST", path: "/api/health-metrics", body: { waterIntake: 2.5 } }),
    status: 201,
    check: (body) => expect(body).toMatchObject({ waterIntake: 2.5, notes: null }),
    guest: 401,
  },
  {
    kind: "scoped",
    route: "api.wellness-goals.ts",
    method: "GET",
    call: () => ({ method: "GET", path: "/api/wellness-goals" }),
    status: 200,
    check: (body, ids) => expect(body.map((g: { id: number }) => g.id)).not.toContain(ids.goal),
    guest: 401,
  },
  {
    kind: "scoped",
    route: "api.wellness-goals.ts",
    method: "POST",
    call: () => ({
      method: "POST",
      path: "/api/wellness-goals",
      body: { title: "Walk more", targetValue: 5, unit: "km" },
    }),
    status: 201,
    guest: 401,
  },
  {
    kind: "refused",
    route: "api.wellness-goals.$id.ts",
    method: "PATCH",
    call: (ids) => ({
      method: "PATCH",
      path: `/api/wellness-goals/${ids.goal}`,
      body: { currentValue: 9, title: "Changed by B" },
    }),
    status: 404,
    code: "not_found",
    owner: 200,
  },
  {
    kind: "refused",
    route: "api.wellness-goals.$id.complete.ts",
    method: "POST",
    call: (ids) => ({ method: "POST", path: `/api/wellness-goals/${ids.goal}/complete` }),
    status: 404,
    code: "not_found",
    owner: 200,
  },
  {
    kind: "refused",
    route: "api.wellness-goals.$id.ts",
    method: "DELETE",
    call: (ids) => ({ method: "DELETE", path: `/api/wellness-goals/${ids.goal}` }),
    status: 404,
    code: "not_found",
    owner: 204,
  },
  {
    kind: "scoped",
    route: "api.achievements.ts",
    method: "GET",
    call: () => ({ method: "GET", path: "/api/achievements" }),
    status: 200,
    check: (body, ids) => {
      const mine = body.map((x: { id: number }) => x.id);
      for (const id of ids.achievements) expect(mine).not.toContain(id);
    },
    guest: 401,
  },
  {
    kind: "scoped",
    route: "api.foods.ts",
    method: "GET",
    label: "signed-in only; the shared food table",
    call: () => ({ method: "GET", path: "/api/foods?q=rice" }),
    status: 200,
    guest: 401,
  },

  // ---- food analyses
  {
    kind: "refused",
    route: "api.food-analyses.$id.log.ts",
    method: "POST",
    call: (ids) => ({
      method: "POST",
      path: `/api/food-analyses/${ids.analysis}/log`,
      body: { mealType: "dinner" },
    }),
    status: 404,
    code: "not_found",
    owner: 201,
  },
];

/**
 * API route files with no owner: they read no session, or use the signed-in caller's own profile
 * only to personalise (nothing of anyone's is addressable through them). Each says why.
 */
const PUBLIC_API: Record<string, string> = {
  "api.$.ts": "unknown /api paths: 404 in the error shape",
  "api.callback.ts": "identity-provider callback: signs the caller in",
  "api.login.ts": "sign-in",
  "api.logout.ts": "ends the caller's own session",
  "api.register.ts": "sign-up",
  "api.password-reset.ts": "asks for a reset link; the same answer for any address",
  "api.password-reset.confirm.ts": "a reset token names its own account (no session read)",
  "api.recipes.ts": "public catalogue; personalized=true ranks by the caller's own profile",
  "api.cuisine-recipes.$cuisine.ts": "public catalogue",
  "api.cuisine-recipes.cuisines.ts": "public catalogue",
  "api.diet-plans.$planId.recipes.ts": "public catalogue",
  "api.social.recipes.$id.shares.ts": "public list of a recipe's shares (no session read)",
  "api.recipe-agent.search.ts":
    "public search; a signed-in caller's own stored profile ranks (never another user's)",
  "api.nutricoach.chat.ts": "public coach; a signed-in caller's own profile; nothing stored",
  "api.nutricoach.deep-research.ts": "public coach; a signed-in caller's own profile",
  "api.multi-agent.analyze-comprehensive.ts":
    "public analysis; stored for the signed-in caller (their history: /food-analysis row)",
  "api.recipe-agent.analyze-image.ts": "public analysis; stored for the signed-in caller",
  "api.multi-agent.analyze-video-frame.ts": "public frame analysis; never stored",
  "api.foods.parse.ts":
    "public food-text reading (guests allowed); the caller's id only keys its rate limit; nothing stored",
};

type PageEntry = {
  route: string;
  path: (ids: Ids) => string;
  access: "protected" | "public";
  /** B's loader data is B's own */
  check?: (data: any, ids: Ids) => void; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** B's status when the page names A's thing (404: not B's, like a missing one); else 200 */
  status?: 404;
};

const PAGES: PageEntry[] = [
  {
    route: "profile.tsx",
    path: () => "/profile",
    access: "protected",
    check: (data, ids) => {
      expect(data.firstName).toBe("Bruno");
      expect(JSON.stringify(data)).not.toContain(`"id":${ids.goal},`);
    },
  },
  {
    route: "meal-plan.tsx",
    // A's plan's swap options and A's list named in the URL (ADR 041): B sees neither
    path: (ids) => `/meal-plan?plan=${ids.plan}&day=1&swap=lunch&shopping=${ids.list}`,
    access: "protected",
    check: (data, ids) => {
      expect(data.plans.map((p: { id: number }) => p.id)).not.toContain(ids.plan);
      // the swap dialog is about B's own newest plan, if B has one
      if (data.plans.length === 0) expect(data.swap).toBeNull();
      expect(data.shopping).toBeNull();
    },
  },
  {
    route: "shopping-list.tsx",
    path: (ids) => `/shopping-list?list=${ids.list}`,
    access: "protected",
    check: (data, ids) => {
      expect(data.activeId).not.toBe(ids.list);
      expect(data.lists.map((l: { id: number }) => l.id)).not.toContain(ids.list);
    },
  },
  { route: "diet-plans.tsx", path: () => "/diet-plans", access: "protected" },
  {
    route: "settings.tsx",
    path: () => "/settings",
    access: "protected",
    check: (data) => expect(data.email).toBe(b.user.email),
  },
  { route: "physical-info.tsx", path: () => "/physical-info", access: "protected" },
  {
    route: "dietary-preferences.tsx",
    path: () => "/dietary-preferences",
    access: "protected",
  },
  {
    route: "recipe-admin.tsx",
    path: () => "/recipe-admin",
    access: "protected",
    check: (data, ids) => {
      const jobs = data.jobs.map((j: { id: string }) => j.id);
      expect(jobs).not.toContain(ids.populateJob);
      expect(jobs).not.toContain(ids.updateJob);
    },
  },
  {
    route: "food-analysis.tsx",
    path: () => "/food-analysis",
    access: "public",
    check: (data, ids) =>
      expect(data.history.map((h: { id: number }) => h.id)).not.toContain(ids.analysis),
  },
  {
    route: "smoothie-meal-plans.tsx",
    path: () => "/smoothie-meal-plans",
    access: "public",
    check: (data, ids) =>
      expect(data.saved.map((s: { id: number }) => s.id)).not.toContain(ids.saved),
  },
  {
    route: "recommendations.tsx",
    path: () => "/recommendations",
    access: "public",
    check: (data, ids) => expect(data.favoriteIds).not.toContain(ids.recipe),
  },
  {
    route: "pages/recipe-detail.tsx",
    path: (ids) => `/recipes/${ids.recipe}`,
    access: "public",
    check: (data, ids) => {
      expect(data.favoriteIds).not.toContain(ids.recipe);
      expect(data.stories.find((s: { id: number }) => s.id === ids.story).likedByMe).toBe(false);
    },
  },
  {
    route: "recipe-collection.tsx",
    path: () => "/recipe-collection",
    access: "public",
    check: (data, ids) => {
      expect(data.favoriteIds).not.toContain(ids.recipe);
      expect(data.favorites.map((r: { id: number }) => r.id)).not.toContain(ids.recipe);
    },
  },
  {
    route: "recipe-search.tsx",
    path: () => "/recipe-search",
    access: "public",
    check: (data, ids) => expect(data.favoriteIds).not.toContain(ids.recipe),
  },
  { route: "onboarding.tsx", path: () => "/onboarding?step=preferences", access: "public" },
  {
    route: "verify-email.tsx",
    path: (ids) => `/verify-email?token=${ids.verifyToken}`,
    access: "protected",
    // A's token is not B's: B sees only their own address, and no token
    check: (data) => expect(data).toMatchObject({ token: null, emailVerified: false }),
  },
  {
    route: "recipes.import.tsx",
    path: () => "/recipes/import",
    access: "protected",
    check: (data, ids) =>
      expect(data.own.map((r: { id: number }) => r.id)).not.toContain(ids.ownRecipe),
  },
  {
    route: "pages/recipe-edit.tsx",
    path: (ids) => `/recipes/${ids.ownRecipe}/edit`,
    access: "protected",
    status: 404,
  },
  {
    route: "recipes.export.tsx",
    path: () => "/recipes/export",
    access: "protected",
    check: (data, ids) =>
      expect(data.recipes.map((r: { id: number }) => r.id)).not.toContain(ids.ownRecipe),
  },
  {
    route: "recipes.export[.]jsonld.ts",
    path: () => "/recipes/export.jsonld",
    access: "protected",
    check: (data, ids) =>
      expect(data.map((r: { url: string }) => r.url.split("/").pop())).not.toContain(
        String(ids.ownRecipe),
      ),
  },
  {
    route: "nutricoach.tsx",
    path: () => "/nutricoach",
    access: "public",
    check: (data) => expect(data.firstName).toBe("Bruno"),
  },
];

/** Page and resource routes that read no user's data. */
const PUBLIC_PAGES: Record<string, string> = {
  "_index.tsx": "landing page",
  "pages/not-found.tsx": "not-found page",
  "auth.tsx": "sign-in and sign-up forms (a signed-in visitor is only redirected)",
  "faq.tsx": "built-in content",
  "nutrition-guide.tsx": "built-in content",
  "ar-measurement.tsx": "built-in content",
  "forgot-password.tsx": "a form; the answer is the same for any address",
  "reset-password.tsx": "a form for the account the emailed token names",
  "dev.outbox.tsx": "development outbox: every message, but 404 outside development and tests",
  "images.recipe-art.$file.ts": "artwork of public recipes",
  "images.recipe.$id.ts": "a redirect to a public recipe's picture",
  "images.recipe-photos.$id.$file.ts": "photos of public recipes",
};

/** Page actions for a visitor who is signed out: no owned change to match against a user. */
const SIGNED_OUT_ACTIONS: Record<string, string> = {
  "auth.tsx": "sign in and register",
  "forgot-password.tsx": "a reset link to the address typed, the same answer for any address",
  "reset-password.tsx": "a new password for the account the emailed token names",
};

/**
 * Page actions (forms posted to a page route, conform + intent): what B posts, each valid. B's
 * posts change only B's rows; a guest's are sent to /auth. `own`: made by a fresh user instead of B
 * (it would end B's sessions).
 */
type PagePost = {
  intent: string;
  /** static, or built from the ids (A's rows, which B's post must not change) */
  fields: Record<string, string> | ((ids: Ids) => Record<string, string>);
  status: number;
  own?: true;
  /** the page's path when the file name is not it (a page with a URL parameter) */
  path?: (ids: Ids) => string;
  /** the post queues a job of the caller's: wait until no job is left so later rows see a still database */
  settle?: true;
  /** where a guest's post goes when it is not /auth (the onboarding steps: the spec's notice on /onboarding) */
  guestTo?: string;
  /** a public intent: a guest's post is answered with this status, and nothing is stored */
  guestStatus?: number;
};
const PAGE_ACTIONS: Record<string, PagePost[]> = {
  "meal-plan.tsx": [
    { intent: "generate", fields: {}, status: 302, settle: true },
    ...(["lock", "unlock"] as const).map((intent) => ({
      intent,
      fields: (ids: Ids) => ({ planId: String(ids.plan), day: "1", slot: "lunch" }),
      status: 302,
    })),
    ...(["regenerate-day", "regenerate-rest"] as const).map((intent) => ({
      intent,
      fields: (ids: Ids) => ({ planId: String(ids.plan), day: "3" }),
      status: 302,
    })),
    {
      intent: "swap",
      fields: (ids: Ids) => ({
        planId: String(ids.plan),
        day: "1",
        slot: "lunch",
        recipeId: String(ids.recipe),
      }),
      status: 302,
    },
    { intent: "shopping-list", fields: (ids: Ids) => ({ planId: String(ids.plan) }), status: 302 },
  ],
  "smoothie-meal-plans.tsx": [
    { intent: "save", fields: { kind: "smoothie-plan", itemId: "detox-cleanse" }, status: 302 },
    { intent: "unsave", fields: (ids) => ({ id: String(ids.saved) }), status: 302 },
  ],
  "diet-plans.tsx": [
    { intent: "choose-plan", fields: { plan: "keto" }, status: 200 },
    { intent: "shopping-list", fields: { planId: "paleo", level: "low" }, status: 302 },
  ],
  // app/http/profile-step-actions.server.ts (ADR 041): B's steps change B's profile only
  "onboarding.tsx": [
    {
      intent: "physical",
      fields: {
        gender: "male",
        age: "41",
        height: "181",
        weight: "80",
        activityLevel: "moderate",
        goal: "maintenance",
      },
      status: 302,
      guestTo: "/onboarding",
    },
    {
      intent: "preferences",
      fields: { dietaryRestrictions: "vegan", cuisinePreferences: "Thai" },
      status: 302,
      guestTo: "/onboarding",
    },
  ],
  "physical-info.tsx": [
    {
      intent: "physical",
      fields: { gender: "female", age: "35", height: "165", weight: "60", activityLevel: "light" },
      status: 302,
      guestTo: "/onboarding",
    },
    // the shared action's other step is not this page's: refused
    { intent: "preferences", fields: {}, status: 400, guestTo: "/onboarding" },
  ],
  "dietary-preferences.tsx": [
    {
      intent: "preferences",
      fields: { dietaryRestrictions: "vegetarian" },
      status: 302,
      guestTo: "/onboarding",
    },
    { intent: "physical", fields: {}, status: 400, guestTo: "/onboarding" },
  ],
  // app/http/wellness-actions.server.ts (ADR 041): B logs for B; B names A's meal and goal
  "profile.tsx": [
    { intent: "log-metrics", fields: { dialog: "water", waterIntake: "1.5" }, status: 302 },
    {
      intent: "log-meal",
      fields: {
        mode: "manual",
        mealType: "lunch",
        foodName: "B's toast",
        calories: "120",
        protein: "4",
        carbs: "20",
        fat: "2",
      },
      status: 302,
    },
    { intent: "delete-meal", fields: (ids) => ({ id: String(ids.log) }), status: 302 },
    { intent: "create-goal", fields: { title: "B's goal" }, status: 302 },
    {
      intent: "goal-progress",
      fields: (ids) => ({ goalId: String(ids.goal), currentValue: "3" }),
      status: 302,
    },
    { intent: "complete-goal", fields: (ids) => ({ goalId: String(ids.goal) }), status: 302 },
    { intent: "delete-goal", fields: (ids) => ({ goalId: String(ids.goal) }), status: 302 },
  ],
  "settings.tsx": [
    {
      intent: "goal",
      fields: { goal: "weightLoss", weeklyPace: "0.5", macroPreset: "highProtein" },
      status: 302,
    },
    {
      intent: "body",
      fields: { gender: "male", age: "40", height: "180", weight: "82", activityLevel: "light" },
      status: 302,
    },
    {
      intent: "preferences",
      fields: { dietaryRestrictions: "vegan", cuisinePreferences: "Thai" },
      status: 302,
    },
    { intent: "accept-target", fields: {}, status: 302 },
    { intent: "dismiss-target", fields: {}, status: 302 },
    { intent: "reset-target", fields: {}, status: 302 },
    {
      intent: "password",
      fields: {
        currentPassword: "not B's password",
        newPassword: "another one",
        confirmPassword: "another one",
      },
      status: 403,
    },
    { intent: "delete-account", fields: { password: "not B's password" }, status: 403 },
    { intent: "sign-out-everywhere", fields: {}, status: 302, own: true },
  ],
  // app/http/shopping-list-actions.server.ts (ADR 041): B names A's list and items
  "shopping-list.tsx": [
    { intent: "create-list", fields: { name: "B's party" }, status: 302 },
    { intent: "delete-list", fields: (ids) => ({ listId: String(ids.list) }), status: 302 },
    {
      intent: "add-item",
      fields: (ids) => ({ listId: String(ids.list), name: "B's limes" }),
      status: 302,
    },
    {
      intent: "toggle-item",
      fields: (ids) => ({ listId: String(ids.list), itemId: String(ids.item), checked: "true" }),
      status: 302,
    },
    {
      intent: "delete-item",
      fields: (ids) => ({ listId: String(ids.list), itemId: String(ids.item) }),
      status: 302,
    },
    {
      intent: "remove-checked",
      fields: (ids) => ({ listId: String(ids.list), itemIds: String(ids.checkedItem) }),
      status: 302,
    },
    {
      intent: "add-recipe",
      fields: (ids) => ({ listId: String(ids.list), recipeId: String(ids.recipe) }),
      status: 302,
    },
  ],
  // app/http/recipe-page-actions.server.ts (ADR 041): B's posts about A's recipe page and comment
  "pages/recipe-detail.tsx": [
    // photos: recipe administrators only (B is not one)
    { intent: "upload-photo", fields: {}, status: 403, path: () => "/recipes/1" },
    { intent: "remove-photo", fields: {}, status: 403, path: () => "/recipes/1" },
    { intent: "favorite", fields: {}, status: 302, path: (ids) => `/recipes/${ids.recipe}` },
    { intent: "unfavorite", fields: {}, status: 302, path: (ids) => `/recipes/${ids.recipe}` },
    {
      intent: "comment",
      fields: { comment: "B's own comment", rating: "3" },
      status: 302,
      path: (ids) => `/recipes/${ids.recipe}`,
    },
    {
      intent: "delete-comment",
      fields: (ids) => ({ commentId: String(ids.comment) }),
      status: 302,
      path: (ids) => `/recipes/${ids.recipe}`,
    },
    {
      intent: "add-story",
      fields: { title: "B's own story", story: "B tells the story of this dish at home." },
      status: 302,
      path: (ids) => `/recipes/${ids.recipe}`,
    },
    {
      intent: "edit-story",
      fields: (ids) => ({
        storyId: String(ids.story),
        title: "B rewrites it",
        story: "B tries to rewrite the story of someone else.",
      }),
      status: 302,
      path: (ids) => `/recipes/${ids.recipe}`,
    },
    // the share dialog's post: B's share only (the answer carries it, for the platform's page)
    {
      intent: "share",
      fields: { platform: "facebook", caption: "B shares this" },
      status: 201,
      path: (ids) => `/recipes/${ids.recipe}`,
    },
    // B's own like of A's story (the count is public, left out of A's rows)
    ...(["like-story", "unlike-story"] as const).map((intent) => ({
      intent,
      fields: (ids: Ids) => ({ storyId: String(ids.story) }),
      status: 302,
      path: (ids: Ids) => `/recipes/${ids.recipe}`,
    })),
    // "Update recipe details": B's own maintenance job for A's recipe page (the API's service)
    {
      intent: "update-details",
      fields: {},
      status: 202,
      settle: true,
      path: (ids) => `/recipes/${ids.recipe}`,
    },
  ],
  // app/http/recipe-admin-actions.server.ts (ADR 041): B's jobs are B's (the API's service)
  "recipe-admin.tsx": [
    { intent: "populate", fields: { cuisine: "French" }, status: 302, settle: true },
    { intent: "fill-instructions", fields: { cuisine: "French" }, status: 302, settle: true },
    { intent: "update-all", fields: {}, status: 302, settle: true },
    // generating is for administrators (B is not one)
    { intent: "generate", fields: { count: "1" }, status: 403 },
  ],
  // app/http/account-email-actions.server.ts (ADR 041): A's emailed token is not B's
  "verify-email.tsx": [
    { intent: "verify", fields: (ids) => ({ token: ids.verifyToken }), status: 400 },
    { intent: "resend", fields: {}, status: 302 },
  ],
  // ADR 046: A's recipe is not B's to edit, the same 404 as for no recipe
  "pages/recipe-edit.tsx": [
    {
      intent: "check",
      fields: importedRecipeFields("B's check"),
      status: 404,
      path: (ids) => `/recipes/${ids.ownRecipe}/edit`,
    },
    {
      intent: "update",
      fields: importedRecipeFields("B's edit"),
      status: 404,
      path: (ids) => `/recipes/${ids.ownRecipe}/edit`,
    },
    { intent: "share", fields: {}, status: 404, path: (ids) => `/recipes/${ids.ownRecipe}/edit` },
    {
      intent: "unshare",
      fields: {},
      status: 404,
      path: (ids) => `/recipes/${ids.ownRecipe}/edit`,
    },
  ],
  "food-analysis.tsx": [
    // public (spec 2 section 6): B's analysis is stored as B's; a guest's is stored nowhere
    {
      intent: "analyze",
      fields: { mode: "multi-agent", description: "1 apple" },
      status: 200,
      guestStatus: 200,
    },
    // A's analysis is not B's to log: the same 404 as for no analysis
    {
      intent: "log-meal",
      fields: (ids) => ({ analysisId: String(ids.analysis), mealType: "lunch" }),
      status: 404,
    },
    // a camera frame (public, never stored); a form with no frame is refused before any model
    { intent: "video-frame", fields: {}, status: 400, guestStatus: 400 },
  ],
  "ar-measurement.tsx": [
    // Analyze's frame: the basic analysis of /food-analysis (public; B's is stored as B's)
    {
      intent: "analyze",
      fields: { mode: "basic", description: "1 apple" },
      status: 200,
      guestStatus: 200,
    },
  ],
  "recipes.import.tsx": [
    // A's recipe is not B's to delete: the same 404 as for no recipe
    { intent: "delete", fields: (ids) => ({ recipeId: String(ids.ownRecipe) }), status: 404 },
    {
      intent: "text",
      fields: { text: "Toast\nIngredients\n1 slice bread\nMethod\nToast it." },
      status: 200,
    },
    // refused before any connection (no network in tests)
    { intent: "link", fields: { url: "http://10.0.0.1/recipe" }, status: 400 },
    { intent: "check", fields: importedRecipeFields("B's check"), status: 200 },
    { intent: "save", fields: importedRecipeFields("B's own recipe"), status: 302 },
  ],
};

// ---------------------------------------------------------------- helpers

function request(s: Session | null, call: Call) {
  const headers: Record<string, string> = { "CF-Connecting-IP": freshIp() };
  if (s) headers.Cookie = s.cookie;
  if (call.body !== undefined) headers["Content-Type"] = "application/json";
  return w.fetch(call.path, {
    method: call.method,
    headers,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
}

async function asJson(s: Session | null, call: Call, status: number) {
  const res = await request(s, call);
  const text = await res.text();
  expect(res.status, `${call.method} ${call.path}: ${text}`).toBe(status);
  return text ? JSON.parse(text) : null;
}

/** No job queued or running any more (what a page post started has ended). */
async function jobsIdle() {
  await waitFor(async () => {
    const row = await db
      .prepare("SELECT count(*) AS n FROM jobs WHERE status IN ('queued', 'running')")
      .first<{ n: number }>();
    return row?.n === 0;
  });
}

async function jobDone(s: Session, jobId: string) {
  await waitFor(async () => {
    const res = await request(s, { method: "GET", path: `/api/jobs/${jobId}` });
    expect(res.status).toBe(200);
    const job = (await res.json()) as { status: string };
    return job.status === "completed" || job.status === "failed";
  });
}

async function setJobStatus(jobId: string, status: string) {
  await db.prepare("UPDATE jobs SET status = ? WHERE id = ?").bind(status, jobId).run();
}

function withNothing(ids: Ids): Ids {
  return {
    ...ids,
    a: NOTHING,
    story: NOTHING,
    comment: NOTHING,
    plan: NOTHING,
    planJob: NO_JOB,
    populateJob: NO_JOB,
    updateJob: NO_JOB,
    list: NOTHING,
    item: NOTHING,
    checkedItem: NOTHING,
    saved: NOTHING,
    log: NOTHING,
    goal: NOTHING,
    analysis: NOTHING,
    ownRecipe: NOTHING,
  };
}

function expectNoPrivateText(text: string) {
  for (const secret of privateText) expect(text).not.toContain(secret);
}

function rowName(e: Entry): string {
  return `${e.method} ${e.route}${e.label ? ` (${e.label})` : ""}`;
}

// ---------------------------------------------------------------- database snapshots

let tablesCache: TableInfo[] | undefined;
let snapshotStatements: D1PreparedStatement[] | undefined;

/**
 * Every row of every user table, and a digest of the recipes: nothing may differ after a refusal.
 * Each table comes back as one text, a line per row (in rowid order) of every column's SQL literal
 * (quote(): exact for text, numbers and blobs), so the 311 catalogue recipes cross Miniflare's
 * binding proxy as one string instead of 1 MB of row objects (twice per test; issue 20 point 6).
 * The statements are prepared once and reused.
 */
async function everything() {
  tablesCache ??= await userTables(db);
  snapshotStatements ??= [
    ...tablesCache.map((t) =>
      db.prepare(
        `SELECT count(*) AS n, group_concat(${t.columns
          .map((c) => `quote("${c}")`)
          .join(" || ',' || ")}, char(10) ORDER BY rowid) AS rows FROM ${t.name}`,
      ),
    ),
    db.prepare(
      "SELECT count(*) AS n, max(updated_at) AS updated, total(calories) AS kcal, total(length(ingredients)) AS ing FROM recipes",
    ),
  ];
  const results = await db.batch(snapshotStatements);
  return Object.fromEntries(
    [...tablesCache.map((t) => t.name), "recipes digest"].map((name, i) => [
      name,
      results[i].results,
    ]),
  );
}

/** A's rows (a story's like count, public and changed by anyone's like, left out). */
async function rowsOf(userId: number) {
  tablesCache ??= await userTables(db);
  const results = await db.batch(
    tablesCache.map((t) => {
      const filter = ownerFilter(t);
      if (!filter) throw new Error(`no owner rule for table ${t.name}`);
      return db.prepare(`SELECT * FROM ${t.name} WHERE ${filter} ORDER BY rowid`).bind(userId);
    }),
  );
  return Object.fromEntries(
    tablesCache.map((t, i) => [
      t.name,
      (results[i].results as Record<string, unknown>[]).map((row) => {
        if (t.name !== "cultural_stories") return row;
        const { likes: _likes, ...rest } = row;
        return rest;
      }),
    ]),
  );
}

// ---------------------------------------------------------------- A's data

beforeAll(async () => {
  w = await startWorker({ retryDelay: 0 });
  db = await w.d1();
  a = await registerUser(w, { firstName: "Alma", lastName: "Ortiz" });
  b = await registerUser(w, { firstName: "Bruno", lastName: "Keller" });

  const recipes = await asJson(null, { method: "GET", path: "/api/recipes?limit=2" }, 200);
  const [recipe, otherRecipe] = recipes.map((r: { id: number }) => r.id);
  const secret = {
    dislike: `${tag}quince`,
    list: `List ${tag}`,
    item: `Item ${tag}`,
    checked: `Checked ${tag}`,
    food: `Food ${tag}`,
    notes: `Notes ${tag}`,
    goal: `Goal ${tag}`,
    recipe: `Recipe ${tag}`,
  };
  privateText = [...Object.values(secret), a.user.email, a.registration.username as string];

  await asJson(
    a,
    { method: "PATCH", path: "/api/profile", body: { dislikedIngredients: [secret.dislike] } },
    200,
  );
  await asJson(
    a,
    { method: "POST", path: "/api/favorites", body: { userId: a.user.id, recipeId: recipe } },
    201,
  );
  const told = await asJson(
    a,
    { method: "POST", path: "/api/cultural/stories", body: { ...story, recipeId: recipe } },
    201,
  );
  await asJson(a, { method: "POST", path: `/api/cultural/stories/${told.id}/like` }, 200);
  const comment = await asJson(
    a,
    {
      method: "POST",
      path: `/api/social/recipes/${recipe}/comments`,
      body: { comment: "Made it twice this week.", rating: 5 },
    },
    201,
  );
  await asJson(
    a,
    { method: "POST", path: "/api/social/shares", body: { recipeId: recipe, platform: "twitter" } },
    201,
  );

  // the queue runs A's jobs: a meal plan, and two catalogue jobs
  const generated = await asJson(a, { method: "POST", path: "/api/meal-plans/generate" }, 202);
  const populate = await asJson(
    a,
    { method: "POST", path: "/api/cuisine-recipes/populate", body: { cuisine: "French" } },
    202,
  );
  const update = await asJson(
    a,
    { method: "POST", path: "/api/recipe-agent/update-all-recipes", body: { recipeId: recipe } },
    202,
  );
  for (const job of [generated.jobId, populate.jobId, update.jobId]) await jobDone(a, job);
  const planJob = await asJson(a, { method: "GET", path: `/api/jobs/${generated.jobId}` }, 200);
  expect(planJob.status).toBe("completed");
  const plan = planJob.result.planId as number;
  const swap = await asJson(
    a,
    { method: "GET", path: `/api/meal-plans/${plan}/swap?day=0&slot=lunch` },
    200,
  );
  expect(swap.options.length).toBeGreaterThan(0);

  const list = await asJson(
    a,
    {
      method: "POST",
      path: "/api/shopping-lists",
      body: { name: secret.list, items: [{ name: secret.item }, { name: secret.checked }] },
    },
    201,
  );
  const item = list.items.find((i: { name: string }) => i.name === secret.item);
  const checkedItem = list.items.find((i: { name: string }) => i.name === secret.checked);
  await asJson(
    a,
    {
      method: "PATCH",
      path: `/api/shopping-lists/${list.id}/items/${checkedItem.id}`,
      body: { checked: true },
    },
    200,
  );
  const bList = await asJson(
    b,
    {
      method: "POST",
      path: "/api/shopping-lists",
      body: { name: "Mine", items: [{ name: "Leeks" }] },
    },
    201,
  );

  const saved = await asJson(
    a,
    {
      method: "POST",
      path: "/api/saved-items",
      body: { kind: "smoothie-plan", itemId: "detox-cleanse" },
    },
    201,
  );
  const log = await asJson(
    a,
    {
      method: "POST",
      path: "/api/nutrition-logs",
      body: {
        mealType: "lunch",
        foodName: secret.food,
        calories: 520,
        protein: 30,
        carbs: 60,
        fat: 14,
      },
    },
    201,
  );
  await asJson(
    a,
    {
      method: "POST",
      path: "/api/health-metrics",
      body: { waterIntake: 1.5, notes: secret.notes },
    },
    201,
  );
  const goal = await asJson(
    a,
    {
      method: "POST",
      path: "/api/wellness-goals",
      body: { title: secret.goal, targetValue: 10, unit: "km", currentValue: 2 },
    },
    201,
  );
  const achievements = await asJson(a, { method: "GET", path: "/api/achievements" }, 200);
  expect(achievements.length).toBeGreaterThan(0);

  const form = new FormData();
  form.set("description", "1 cup cooked rice, 150 g grilled chicken");
  const analysed = await w.fetch("/api/multi-agent/analyze-comprehensive", {
    method: "POST",
    headers: { Cookie: a.cookie, "CF-Connecting-IP": freshIp() },
    body: form as unknown as BodyInit,
  });
  expect(analysed.status).toBe(200);
  const analysis = (await readJson(analysed)).analysisId as number;

  // A's imported recipe, private to A (the import page's action: a pasted text, then save)
  const imported = await w.fetch("/recipes/import", {
    method: "POST",
    headers: {
      Cookie: a.cookie,
      "CF-Connecting-IP": freshIp(),
      Origin: w.url.origin,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({
      intent: "save",
      ...importedRecipeFields(secret.recipe),
    }).toString(),
  });
  expect(imported.status).toBe(302);
  const ownRecipe = Number(/\/recipes\/(\d+)$/.exec(imported.headers.get("location") ?? "")?.[1]);
  expect(ownRecipe).toBeGreaterThan(0);

  const verifyMail = await latestMail(w, a.user.email);
  ids = {
    ownRecipe,
    verifyToken: tokenFrom(verifyMail!.text, "/verify-email"),
    a: a.user.id,
    b: b.user.id,
    recipe,
    otherRecipe,
    story: told.id,
    comment: comment.id,
    plan,
    planJob: generated.jobId,
    populateJob: populate.jobId,
    updateJob: update.jobId,
    list: list.id,
    item: item.id,
    checkedItem: checkedItem.id,
    bList: bList.id,
    bItem: bList.items[0].id,
    saved: saved.id,
    log: log.id,
    goal: goal.id,
    achievements: achievements.map((x: { id: number }) => x.id),
    analysis,
    swapRecipe: swap.options[0].recipeId,
  };
}, 120_000);
afterAll(() => w?.dispose());

// ---------------------------------------------------------------- the columns

describe("B, another signed-in user, on A's data", () => {
  const refused = MATRIX.filter((e): e is Refused => e.kind === "refused");
  const scoped = MATRIX.filter((e): e is Scoped => e.kind === "scoped");

  it.each(refused.map((e) => [rowName(e), e] as const))(
    "%s: refused, same answer as for nothing, nothing changes",
    async (_name, entry) => {
      const before = await everything();
      const res = await request(b, entry.call(ids));
      const text = await res.text();
      expect(res.status, text).toBe(entry.status);
      const body = JSON.parse(text);
      expectErrorShape(body);
      expect(body.error.code).toBe(entry.code);
      expectNoPrivateText(text);
      expect(await everything()).toEqual(before);

      if (entry.status === 404) {
        const nothing = await request(b, entry.call(withNothing(ids)));
        expect(nothing.status).toBe(404);
        expect(await nothing.json()).toEqual(body);
      }
    },
  );

  it.each(scoped.map((e) => [rowName(e), e] as const))(
    "%s: B's own data only, A's rows unchanged",
    async (_name, entry) => {
      await entry.arrange?.(ids);
      const before = await rowsOf(ids.a);
      const res = await request(b, entry.call(ids));
      const text = await res.text();
      expect(res.status, text).toBe(entry.status);
      expectNoPrivateText(text);
      const body = text ? JSON.parse(text) : null;
      if (res.status >= 400) expectErrorShape(body);
      entry.check?.(body, ids);
      await entry.settle?.(body);
      expect(await rowsOf(ids.a)).toEqual(before);
      await entry.cleanup?.(ids);
    },
  );

  it.each(PAGES.map((p) => [p.route, p] as const))(
    "page %s: B's loader data carries nothing of A's",
    async (_name, page) => {
      const before = await rowsOf(ids.a);
      const url = new URL(page.path(ids), "http://x");
      // the route id: "routes/<file>" for flat routes, "pages/<file>" for the ones remix.config.js declares
      const routeId = page.route.replace(/\.tsx?$/, "");
      url.searchParams.set("_data", routeId.startsWith("pages/") ? routeId : `routes/${routeId}`);
      const res = await request(b, { method: "GET", path: `${url.pathname}${url.search}` });
      const text = await res.text();
      expect(res.status, text).toBe(page.status ?? 200);
      expectNoPrivateText(text);
      if (!page.status) page.check?.(JSON.parse(text), ids);
      expect(await rowsOf(ids.a)).toEqual(before);
    },
  );
});

describe("a guest", () => {
  it.each(MATRIX.map((e) => [rowName(e), e] as const))(
    "%s: 401 in the error shape (200 for public reads), nothing changes",
    async (_name, entry) => {
      const before = await everything();
      const expected = entry.kind === "refused" ? (entry.guest ?? 401) : entry.guest;
      const res = await request(null, entry.call(ids));
      const text = await res.text();
      expect(res.status, text).toBe(expected);
      expectNoPrivateText(text);
      if (expected !== 200) {
        const body = JSON.parse(text);
        expectErrorShape(body);
        expect(body.error.code).toBe(expected === 401 ? "unauthorized" : "not_found");
      }
      expect(await everything()).toEqual(before);
    },
  );

  it.each(PAGES.map((p) => [p.route, p] as const))(
    "page %s: protected ones redirect to /auth, public ones show nothing of A's",
    async (_name, page) => {
      const target = page.path(ids);
      const res = await request(null, { method: "GET", path: target });
      const text = await res.text();
      if (page.access === "protected") {
        expect(res.status).toBe(302);
        expect(res.headers.get("location")).toBe(`/auth?redirectTo=${encodeURIComponent(target)}`);
      } else {
        expect(res.status).toBe(200);
        expectNoPrivateText(text);
      }
    },
  );
});

describe("A, the owner (the control: B's refused requests are valid ones)", () => {
  // reads and changes first, deletions last, each in table order
  const controls = MATRIX.filter(
    (e): e is Refused & { owner: number } => e.kind === "refused" && e.owner !== null,
  ).sort((x, y) => Number(x.method === "DELETE") - Number(y.method === "DELETE"));

  it.each(controls.map((e) => [rowName(e), e] as const))("%s succeeds for A", async (_n, entry) => {
    const res = await request(a, entry.call(ids));
    const text = await res.text();
    expect(res.status, text).toBe(entry.owner);
    if (entry.ownerSettle) await entry.ownerSettle(JSON.parse(text));
  });
});

describe("page actions", () => {
  const posts = Object.entries(PAGE_ACTIONS).flatMap(([route, list]) =>
    list.map((p) => [`${route} ${p.intent}`, route, p] as const),
  );

  function postPage(cookie: string | null, route: string, post: PagePost) {
    // a flat route's dots are the URL's slashes: recipes.import.tsx is /recipes/import
    const fields = typeof post.fields === "function" ? post.fields(ids) : post.fields;
    return w.fetch(
      post.path ? post.path(ids) : `/${route.replace(/\.tsx$/, "").replace(/\./g, "/")}`,
      {
        method: "POST",
        headers: {
          "CF-Connecting-IP": freshIp(),
          Origin: w.url.origin,
          "Content-Type": "application/x-www-form-urlencoded",
          ...(cookie ? { Cookie: cookie } : {}),
        },
        body: new URLSearchParams({ intent: post.intent, ...fields }).toString(),
      },
    );
  }

  it.each(posts)("%s: B's post changes only B's data", async (_name, route, post) => {
    const caller = post.own ? await registerUser(w) : b;
    const before = await rowsOf(ids.a);
    const res = await postPage(caller.cookie, route, post);
    const text = await res.text();
    expect(res.status, text).toBe(post.status);
    if (post.settle) await jobsIdle();
    expectNoPrivateText(text);
    expect(await rowsOf(ids.a)).toEqual(before);
  });

  it.each(posts)(
    "%s: a guest is sent to sign in (a public intent is answered); nothing changes",
    async (_name, route, post) => {
      const before = await everything();
      const res = await postPage(null, route, post);
      if (post.guestStatus) {
        expect(res.status).toBe(post.guestStatus);
        expect(await everything()).toEqual(before);
        return;
      }
      expect(res.status).toBe(302);
      if (post.guestTo) expect(res.headers.get("location")).toBe(post.guestTo);
      else expect(res.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
      expect(await everything()).toEqual(before);
    },
  );
});

// ---------------------------------------------------------------- guards against a stale matrix

/** The methods a route file serves: the lists it gives methodNotAllowed (its Allow header). */
function servedMethods(file: string): Method[] {
  const source = routeSource(file);
  const methods = new Set<Method>();
  for (const list of source.matchAll(/\[\s*"(?:GET|POST|PUT|PATCH|DELETE)"[^\]]*\]/g)) {
    for (const m of list[0].matchAll(/"(GET|POST|PUT|PATCH|DELETE)"/g)) methods.add(m[1] as Method);
  }
  if (methods.size === 0 && /export (async )?function loader|export const loader/.test(source))
    methods.add("GET");
  return [...methods].sort();
}

describe("the matrix is complete", () => {
  const files = [
    ...readdirSync(routesDir),
    ...readdirSync(path.join(appDir, "pages")).map((f) => `pages/${f}`),
  ].filter((f) => /\.tsx?$/.test(f) && !f.includes(".test."));
  const apiFiles = files.filter((f) => f.startsWith("api."));
  const pageFiles = files.filter((f) => !f.startsWith("api."));
  const matrixRoutes = new Set(MATRIX.map((e) => e.route));

  it("every API route file is in the matrix or declared public", () => {
    const unlisted = apiFiles.filter((f) => !matrixRoutes.has(f) && !(f in PUBLIC_API));
    expect(unlisted).toEqual([]);
    const gone = [...matrixRoutes, ...Object.keys(PUBLIC_API)].filter((f) => !apiFiles.includes(f));
    expect(gone).toEqual([]);
  });

  it("no public API route requires a signed-in user or names one", () => {
    const owned = Object.keys(PUBLIC_API)
      .filter((f) => apiFiles.includes(f))
      .filter((f) => /requireApiUser|requireSameUser|params\.userId/.test(routeSource(f)));
    expect(owned).toEqual([]);
  });

  it("every method a matrix route serves has a row", () => {
    const missing: string[] = [];
    for (const route of matrixRoutes) {
      const covered = new Set(MATRIX.filter((e) => e.route === route).map((e) => e.method));
      for (const method of servedMethods(route))
        if (!covered.has(method)) missing.push(`${method} ${route}`);
    }
    expect(missing).toEqual([]);
  });

  it("every page that reads the session is in the page matrix; the rest are declared public", () => {
    const listed = new Set(PAGES.map((p) => p.route));
    expect(pageFiles.filter((f) => !listed.has(f) && !(f in PUBLIC_PAGES))).toEqual([]);
    const personal = Object.keys(PUBLIC_PAGES).filter((f) =>
      /requireUser|context\.db, user\??\.id/.test(routeSource(f)),
    );
    expect(personal).toEqual([]);
  });

  it("every page action is in the page-action matrix, or is a signed-out form", () => {
    const withAction = pageFiles.filter((f) =>
      /export (async )?function action|export const action/.test(routeSource(f)),
    );
    expect(withAction.filter((f) => !(f in SIGNED_OUT_ACTIONS) && !(f in PAGE_ACTIONS))).toEqual(
      [],
    );
    // every intent a page action handles has a row
    for (const [route, posts] of Object.entries(PAGE_ACTIONS)) {
      // the route's own source and the app/http modules it hands its action to
      const source = routeSource(route);
      const handlers = [...source.matchAll(/from "~\/http\/([a-z.-]+)"/g)].map((m) =>
        readFileSync(path.join(appDir, "http", `${m[1]}.ts`), "utf8"),
      );
      const intents = [source, ...handlers]
        .flatMap((text) => [...text.matchAll(/case "([a-z-]+)":/g)])
        .map((m) => m[1]);
      expect(intents.filter((i) => !posts.some((p) => p.intent === i))).toEqual([]);
    }
  });

  it("every table is either shared reference data or has an owner rule", async () => {
    const tables = await userTables(db);
    expect(tables.filter((t) => ownerFilter(t) === null).map((t) => t.name)).toEqual([]);
  });
});
