/**
 * npm run bench:recipes: latency of POST /api/recipe-agent/search and GET /recommendations on a
 * 2,000-recipe database, through the built worker in Miniflare (local workerd + SQLite-backed D1),
 * one request at a time, printing p50/p95/p99. Then the query strategies ADR 011 compares, run
 * straight against the same D1: text by LIKE scan vs the FTS5 trigram index, tags by json_each vs
 * instr() on the JSON text vs an indexed tag table, with D1's rows_read for each.
 *
 * The 1,871 synthetic recipes are variations of the catalogue's (titles, portions, nutrition scaled
 * 0.7-1.3x, an ingredient line dropped or repeated, some cuisines swapped), so text, tags and
 * cuisines keep a realistic spread. Seeded: every run builds the same database.
 */
import { performance } from "node:perf_hooks";
import { CUISINES } from "../app/domain/cuisines";
import { seededRandom } from "../app/domain/meal-plan";
import { cookieHeader, cookiesFrom, freshIp, newRegistration } from "../test/helpers/auth";
import { startWorker, type TestWorker } from "../test/helpers/worker";

const TARGET_RECIPES = 2000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = 20;
const SQL_RUNS = Number(process.env.BENCH_SQL_RUNS ?? 100);

type Row = Record<string, unknown> & { id: number; slug: string; title: string; cuisine: string };

const random = seededRandom(2026);
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
const ADJECTIVES = [
  "Easy",
  "Weeknight",
  "Herby",
  "Golden",
  "Rustic",
  "Zesty",
  "Hearty",
  "Light",
  "Spiced",
  "Fresh",
];

async function growDatabase(db: D1Database) {
  const { results: base } = await db.prepare("SELECT * FROM recipes ORDER BY id").all<Row>();
  const statements: D1PreparedStatement[] = [];
  for (let n = 0; base.length + statements.length < TARGET_RECIPES; n++) {
    const r = base[n % base.length];
    const scale = 0.7 + random() * 0.6;
    const ingredients = JSON.parse(r.ingredients as string) as unknown[];
    if (random() < 0.5 && ingredients.length > 3)
      ingredients.splice(Math.floor(random() * ingredients.length), 1);
    else ingredients.push(pick(ingredients));
    const round1 = (x: unknown) => Math.round(Number(x) * scale * 10) / 10;
    statements.push(
      db
        .prepare(
          `INSERT INTO recipes (id, slug, title, description, image_url, calories, protein, carbs, fat, fiber, sugar, sodium,
             prep_time, servings, cuisine, meal_types, dietary_tags, ingredients, instructions, source)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'generated')`,
        )
        .bind(
          100_000 + n,
          `${r.slug}-v${n}`,
          `${pick(ADJECTIVES)} ${r.title}`,
          r.description,
          r.image_url,
          Math.round(Number(r.calories) * scale),
          round1(r.protein),
          round1(r.carbs),
          round1(r.fat),
          round1(r.fiber),
          round1(r.sugar),
          Math.round(Number(r.sodium) * scale),
          Math.max(5, Math.round(Number(r.prep_time) * (0.6 + random() * 0.8))),
          r.servings,
          random() < 0.2 ? pick(CUISINES) : r.cuisine,
          r.meal_types,
          r.dietary_tags,
          JSON.stringify(ingredients),
          r.instructions,
        ),
    );
  }
  for (let i = 0; i < statements.length; i += 50) await db.batch(statements.slice(i, i + 50));
  const count = await db.prepare("SELECT count(*) AS n FROM recipes").first<{ n: number }>();
  const indexed = await db
    .prepare("SELECT count(*) AS n FROM recipe_search")
    .first<{ n: number }>();
  return { recipes: count?.n ?? 0, indexed: indexed?.n ?? 0 };
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summary(label: string, times: number[]) {
  const s = [...times].sort((a, b) => a - b);
  const mean = s.reduce((a, b) => a + b, 0) / s.length;
  return `${label.padEnd(58)} n=${String(s.length).padStart(4)}  p50 ${percentile(s, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(s, 95).toFixed(1).padStart(6)} ms  p99 ${percentile(s, 99).toFixed(1).padStart(6)} ms  mean ${mean.toFixed(1).padStart(6)} ms`;
}

async function timeRequests(w: TestWorker, make: (i: number) => [string, RequestInit]) {
  const times: number[] = [];
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    const [path, init] = make(i);
    const start = performance.now();
    const res = await w.fetch(path, init);
    await res.arrayBuffer();
    const ms = performance.now() - start;
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    if (i >= WARMUP) times.push(ms);
  }
  return times;
}

const SEARCH_BODIES: Record<string, unknown>[] = [
  { searchTerm: "chicken" },
  { searchTerm: "lime juice", dietaryRestrictions: ["glutenFree"] },
  { dietaryRestrictions: ["vegetarian", "dairyFree"], mealType: "dinner", cookingTime: "medium" },
  {
    cuisinePreferences: ["asian"],
    healthGoals: ["weightLoss", "heartHealth"],
    calorieRange: { min: 200, max: 600 },
  },
  {
    searchTerm: "tofu",
    healthGoals: ["muscleGain"],
    userProfile: { dislikedIngredients: ["mushroom", "egg"], cuisinePreferences: ["Thai"] },
  },
  {},
  { searchTerm: "ri", offset: 48 },
];

async function main() {
  console.log(
    "Starting the built worker in Miniflare (run `npm run build` first if the app changed)...",
  );
  const w = await startWorker();
  try {
    const db = await w.d1();
    const grown = await growDatabase(db);
    console.log(`Database: ${grown.recipes} recipes, ${grown.indexed} rows in the FTS index.\n`);

    // a signed-in user with a profile that excludes and ranks
    const registration = newRegistration({
      dietaryRestrictions: ["vegetarian"],
      cuisinePreferences: ["Italian", "Indian"],
    });
    const reg = await w.fetch("/api/register", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshIp() },
      body: JSON.stringify(registration),
    });
    if (reg.status !== 201) throw new Error(`register: ${reg.status}`);
    const cookie = cookieHeader(cookiesFrom(reg));
    await db
      .prepare(
        "UPDATE user_profiles SET disliked_ingredients = ?, health_goals = ? WHERE user_id = (SELECT id FROM users WHERE email = ?)",
      )
      .bind(
        JSON.stringify(["mushroom", "egg"]),
        JSON.stringify(["weightLoss"]),
        registration.email.toLowerCase(),
      )
      .run();

    const post = (body: unknown, extra: Record<string, string> = {}): RequestInit => ({
      method: "POST",
      headers: { "Content-Type": "application/json", ...extra },
      body: JSON.stringify(body),
    });

    console.log(
      `HTTP latency through the worker, ${REQUESTS} sequential requests each (after ${WARMUP} warm-up):`,
    );
    const lines = [
      summary(
        "POST /api/recipe-agent/search (guest, 7 filter mixes)",
        await timeRequests(w, (i) => [
          "/api/recipe-agent/search",
          post(SEARCH_BODIES[i % SEARCH_BODIES.length]),
        ]),
      ),
      summary(
        "POST /api/recipe-agent/search (signed in, profile ranks)",
        await timeRequests(w, (i) => [
          "/api/recipe-agent/search",
          post(SEARCH_BODIES[i % SEARCH_BODIES.length], { Cookie: cookie }),
        ]),
      ),
      summary(
        "GET /recommendations (guest, SSR HTML)",
        await timeRequests(w, () => ["/recommendations", {}]),
      ),
      summary(
        "GET /recommendations?q=quick&cuisine=asian (guest)",
        await timeRequests(w, () => ["/recommendations?q=quick&cuisine=asian", {}]),
      ),
      summary(
        "GET /recommendations (signed in, personalised)",
        await timeRequests(w, () => ["/recommendations", { headers: { Cookie: cookie } }]),
      ),
      summary(
        "GET /api/recipes?q=chicken&limit=12 (card search)",
        await timeRequests(w, () => ["/api/recipes?q=chicken&limit=12", {}]),
      ),
    ];
    for (const line of lines) console.log(`  ${line}`);

    await compareStrategies(db);
  } finally {
    await w.dispose();
  }
}

/** The alternatives of ADR 011, run straight against D1 (the same Node->workerd hop for each). */
async function compareStrategies(db: D1Database) {
  await db.batch([
    db.prepare(
      "CREATE TABLE IF NOT EXISTS bench_recipe_tags (tag TEXT NOT NULL, recipe_id INTEGER NOT NULL, PRIMARY KEY (tag, recipe_id)) WITHOUT ROWID",
    ),
    db.prepare("DELETE FROM bench_recipe_tags"),
    db.prepare(
      "INSERT INTO bench_recipe_tags (tag, recipe_id) SELECT j.value, r.id FROM recipes AS r, json_each(r.dietary_tags) AS j",
    ),
  ]);
  const cases: [string, string, unknown[]][] = [
    [
      "text 'lime juice', LIKE scan of title/description/cuisine + json_each ingredients",
      `SELECT count(*) AS n FROM recipes AS r WHERE r.title LIKE ?1 OR r.description LIKE ?1 OR r.cuisine LIKE ?1
         OR EXISTS (SELECT 1 FROM json_each(r.ingredients) AS j WHERE json_extract(j.value, '$.text') LIKE ?1)`,
      ["%lime juice%"],
    ],
    [
      "text 'lime juice', FTS5 trigram MATCH (shipped)",
      `SELECT count(*) AS n FROM recipes AS r WHERE r.id IN (SELECT rowid FROM recipe_search WHERE recipe_search MATCH ?)`,
      ['{title description cuisine ingredients} : "lime juice"'],
    ],
    [
      "text 'chicken', LIKE scan",
      `SELECT count(*) AS n FROM recipes AS r WHERE r.title LIKE ?1 OR r.description LIKE ?1 OR r.cuisine LIKE ?1
         OR EXISTS (SELECT 1 FROM json_each(r.ingredients) AS j WHERE json_extract(j.value, '$.text') LIKE ?1)`,
      ["%chicken%"],
    ],
    [
      "text 'chicken', FTS5 trigram MATCH (shipped)",
      `SELECT count(*) AS n FROM recipes AS r WHERE r.id IN (SELECT rowid FROM recipe_search WHERE recipe_search MATCH ?)`,
      ['{title description cuisine ingredients} : "chicken"'],
    ],
    [
      "dislikes 'egg' OR 'mushroom', porter FTS (shipped), NOT IN",
      `SELECT count(*) AS n FROM recipes AS r WHERE r.id NOT IN (SELECT rowid FROM recipe_words WHERE recipe_words MATCH ?)`,
      ['"egg" OR "mushroom"'],
    ],
    [
      "tags vegetarian+glutenFree, json_each EXISTS",
      `SELECT count(*) AS n FROM recipes AS r
         WHERE EXISTS (SELECT 1 FROM json_each(r.dietary_tags) WHERE value = 'vegetarian')
           AND EXISTS (SELECT 1 FROM json_each(r.dietary_tags) WHERE value = 'glutenFree')`,
      [],
    ],
    [
      "tags vegetarian+glutenFree, instr() on the JSON text (shipped)",
      `SELECT count(*) AS n FROM recipes AS r WHERE instr(r.dietary_tags, '"vegetarian"') > 0 AND instr(r.dietary_tags, '"glutenFree"') > 0`,
      [],
    ],
    [
      "tags vegetarian+glutenFree, indexed tag table",
      `SELECT count(*) AS n FROM recipes AS r WHERE r.id IN (SELECT recipe_id FROM bench_recipe_tags WHERE tag = 'vegetarian')
         AND r.id IN (SELECT recipe_id FROM bench_recipe_tags WHERE tag = 'glutenFree')`,
      [],
    ],
    [
      "a ranked page: tags + goal score + count(*) OVER () + ORDER BY, LIMIT 12",
      `SELECT r.id, (CASE WHEN r.calories <= 400 THEN 2 WHEN r.calories <= 550 THEN 1 ELSE 0 END)
              + (CASE WHEN r.cuisine IN ('Italian','Indian') THEN 3 ELSE 0 END) AS score, count(*) OVER () AS total
         FROM recipes AS r WHERE instr(r.dietary_tags, '"vegetarian"') > 0
         ORDER BY score DESC, (r.id * 7919) % 997, r.id LIMIT 12`,
      [],
    ],
  ];
  console.log(
    `\nQuery strategies on the same database, ${SQL_RUNS} runs each (Node -> workerd D1, same hop for all):`,
  );
  for (const [label, query, binds] of cases) {
    const times: number[] = [];
    let rowsRead = 0;
    let n = 0;
    for (let i = 0; i < SQL_RUNS + 5; i++) {
      const start = performance.now();
      const result = await db
        .prepare(query)
        .bind(...binds)
        .all<{ n?: number }>();
      const ms = performance.now() - start;
      if (i >= 5) times.push(ms);
      rowsRead = (result.meta as { rows_read?: number }).rows_read ?? 0;
      n = result.results[0]?.n ?? result.results.length;
    }
    console.log(
      `  ${summary(label, times)}  rows_read ${String(rowsRead).padStart(6)}  matches ${n}`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
