/**
 * Editing one's own recipe through the built worker (issue 22, ADR 046): the page
 * /recipes/{id}/edit (a Remix action, works without JavaScript) and PATCH /api/recipes/{id}; the
 * lines are read again by the food engine (nutrition and tags recomputed, unread lines listed and
 * refused); another user's and the built-in recipes are not found.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectErrorShape, freshIp, readJson, registerUser } from "../helpers/auth";
import { startWorker, type TestWorker } from "../helpers/worker";

let w: TestWorker;
let alice: Awaited<ReturnType<typeof registerUser>>;
let bob: Awaited<ReturnType<typeof registerUser>>;
type Session = { cookie: string };

function postForm(s: Session | null, pathname: string, fields: Record<string, string>) {
  return w.fetch(pathname, {
    method: "POST",
    headers: {
      ...(s ? { Cookie: s.cookie } : {}),
      "CF-Connecting-IP": freshIp(),
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: w.url.origin,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

function patchJson(s: Session | null, pathname: string, body: unknown) {
  return w.fetch(pathname, {
    method: "PATCH",
    headers: {
      ...(s ? { Cookie: s.cookie } : {}),
      "CF-Connecting-IP": freshIp(),
      "Content-Type": "application/json",
      Origin: w.url.origin,
    },
    body: JSON.stringify(body),
  });
}

const RECIPE = {
  title: "Garlic Spaghetti",
  description: "A quick one.",
  servings: "2",
  totalTime: "20",
  cuisine: "Italian",
  mealType: "dinner",
  ingredients: "200 g spaghetti\n2 tablespoons olive oil\n2 cloves garlic",
  instructions: "Boil the spaghetti.\nWarm the garlic in the oil.\nToss together.",
};

async function importRecipe(s: Session): Promise<number> {
  const res = await postForm(s, "/recipes/import", { intent: "save", ...RECIPE });
  expect(res.status).toBe(302);
  return Number(/\/recipes\/(\d+)$/.exec(res.headers.get("location") ?? "")?.[1]);
}

type ApiRecipe = {
  title: string;
  servings: number;
  calories: number;
  protein: number;
  dietaryTags: string[];
  ingredients: { text: string; foodId: number | null }[];
  instructions: string[];
};

async function readRecipe(s: Session, id: number): Promise<ApiRecipe> {
  const res = await w.fetch(`/api/recipes/${id}`, { headers: { Cookie: s.cookie } });
  expect(res.status).toBe(200);
  return readJson(res);
}

beforeAll(async () => {
  w = await startWorker();
  alice = await registerUser(w);
  bob = await registerUser(w);
});
afterAll(async () => {
  await w?.dispose();
});

describe("the edit page", () => {
  it("shows the owner's recipe in the review form; 404 for others, sign-in for a guest", async () => {
    const id = await importRecipe(alice);
    const page = await w.fetch(`/recipes/${id}/edit`, { headers: { Cookie: alice.cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain('value="Garlic Spaghetti"');
    expect(html).toContain("200 g spaghetti\n2 tablespoons olive oil\n2 cloves garlic");
    // the recipe page links to it for its owner
    const own = await (
      await w.fetch(`/recipes/${id}`, { headers: { Cookie: alice.cookie } })
    ).text();
    expect(own).toContain(`href="/recipes/${id}/edit"`);

    expect((await w.fetch(`/recipes/${id}/edit`, { headers: { Cookie: bob.cookie } })).status).toBe(
      404,
    );
    // a built-in recipe is no one's to edit
    expect((await w.fetch(`/recipes/1/edit`, { headers: { Cookie: alice.cookie } })).status).toBe(
      404,
    );
    const guest = await w.fetch(`/recipes/${id}/edit`, { redirect: "manual" });
    expect(guest.status).toBe(302);
    expect(guest.headers.get("location")).toBe(
      `/auth?redirectTo=${encodeURIComponent(`/recipes/${id}/edit`)}`,
    );
  });

  it("saves an edit with nutrition and tags read again; refuses unread lines", async () => {
    const id = await importRecipe(alice);
    const before = await readRecipe(alice, id);
    expect(before.dietaryTags).toContain("vegan");

    const unread = await postForm(alice, `/recipes/${id}/edit`, {
      intent: "update",
      ...RECIPE,
      ingredients: `${RECIPE.ingredients}\n3 blorps of qwzxv`,
    });
    expect(unread.status).toBe(400);
    const unreadHtml = await unread.text();
    expect(unreadHtml).toContain("We could not read 1 line");
    expect(unreadHtml).toContain("3 blorps of qwzxv");
    expect(await readRecipe(alice, id)).toEqual(before);

    const check = await postForm(alice, `/recipes/${id}/edit`, {
      intent: "check",
      ...RECIPE,
      ingredients: `${RECIPE.ingredients}\n100 g parmesan cheese`,
    });
    expect(check.status).toBe(200);
    expect(await check.text()).toContain("Every line read.");

    const saved = await postForm(alice, `/recipes/${id}/edit`, {
      intent: "update",
      ...RECIPE,
      title: "Cheesy Garlic Spaghetti",
      ingredients: `${RECIPE.ingredients}\n100 g parmesan cheese`,
      instructions: `${RECIPE.instructions}\nGrate the cheese over.`,
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`/recipes/${id}`);
    const after = await readRecipe(alice, id);
    expect(after.title).toBe("Cheesy Garlic Spaghetti");
    expect(after.ingredients).toHaveLength(4);
    expect(after.instructions).toHaveLength(4);
    // 100 g parmesan for two: about 200 kcal and 18 g protein more a serving (USDA SR28)
    expect(after.calories - before.calories).toBeGreaterThan(150);
    expect(after.protein - before.protein).toBeGreaterThan(12);
    expect(after.dietaryTags).not.toContain("vegan");
    expect(after.dietaryTags).toContain("vegetarian");
  });

  it("changes nothing for another user: their post answers 404", async () => {
    const id = await importRecipe(alice);
    const before = await readRecipe(alice, id);
    const res = await postForm(bob, `/recipes/${id}/edit`, {
      intent: "update",
      ...RECIPE,
      title: "Bob was here",
    });
    expect(res.status).toBe(404);
    expect(await readRecipe(alice, id)).toEqual(before);
  });
});

describe("PATCH /api/recipes/{id}", () => {
  it("changes the fields sent and keeps the rest; servings rescale the nutrition", async () => {
    const id = await importRecipe(alice);
    const before = await readRecipe(alice, id);
    const res = await patchJson(alice, `/api/recipes/${id}`, { title: "For One", servings: 1 });
    expect(res.status).toBe(200);
    const body = (await readJson(res)) as ApiRecipe;
    expect(body.title).toBe("For One");
    expect(body.servings).toBe(1);
    expect(body.instructions).toEqual(before.instructions);
    // the same food for one instead of two: twice the energy a serving
    expect(body.calories / before.calories).toBeCloseTo(2, 1);
    expect(await readRecipe(alice, id)).toEqual(body);
  });

  it("takes ingredient and step lists and reads them again", async () => {
    const id = await importRecipe(alice);
    const res = await patchJson(alice, `/api/recipes/${id}`, {
      ingredients: ["200 g spaghetti", "2 large eggs"],
      instructions: ["Boil.", "Stir in the eggs."],
    });
    expect(res.status).toBe(200);
    const body = (await readJson(res)) as ApiRecipe;
    expect(body.ingredients.map((i) => i.text)).toEqual(["200 g spaghetti", "2 large eggs"]);
    expect(body.ingredients.every((i) => i.foodId !== null)).toBe(true);
    expect(body.dietaryTags).not.toContain("vegan");
  });

  it("refuses unread lines with 422, each listed, and changes nothing", async () => {
    const id = await importRecipe(alice);
    const before = await readRecipe(alice, id);
    const res = await patchJson(alice, `/api/recipes/${id}`, {
      ingredients: ["200 g spaghetti", "3 blorps of qwzxv"],
    });
    expect(res.status).toBe(422);
    const body = await readJson(res);
    expectErrorShape(body);
    expect(body.error.code).toBe("unread_ingredients");
    expect(body.error.fields?.ingredients).toEqual([expect.stringContaining("3 blorps of qwzxv")]);
    expect(await readRecipe(alice, id)).toEqual(before);
  });

  it("answers 404 for another user's and built-in recipes, 401 for a guest, 400 for bad fields", async () => {
    const id = await importRecipe(alice);
    const before = await readRecipe(alice, id);
    for (const [s, path, status, code] of [
      [bob, `/api/recipes/${id}`, 404, "not_found"],
      [alice, "/api/recipes/1", 404, "not_found"],
      [null, `/api/recipes/${id}`, 401, "unauthorized"],
    ] as const) {
      const res = await patchJson(s, path, { title: "Taken" });
      expect(res.status, path).toBe(status);
      const body = await readJson(res);
      expectErrorShape(body);
      expect(body.error.code).toBe(code);
    }
    for (const bad of [{}, { servings: 0 }, { servings: "2" }, { title: "" }, { owner: 2 }]) {
      const res = await patchJson(alice, `/api/recipes/${id}`, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expectErrorShape(await readJson(res));
    }
    expect(await readRecipe(alice, id)).toEqual(before);
  });
});

describe("sharing a private recipe by link", () => {
  it("shows the recipe to anyone with the link until the owner stops sharing", async () => {
    const id = await importRecipe(alice);
    const shared = await postForm(alice, `/recipes/${id}/edit`, { intent: "share" });
    expect(shared.status).toBe(302);
    const edit = await (
      await w.fetch(`/recipes/${id}/edit`, { headers: { Cookie: alice.cookie } })
    ).text();
    const link = /data-testid="share-link">([^<]+)</.exec(edit)?.[1] ?? "";
    const token = new URL(link.replace(/&amp;/g, "&")).searchParams.get("share") ?? "";
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);

    for (const headers of [{}, { Cookie: bob.cookie }] as Record<string, string>[]) {
      const page = await w.fetch(`/recipes/${id}?share=${token}`, { headers });
      expect(page.status).toBe(200);
      // never kept by a browser or the edge: the link can stop working
      expect(page.headers.get("cache-control")).toBe("private, no-store");
      const html = await page.text();
      expect(html).toContain("Garlic Spaghetti");
      expect(html).not.toContain("Edit my recipe");
      // no heart, comment form, stories or social share that would answer 404 (ADR 046)
      expect(html).toContain("Shared privately by its owner");
      expect(html).not.toContain("Add Garlic Spaghetti to favorites");
      expect(html).not.toContain("Save Recipe");
      expect(html).not.toContain('id="comments-heading"');
      expect(html).not.toContain('id="stories-heading"');
      expect(html).not.toContain(">Share<");
      // the link a viewer copies is the share link, which works for whoever they pass it to
      expect(html).toContain(`/recipes/${id}?share=${token}`);
      // without the link, or with another one, it is still not found
      expect((await w.fetch(`/recipes/${id}`, { headers })).status).toBe(404);
      const wrong = `${token.slice(0, 21)}${token.endsWith("A") ? "B" : "A"}`;
      expect((await w.fetch(`/recipes/${id}?share=${wrong}`, { headers })).status).toBe(404);
    }
    // a token opens only the recipe it was made for
    const other = await importRecipe(alice);
    expect((await w.fetch(`/recipes/${other}?share=${token}`)).status).toBe(404);
    const ownPage = await (
      await w.fetch(`/recipes/${id}`, { headers: { Cookie: alice.cookie } })
    ).text();
    expect(ownPage).toContain("Shared: anyone with its link can see it");
    expect(ownPage).not.toContain("Add Garlic Spaghetti to favorites");
    expect(ownPage).not.toContain('id="comments-heading"');
    // a public recipe keeps its heart and comments
    const publicPage = await (
      await w.fetch("/recipes/1", { headers: { Cookie: bob.cookie } })
    ).text();
    expect(publicPage).toContain("Save Recipe");
    expect(publicPage).toContain('id="comments-heading"');
    expect(publicPage).not.toContain("Shared privately by its owner");

    const stopped = await postForm(alice, `/recipes/${id}/edit`, { intent: "unshare" });
    expect(stopped.status).toBe(302);
    expect((await w.fetch(`/recipes/${id}?share=${token}`)).status).toBe(404);
    // sharing again makes a new link: the old one stays dead
    await postForm(alice, `/recipes/${id}/edit`, { intent: "share" });
    expect((await w.fetch(`/recipes/${id}?share=${token}`)).status).toBe(404);
  });

  it("lets no one else share or stop sharing the owner's recipe", async () => {
    const id = await importRecipe(alice);
    for (const intent of ["share", "unshare"]) {
      expect((await postForm(bob, `/recipes/${id}/edit`, { intent })).status).toBe(404);
    }
    const edit = await (
      await w.fetch(`/recipes/${id}/edit`, { headers: { Cookie: alice.cookie } })
    ).text();
    expect(edit).not.toContain('data-testid="share-link"');
    expect(edit).toContain("Make a share link");
  });
});
