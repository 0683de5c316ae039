import { describe, expect, it } from "vitest";
import { SAFETY_MODEL, SAFETY_MODEL_HASH } from "../app/domain/safety/learned-weights";
import { DEFAULT_TRAINING, modelHash, toExample, train, TRAINING_SETS } from "./lib/safety-train";

describe("npm run train:safety (ADR 042)", () => {
  const examples = TRAINING_SETS.flatMap((s) => s.set.map(toExample));

  it("reproduces the committed weights exactly from the labelled sets and the seed", () => {
    const model = { ...train(examples), thresholds: SAFETY_MODEL.thresholds };
    expect(model.bias).toEqual(SAFETY_MODEL.bias);
    expect(model.features === SAFETY_MODEL.features).toBe(true);
    expect(model.weights === SAFETY_MODEL.weights).toBe(true);
    expect(modelHash(model)).toBe(SAFETY_MODEL_HASH);
  });

  it("is deterministic: the same seed gives the same hash, another seed another", () => {
    const few = examples.filter((_, i) => i % 4 === 0);
    const a = modelHash(train(few));
    expect(modelHash(train(few))).toBe(a);
    expect(
      modelHash(train(few, { ...DEFAULT_TRAINING, seed: DEFAULT_TRAINING.seed + 1 })),
    ).not.toBe(a);
  });

  it("trains on every labelled set (the spent final and blind sets 3 to 17) and the everyday texts", () => {
    const names = TRAINING_SETS.map((s) => s.name).join(" | ");
    expect(names).toMatch(/final set/);
    expect(names).toMatch(/blind set 3/);
    expect(names).toMatch(/blind set 4/);
    expect(names).toMatch(/training set 5/);
    expect(names).toMatch(/blind set 5/);
    expect(names).toMatch(/blind set 6/);
    expect(names).toMatch(/blind set 7/);
    expect(names).toMatch(/blind set 8/);
    expect(names).toMatch(/blind set 9/);
    expect(names).toMatch(/blind set 10/);
    expect(names).toMatch(/blind set 11/);
    expect(names).toMatch(/blind set 12/);
    expect(names).toMatch(/blind set 13/);
    expect(names).toMatch(/blind set 14/);
    expect(names).toMatch(/blind set 15/);
    expect(names).toMatch(/blind set 16/);
    expect(names).toMatch(/blind set 17/);
    expect(names).toMatch(/everyday texts/);
    expect(examples.length).toBeGreaterThan(4700);
    expect(examples.every((e) => e.y >= 0)).toBe(true);
  });
});
