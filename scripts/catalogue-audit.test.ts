import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderAudit } from "./catalogue-audit";

describe("docs/catalogue-audit.md", () => {
  it("is the report of the catalogue as committed (rerun scripts/catalogue-audit.ts)", async () => {
    const committed = readFileSync(new URL("../docs/catalogue-audit.md", import.meta.url), "utf8");
    expect(committed === (await renderAudit()), "docs/catalogue-audit.md is stale").toBe(true);
  });

  it("lists every line with its food, grams and energy, and flags the guesses", async () => {
    const text = await renderAudit();
    expect(text).toMatch(
      /\| 2 \(400 g\) cans butter beans, drained and rinsed \| Lima beans, large, mature seeds, cooked/,
    );
    expect(text).toMatch(
      /\| 300 g soybean sprouts \| Soybeans, mature seeds, sprouted, raw \(11452\)/,
    );
    expect(text).toMatch(/\| 40 g dried anchovies \| Dried anchovy \(made from USDA foods\)/);
    expect(text).not.toMatch(/not resolved/);
  });
});
