import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEED_SHOPPING_LISTS } from "~/content/shopping-lists";
import { SHOPPING_CATEGORIES } from "~/domain/shopping";
import { expectErrorShape, freshIp, readJson, registerUser } from "../helpers/auth";
import { startWorker, type TestWorker } from "../helpers/worker";

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker();
});
afterAll(() => w?.dispose());

type Item = { id: number; name: string; quantity: string; category: string; checked: boolean };
type List = { id: number; name: string; createdAt: string; items: Item[] };

function call(cookie: string | null, method: string, path: string, body?: unknown) {
  return w.fetch(path, {
    method,
    headers: {
      ...(cookie ? { Cookie: cookie } : {}),
      "CF-Connecting-IP": freshIp(),
      ...(body !== undefined ? { "Content-Type": "application/json" } : {}),
    },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function listsOf(cookie: string): Promise<List[]> {
  const res = await call(cookie, "GET", "/api/shopping-lists");
  expect(res.status).toBe(200);
  return (await readJson(res)).lists;
}

async function expectError(res: Response, status: number, code?: string) {
  expect(res.status).toBe(status);
  const body = await readJson(res);
  expectErrorShape(body);
  if (code) expect(body.error.code).toBe(code);
  return body;
}

describe("a new user's shopping lists", () => {
  it("starts with the two seed lists (8 and 4 items), created once", async () => {
    const { cookie } = await registerUser(w, { dietaryRestrictions: [] });
    const lists = await listsOf(cookie);
    expect(lists.map((l) => [l.name, l.items.length])).toEqual([
      ["Weekly Grocery List", 8],
      ["Healthy Dinners List", 4],
    ]);
    expect(lists[0].items.map((i) => i.name)).toEqual(
      SEED_SHOPPING_LISTS[0].items.map((i) => i.name),
    );
    for (const item of lists.flatMap((l) => l.items)) {
      expect(SHOPPING_CATEGORIES).toContain(item.category);
      expect(item.checked).toBe(false);
    }
    expect(lists[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // a second visit does not seed again
    expect((await listsOf(cookie)).length).toBe(2);
  });

  it("gives a vegan starter items a vegan eats, and leaves out what they dislike", async () => {
    const { cookie } = await registerUser(w, { dietaryRestrictions: ["vegan"] });
    await call(cookie, "PATCH", "/api/profile", {
      dietaryRestrictions: ["vegan"],
      cuisinePreferences: [],
      dislikedIngredients: ["quinoa"],
    });
    const lists = await listsOf(cookie);
    expect(lists.map((l) => l.items.map((i) => i.name))).toEqual([
      [
        "Bananas",
        "Baby spinach",
        "Soy yogurt",
        "Chickpeas",
        "Firm tofu",
        "Whole-grain bread",
        "Brown rice",
        "Frozen mixed berries",
      ],
      ["Red lentils", "Broccoli", "Sweet potatoes"],
    ]);
  });
});

describe("lists and items", () => {
  it("creates a list, adds items with defaults, toggles, removes checked, deletes items", async () => {
    const { cookie } = await registerUser(w);
    const created = await call(cookie, "POST", "/api/shopping-lists", { name: "  Party  " });
    expect(created.status).toBe(201);
    const list: List = await readJson(created);
    expect(list).toMatchObject({ name: "Party", items: [] });
    expect(list.createdAt.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
    // created after the seed lists
    expect((await listsOf(cookie)).map((l) => l.name)).toEqual([
      "Weekly Grocery List",
      "Healthy Dinners List",
      "Party",
    ]);

    const a = await call(cookie, "POST", `/api/shopping-lists/${list.id}/items`, {
      name: " Limes ",
      quantity: "",
    });
    expect(a.status).toBe(201);
    const lime: Item = await readJson(a);
    expect(lime).toEqual({
      id: expect.any(Number),
      name: "Limes",
      quantity: "1",
      category: "Produce",
      checked: false,
    });
    const b: Item = await readJson(
      await call(cookie, "POST", `/api/shopping-lists/${list.id}/items`, {
        name: "Sparkling water",
        quantity: "6 bottles",
        category: "Beverages",
      }),
    );
    expect(b).toMatchObject({ quantity: "6 bottles", category: "Beverages" });

    const toggled = await call(cookie, "PATCH", `/api/shopping-lists/${list.id}/items/${lime.id}`, {
      checked: true,
    });
    expect(toggled.status).toBe(200);
    expect(await readJson(toggled)).toMatchObject({ id: lime.id, checked: true });

    const removed = await call(cookie, "DELETE", `/api/shopping-lists/${list.id}/checked-items`, {
      itemIds: [lime.id, b.id],
    });
    expect(removed.status).toBe(200);
    expect(await readJson(removed)).toEqual({ removed: 1 });
    let stored: List = await readJson(await call(cookie, "GET", `/api/shopping-lists/${list.id}`));
    expect(stored.items.map((i) => i.name)).toEqual(["Sparkling water"]);

    expect(
      (await call(cookie, "DELETE", `/api/shopping-lists/${list.id}/items/${b.id}`)).status,
    ).toBe(204);
    stored = await readJson(await call(cookie, "GET", `/api/shopping-lists/${list.id}`));
    expect(stored.items).toEqual([]);
    await expectError(
      await call(cookie, "DELETE", `/api/shopping-lists/${list.id}/items/${b.id}`),
      404,
    );
  });

  it("creates a list with items in one call", async () => {
    const { cookie } = await registerUser(w);
    const res = await call(cookie, "POST", "/api/shopping-lists", {
      name: "Camping",
      items: [{ name: "Oats" }, { name: "Coffee", quantity: "250 g", category: "Beverages" }],
    });
    expect(res.status).toBe(201);
    const list: List = await readJson(res);
    expect(list.items.map((i) => [i.name, i.quantity, i.category])).toEqual([
      ["Oats", "1", "Produce"],
      ["Coffee", "250 g", "Beverages"],
    ]);
  });

  it("deletes lists only while more than one exists", async () => {
    const { cookie } = await registerUser(w);
    const [weekly, dinners] = await listsOf(cookie);
    expect((await call(cookie, "DELETE", `/api/shopping-lists/${weekly.id}`)).status).toBe(204);
    await expectError(
      await call(cookie, "DELETE", `/api/shopping-lists/${dinners.id}`),
      409,
      "last_list",
    );
    expect((await listsOf(cookie)).map((l) => l.id)).toEqual([dinners.id]);
    // the deleted list's items went with it
    const db = await w.d1();
    const orphans = await db
      .prepare("SELECT count(*) AS n FROM shopping_list_items WHERE list_id = ?")
      .bind(weekly.id)
      .first<{ n: number }>();
    expect(orphans?.n).toBe(0);
  });
});

describe("validation", () => {
  it("refuses blank names, unknown categories, long text, unknown fields and non-JSON", async () => {
    const { cookie } = await registerUser(w);
    const [list] = await listsOf(cookie);
    const items = `/api/shopping-lists/${list.id}/items`;

    let body = await expectError(await call(cookie, "POST", items, { name: "   " }), 400);
    expect(body.error.fields?.name).toEqual(["Enter an item name."]);
    body = await expectError(
      await call(cookie, "POST", items, { name: "Tea", category: "Snacks" }),
      400,
    );
    expect(body.error.fields?.category?.[0]).toMatch(/Choose one of: Produce/);
    await expectError(await call(cookie, "POST", items, { name: "x".repeat(101) }), 400);
    await expectError(await call(cookie, "POST", items, { name: "Tea", quantity: 3 }), 400);
    await expectError(await call(cookie, "POST", items, { name: "Tea", price: 3 }), 400);
    await expectError(await call(cookie, "POST", items, "not json"), 400, "invalid_json");
    const noType = await w.fetch(items, {
      method: "POST",
      headers: { Cookie: cookie },
      body: "name=Tea",
    });
    await expectError(noType, 415);

    body = await expectError(await call(cookie, "POST", "/api/shopping-lists", { name: "" }), 400);
    expect(body.error.fields?.name).toEqual(["Enter a list name."]);
    await expectError(
      await call(cookie, "PATCH", `${items}/${list.items[0].id}`, {}),
      400,
      "validation_failed",
    );
    await expectError(
      await call(cookie, "PATCH", `${items}/${list.items[0].id}`, { checked: "yes" }),
      400,
    );
    // nothing was stored
    expect((await listsOf(cookie))[0].items.length).toBe(8);
  });

  it("answers 404 for ids that cannot exist, never 500", async () => {
    const { cookie } = await registerUser(w);
    for (const path of [
      "/api/shopping-lists/abc",
      "/api/shopping-lists/0",
      "/api/shopping-lists/99999999999999999999",
      "/api/shopping-lists/1e3",
    ]) {
      await expectError(await call(cookie, "GET", path), 404);
    }
    const [list] = await listsOf(cookie);
    await expectError(
      await call(cookie, "PATCH", `/api/shopping-lists/${list.id}/items/-1`, { checked: true }),
      404,
    );
  });

  it("answers 405 for methods a path does not take", async () => {
    const { cookie } = await registerUser(w);
    const [list] = await listsOf(cookie);
    const res = await call(cookie, "PUT", `/api/shopping-lists/${list.id}`, { name: "x" });
    await expectError(res, 405);
    expect(res.headers.get("Allow")).toBe("GET, DELETE");
    await expectError(await call(cookie, "GET", `/api/shopping-lists/${list.id}/items`), 405);
  });
});

describe("owners only", () => {
  it("keeps one user's lists and items away from another (404, nothing changed)", async () => {
    const alice = await registerUser(w);
    const bob = await registerUser(w);
    const [aliceList] = await listsOf(alice.cookie);
    await listsOf(bob.cookie);
    const item = aliceList.items[0];

    await expectError(await call(bob.cookie, "GET", `/api/shopping-lists/${aliceList.id}`), 404);
    await expectError(await call(bob.cookie, "DELETE", `/api/shopping-lists/${aliceList.id}`), 404);
    await expectError(
      await call(bob.cookie, "POST", `/api/shopping-lists/${aliceList.id}/items`, { name: "Spam" }),
      404,
    );
    await expectError(
      await call(bob.cookie, "PATCH", `/api/shopping-lists/${aliceList.id}/items/${item.id}`, {
        checked: true,
      }),
      404,
    );
    await expectError(
      await call(bob.cookie, "DELETE", `/api/shopping-lists/${aliceList.id}/items/${item.id}`),
      404,
    );
    await expectError(
      await call(bob.cookie, "DELETE", `/api/shopping-lists/${aliceList.id}/checked-items`, {
        itemIds: [item.id],
      }),
      404,
    );
    await expectError(
      await call(bob.cookie, "POST", `/api/shopping-lists/${aliceList.id}/recipes`, {
        recipeId: 1,
      }),
      404,
    );
    // Bob's own list id with Alice's item id: still not found
    const [bobList] = await listsOf(bob.cookie);
    await expectError(
      await call(bob.cookie, "PATCH", `/api/shopping-lists/${bobList.id}/items/${item.id}`, {
        checked: true,
      }),
      404,
    );
    const after: List = (await listsOf(alice.cookie))[0];
    expect(after).toEqual(aliceList);
  });

  it("answers 401 to a guest on every shopping-list endpoint", async () => {
    const cases: [string, string, unknown?][] = [
      ["GET", "/api/shopping-lists"],
      ["POST", "/api/shopping-lists", { name: "x" }],
      ["GET", "/api/shopping-lists/1"],
      ["DELETE", "/api/shopping-lists/1"],
      ["POST", "/api/shopping-lists/1/items", { name: "x" }],
      ["PATCH", "/api/shopping-lists/1/items/1", { checked: true }],
      ["DELETE", "/api/shopping-lists/1/items/1"],
      ["DELETE", "/api/shopping-lists/1/checked-items"],
      ["POST", "/api/shopping-lists/1/recipes", { recipeId: 1 }],
      ["POST", "/api/shopping-lists/from-diet-plan", { planId: "keto" }],
    ];
    for (const [method, path, body] of cases) {
      await expectError(await call(null, method, path, body), 401, "unauthorized");
    }
  });
});

describe("/shopping-list?list=<id> (links from a meal plan's or a diet plan's new list)", () => {
  /** the list the page opens: the selected list tab and the heading of the list shown */
  async function openedList(cookie: string, query: string) {
    const res = await w.fetch(`/shopping-list${query}`, { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    const html = await res.text();
    const selected = [...html.matchAll(/<button[^>]*role="tab"[^>]*>([^<]*)<\/button>/g)]
      .filter(([tag]) => tag.includes('aria-selected="true"'))
      .map(([, name]) => name);
    const heading = /<h2 class="text-xl font-semibold">([^<]*)<\/h2>/.exec(html)?.[1];
    return { selected, heading, html };
  }

  it("opens the list named in the query, and the first list for anything else", async () => {
    const alice = await registerUser(w);
    const bob = await registerUser(w);
    const created = await call(alice.cookie, "POST", "/api/shopping-lists", { name: "Party food" });
    const party: List = await readJson(created);
    const [, dinners] = await listsOf(alice.cookie);
    const [bobsFirst] = await listsOf(bob.cookie);

    const opened = await openedList(alice.cookie, `?list=${party.id}`);
    expect(opened.heading).toBe("Party food");
    // the list tab and the side panel's first tab (Add from Recipes) are the selected tabs
    expect(opened.selected).toEqual(["Party food", "Add from Recipes"]);
    expect((await openedList(alice.cookie, `?list=${dinners.id}`)).heading).toBe(
      "Healthy Dinners List",
    );

    // another user's list, an id that cannot exist, or no id: the user's first list
    for (const query of [`?list=${bobsFirst.id}`, "?list=abc", "?list=-1", "?list=", ""]) {
      expect((await openedList(alice.cookie, query)).heading, query).toBe("Weekly Grocery List");
    }
    const bobs = await openedList(bob.cookie, `?list=${party.id}`);
    expect(bobs.heading).toBe("Weekly Grocery List");
    expect(bobs.html).not.toContain("Party food");
  });
});

describe("adding a recipe's ingredients", () => {
  it("puts the recipe's ingredients on the list, categorised, without water", async () => {
    const { cookie } = await registerUser(w);
    const [list] = await listsOf(cookie);
    const recipes = await readJson(await w.fetch("/api/recipes"));
    const congee = recipes.find((r: { title: string }) => r.title === "Ginger Chicken Rice Congee");
    expect(congee).toBeDefined();

    const res = await call(cookie, "POST", `/api/shopping-lists/${list.id}/recipes`, {
      recipeId: congee.id,
    });
    expect(res.status).toBe(201);
    const body = await readJson(res);
    expect(body.recipe).toEqual({ id: congee.id, title: "Ginger Chicken Rice Congee" });
    const added = Object.fromEntries(
      body.items.map((i: Item) => [i.name, [i.quantity, i.category]]),
    );
    expect(added["Chicken breast"]).toEqual(["450 g", "Meat & Seafood"]);
    expect(added["Green onion"]).toEqual(["3 stalks", "Produce"]);
    expect(added["Low-sodium chicken broth"]?.[1]).toBe("Pantry Staples");
    expect(Object.keys(added)).not.toContain("Water");
    const stored: List = await readJson(
      await call(cookie, "GET", `/api/shopping-lists/${list.id}`),
    );
    expect(stored.items.length).toBe(8 + body.items.length);
    // appended after the existing items
    expect(stored.items.slice(8).map((i) => i.id)).toEqual(body.items.map((i: Item) => i.id));
  });

  it("answers 404 for an unknown recipe and 400 for a bad recipe id", async () => {
    const { cookie } = await registerUser(w);
    const [list] = await listsOf(cookie);
    const path = `/api/shopping-lists/${list.id}/recipes`;
    await expectError(
      await call(cookie, "POST", path, { recipeId: 987654 }),
      404,
      "recipe_not_found",
    );
    await expectError(await call(cookie, "POST", path, { recipeId: "1" }), 400);
    await expectError(await call(cookie, "POST", path, { recipeId: 1.5 }), 400);
  });
});

describe("a shopping list from a diet plan", () => {
  it("builds the week's list at the chosen calorie level, scaled", async () => {
    const { cookie } = await registerUser(w);
    const medium: List = await readJson(
      await call(cookie, "POST", "/api/shopping-lists/from-diet-plan", { planId: "keto" }),
    );
    expect(medium.name).toBe("Ketogenic week (1600 kcal/day)");
    expect(medium.items.length).toBeGreaterThan(30);
    const names = medium.items.map((i) => i.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    for (const item of medium.items) expect(SHOPPING_CATEGORIES).toContain(item.category);

    const highRes = await call(cookie, "POST", "/api/shopping-lists/from-diet-plan", {
      planId: "keto",
      level: "high",
    });
    expect(highRes.status).toBe(201);
    const high: List = await readJson(highRes);
    expect(high.name).toBe("Ketogenic week (2000 kcal/day)");
    const grams = (list: List, name: string) =>
      Number(list.items.find((i) => i.name === name)!.quantity.replace(/ g$/, ""));
    const salmonMedium = grams(medium, "Salmon fillet");
    expect(Math.abs(grams(high, "Salmon fillet") - salmonMedium * 1.25)).toBeLessThanOrEqual(10);

    // the seed lists came first, then the two plan lists
    expect((await listsOf(cookie)).length).toBe(4);
  });

  it("refuses the Mediterranean plan (being prepared) and unknown plans or levels", async () => {
    const { cookie } = await registerUser(w);
    const path = "/api/shopping-lists/from-diet-plan";
    await expectError(
      await call(cookie, "POST", path, { planId: "mediterranean" }),
      409,
      "plan_unavailable",
    );
    await expectError(await call(cookie, "POST", path, { planId: "carnivore" }), 400);
    await expectError(await call(cookie, "POST", path, { planId: "keto", level: "huge" }), 400);
  });
});

// issue 17: caps were read, then written: 70 parallel creates gave one user 70-72 lists (cap 50),
// 384 items landed in a list capped at 300 with duplicate positions, and "remove checked" in a
// stale tab deleted an item checked only in another tab.
describe("caps and positions under parallel requests", () => {
  it("keeps one user at 50 lists when 70 creates arrive at once", async () => {
    const { cookie } = await registerUser(w);
    await listsOf(cookie); // the two starter lists
    const answers = await Promise.all(
      Array.from({ length: 70 }, (_, i) =>
        call(cookie, "POST", "/api/shopping-lists", { name: `Parallel ${i}` }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(48);
    expect(statuses.filter((s) => s === 409)).toHaveLength(22);
    expect((await listsOf(cookie)).length).toBe(50);
  });

  it("seeds the starter lists once when the first visits arrive at once", async () => {
    const { cookie } = await registerUser(w);
    const all = await Promise.all(Array.from({ length: 6 }, () => listsOf(cookie)));
    for (const lists of all) expect(lists.length).toBeLessThanOrEqual(2);
    expect((await listsOf(cookie)).map((l) => l.items.length)).toEqual([8, 4]);
  });

  it("keeps a list at 300 items with unique positions when adds race", async () => {
    const { cookie } = await registerUser(w);
    const created = await call(cookie, "POST", "/api/shopping-lists", {
      name: "Nearly full",
      items: Array.from({ length: 280 }, (_, i) => ({ name: `Item ${i}` })),
    });
    expect(created.status).toBe(201);
    const list: List = await readJson(created);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        call(cookie, "POST", `/api/shopping-lists/${list.id}/items`, { name: `Race ${i}` }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    for (const res of answers.filter((r) => r.status !== 201)) {
      await expectError(res, 409, "list_full");
    }
    const db = await w.d1();
    const rows = await db
      .prepare("SELECT position FROM shopping_list_items WHERE list_id = ? ORDER BY position")
      .bind(list.id)
      .all<{ position: number }>();
    expect(rows.results.map((r) => r.position)).toEqual(Array.from({ length: 300 }, (_, i) => i));
    const stored: List = await readJson(
      await call(cookie, "GET", `/api/shopping-lists/${list.id}`),
    );
    expect(stored.items.slice(0, 3).map((i) => i.name)).toEqual(["Item 0", "Item 1", "Item 2"]);
  });

  it("removes only the checked items the request names (a stale tab keeps the others)", async () => {
    const { cookie } = await registerUser(w);
    const list: List = await readJson(
      await call(cookie, "POST", "/api/shopping-lists", {
        name: "Two tabs",
        items: [{ name: "Bread" }, { name: "Milk" }, { name: "Eggs" }],
      }),
    );
    const [bread, milk, eggs] = list.items;
    for (const item of [bread, milk]) {
      await call(cookie, "PATCH", `/api/shopping-lists/${list.id}/items/${item.id}`, {
        checked: true,
      });
    }
    // the stale tab saw only Bread checked; it also names Eggs, which nobody checked
    const removed = await call(cookie, "DELETE", `/api/shopping-lists/${list.id}/checked-items`, {
      itemIds: [bread.id, eggs.id],
    });
    expect(await readJson(removed)).toEqual({ removed: 1 });
    const stored: List = await readJson(
      await call(cookie, "GET", `/api/shopping-lists/${list.id}`),
    );
    expect(stored.items.map((i) => [i.name, i.checked])).toEqual([
      ["Milk", true],
      ["Eggs", false],
    ]);
    await expectError(
      await call(cookie, "DELETE", `/api/shopping-lists/${list.id}/checked-items`),
      415,
    );
  });
});
