import { describe, expect, it } from "vitest";
import { DIET_ADAPTATIONS, adaptationNotes } from "./diet-adaptations";
import { DIET_PLANS, mealsOfDay } from "./diet-plans";

describe("diet adaptations", () => {
  it("covers every adaptation the built-in plans offer", () => {
    for (const plan of Object.values(DIET_PLANS)) {
      for (const label of plan.customizationOptions.dietaryRestrictions) {
        expect(DIET_ADAPTATIONS[label], `${plan.id}: ${label}`).toBeDefined();
      }
    }
  });

  it("flags nothing when no adaptation is chosen", () => {
    expect(adaptationNotes("2 slices whole-wheat bread", [])).toEqual([]);
  });

  it("uses the substitution table for gluten-free, dairy-free and vegan", () => {
    const [pasta] = adaptationNotes("1 cup cooked whole-wheat pasta", ["Gluten-free"]);
    expect(pasta.adaptation).toBe("Gluten-free");
    expect(pasta.swaps.length).toBeGreaterThan(0);
    // flagged by the keyword rule even without a table entry: the general advice stands in
    const [bread] = adaptationNotes("2 slices whole-wheat bread (56 g)", ["Gluten-free"]);
    expect(bread.swaps).toEqual([]);
    expect(bread.advice).toMatch(/gluten-free/);
    const [milk] = adaptationNotes("3/4 cup 2% milk (200 ml)", ["Dairy-free"]);
    expect(milk.swaps).toContain("Oat milk");
    expect(adaptationNotes("1 cup unsweetened almond milk", ["Dairy-free"])).toEqual([]);
    expect(adaptationNotes("2 large eggs", ["Vegan"])).toHaveLength(1);
  });

  it("reads nuts, but not nutmeg, coconut or butternut", () => {
    expect(adaptationNotes("16 almonds (20 g)", ["Nut-free"])[0].swaps).toContain("Pumpkin seeds");
    expect(adaptationNotes("1 tbsp peanut butter", ["Nut-free"])[0].swaps).toContain(
      "Sunflower seed butter",
    );
    expect(adaptationNotes("a pinch of nutmeg", ["Nut-free"])).toEqual([]);
    expect(adaptationNotes("1/3 cup coconut milk", ["Nut-free"])).toEqual([]);
    expect(adaptationNotes("1 cup butternut squash", ["Nut-free"])).toEqual([]);
  });

  it("low-sodium flags salty foods unless the line already says low-sodium", () => {
    expect(adaptationNotes("1 tbsp soy sauce", ["Low-sodium"])[0].swaps[0]).toMatch(
      /coconut aminos/i,
    );
    expect(adaptationNotes("1 tbsp low-sodium soy sauce", ["Low-sodium"])).toEqual([]);
    expect(adaptationNotes("2 tbsp crumbled feta (20 g)", ["Low-sodium"])).toHaveLength(1);
  });

  it("pescatarian swaps meat for fish; egg-free ignores eggplant; soy-free and low-FODMAP", () => {
    expect(adaptationNotes("150 g sirloin steak", ["Pescatarian"])[0].swaps[0]).toMatch(/salmon/);
    expect(adaptationNotes("170 g salmon fillet", ["Pescatarian"])).toEqual([]);
    expect(adaptationNotes("3 large eggs", ["Egg-free"])).toHaveLength(1);
    expect(adaptationNotes("1 small eggplant", ["Egg-free"])).toEqual([]);
    expect(adaptationNotes("150 g firm tofu", ["Soy-free"])[0].swaps).toContain("Paneer");
    expect(adaptationNotes("2 garlic cloves", ["Low-FODMAP"])[0].swaps).toEqual([
      "Garlic-infused olive oil",
    ]);
    expect(adaptationNotes("1 tbsp garlic-infused oil", ["Low-FODMAP"])).toEqual([]);
  });

  it("gives one note per chosen adaptation that applies", () => {
    const notes = adaptationNotes("1 tbsp peanut butter", [
      "Nut-free",
      "Dairy-free",
      "Gluten-free",
    ]);
    expect(notes.map((n) => n.adaptation)).toEqual(["Nut-free"]);
  });

  it("finds something to adapt in every plan for each of its adaptations", () => {
    for (const plan of Object.values(DIET_PLANS)) {
      const lines = plan.days.flatMap((d) => mealsOfDay(d).flatMap((m) => m.ingredients));
      for (const label of plan.customizationOptions.dietaryRestrictions) {
        const affected = lines.filter((line) => adaptationNotes(line, [label]).length > 0);
        expect(affected.length, `${plan.id}: ${label}`).toBeGreaterThan(0);
      }
    }
  });
});
