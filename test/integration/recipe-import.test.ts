/**
 * Importing recipes through the built worker (issue 22): fixture pages served from a loopback
 * server that the worker reaches only through the test-only allowance (IMPORT_FETCH_ALLOW, ADR 039),
 * refused links answered before any connection, the review step, and privacy of the saved recipe.
 */
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "#db/client";
import { loadPlanningCatalogue } from "~/services/meal-plans.server";
import {
  cookiesFrom,
  expectErrorShape,
  freshIp,
  postJson,
  readJson,
  registerUser,
  signedCookieValue,
} from "../helpers/auth";
import { startFakeOpenAi, type FakeOpenAi } from "../helpers/fake-openai";
import { png } from "../helpers/images";
import { startWorker, type TestWorker } from "../helpers/worker";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/recipe-pages");

let w: TestWorker;
let server: Server;
let base: string;
/** every path the fixture server was asked for */
const served: string[] = [];
let alice: Awaited<ReturnType<typeof registerUser>>;
let bob: Awaited<ReturnType<typeof registerUser>>;

const PHOTO = png(800, 600, 4096);

/** A recipe page whose schema.org image is `image` (the picture tests). */
function pageWithImage(image: string): string {
  const recipe = {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: "Pictured Lentil Stew",
    image,
    recipeYield: "4",
    totalTime: "PT45M",
    recipeIngredient: ["1 cup red lentils", "4 cups water", "1 onion, chopped"],
    recipeInstructions: [
      { "@type": "HowToStep", text: "Simmer the lentils in the water." },
      { "@type": "HowToStep", text: "Add the onion and cook until soft." },
    ],
  };
  return `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify(recipe)}</script></head><body><h1>Stew</h1></body></html>`;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fixture");
    served.push(url.pathname);
    if (url.pathname === "/with-image") {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      return res.end(pageWithImage(url.searchParams.get("img") ?? ""));
    }
    if (url.pathname === "/photos/stew.png") {
      res.writeHead(200, { "Content-Type": "image/png" });
      return res.end(PHOTO);
    }
    if (url.pathname === "/photos/page.png") {
      res.writeHead(200, { "Content-Type": "text/html" });
      return res.end("<p>not a picture</p>");
    }
    if (url.pathname === "/photos/fake.png") {
      res.writeHead(200, { "Content-Type": "image/png" });
      return res.end("<html>not a picture either</html>");
    }
    if (url.pathname === "/photos/huge.png") {
      res.writeHead(200, { "Content-Type": "image/png" });
      res.write(png(800, 600, 64 * 1024));
      const chunk = new Uint8Array(64 * 1024);
      for (let i = 0; i < 90; i++) res.write(chunk);
      return res.end();
    }
    if (url.pathname === "/to-private") {
      res.writeHead(302, { Location: "http://10.0.0.1/recipe" });
      return res.end();
    }
    if (url.pathname === "/to-metadata") {
      res.writeHead(301, { Location: "http://169.254.169.254/latest/meta-data/" });
      return res.end();
    }
    if (url.pathname === "/hop") {
      res.writeHead(302, { Location: "/wprm-yoast.html" });
      return res.end();
    }
    if (url.pathname === "/big.html") {
      res.writeHead(200, { "Content-Type": "text/html" });
      const chunk = "<p>" + "x".repeat(64 * 1024) + "</p>";
      for (let i = 0; i < 40; i++) res.write(chunk);
      return res.end();
    }
    if (url.pathname === "/menu.pdf") {
      res.writeHead(200, { "Content-Type": "application/pdf" });
      return res.end("%PDF-1.4");
    }
    try {
      const body = readFileSync(path.join(FIXTURES, path.basename(url.pathname)));
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      res.end(body);
    } catch {
      res.writeHead(404, { "Content-Type": "text/plain" });
      res.end("not found");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  w = await startWorker({ vars: { IMPORT_FETCH_ALLOW: `127.0.0.1:${port}` } });
  alice = await registerUser(w);
  bob = await registerUser(w);
});
afterAll(async () => {
  await w?.dispose();
  await new Promise((resolve) => server?.close(resolve));
});

type Session = { cookie: string };

function postForm(s: Session | null, fields: Record<string, string>, pathname = "/recipes/import") {
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

const decode = (s: string) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");

/** The review form's fields as the server rendered them. */
function reviewFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input([^>]*)>/g)) {
    const name = /name="([^"]+)"/.exec(m[1])?.[1];
    const value = /value="([^"]*)"/.exec(m[1])?.[1];
    if (name && name !== "intent" && value !== undefined) fields[name] = decode(value);
  }
  for (const m of html.matchAll(/<textarea[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/textarea>/g)) {
    fields[m[1]] = decode(m[2]);
  }
  const meal = /<select[^>]*name="mealType"[\s\S]*?<option value="(\w+)" selected/.exec(html);
  fields.mealType = meal?.[1] ?? "dinner";
  return fields;
}

const lines = (text: string) => text.split("\n").filter((l) => l.trim());

async function importLink(s: Session, url: string) {
  return postForm(s, { intent: "link", url });
}

async function saveReview(s: Session, fields: Record<string, string>) {
  return postForm(s, { ...fields, intent: "save" });
}

const FIXTURE_EXPECTATIONS = [
  {
    file: "wprm-yoast.html",
    title: "Easy Red Lentil Soup",
    ingredients: 9,
    steps: 4,
    minutes: 40,
    servings: 4,
    // 1 cup red lentils, 2 tbsp oil, vegetables and broth for 4: roughly 200-350 kcal a bowl
    kcal: [180, 380],
  },
  {
    file: "tasty.html",
    title: "Chickpea & Cucumber Salad",
    ingredients: 7,
    steps: 3,
    minutes: 15,
    servings: 2,
    kcal: [300, 550],
  },
  {
    file: "sections.html",
    title: "One-Pan Chicken and Rice",
    ingredients: 6,
    steps: 5,
    minutes: 75,
    servings: 6,
    kcal: [300, 550],
  },
  {
    file: "microdata.html",
    title: "Banana Oat Muffins",
    ingredients: 6,
    steps: 4,
    minutes: 45,
    servings: 12,
    kcal: [60, 160],
  },
] as const;

describe("import from a link", () => {
  const saved = new Map<string, number>();

  it.each(FIXTURE_EXPECTATIONS)(
    "imports $file: title, ingredients, steps, time and computed nutrition",
    async (fx) => {
      const review = await importLink(alice, `${base}/${fx.file}`);
      expect(review.status).toBe(200);
      const html = await review.text();
      expect(html).toContain("Check the recipe");
      expect(html).toContain("Every line read");
      const fields = reviewFields(html);
      expect(fields.title).toBe(fx.title);
      expect(lines(fields.ingredients)).toHaveLength(fx.ingredients);
      expect(lines(fields.instructions)).toHaveLength(fx.steps);
      expect(Number(fields.totalTime)).toBe(fx.minutes);
      expect(Number(fields.servings)).toBe(fx.servings);

      const res = await saveReview(alice, fields);
      expect(res.status).toBe(302);
      const id = Number(/\/recipes\/(\d+)$/.exec(res.headers.get("location") ?? "")?.[1]);
      expect(id).toBeGreaterThanOrEqual(100_000);
      saved.set(fx.file, id);

      const recipe = await readJson(
        await w.fetch(`/api/recipes/${id}`, { headers: { Cookie: alice.cookie } }),
      );
      expect(recipe.title).toBe(fx.title);
      expect(recipe.ingredients).toHaveLength(fx.ingredients);
      expect(recipe.ingredients.every((i: { grams: number | null }) => i.grams! > 0)).toBe(true);
      expect(recipe.instructions).toHaveLength(fx.steps);
      expect(recipe.prepTime).toBe(fx.minutes);
      expect(recipe.servings).toBe(fx.servings);
      expect(recipe.source).toBe("imported");
      expect(recipe.calories).toBeGreaterThanOrEqual(fx.kcal[0]);
      expect(recipe.calories).toBeLessThanOrEqual(fx.kcal[1]);
      // the energy adds up from the macros (Atwater 4/4/9, within rounding and fibre)
      const atwater = 4 * recipe.protein + 4 * recipe.carbs + 9 * recipe.fat;
      expect(Math.abs(atwater - recipe.calories) / recipe.calories).toBeLessThan(0.15);
    },
  );

  it("follows a redirect on the fixture server", async () => {
    const res = await importLink(alice, `${base}/hop`);
    expect(res.status).toBe(200);
    expect(reviewFields(await res.text()).title).toBe("Easy Red Lentil Soup");
  });

  it("keeps an imported recipe private to its owner", async () => {
    const id = saved.get("wprm-yoast.html")!;
    expect(id).toBeTruthy();
    const own = await w.fetch(`/recipes/${id}`, { headers: { Cookie: alice.cookie } });
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    const ownHtml = await own.text();
    expect(ownHtml).toContain("Private: only you can see it");
    expect(ownHtml).toContain("Delete my recipe");

    for (const headers of [{ Cookie: bob.cookie }, {}] as Record<string, string>[]) {
      expect((await w.fetch(`/recipes/${id}`, { headers })).status).toBe(404);
      expect((await w.fetch(`/api/recipes/${id}`, { headers })).status).toBe(404);
    }
    // not in bob's search, the public list or counts; in alice's search
    const search = async (s: Session) =>
      (
        await readJson(
          await postJson(
            w,
            "/api/recipe-agent/search",
            { searchTerm: "Easy Red Lentil Soup" },
            { Cookie: s.cookie },
          ),
        )
      ).recipes.map((r: { id: number }) => r.id);
    expect(await search(alice)).toContain(id);
    expect(await search(bob)).not.toContain(id);
    const list = await readJson(await w.fetch("/api/recipes?limit=100&search=Lentil"));
    expect(list.map((r: { id: number }) => r.id)).not.toContain(id);
    // nobody can comment on or favourite another user's private recipe
    const comment = await postJson(
      w,
      `/api/social/recipes/${id}/comments`,
      { comment: "Nice", rating: 5 },
      { Cookie: bob.cookie },
    );
    expect(comment.status).toBe(404);
  });

  it("gives the meal planner the owner's recipes for the owner's plans only", async () => {
    const id = saved.get("sections.html")!;
    const db = createDb(await w.d1());
    const ids = async (userId: number | null) =>
      (await loadPlanningCatalogue(db, { userId })).map((r) => r.id);
    expect(await ids(alice.user.id)).toContain(id);
    expect(await ids(bob.user.id)).not.toContain(id);
    expect(await ids(null)).not.toContain(id);
    // the catalogue itself is the same for everyone
    expect((await ids(bob.user.id)).length).toBe((await ids(null)).length);
  });

  it("lists the user's own recipes on the import page, and only theirs", async () => {
    const mine = await (
      await w.fetch("/recipes/import", { headers: { Cookie: alice.cookie } })
    ).text();
    expect(mine).toContain("Easy Red Lentil Soup");
    const theirs = await (
      await w.fetch("/recipes/import", { headers: { Cookie: bob.cookie } })
    ).text();
    expect(theirs).not.toContain("Easy Red Lentil Soup");
    expect(theirs).toContain("No imported recipes yet.");
    expect((await w.fetch("/recipes/import")).status).toBe(302);
  });

  it("exports the owner's recipes as schema.org JSON-LD and a printable page", async () => {
    const res = await w.fetch("/recipes/export.jsonld", { headers: { Cookie: alice.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/ld+json");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const list = await readJson(res);
    const soup = list.find((r: { name: string }) => r.name === "Easy Red Lentil Soup");
    expect(soup).toMatchObject({ "@context": "https://schema.org", "@type": "Recipe" });
    expect(soup.recipeIngredient).toHaveLength(9);
    expect(soup.recipeInstructions).toHaveLength(4);
    expect(soup.totalTime).toBe("PT40M");
    expect(soup.nutrition["@type"]).toBe("NutritionInformation");
    const theirs = await readJson(
      await w.fetch("/recipes/export.jsonld", { headers: { Cookie: bob.cookie } }),
    );
    expect(theirs).toEqual([]);
    const page = await (
      await w.fetch("/recipes/export", { headers: { Cookie: alice.cookie } })
    ).text();
    expect(page).toContain("Easy Red Lentil Soup");
    expect(page).toContain("1 cup red lentils, rinsed");
    expect((await w.fetch("/recipes/export.jsonld")).status).toBe(302);
  });

  it("deletes a recipe for its owner only", async () => {
    const id = saved.get("microdata.html")!;
    const bobTry = await postForm(bob, { intent: "delete", recipeId: String(id) });
    expect(bobTry.status).toBe(404);
    expect(
      (await w.fetch(`/api/recipes/${id}`, { headers: { Cookie: alice.cookie } })).status,
    ).toBe(200);
    const res = await postForm(alice, { intent: "delete", recipeId: String(id) });
    expect(res.status).toBe(302);
    expect(
      (await w.fetch(`/api/recipes/${id}`, { headers: { Cookie: alice.cookie } })).status,
    ).toBe(404);
  });
});

describe("the page's picture", () => {
  // its own user: every read counts against the user's import limit
  let erin: Session;
  beforeAll(async () => {
    erin = await registerUser(w);
  });
  const pictured = (image: string) =>
    importLink(erin, `${base}/with-image?img=${encodeURIComponent(image)}`);
  const pictureNote = (html: string) =>
    decode(/data-testid="import-picture"[^>]*>([^<]*)</.exec(html)?.[1] ?? "");
  async function savedImageUrl(res: Response): Promise<string> {
    expect(res.status).toBe(302);
    const id = Number(/\/recipes\/(\d+)$/.exec(res.headers.get("location") ?? "")?.[1]);
    const recipe = await readJson(
      await w.fetch(`/api/recipes/${id}`, { headers: { Cookie: erin.cookie } }),
    );
    return recipe.imageUrl;
  }

  it("copies the picture into R2 on save and serves it like other recipe photos", async () => {
    const review = await pictured(`${base}/photos/stew.png`);
    expect(review.status).toBe(200);
    const html = await review.text();
    expect(pictureNote(html)).toBe("The page's picture will be copied with the recipe.");
    const fields = reviewFields(html);
    expect(fields.imageUrl).toBe(`${base}/photos/stew.png`);
    served.length = 0;
    const imageUrl = await savedImageUrl(await saveReview(erin, fields));
    expect(served).toEqual(["/photos/stew.png"]);
    expect(imageUrl).toMatch(/^\/images\/recipe-photos\/\d+\/[0-9a-f]{20}\.png$/);
    const photo = await w.fetch(imageUrl);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/png");
    expect(photo.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(PHOTO);
  });

  it.each([
    [
      "a page that is not an image",
      "/photos/page.png",
      "That link is not an image (it is text/html).",
    ],
    [
      "bytes that are not an image",
      "/photos/fake.png",
      "It is not a JPEG, PNG, GIF or WebP picture.",
    ],
    ["an image over the size cap", "/photos/huge.png", "It is larger than 5 MB."],
    [
      "a private address",
      "http://10.0.0.9/stew.png",
      "Links to private addresses cannot be imported.",
    ],
    [
      "a reserved name",
      "https://cdn.kitchen.example/stew.png",
      "Links to reserved example or test names cannot be imported.",
    ],
  ])(
    "refuses %s without failing the import: the recipe keeps its art",
    async (_, image, reason) => {
      const url = image.startsWith("/") ? `${base}${image}` : image;
      const review = await pictured(url);
      expect(review.status).toBe(200);
      const html = await review.text();
      expect(pictureNote(html)).toBe(
        `The page's picture could not be copied: ${reason} The recipe will show drawn art instead.`,
      );
      const fields = reviewFields(html);
      expect(fields.imageUrl).toBe("");
      const imageUrl = await savedImageUrl(await saveReview(erin, fields));
      expect(imageUrl).toMatch(/^\/images\/recipe-art\/imported-\d+-[0-9a-f]{8}\.svg$/);
    },
  );

  it("saves the recipe with its art when the picture fails at save time", async () => {
    const review = await pictured(`${base}/photos/stew.png`);
    const fields = { ...reviewFields(await review.text()), imageUrl: `${base}/photos/fake.png` };
    const res = await saveReview(erin, fields);
    const imageUrl = await savedImageUrl(res);
    expect(imageUrl).toMatch(/^\/images\/recipe-art\//);
    const notice = signedCookieValue(cookiesFrom(res)["nc_toast"]) as { description: string };
    expect(notice.description).toBe(
      "Only you can see it. Its picture could not be copied, so it shows drawn art.",
    );
  });
});

describe("the JSON import API (POST /api/recipes/import)", () => {
  // its own user: the other sections' imports count against alice's limit
  let dave: Session & { user: { id: number } };
  beforeAll(async () => {
    dave = await registerUser(w);
  });
  const api = (s: Session | null, body: unknown) =>
    postJson(w, "/api/recipes/import", body, s ? { Cookie: s.cookie } : {});
  const ownCount = async (userId: number) =>
    (
      await (
        await w.d1()
      )
        .prepare("SELECT count(*) AS n FROM recipes WHERE owner_id = ?")
        .bind(userId)
        .first<{ n: number }>()
    )?.n;

  it("reads a link into a draft with its nutrition and saves nothing", async () => {
    const before = await ownCount(dave.user.id);
    const res = await api(dave, { url: `${base}/wprm-yoast.html` });
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body.recipe).toMatchObject({
      title: "Easy Red Lentil Soup",
      servings: 4,
      totalTime: 40,
      mealType: "dinner",
    });
    expect(body.recipe.ingredients).toHaveLength(9);
    expect(body.recipe.instructions).toHaveLength(4);
    expect(body.unread).toEqual([]);
    expect(body.nutrition.perServing.kcal).toBeGreaterThanOrEqual(180);
    expect(body.nutrition.perServing.kcal).toBeLessThanOrEqual(380);
    // the fixture's pictures are on *.example hosts: refused by name, said, never fetched
    expect(body.picture).toEqual({
      willCopy: false,
      problem: "Links to reserved example or test names cannot be imported.",
    });
    expect(await ownCount(dave.user.id)).toBe(before);
  });

  it("saves a link at once with save: true, its picture copied, private to its owner", async () => {
    const res = await api(dave, {
      url: `${base}/with-image?img=${encodeURIComponent(`${base}/photos/stew.png`)}`,
      save: true,
    });
    expect(res.status).toBe(201);
    const body = await readJson(res);
    expect(res.headers.get("location")).toBe(`/api/recipes/${body.id}`);
    expect(body).toMatchObject({ url: `/recipes/${body.id}`, picture: "copied" });
    expect(body.recipe).toMatchObject({ title: "Pictured Lentil Stew", source: "imported" });
    expect(body.recipe.imageUrl).toMatch(/^\/images\/recipe-photos\/\d+\/[0-9a-f]{20}\.png$/);
    expect(
      (await w.fetch(`/api/recipes/${body.id}`, { headers: { Cookie: bob.cookie } })).status,
    ).toBe(404);
  });

  it("lists unread lines, refuses to save them, then saves the fixed recipe", async () => {
    const text =
      "Odd Salad\nServes 2\nTotal time: 10 minutes\n\nIngredients\n- 2 cups lettuce\n- 2 handfuls of qwzxv\n\nMethod\n1. Toss.";
    const read = await readJson(await api(dave, { text }));
    expect(read.unread.map((u: { line: string }) => u.line)).toEqual(["2 handfuls of qwzxv"]);
    const refused = await api(dave, { text, save: true });
    expect(refused.status).toBe(422);
    const error = await readJson(refused);
    expectErrorShape(error);
    expect(error.error.code).toBe("unread_ingredients");
    expect(error.error.fields!.ingredients[0]).toMatch(/^2 handfuls of qwzxv: /);
    const stillUnread = await api(dave, {
      recipe: { ...read.recipe, sourceUrl: undefined, imageUrl: undefined },
    });
    expect(stillUnread.status).toBe(422);
    const fixed = { ...read.recipe, ingredients: ["2 cups lettuce", "1 cup blueberries"] };
    delete fixed.sourceUrl;
    delete fixed.imageUrl;
    const saved = await api(dave, { recipe: fixed });
    expect(saved.status).toBe(201);
    expect((await readJson(saved)).recipe).toMatchObject({
      title: "Odd Salad",
      servings: 2,
      prepTime: 10,
    });
  });

  it("asks for a review when a draft cannot be saved as it is", async () => {
    const res = await api(dave, {
      text: "Plain Toast\nIngredients\n- 2 slices bread\nMethod\n1. Toast.",
      save: true,
    });
    expect(res.status).toBe(422);
    const body = await readJson(res);
    expectErrorShape(body);
    expect(body.error.code).toBe("review_needed");
    expect(body.error.fields!.totalTime).toEqual(["Time must be from 1 to 1440 minutes."]);
  });

  it("answers refusals in the one error shape", async () => {
    const cases: [Session | null, unknown, number, string][] = [
      [null, { url: `${base}/wprm-yoast.html` }, 401, "unauthorized"],
      [dave, { url: "http://10.0.0.7/recipe" }, 400, "address_refused"],
      [dave, { url: `${base}/menu.pdf` }, 415, "unsupported_type"],
      [dave, { url: `${base}/plain.html` }, 422, "no_recipe_data"],
      [dave, { url: `${base}/a`, text: "b" }, 400, "validation_failed"],
      [dave, { recipe: { title: "x" }, save: true }, 400, "validation_failed"],
      [dave, {}, 400, "validation_failed"],
    ];
    for (const [s, body, status, code] of cases) {
      const res = await api(s, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      const json = await readJson(res);
      expectErrorShape(json);
      expect(json.error.code).toBe(code);
    }
    const get = await w.fetch("/api/recipes/import", { headers: { Cookie: dave.cookie } });
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });

  it("shares the page's import limit: past it, 429 with Retry-After", async () => {
    const carol = await registerUser(w);
    const text = "Tea\nIngredients\n- 1 cup milk\nMethod\n1. Warm it.";
    for (let i = 0; i < 15; i++)
      expect((await postForm(carol, { intent: "text", text })).status).toBe(200);
    for (let i = 0; i < 15; i++) expect((await api(carol, { text })).status).toBe(200);
    const limited = await api(carol, { text });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await readJson(limited)).error.code).toBe("rate_limited");
    expect((await postForm(carol, { intent: "text", text })).status).toBe(429);
  });
});

describe("the model fallback for plain pages (a fake OpenAI-compatible provider)", () => {
  let fake: FakeOpenAi;
  let g: TestWorker;
  let cook: Session;
  const pasta = {
    recipe: {
      title: "My Favourite Tomato Pasta",
      description: "What I cook when the cupboard is nearly bare.",
      servings: 2,
      totalTime: 25,
      ingredients: [
        "200 g spaghetti",
        "1 can (14 oz) diced tomatoes",
        "2 tablespoons olive oil",
        "2 cloves garlic, sliced",
        "1/4 cup grated parmesan",
      ],
      instructions: ["Boil the spaghetti.", "Simmer the sauce.", "Toss together."],
    },
  };

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    g = await startWorker({
      vars: {
        IMPORT_FETCH_ALLOW: new URL(base).host,
        AI_BASE_URL: fake.url,
        AI_API_KEY: "test-key",
        AI_CHAT_MODEL: "fake-chat",
      },
    });
    cook = await registerUser(g);
  });
  afterAll(async () => {
    await g?.dispose();
    await fake?.close();
  });

  const postImport = (fields: Record<string, string>) =>
    g.fetch("/recipes/import", {
      method: "POST",
      headers: {
        Cookie: cook.cookie,
        "CF-Connecting-IP": freshIp(),
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: g.url.origin,
      },
      body: new URLSearchParams(fields).toString(),
    });
  const importPlain = (extra: Record<string, string> = {}) =>
    postImport({ intent: "link", url: `${base}/plain.html`, ...extra });

  it("has the model read the page's visible text and says so in the review", async () => {
    fake.behaviour = "ok";
    fake.reply = "```json\n" + JSON.stringify(pasta) + "\n```";
    const calls = fake.requests.length;
    const res = await importPlain();
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("That page has no recipe data, so an AI model read its text.");
    expect(html).toContain("Every line read");
    const fields = reviewFields(html);
    expect(fields.title).toBe("My Favourite Tomato Pasta");
    expect(lines(fields.ingredients)).toHaveLength(5);
    expect(lines(fields.instructions)).toHaveLength(3);
    expect(Number(fields.totalTime)).toBe(25);
    // the model got the page's visible text, not its markup, scripts or navigation
    expect(fake.requests.length).toBe(calls + 1);
    const user = fake.requests.at(-1)!.messages.find((m) => m.role === "user")!;
    const sent = typeof user.content === "string" ? user.content : JSON.stringify(user.content);
    expect(sent).toContain("200 g spaghetti");
    expect(sent).not.toMatch(/<li>|BlogPosting|font-family/);
    expect(sent.length).toBeLessThan(12_000 + 200);

    // "Check again" keeps the warning with the draft it is about
    expect(fields.readByModel).toBe("yes");
    const again = await postImport({ ...fields, intent: "check" });
    expect(again.status).toBe(200);
    const checked = await again.text();
    expect(checked).toContain("Every line read");
    expect(checked).toContain("That page has no recipe data, so an AI model read its text.");
  });

  it("answers the API with readByModel and will not save a model's reading unchecked", async () => {
    fake.reply = JSON.stringify(pasta);
    const api = (body: unknown) =>
      postJson(g, "/api/recipes/import", body, { Cookie: cook.cookie });
    const read = await api({ url: `${base}/plain.html` });
    expect(read.status).toBe(200);
    const body = await readJson(read);
    expect(body.readByModel).toBe(true);
    expect(body.recipe.ingredients).toHaveLength(5);
    const save = await api({ url: `${base}/plain.html`, save: true });
    expect(save.status).toBe(422);
    expect((await readJson(save)).error.code).toBe("review_needed");
  });

  it("says clearly when the model finds no recipe or cannot answer", async () => {
    fake.reply = '{"recipe": null}';
    const none = await importPlain();
    expect(none.status).toBe(422);
    expect(await none.text()).toContain("We could not find a recipe on that page.");
    fake.behaviour = "fail";
    const failed = await importPlain();
    expect(failed.status).toBe(422);
    expect(await failed.text()).toContain("the AI model could not read it just now");
    fake.behaviour = "ok";
  });
});

describe("refused links", () => {
  it.each([
    ["http://127.0.0.1/", 400, "Links to loopback addresses cannot be imported."],
    ["http://10.0.0.7/recipe", 400, "Links to private addresses cannot be imported."],
    [
      "http://169.254.169.254/latest/meta-data/",
      400,
      "Links to link-local addresses cannot be imported.",
    ],
    ["http://[::1]/", 400, "Links to loopback addresses cannot be imported."],
    ["http://localhost:8787/", 400, "Links to local or internal hosts cannot be imported."],
    ["file:///etc/passwd", 400, "Only http and https links can be imported."],
  ])("refuses %s with %i before connecting", async (url, status, message) => {
    const before = served.length;
    const res = await importLink(alice, url);
    expect(res.status).toBe(status);
    expect(await res.text()).toContain(message);
    expect(served.length).toBe(before);
  });

  it("refuses another port on the fixture host: the allowance is one host:port", async () => {
    const port = Number(new URL(base).port);
    const res = await importLink(alice, `http://127.0.0.1:${port + 1}/wprm-yoast.html`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Links to loopback addresses cannot be imported.");
  });

  it("refuses a redirect to a private or metadata address without following it", async () => {
    for (const [pathname, reason] of [
      ["/to-private", "private"],
      ["/to-metadata", "link-local"],
    ]) {
      served.length = 0;
      const res = await importLink(alice, `${base}${pathname}`);
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(`Links to ${reason} addresses cannot be imported.`);
      expect(served).toEqual([pathname]);
    }
  });

  it("refuses an oversized page, a non-HTML type and a page with no recipe data", async () => {
    const big = await importLink(alice, `${base}/big.html`);
    expect(big.status).toBe(413);
    expect(await big.text()).toContain("It is larger than 2 MB.");
    const pdf = await importLink(alice, `${base}/menu.pdf`);
    expect(pdf.status).toBe(415);
    expect(await pdf.text()).toContain("That link is not a web page (it is application/pdf).");
    const plain = await importLink(alice, `${base}/plain.html`);
    expect(plain.status).toBe(422);
    expect(await plain.text()).toContain("That page has no recipe data we can read.");
  });

  it("asks a guest to sign in first", async () => {
    const res = await postForm(null, { intent: "link", url: `${base}/wprm-yoast.html` });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
  });
});

describe("import from pasted text and the review step", () => {
  const text = `Tomato Pasta
Serves 2
Total time: 25 minutes

Ingredients
- 200 g spaghetti
- 1 can (14 oz) diced tomatoes
- 2 tablespoons olive oil
- 2 cloves garlic
- 2 handfuls of qwzxv

Method
1. Boil the spaghetti.
2. Simmer the tomatoes with the oil and garlic.
3. Toss together.`;

  it("lists the lines it cannot read and saves only once they are fixed", async () => {
    const review = await postForm(alice, { intent: "text", text });
    expect(review.status).toBe(200);
    const html = await review.text();
    expect(html).toContain("We could not read 1 line");
    expect(html).toContain("2 handfuls of qwzxv");
    const fields = reviewFields(html);
    expect(fields.title).toBe("Tomato Pasta");
    expect(Number(fields.totalTime)).toBe(25);

    const refused = await saveReview(alice, fields);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Fix or remove the ingredient lines");

    const fixed = {
      ...fields,
      ingredients: lines(fields.ingredients)
        .filter((l) => !l.includes("qwzxv"))
        .join("\n"),
    };
    const res = await saveReview(alice, fixed);
    expect(res.status).toBe(302);
  });

  it("answers the review form's field messages with 400", async () => {
    const res = await saveReview(alice, {
      title: "",
      servings: "0",
      totalTime: "abc",
      mealType: "brunch",
      ingredients: "",
      instructions: "",
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    for (const message of [
      "Give the recipe a title.",
      "Servings must be a whole number from 1 to 50.",
      "Time must be from 1 to 1440 minutes.",
      "Choose a meal type.",
      "Add at least one ingredient.",
      "Add at least one step.",
    ])
      expect(html).toContain(message);
  });

  it("says when a text has no ingredients", async () => {
    const res = await postForm(alice, { intent: "text", text: "Just a thought about soup" });
    expect(res.status).toBe(422);
    expect(await res.text()).toContain("We could not find ingredients in the text.");
  });
});
