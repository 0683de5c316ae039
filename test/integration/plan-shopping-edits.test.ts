/**
 * Building a plan's shopping list again keeps what the user did to the plan's items (ADR 044
 * addendum), through the real worker and queue: an item whose name, quantity or category the user
 * changed becomes their own and gets no second copy; an item they deleted, or ticked and cleared,
 * stays off; a tick carries over; the same values sent again change nothing. Through the JSON API
 * and through the pages' actions (/shopping-list removes, /meal-plan builds and says what it kept).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productKey } from "~/domain/food/names";
import { freshIp, readJson, registerUser } from "../helpers/auth";
import { callAs, jobEnd } from "../helpers/meal-plans";
import { startWorker, type TestWorker } from "../helpers/worker";

type Item = { id: number; name: string; quantity: string; category: string; checked: boolean };
type PlanList = {
  id: number;
  name: string;
  items: Item[];
  outcome: "created" | "updated";
  planItemsChangedByUser: string[];
};

let w: TestWorker;
let db: D1Database;
let alice: Awaited<ReturnType<typeof registerUser>>;
let bob: Awaited<ReturnType<typeof registerUser>>;
let planId = 0;

beforeAll(async () => {
  w = await startWorker();
  db = await w.d1();
  alice = await registerUser(w, { dietaryRestrictions: ["vegetarian"] });
  bob = await registerUser(w);
  const res = await callAs(w, alice, "POST", "/api/meal-plans/generate", {});
  expect(res.status).toBe(202);
  const job = await jobEnd(w, alice, (await readJson(res)).jobId);
  expect(job.error).toBeNull();
  planId = job.result.planId;
});
afterAll(() => w?.dispose());

const call = (who: { cookie: string }, method: string, path: string, body?: unknown) =>
  callAs(w, who, method, path, body);

async function build(status: number): Promise<PlanList> {
  const res = await call(alice, "POST", `/api/meal-plans/${planId}/shopping-list`);
  expect(res.status).toBe(status);
  return (await readJson(res)) as PlanList;
}

/** A page form posted like a browser without JavaScript: the redirect's target. */
async function postForm(path: string, fields: Record<string, string | number>): Promise<string> {
  const res = await w.fetch(path, {
    method: "POST",
    redirect: "manual",
    headers: {
      Cookie: alice.cookie,
      "CF-Connecting-IP": freshIp(),
      Origin: w.url.origin,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
  });
  expect(res.status).toBe(302);
  return res.headers.get("Location")!;
}

/** Whether each stored item of the list is the plan's (1) or the user's own (0), by name. */
async function fromPlanByName(listId: number): Promise<Map<string, number>> {
  const { results } = await db
    .prepare("SELECT name, from_plan FROM shopping_list_items WHERE list_id = ?")
    .bind(listId)
    .all<{ name: string; from_plan: number }>();
  return new Map(results.map((r) => [r.name, r.from_plan]));
}

async function declinedNames(listId: number): Promise<string[]> {
  const row = await db
    .prepare("SELECT plan_declined FROM shopping_lists WHERE id = ?")
    .bind(listId)
    .first<{ plan_declined: string }>();
  return (JSON.parse(row!.plan_declined) as string[]).sort();
}

const keysOf = (items: Item[]) => items.map((i) => productKey(i.name));
const sorted = (names: string[]) => [...names].sort();

describe("building a plan's list again through the JSON API", () => {
  let first: PlanList;

  it("keeps an edited item as the user's own with no second copy, leaves removed items off and carries ticks", async () => {
    first = await build(201);
    expect(first.outcome).toBe("created");
    expect(first.planItemsChangedByUser).toEqual([]);
    expect(first.items.length).toBeGreaterThan(10);
    // one item per product, so each of these is a product of its own
    const [edited, deleted, bought, ticked, resent] = first.items;
    const item = (it: Item) => `/api/shopping-lists/${first.id}/items/${it.id}`;

    const edit = await call(alice, "PATCH", item(edited), { quantity: "2 bags (we eat a lot)" });
    expect(edit.status).toBe(200);
    expect(await readJson(edit)).toMatchObject({ quantity: "2 bags (we eat a lot)" });
    // the same values sent again are no change: the item stays the plan's
    const same = await call(alice, "PATCH", item(resent), {
      name: resent.name,
      quantity: resent.quantity,
      category: resent.category,
    });
    expect(same.status).toBe(200);
    expect((await call(alice, "PATCH", item(ticked), { checked: true })).status).toBe(200);
    expect((await call(alice, "DELETE", item(deleted))).status).toBe(204);
    // bought: ticked, then cleared with Remove checked items (which names only this one)
    expect((await call(alice, "PATCH", item(bought), { checked: true })).status).toBe(200);
    const cleared = await call(alice, "DELETE", `/api/shopping-lists/${first.id}/checked-items`, {
      itemIds: [bought.id],
    });
    expect(await readJson(cleared)).toEqual({ removed: 1 });

    const stored = await fromPlanByName(first.id);
    expect([stored.get(edited.name), stored.get(resent.name), stored.get(ticked.name)]).toEqual([
      0, 1, 1,
    ]);
    expect(await declinedNames(first.id)).toEqual(sorted([edited.name, deleted.name, bought.name]));

    const again = await build(200);
    expect(again.outcome).toBe("updated");
    expect(again.id).toBe(first.id);
    expect(sorted(again.planItemsChangedByUser)).toEqual(
      sorted([edited.name, deleted.name, bought.name]),
    );
    // no product twice; the deleted and the bought ones stay off
    const keys = keysOf(again.items);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).not.toContain(productKey(deleted.name));
    expect(keys).not.toContain(productKey(bought.name));
    // the edited item is the user's, as they left it, once
    expect(again.items.filter((i) => productKey(i.name) === productKey(edited.name))).toEqual([
      { ...edited, quantity: "2 bags (we eat a lot)" },
    ]);
    // every other product of the week is back from the plan, the tick carried over
    expect(sorted(again.items.map((i) => i.name))).toEqual(
      sorted(first.items.filter((i) => i !== deleted && i !== bought).map((i) => i.name)),
    );
    expect(again.items.filter((i) => i.checked).map((i) => i.name)).toEqual([ticked.name]);
    const after = await fromPlanByName(first.id);
    expect([after.get(edited.name), after.get(resent.name), after.get(ticked.name)]).toEqual([
      0, 1, 1,
    ]);

    // a third build finds the same list
    const third = await build(200);
    const shape = (list: PlanList) => list.items.map((i) => [i.name, i.quantity, i.checked]);
    expect(shape(third)).toEqual(shape(again));
  });

  it("a renamed plan item is the user's: the plan's product does not come back under its own name", async () => {
    const list = await build(200);
    const declined = new Set(list.planItemsChangedByUser.map((n) => productKey(n)));
    const stored = await fromPlanByName(list.id);
    const target = list.items.find(
      (i) => stored.get(i.name) === 1 && !declined.has(productKey(i.name)),
    )!;
    const res = await call(alice, "PATCH", `/api/shopping-lists/${list.id}/items/${target.id}`, {
      name: "Oat milk, the barista one",
      category: "Beverages",
    });
    expect(res.status).toBe(200);

    const again = await build(200);
    expect(again.planItemsChangedByUser).toContain(target.name);
    expect(keysOf(again.items)).not.toContain(productKey(target.name));
    expect(again.items.filter((i) => i.name === "Oat milk, the barista one")).toEqual([
      { ...target, name: "Oat milk, the barista one", category: "Beverages" },
    ]);
  });

  it("another user's change or removal of the list's items is refused and changes nothing it keeps", async () => {
    const list = await build(200);
    const before = await declinedNames(list.id);
    const stored = await fromPlanByName(list.id);
    const target = list.items.find((i) => stored.get(i.name) === 1)!;
    const path = `/api/shopping-lists/${list.id}/items/${target.id}`;
    expect((await call(bob, "PATCH", path, { quantity: "9" })).status).toBe(404);
    expect((await call(bob, "DELETE", path)).status).toBe(404);
    const cleared = await call(bob, "DELETE", `/api/shopping-lists/${list.id}/checked-items`, {
      itemIds: [target.id],
    });
    expect(cleared.status).toBe(404);
    expect(await declinedNames(list.id)).toEqual(before);
    expect((await fromPlanByName(list.id)).get(target.name)).toBe(1);
  });
});

describe("through the pages", () => {
  it("an item removed on /shopping-list stays off when /meal-plan builds again, and the page names it", async () => {
    const list = await build(200);
    const stored = await fromPlanByName(list.id);
    const declined = new Set(list.planItemsChangedByUser.map((n) => productKey(n)));
    // a plan item whose name needs no HTML escaping
    const target = list.items.find(
      (i) =>
        stored.get(i.name) === 1 && !declined.has(productKey(i.name)) && /^[\w ,-]+$/.test(i.name),
    )!;
    expect(
      await postForm("/shopping-list", {
        intent: "delete-item",
        listId: list.id,
        itemId: target.id,
      }),
    ).toBe(`/shopping-list?list=${list.id}`);

    const location = await postForm("/meal-plan", { intent: "shopping-list", planId });
    expect(new URL(location, w.url).searchParams.get("shopping")).toBe(String(list.id));
    const { results } = await db
      .prepare("SELECT name FROM shopping_list_items WHERE list_id = ?")
      .bind(list.id)
      .all<{ name: string }>();
    expect(results.map((r) => productKey(r.name))).not.toContain(productKey(target.name));

    // the page shows the list it built and what it kept as the user left it
    const page = await w.fetch(location, { headers: { Cookie: alice.cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    const kept = (html.match(/Kept as you left them[\s\S]*?<\/p>/)?.[0] ?? "").replaceAll(
      "<!-- -->",
      "",
    );
    expect(kept).toContain(target.name);
  });
});
