/**
 * The labelled safety sets' shorthand (every blind author wrote the same two helpers into their own
 * file; they live here once): `as(label)(...texts)` gives messages of one label, and
 * `aged(label)(...[age, text])` messages sent from a profile of that age.
 */
import type { LabelledMessage, SafetyLabel } from "./coach-safety-set";

export const as =
  (label: SafetyLabel) =>
  (...texts: string[]): LabelledMessage[] =>
    texts.map((text) => ({ text, label }));

export const aged =
  (label: SafetyLabel) =>
  (...pairs: [number, string][]): LabelledMessage[] =>
    pairs.map(([age, text]) => ({ text, label, age }));
