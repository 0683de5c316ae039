import { describe, expect, it } from "vitest";
import {
  CONTENT_MESSAGES,
  averageRating,
  formatTag,
  readIngredients,
  readInstructions,
  readStoredList,
} from "./recipe-content";

describe("reading stored ingredients and instructions", () => {
  it("accepts a list or a JSON-text list", () => {
    expect(readStoredList(["a"])).toEqual(["a"]);
    expect(readStoredList('["a","b"]')).toEqual(["a", "b"]);
    expect(readStoredList(JSON.stringify(JSON.stringify(["a"])))).toEqual(["a"]);
    expect(readStoredList("")).toEqual([]);
    expect(readStoredList("{oops")).toBeNull();
    expect(readStoredList('{"a":1}')).toBeNull();
  });

  it("shows structured ingredients by their line, and strings as they are", () => {
    const read = readIngredients([
      { text: "2 large eggs", grams: 100 },
      "1 tsp salt",
      { name: "pepper" },
    ]);
    expect(read.status).toBe("ok");
    if (read.status === "ok")
      expect(read.lines.map((l) => (l.ok ? l.text : l.message))).toEqual([
        "2 large eggs",
        "1 tsp salt",
        "pepper",
      ]);
  });

  it("gives the spec's messages for what cannot be read", () => {
    expect(readIngredients("not json")).toEqual({
      status: "unparsable",
      message: "Could not parse ingredients.",
    });
    expect(readInstructions("not json")).toEqual({
      status: "unparsable",
      message: "Could not parse cooking instructions.",
    });
    expect(readIngredients("[]")).toEqual({ status: "empty", message: "No ingredients available" });
    expect(readInstructions([])).toEqual({
      status: "empty",
      message: "No cooking instructions available",
    });
    const bad = readIngredients([42, "ok"]);
    expect(bad.status === "ok" && bad.lines[0]).toEqual({
      ok: false,
      message: CONTENT_MESSAGES.invalidIngredient,
    });
    const badStep = readInstructions([{ nope: 1 }]);
    expect(badStep.status === "ok" && badStep.lines[0]).toEqual({
      ok: false,
      message: "Invalid instruction format",
    });
  });

  it("averages ratings to one decimal, ignoring missing ones", () => {
    expect(averageRating([5, 4, 4])).toBe(4.3);
    expect(averageRating([5, null, 2])).toBe(3.5);
    expect(averageRating([null, undefined])).toBeNull();
    expect(averageRating([])).toBeNull();
  });

  it("capitalises tags for the card", () => {
    expect(formatTag("vegetarian")).toBe("Vegetarian");
    expect(formatTag("glutenFree")).toBe("Gluten Free");
  });
});
