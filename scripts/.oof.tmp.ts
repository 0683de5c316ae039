import { DEFAULT_TRAINING, TRAINING_SETS, toExample, outOfFold, nestedOutOfFoldVerdicts, outOfFoldCombination, rulesClasses } from "./lib/safety-train";
import { scoreSafety } from "./lib/safety-score";
const opts = { ...DEFAULT_TRAINING, ...JSON.parse(process.argv[2]) };
const examples = TRAINING_SETS.flatMap((s) => s.set.map(toExample));
const oof = outOfFold(examples, 5, opts);
const verdicts = nestedOutOfFoldVerdicts(examples, oof);
const combined = outOfFoldCombination(examples, rulesClasses(examples), verdicts);
const multi = new Set(TRAINING_SETS.filter((s) => /es\/fr\/de/.test(s.name)).flatMap((s) => s.set));
for (const [name, pick] of [["all", () => true], ["es/fr/de", (i: number) => multi.has(examples[i].message)]] as const) {
  const idx = examples.map((_, i) => i).filter((i) => pick(i));
  const s = scoreSafety("", idx.map((i) => examples[i].message), idx.map((i) => combined[i]));
  const m = scoreSafety("", idx.map((i) => examples[i].message), idx.map((i) => verdicts[i] ?? "none"));
  console.log(JSON.stringify(process.argv[2]), name, "combined", s.dangerousExact, "/", s.dangerous, "fp", s.falsePositives.length, "/", s.negatives, "| model", m.dangerousExact, "fp", m.falsePositives.length);
}
