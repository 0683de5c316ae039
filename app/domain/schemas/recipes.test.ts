import { describe, expect, it } from "vitest";
import {
  commentSchema,
  createStorySchema,
  favoriteSchema,
  parseIdParam,
  searchRequestSchema,
  shareSchema,
} from "./recipes";

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe("recipe input rules", () => {
  it("reads ids from numbers or numeric strings", () => {
    expect(favoriteSchema.parse({ userId: "7", recipeId: 3 })).toEqual({ userId: 7, recipeId: 3 });
    expect(favoriteSchema.safeParse({ userId: "x", recipeId: 3 }).success).toBe(false);
    expect(parseIdParam("12")).toBe(12);
    expect(parseIdParam("0")).toBeNull();
    expect(parseIdParam("1e3")).toBeNull();
  });

  it("checks stories with the spec's messages and the default badge", () => {
    const ok = createStorySchema.parse({ recipeId: 1, title: "Nonna's", story: "x".repeat(20) });
    expect(ok.badgeType).toBe("authentic_recipe");
    expect(
      messages(createStorySchema.safeParse({ recipeId: 1, title: "ab", story: "short" })),
    ).toEqual(["Title must be at least 3 characters", "Story must be at least 20 characters"]);
    expect(
      messages(createStorySchema.safeParse({ recipeId: 1, title: "abc", story: "y".repeat(2001) })),
    ).toEqual(["Story must be at most 2000 characters"]);
    expect(
      createStorySchema.safeParse({
        recipeId: 1,
        title: "abc",
        story: "y".repeat(20),
        badgeType: "royal",
      }).success,
    ).toBe(false);
    expect(
      createStorySchema.safeParse({
        recipeId: 1,
        title: "abc",
        story: "y".repeat(20),
        imageUrl: "javascript:alert(1)",
      }).success,
    ).toBe(false);
    expect(
      createStorySchema.parse({ recipeId: 1, title: "abc", story: "y".repeat(20), imageUrl: "" })
        .imageUrl,
    ).toBeUndefined();
  });

  it("refuses empty comments and ratings outside 1-5", () => {
    expect(messages(commentSchema.safeParse({ comment: "   " }))).toEqual([
      "Comment cannot be empty",
    ]);
    expect(messages(commentSchema.safeParse({}))).toEqual(["Comment cannot be empty"]);
    expect(messages(commentSchema.safeParse({ comment: "Nice", rating: 6 }))).toEqual([
      "Rating must be between 1 and 5",
    ]);
    expect(commentSchema.parse({ comment: " Nice ", rating: null })).toEqual({
      comment: "Nice",
      rating: null,
    });
  });

  it("limits captions to 280 characters and platforms to the six", () => {
    expect(
      messages(
        shareSchema.safeParse({ recipeId: 1, platform: "facebook", caption: "x".repeat(281) }),
      ),
    ).toEqual(["Maximum 280 characters"]);
    expect(messages(shareSchema.safeParse({ recipeId: 1, platform: "myspace" }))).toEqual([
      "Please choose a platform",
    ]);
    expect(
      shareSchema.safeParse({ recipeId: 1, platform: "instagram", caption: "x".repeat(280) })
        .success,
    ).toBe(true);
  });

  it("accepts the spec client's search body and rejects unknown filter values", () => {
    const parsed = searchRequestSchema.parse({
      dietaryRestrictions: ["vegan"],
      cuisinePreferences: ["italian"],
      healthGoals: ["weightLoss"],
      mealType: "all",
      cookingTime: null,
      calorieRange: { min: 0, max: 1000 },
      searchTerm: "",
      userProfile: null,
    });
    expect(parsed.mealType).toBeUndefined();
    expect(parsed.limit).toBe(12);
    expect(messages(searchRequestSchema.safeParse({ dietaryRestrictions: ["carnivore"] }))).toEqual(
      ["Unknown dietary restriction"],
    );
    expect(
      messages(searchRequestSchema.safeParse({ calorieRange: { min: 500, max: 100 } })),
    ).toEqual(["The minimum cannot be above the maximum"]);
    expect(messages(searchRequestSchema.safeParse({ cuisinePreferences: ["martian"] }))).toEqual([
      "Unknown cuisine: martian",
    ]);
  });
});
