import { describe, expect, it } from "vitest";
import { coachTargets } from "./profile";
import { buildSystemPrompt, MAX_HISTORY_MESSAGES, recentHistory } from "./prompt";
import { ADA } from "./test-fixtures.test-helper";

describe("recentHistory", () => {
  it("keeps the last 8 non-empty messages, each cut to 4,000 characters", () => {
    const history = Array.from({ length: 12 }, (_, i) => ({
      role: (i % 2 ? "assistant" : "user") as "user" | "assistant",
      content: i === 11 ? "x".repeat(5000) : i === 10 ? "   " : `m${i}`,
    }));
    const kept = recentHistory(history);
    expect(MAX_HISTORY_MESSAGES).toBe(8);
    expect(kept).toHaveLength(8);
    expect(kept[0].content).toBe("m3");
    expect(kept[7].content).toHaveLength(4000);
  });
});

describe("buildSystemPrompt", () => {
  it("holds the persona, the user's context, the format and the mode", () => {
    const text = buildSystemPrompt({
      profile: ADA,
      targets: coachTargets(ADA),
      deepResearch: true,
      recipes: [{ id: 7, title: "Red Lentil Dal" }],
      imageNotVisible: true,
    });
    expect(text).toContain("You are Emily AI");
    expect(text).toContain("nutrition education, not medical advice");
    expect(text).toContain("TDEE 2,000 kcal");
    expect(text).toContain("[Red Lentil Dal](/recipes/7)");
    expect(text).toContain("Safety rules");
    expect(text).toContain("**Breakfast:**");
    expect(text).toContain("Deep research mode");
    expect(text).toContain("cannot see it");
  });
});
