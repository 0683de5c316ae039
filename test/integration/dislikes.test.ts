/**
 * Disliked foods through the real worker and queue (issue 15): a user who dislikes "mushrooms,
 * olives, coriander, aubergine, prawns" gets a week's plan with none of them under any of their
 * names, while recipes with olive oil stay in their recommendations.
 *
 * The oracle is a list of the foods' names written here, not the food engine's table.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshIp, readJson, registerUser } from "../helpers/auth";
import { startWorker, waitFor, type TestWorker } from "../helpers/worker";

const DISLIKES = "mushrooms, olives, coriander, aubergine, prawns";

/** Every name of the disliked foods; "olive" only when it is not olive oil. */
const FORBIDDEN = [
  /\b(mushrooms?|shiitakes?|shitake|cremini|crimini|portobellos?|portabellas?|porcini|enoki|chanterelles?|morels?|maitake|button mushrooms?|baby bella)\b/i,
  /\b(olives?)\b(?!\s+oil)|\bkalamata\b|\btapenade\b|\bcastelvetrano\b/i,
  /\b(coriander|cilantro)\b/i,
  /\b(aubergines?|eggplants?|brinjals?|baba ganoush)\b/i,
  /\b(prawns?|shrimps?|scampi|langoustines?)\b/i,
];

let w: TestWorker;
let db: D1Database;
let user: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  w = await startWorker({ retryDelay: 0 });
  db = await w.d1();
  user = await registerUser(w, { dietaryRestrictions: [] });
  await db
    .prepare("UPDATE user_profiles SET disliked_ingredients = ? WHERE user_id = ?")
    .bind(JSON.stringify(DISLIKES.split(", ")), user.user.id)
    .run();
});
afterAll(() => w?.dispose());

const get = (path: string) => w.fetch(path, { headers: { Cookie: user.cookie } });

type Meal = { recipeId: number };
type Day = { meals: { breakfast: Meal; lunch: Meal; dinner: Meal; snacks: Meal[] } };

async function recipeText(ids: number[]) {
  const { results } = await db
    .prepare(
      `SELECT id, title, ingredients FROM recipes WHERE id IN (${ids.map(() => "?").join(",")})`,
    )
    .bind(...ids)
    .all<{ id: number; title: string; ingredients: string }>();
  return results.map((r) => ({
    id: r.id,
    lines: [r.title, ...(JSON.parse(r.ingredients) as { text: string }[]).map((i) => i.text)],
  }));
}

const offending = (lines: string[]) =>
  lines.filter((line) => FORBIDDEN.some((pattern) => pattern.test(line)));

describe("a user who dislikes mushrooms, olives, coriander, aubergine and prawns", () => {
  it("the catalogue holds those foods under many names, so the test can fail", async () => {
    const { results } = await db
      .prepare("SELECT id, title, ingredients FROM recipes")
      .all<{ id: number; title: string; ingredients: string }>();
    const all = results.flatMap((r) => [
      r.title,
      ...(JSON.parse(r.ingredients) as { text: string }[]).map((i) => i.text),
    ]);
    const hits = offending(all).join(" | ").toLowerCase();
    for (const name of ["shiitake", "cilantro", "eggplant", "shrimp", "kalamata"])
      expect(hits, name).toContain(name);
  });

  it("gets a week's plan, made through the queue, without any of them", async () => {
    const res = await w.fetch("/api/meal-plans/generate", {
      method: "POST",
      headers: { Cookie: user.cookie, "CF-Connecting-IP": freshIp() },
    });
    expect(res.status).toBe(202);
    const { jobId } = await readJson(res);
    const job = await waitFor(
      async () => {
        const polled = await readJson(await get(`/api/jobs/${jobId}`));
        return polled.status === "completed" || polled.status === "failed" ? polled : null;
      },
      { timeoutMs: 30_000 },
    );
    expect(job.error).toBeNull();
    const plan = await readJson(await get(`/api/meal-plans/${job.result.planId}`));
    const days = (JSON.parse(plan.mealPlanData) as { days: Day[] }).days;
    expect(days).toHaveLength(7);
    const ids = [
      ...new Set(
        days.flatMap((d) =>
          [d.meals.breakfast, d.meals.lunch, d.meals.dinner, ...d.meals.snacks].map(
            (m) => m.recipeId,
          ),
        ),
      ),
    ];
    expect(ids.length).toBeGreaterThan(10);
    for (const recipe of await recipeText(ids))
      expect(offending(recipe.lines), `recipe ${recipe.id}`).toEqual([]);
  });

  it("keeps recipes with olive oil in their recommendations, and none with the disliked foods", async () => {
    const res = await get("/api/recipes?personalized=true&limit=100");
    expect(res.status).toBe(200);
    const total = Number(res.headers.get("X-Total-Count"));
    const listed = (await readJson(res)) as { id: number }[];
    const everything = Number((await w.fetch("/api/recipes?limit=1")).headers.get("X-Total-Count"));
    expect(total).toBeLessThan(everything);
    const recipes = await recipeText(listed.map((r) => r.id));
    const withOliveOil = recipes.filter((r) => r.lines.some((l) => /olive oil/i.test(l)));
    expect(withOliveOil.length).toBeGreaterThan(20);
    for (const recipe of recipes)
      expect(offending(recipe.lines), `recipe ${recipe.id}`).toEqual([]);
  });
});
