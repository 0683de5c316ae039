import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectErrorShape, readJson, registerUser } from "../helpers/auth";
import { startWorker, type TestWorker } from "../helpers/worker";

/**
 * The profile calls of spec 1 section 7 through HTTP against the built worker:
 * GET/POST/PATCH /api/profile and GET /api/user-profiles/{userId}.
 */
let w: TestWorker;
beforeAll(async () => {
  w = await startWorker({ seed: false });
});
afterAll(() => w?.dispose());

function call(method: string, path: string, cookie?: string, body?: unknown) {
  return w.fetch(path, {
    method,
    headers: {
      ...(cookie ? { Cookie: cookie } : {}),
      ...(body !== undefined ? { "Content-Type": "application/json" } : {}),
    },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** A signed-in user without a profile, as external sign-in leaves one. */
async function userWithoutProfile() {
  const { user, cookie } = await registerUser(w);
  const db = await w.d1();
  await db.prepare("DELETE FROM user_profiles WHERE user_id = ?").bind(user.id).run();
  return { user, cookie };
}

// a man of 30, 80 kg, 180 cm: Mifflin-St Jeor 10*80 + 6.25*180 - 5*30 + 5 = 1780 kcal
const physical = { gender: "male", age: 30, height: 180, weight: 80, activityLevel: "sedentary" };

async function expectValidation(res: Response, fields: Record<string, string[]>) {
  expect(res.status).toBe(400);
  const body = await readJson(res);
  expectErrorShape(body);
  expect(body.error.code).toBe("validation_failed");
  expect(body.error.fields).toEqual(fields);
}

describe("guests", () => {
  it.each([
    ["GET", "/api/profile", undefined],
    ["POST", "/api/profile", physical],
    ["PATCH", "/api/profile", { dietaryRestrictions: [] }],
    ["GET", "/api/user-profiles/1", undefined],
  ])("%s %s answers 401 in the error shape", async (method, path, body) => {
    const res = await call(method, path, undefined, body);
    expect(res.status).toBe(401);
    const json = await readJson(res);
    expectErrorShape(json);
    expect(json.error.code).toBe("unauthorized");
  });
});

describe("a user without a profile", () => {
  it("GET /api/profile, PATCH /api/profile and GET /api/user-profiles/{own id} answer 404", async () => {
    const { user, cookie } = await userWithoutProfile();
    for (const res of [
      await call("GET", "/api/profile", cookie),
      await call("PATCH", "/api/profile", cookie, { dietaryRestrictions: ["vegan"] }),
      await call("GET", `/api/user-profiles/${user.id}`, cookie),
    ]) {
      expect(res.status).toBe(404);
      const body = await readJson(res);
      expectErrorShape(body);
      expect(body.error).toEqual({
        code: "profile_not_found",
        message: "You have not set up a profile yet.",
      });
    }
    // PATCH did not create one
    const db = await w.d1();
    const count = await db
      .prepare("SELECT count(*) AS n FROM user_profiles WHERE user_id = ?")
      .bind(user.id)
      .first<{ n: number }>();
    expect(count?.n).toBe(0);
  });

  it("POST creates the profile (201) with BMR, TDEE and goal calories; GET reads it back", async () => {
    const { user, cookie } = await userWithoutProfile();
    const res = await call("POST", "/api/profile", cookie, {
      ...physical,
      dietaryRestrictions: [],
      cuisinePreferences: [],
      dislikedIngredients: [],
    });
    expect(res.status).toBe(201);
    const created = await readJson(res);
    expect(created).toMatchObject({
      id: expect.any(Number),
      userId: user.id,
      ...physical,
      dietaryRestrictions: [],
      cuisinePreferences: [],
      preferredCuisines: [],
      dislikedIngredients: [],
      bmr: 1780,
      tdee: 2136, // x 1.2
      goalCalories: 2136,
    });
    const read = await call("GET", "/api/profile", cookie);
    expect(read.status).toBe(200);
    expect(read.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await readJson(read)).toEqual(created);
    const byId = await call("GET", `/api/user-profiles/${user.id}`, cookie);
    expect(byId.status).toBe(200);
    expect(await readJson(byId)).toEqual(created);
  });

  it("POST without lists makes empty lists", async () => {
    const { cookie } = await userWithoutProfile();
    const res = await call("POST", "/api/profile", cookie, physical);
    expect(res.status).toBe(201);
    expect(await readJson(res)).toMatchObject({
      dietaryRestrictions: [],
      cuisinePreferences: [],
      dislikedIngredients: [],
    });
  });
});

describe("a user with a profile (every email registration makes one)", () => {
  it("POST updates it (200): physical fields replaced, lists kept, energy recomputed", async () => {
    const { user, cookie } = await registerUser(w, {
      dietaryRestrictions: ["vegetarian"],
      cuisinePreferences: ["Italian"],
    });
    const res = await call("POST", "/api/profile", cookie, { ...physical, activityLevel: "very" });
    expect(res.status).toBe(200);
    const profile = await readJson(res);
    expect(profile).toMatchObject({
      userId: user.id,
      ...physical,
      activityLevel: "very",
      dietaryRestrictions: ["vegetarian"],
      cuisinePreferences: ["Italian"],
      bmr: 1780,
      tdee: 3382, // 1780 x 1.9
      goalCalories: 3382,
    });
    const db = await w.d1();
    const rows = await db
      .prepare("SELECT count(*) AS n FROM user_profiles WHERE user_id = ?")
      .bind(user.id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(1);
  });

  it("POST with lists replaces them", async () => {
    const { cookie } = await registerUser(w, { dietaryRestrictions: ["vegetarian"] });
    const res = await call("POST", "/api/profile", cookie, {
      ...physical,
      dietaryRestrictions: [],
      cuisinePreferences: ["thai"],
      dislikedIngredients: [],
    });
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({
      dietaryRestrictions: [],
      cuisinePreferences: ["thai"],
    });
  });

  it("PATCH writes the preferences (trimmed) and leaves the energy alone", async () => {
    const { cookie } = await registerUser(w);
    await call("POST", "/api/profile", cookie, physical);
    const res = await call("PATCH", "/api/profile", cookie, {
      dietaryRestrictions: ["vegan", "glutenFree"],
      cuisinePreferences: ["thai", "indian"],
      dislikedIngredients: [" olives ", "blue cheese", ""],
    });
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({
      ...physical,
      dietaryRestrictions: ["vegan", "glutenFree"],
      cuisinePreferences: ["thai", "indian"],
      preferredCuisines: ["thai", "indian"],
      dislikedIngredients: ["olives", "blue cheese"],
      bmr: 1780,
      tdee: 2136,
      goalCalories: 2136,
    });
  });

  it("PATCH of an input recomputes BMR, TDEE and goal calories", async () => {
    const { user, cookie } = await registerUser(w);
    await call("POST", "/api/profile", cookie, physical);

    let res = await call("PATCH", "/api/profile", cookie, { weight: 90, activityLevel: "active" });
    expect(res.status).toBe(200);
    // 10*90 + 6.25*180 - 150 + 5 = 1880; x 1.725 = 3243
    expect(await readJson(res)).toMatchObject({
      weight: 90,
      bmr: 1880,
      tdee: 3243,
      goalCalories: 3243,
    });

    res = await call("PATCH", "/api/profile", cookie, { fitnessGoals: ["weightLoss"] });
    // weight loss from the goal list at the default 0.5 kg a week: TDEE - 550 (ADR 018; above the
    // 1,500 floor and the BMR)
    expect(await readJson(res)).toMatchObject({ bmr: 1880, tdee: 3243, goalCalories: 2693 });

    res = await call("PATCH", "/api/profile", cookie, {
      activityLevel: "very active",
      gender: "female",
    });
    // 1880 - 5 - 161 = 1714; x 1.9 = 3256.6 -> 3257; weight loss 2706.6 -> 2707
    expect(await readJson(res)).toMatchObject({ bmr: 1714, tdee: 3257, goalCalories: 2707 });

    const db = await w.d1();
    const row = await db
      .prepare("SELECT bmr, tdee, goal_calories FROM user_profiles WHERE user_id = ?")
      .bind(user.id)
      .first();
    expect(row).toEqual({ bmr: 1714, tdee: 3257, goal_calories: 2707 });
  });
});

describe("validation: the spec's messages, field by field", () => {
  let cookie: string;
  beforeAll(async () => {
    ({ cookie } = await registerUser(w));
  });

  it.each([
    ["age", 17, "Age must be at least 18"],
    ["age", 121, "Age must be less than 120"],
    ["age", 30.5, "Age must be a whole number"],
    ["height", 99, "Height must be at least 100 cm"],
    ["height", 251, "Height must be less than 250 cm"],
    ["weight", 29, "Weight must be at least 30 kg"],
    ["weight", 301, "Weight must be less than 300 kg"],
    ["weight", "heavy", "Weight must be a number"],
    ["gender", "robot", "Please select a gender"],
    ["activityLevel", "extreme", "Please select an activity level"],
  ])("POST and PATCH: %s = %j -> %s", async (field, value, message) => {
    await expectValidation(
      await call("POST", "/api/profile", cookie, { ...physical, [field]: value }),
      { [field]: [message] },
    );
    await expectValidation(await call("PATCH", "/api/profile", cookie, { [field]: value }), {
      [field]: [message],
    });
  });

  it("POST needs every physical field", async () => {
    await expectValidation(await call("POST", "/api/profile", cookie, {}), {
      gender: ["Please select a gender"],
      age: ["Please enter your age"],
      height: ["Please enter your height"],
      weight: ["Please enter your weight"],
      activityLevel: ["Please select an activity level"],
    });
  });

  it("accepts both activity sets and the registration's gender", async () => {
    for (const activityLevel of [
      "sedentary",
      "light",
      "moderate",
      "active",
      "very",
      "very active",
    ]) {
      const res = await call("POST", "/api/profile", cookie, { ...physical, activityLevel });
      expect(res.status, activityLevel).toBe(200);
    }
    const res = await call("PATCH", "/api/profile", cookie, { gender: "not specified" });
    expect(res.status).toBe(200);
    // the midpoint constant of ADR 005: 1780 - 5 - 78 = 1697
    expect(await readJson(res)).toMatchObject({ gender: "not specified", bmr: 1697 });
  });

  it("refuses an empty PATCH, lists that are not lists, and bodies that are not JSON", async () => {
    const empty = await call("PATCH", "/api/profile", cookie, {});
    expect(empty.status).toBe(400);
    expect((await readJson(empty)).error.message).toBe(
      "Send at least one profile field to update.",
    );
    await expectValidation(
      await call("PATCH", "/api/profile", cookie, { dietaryRestrictions: "vegan" }),
      { dietaryRestrictions: ["Dietary restrictions must be a list of text"] },
    );
    const broken = await call("POST", "/api/profile", cookie, "{not json");
    expect(broken.status).toBe(400);
    expect((await readJson(broken)).error.code).toBe("invalid_json");
    const form = await w.fetch("/api/profile", {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: "age=30",
    });
    expect(form.status).toBe(415);
  });

  it("answers 405 for other methods", async () => {
    const res = await call("DELETE", "/api/profile", cookie);
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("GET, POST, PATCH");
    const put = await call("POST", "/api/user-profiles/1", cookie, {});
    expect(put.status).toBe(405);
  });
});

describe("GET /api/user-profiles/{userId}", () => {
  it("answers the own profile, 403 for another user's id, 400 for a malformed id", async () => {
    const a = await registerUser(w);
    const b = await registerUser(w);
    const own = await call("GET", `/api/user-profiles/${a.user.id}`, a.cookie);
    expect(own.status).toBe(200);
    expect(await readJson(own)).toMatchObject({
      userId: a.user.id,
      age: 36,
      weight: 60,
      height: 165,
      gender: "female",
      activityLevel: "moderate",
      dietaryRestrictions: ["vegetarian"],
    });

    const other = await call("GET", `/api/user-profiles/${b.user.id}`, a.cookie);
    expect(other.status).toBe(403);
    const body = await readJson(other);
    expectErrorShape(body);
    expect(body.error.code).toBe("forbidden");
    // not even a hint of the other profile
    expect(JSON.stringify(body)).not.toContain(String(b.registration.email));

    const bad = await call("GET", "/api/user-profiles/abc", a.cookie);
    expect(bad.status).toBe(400);
  });
});
