import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import {
  ACTIVITY_LEVELS,
  GENDERS,
  loginSchema,
  registerApiSchema,
  registerFormSchema,
} from "./auth";

const valid = {
  username: "ada",
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  password: "secret1",
};

function messages(result: {
  success: boolean;
  error?: { issues: { path: (string | number)[]; message: string }[] };
}) {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? [])
    (out[issue.path.join(".")] ??= []).push(issue.message);
  return out;
}

describe("loginSchema", () => {
  it("has the spec's messages", () => {
    expect(messages(loginSchema.safeParse({ email: "x", password: "12345" }))).toEqual({
      email: ["Please enter a valid email address"],
      password: ["Password must be at least 6 characters"],
    });
    expect(loginSchema.safeParse({ email: "a@b.co", password: "123456" }).success).toBe(true);
  });
});

describe("registration schemas", () => {
  it("accept every gender and activity level of the registration form", () => {
    for (const gender of GENDERS) {
      for (const activityLevel of ACTIVITY_LEVELS) {
        expect(registerApiSchema.safeParse({ ...valid, gender, activityLevel }).success).toBe(true);
      }
    }
  });

  it("keep an empty number input as not given, and default the lists to empty", () => {
    const parsed = registerApiSchema.parse({ ...valid, age: "", height: "", weight: "" });
    expect(parsed).toMatchObject({
      age: undefined,
      height: undefined,
      weight: undefined,
      dietaryRestrictions: [],
      cuisinePreferences: [],
    });
  });

  it("bound age 16-120, height 100-250 cm, weight 30-300 kg", () => {
    expect(
      registerApiSchema.safeParse({ ...valid, age: 16, height: 100, weight: 30 }).success,
    ).toBe(true);
    expect(
      registerApiSchema.safeParse({ ...valid, age: 120, height: 250, weight: 300 }).success,
    ).toBe(true);
    expect(
      messages(registerApiSchema.safeParse({ ...valid, age: 15, height: 251, weight: 29.9 })),
    ).toEqual({
      age: ["Age must be at least 16"],
      height: ["Height must be less than 250 cm"],
      weight: ["Weight must be at least 30 kg"],
    });
  });

  it("say 'Passwords do not match' on confirmPassword", () => {
    expect(
      messages(registerFormSchema.safeParse({ ...valid, confirmPassword: "secret2" })),
    ).toEqual({
      confirmPassword: ["Passwords do not match"],
    });
    expect(messages(registerFormSchema.safeParse({ ...valid, confirmPassword: "12" }))).toEqual({
      confirmPassword: ["Confirm password must be at least 6 characters"],
    });
    // shown even while other fields are still empty
    expect(
      messages(registerFormSchema.safeParse({ password: "secret1", confirmPassword: "secret2" }))
        .confirmPassword,
    ).toEqual(["Passwords do not match"]);
  });

  it("parse the Register form's FormData through conform (numbers, checkboxes, empty inputs)", () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      ...valid,
      confirmPassword: "secret1",
      age: "30",
      height: "",
      weight: "70.5",
      gender: "not specified",
      activityLevel: "very active",
    })) {
      form.append(k, v);
    }
    form.append("dietaryRestrictions", "vegan");
    form.append("cuisinePreferences", "Thai");
    form.append("cuisinePreferences", "Greek");
    const submission = parseWithZod(form, { schema: registerFormSchema });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({
      age: 30,
      height: undefined,
      weight: 70.5,
      gender: "not specified",
      activityLevel: "very active",
      dietaryRestrictions: ["vegan"],
      cuisinePreferences: ["Thai", "Greek"],
    });
  });

  it("report a non-number in a number input", () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ ...valid, confirmPassword: "secret1", age: "abc" }))
      form.append(k, v);
    const submission = parseWithZod(form, { schema: registerFormSchema });
    expect(submission.status).toBe("error");
    if (submission.status !== "error") return;
    expect(submission.error?.age).toEqual(["Age must be a number"]);
  });
});
