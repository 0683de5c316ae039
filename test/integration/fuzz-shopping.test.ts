/**
 * Fuzzing the shopping-list and saved-item APIs: at least 300 malformed requests per endpoint,
 * no 5xx, refusals exact and in the error shape, stores unchanged by refused requests.
 * The harness and its property: test/helpers/fuzz.ts.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIET_PLAN_IDS } from "~/content/diet-plans";
import {
  addRecipeSchema,
  dietPlanListSchema,
  newShoppingListSchema,
  removeCheckedSchema,
  SAVED_ITEM_KINDS,
  savedItemSchema,
  shoppingItemInputSchema,
  shoppingItemPatchSchema,
} from "~/domain/schemas/shopping";
import { SHOPPING_CATEGORIES } from "~/domain/shopping-categories";
import { postJson, readJson } from "../helpers/auth";
import {
  apiStyleId,
  Fuzzer,
  fuzzWrongMethods,
  idSegments,
  ignoredBodies,
  jsonBodies,
  jsonBody,
  param,
  queries,
  refused,
  signedIn,
  weirdString,
  wrongMethodSpec,
} from "../helpers/fuzz";
import { startWorker, type TestWorker } from "../helpers/worker";

let w: TestWorker;
let fuzzer: Fuzzer;
const fixtures = { listId: 0, spareListId: 0, itemId: 0, savedId: 0 };

beforeAll(async () => {
  w = await startWorker();
  fuzzer = await Fuzzer.start(w);
  const cookie = { Cookie: fuzzer.user.cookie };
  const lists = await readJson(await w.fetch("/api/shopping-lists", { headers: cookie }));
  fixtures.listId = lists.lists[0].id;
  const spare = await postJson(w, "/api/shopping-lists", { name: "Spare" }, cookie);
  expect(spare.status).toBe(201);
  fixtures.spareListId = (await readJson(spare)).id;
  const item = await postJson(
    w,
    `/api/shopping-lists/${fixtures.listId}/items`,
    { name: "Apples", quantity: "6", category: "Produce" },
    cookie,
  );
  expect(item.status).toBe(201);
  fixtures.itemId = (await readJson(item)).id;
  const saved = await postJson(
    w,
    "/api/saved-items",
    { kind: "diet-plan", itemId: "keto" },
    cookie,
  );
  expect(saved.status).toBe(201);
  fixtures.savedId = (await readJson(saved)).id;
});
afterAll(() => w?.dispose());

const TIMEOUT = 180_000;
const listId = (existing = () => fixtures.listId) => idSegments(existing, [" 1", "01"]);
const itemHints = {
  name: fc.oneof(fc.constantFrom("Milk", "Eggs"), weirdString),
  quantity: fc.oneof(fc.constantFrom("1", "2 kg", ""), weirdString),
  category: fc.oneof(fc.constantFrom(...SHOPPING_CATEGORIES), weirdString),
};

describe("shopping lists", () => {
  it("GET /api/shopping-lists", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "GET /api/shopping-lists",
      acceptedStatuses: [200],
      method: "GET",
      path: "/api/shopping-lists",
      query: queries(["limit", "include"]),
      steps: [signedIn],
    });
  });

  it("POST /api/shopping-lists", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "POST /api/shopping-lists",
      method: "POST",
      path: "/api/shopping-lists",
      body: jsonBodies(newShoppingListSchema, {
        examples: [
          { name: "Weekend" },
          { name: "Party", items: [{ name: "Crisps" }, { name: "Lemons", quantity: "3" }] },
        ],
        hints: itemHints,
      }),
      steps: [signedIn, jsonBody(newShoppingListSchema)],
    });
  });

  it("GET /api/shopping-lists/{listId}", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "GET /api/shopping-lists/{listId}",
      method: "GET",
      path: "/api/shopping-lists/:listId",
      params: { listId: listId() },
      query: queries(["items"]),
      steps: [signedIn, param("listId", apiStyleId)],
    });
  });

  it("POST /api/shopping-lists/{listId}/items", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "POST /api/shopping-lists/{listId}/items",
      method: "POST",
      path: "/api/shopping-lists/:listId/items",
      params: { listId: listId() },
      body: jsonBodies(shoppingItemInputSchema, {
        examples: [
          { name: "Bread" },
          { name: "Yoghurt", quantity: "500 g", category: "Dairy & Eggs" },
        ],
        hints: itemHints,
      }),
      steps: [signedIn, param("listId", apiStyleId), jsonBody(shoppingItemInputSchema)],
    });
  });

  it("PATCH /api/shopping-lists/{listId}/items/{itemId}", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "PATCH /api/shopping-lists/{listId}/items/{itemId}",
      method: "PATCH",
      path: "/api/shopping-lists/:listId/items/:itemId",
      params: { listId: listId(), itemId: idSegments(() => fixtures.itemId) },
      body: jsonBodies(shoppingItemPatchSchema, {
        examples: [{ checked: true }, { name: "Green apples", quantity: "4", category: "Produce" }],
        hints: itemHints,
      }),
      steps: [
        signedIn,
        param("listId", apiStyleId),
        param("itemId", apiStyleId),
        jsonBody(shoppingItemPatchSchema),
      ],
    });
  });

  it("POST /api/shopping-lists/{listId}/recipes", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "POST /api/shopping-lists/{listId}/recipes",
      method: "POST",
      path: "/api/shopping-lists/:listId/recipes",
      params: { listId: listId() },
      body: jsonBodies(addRecipeSchema, {
        examples: [{ recipeId: 1 }, { recipeId: 42 }],
        hints: { recipeId: fc.integer({ min: 1, max: 120 }) },
      }),
      steps: [signedIn, param("listId", apiStyleId), jsonBody(addRecipeSchema)],
    });
  });

  it("POST /api/shopping-lists/from-diet-plan", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "POST /api/shopping-lists/from-diet-plan",
      method: "POST",
      path: "/api/shopping-lists/from-diet-plan",
      body: jsonBodies(dietPlanListSchema, {
        examples: [{ planId: "keto" }, { planId: "mediterranean", level: "low" }],
        hints: { planId: fc.oneof(fc.constantFrom(...DIET_PLAN_IDS), weirdString) },
      }),
      steps: [signedIn, jsonBody(dietPlanListSchema)],
    });
  });

  it("DELETE /api/shopping-lists/{listId}/items/{itemId}", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "DELETE /api/shopping-lists/{listId}/items/{itemId}",
      method: "DELETE",
      path: "/api/shopping-lists/:listId/items/:itemId",
      params: { listId: listId(), itemId: idSegments(() => fixtures.itemId) },
      body: ignoredBodies,
      steps: [signedIn, param("listId", apiStyleId), param("itemId", apiStyleId)],
    });
  });

  it("DELETE /api/shopping-lists/{listId}/checked-items", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "DELETE /api/shopping-lists/{listId}/checked-items",
      method: "DELETE",
      path: "/api/shopping-lists/:listId/checked-items",
      params: { listId: listId() },
      body: jsonBodies(removeCheckedSchema, {
        examples: [{ itemIds: [] }, { itemIds: [1, 2] }],
      }),
      steps: [signedIn, param("listId", apiStyleId), jsonBody(removeCheckedSchema)],
    });
  });

  it("DELETE /api/shopping-lists/{listId}", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "DELETE /api/shopping-lists/{listId}",
      method: "DELETE",
      path: "/api/shopping-lists/:listId",
      params: { listId: listId(() => fixtures.spareListId) },
      body: ignoredBodies,
      steps: [signedIn, param("listId", apiStyleId)],
    });
  });
});

describe("saved items", () => {
  it("GET /api/saved-items", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "GET /api/saved-items",
      acceptedStatuses: [200],
      method: "GET",
      path: "/api/saved-items",
      query: queries(["kind"], { kind: fc.constantFrom(...SAVED_ITEM_KINDS, "Diet-Plan", "") }),
      steps: [
        signedIn,
        ({ url }) => {
          const kind = url.searchParams.get("kind");
          return kind !== null && !(SAVED_ITEM_KINDS as readonly string[]).includes(kind)
            ? refused(400, "validation_failed")
            : null;
        },
      ],
    });
  });

  it("POST /api/saved-items", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "POST /api/saved-items",
      method: "POST",
      path: "/api/saved-items",
      body: jsonBodies(savedItemSchema, {
        examples: [
          { kind: "diet-plan", itemId: "paleo" },
          { kind: "smoothie-recipe", itemId: "green-detox" },
        ],
        hints: {
          itemId: fc.oneof(
            fc.constantFrom(
              "keto",
              "green-detox",
              "beet-berry-cleanse",
              "constructor",
              "__proto__",
            ),
            weirdString,
          ),
        },
      }),
      steps: [signedIn, jsonBody(savedItemSchema)],
    });
  });

  it("DELETE /api/saved-items/{id}", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "DELETE /api/saved-items/{id}",
      method: "DELETE",
      path: "/api/saved-items/:id",
      params: { id: idSegments(() => fixtures.savedId, [" 1"]) },
      body: ignoredBodies,
      steps: [signedIn, param("id", apiStyleId)],
    });
  });
});

describe("methods these routes do not accept", () => {
  it("answer 405 in the error shape", { timeout: TIMEOUT }, async () => {
    await fuzzWrongMethods(fuzzer, [
      wrongMethodSpec("/api/shopping-lists", "/api/shopping-lists", ["GET", "POST"]),
      wrongMethodSpec("/api/shopping-lists/{listId}", "/api/shopping-lists/:listId", [
        "GET",
        "DELETE",
      ]),
      wrongMethodSpec("/api/shopping-lists/{listId}/items", "/api/shopping-lists/:listId/items", [
        "POST",
      ]),
      wrongMethodSpec(
        "/api/shopping-lists/{listId}/items/{itemId}",
        "/api/shopping-lists/:listId/items/:itemId",
        ["PATCH", "DELETE"],
      ),
      wrongMethodSpec(
        "/api/shopping-lists/{listId}/checked-items",
        "/api/shopping-lists/:listId/checked-items",
        ["DELETE"],
      ),
      wrongMethodSpec(
        "/api/shopping-lists/{listId}/recipes",
        "/api/shopping-lists/:listId/recipes",
        ["POST"],
      ),
      wrongMethodSpec("/api/shopping-lists/from-diet-plan", "/api/shopping-lists/from-diet-plan", [
        "POST",
      ]),
      wrongMethodSpec("/api/saved-items", "/api/saved-items", ["GET", "POST"]),
      wrongMethodSpec("/api/saved-items/{id}", "/api/saved-items/:id", ["DELETE"]),
    ]);
  });
});
