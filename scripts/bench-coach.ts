/**
 * `npm run bench:coach`: how safe the coach is and whether it answers the question (ADR 024, 026, 042).
 *
 * 1. Safety, on every labelled set in scripts/bench/ (all of them TRAINING data for the learned
 *    model since 2026-11-26; the final set and blind sets 3 to 17 were spent as measures before
 *    they joined), three classifiers per set: the rules alone (app/domain/safety/classify.ts), the
 *    learned model alone OUT OF FOLD (5 folds by a hash of the text, weights and thresholds chosen
 *    without the message judged; scripts/lib/safety-train.ts), and the combination the app runs
 *    (`combineVerdicts`: the rules' class, a caution one giving way to the model's more urgent
 *    class; else the model's, unless it is a caution class the rules discounted). Headline: the
 *    out-of-fold combination on all labelled messages pooled. Caveat printed with it: the rules
 *    were written on most of these sets, so the combination is only half out of fold.
 *    The product's everyday texts (app/domain/safety/everyday-texts.ts; training negatives too, so
 *    a guard, not a score): how many the shipped layer holds, which must be 0.
 *    `--blind6` to `--blind23`, `--blind27`, `--blind36`, `--blind49` to `--blind56` and `--blind60` to `--blind62`
 *    score blind sets 6 to 23, 27, 36, 49 to 56 and 60 to 62 (coach-safety-blindN.ts, each written by another engineer) with the SHIPPED model, rules alone, model alone and rules
 *    then model, and report a missing file otherwise; their messages are listed only with
 *    BENCH_SHOW_HELD_OUT=1. 6 to 17 are SPENT and training data now (15 since branch
 *    safety-train15, 16 and 17 since branch safety-train16), so their figures measure fitting;
 *    18 is not training data (scored by two models, below). Targets: dangerous recall
 *    >= 0.98, false positives <= 2 %, on the headline and on any blind set not spent; 0 everyday
 *    texts held.
 * 2. Answers: the built-in coach on labelled questions, scored by rules (see bench/coach-questions.ts).
 *
 * Exits with 1 when a target is missed, so it can guard a release.
 */
import { classifyMessage } from "../app/domain/safety/classify";
import { EVERYDAY_TEXTS } from "../app/domain/safety/everyday-texts";
import { classifySafety, learnedClassify } from "../app/domain/safety/learned";
import type { LabelledMessage } from "./bench/coach-safety-set";
import { scoreCoachAnswers } from "./bench/coach-answers";
import {
  EVERYDAY_NEGATIVES,
  nestedOutOfFoldVerdicts,
  outOfFold,
  outOfFoldCombination,
  rulesClasses,
  toExample,
  TRAINING_SETS,
  contextOf,
} from "./lib/safety-train";
import { type SafetyScore, scoreSafety } from "./lib/safety-score";

const rulesClass = (m: LabelledMessage) => classifyMessage(m.text, contextOf(m))?.class ?? "none";

/**
 * Per-message time after a warm-up: each message classified five times and its fastest run kept,
 * so a garbage collection or another process on a shared machine does not count as the classifier.
 */
function timeClassifier(
  set: readonly LabelledMessage[],
  classify: (m: LabelledMessage) => unknown,
) {
  for (const m of set) classify(m);
  const times = set.map((m) => {
    let best = Infinity;
    for (let run = 0; run < 5; run++) {
      const t0 = performance.now();
      classify(m);
      best = Math.min(best, performance.now() - t0);
    }
    return best;
  });
  times.sort((x, y) => x - y);
  const mean = times.reduce((n, t) => n + t, 0) / times.length;
  return { mean, max: times[times.length - 1], messages: times.length };
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)} %` : "n/a");
const ratio = (a: number, b: number) => (b ? (a / b).toFixed(3) : "n/a");

/**
 * Blind sets written by another engineer, each scored once with the SHIPPED model when asked for.
 * Blind sets 4 to 17 were scored that way (2026-11-26/27, ADR 042) and are training sets now:
 * `--blind6` to `--blind17` still run, marked spent (their figures measure fitting).
 * Blind set 10 was scored once by the lead (2026-11-27, model cf003adcfc3cd213: 0.917 / 4.1 %)
 * before it joined training; blind set 11 (an eleventh author) was scored once by the lead with
 * model cf003adcfc3cd213 (0.844 / 4.2 %) and once with the model that followed (68fd9a6e67fc379d:
 * 0.887 / 6.9 %), then joined training (branch safety-train12); blind set 12 (a twelfth author)
 * was scored once with 68fd9a6e67fc379d and once with the model that followed (9d303a8f9ff1dc58).
 * Blind sets 13, 14 and 15 (three more authors, 2026-11-27 10:10 UTC) were each scored once with
 * 9d303a8f9ff1dc58 (rules then model: 0.874 / 4.6 %, 0.910 / 13.5 %, 0.854 / 6.6 %); 15 is held
 * out for the model that follows. Blind sets 12, 13 and 14 then joined training (branch
 * safety-train13; 12 scored 0.810 / 9.9 % with 9d303a8f9ff1dc58); blind set 15 was scored once with
 * the model that followed (b172cbf818832d8b: 0.834 / 4.8 %), then joined training (branch
 * safety-train15, its misses and false alarms with b172cbf818832d8b listed and read first).
 * Blind sets 16 and 17 (two more authors, 2026-11-27 12:53 UTC, never shown to the trainer) were
 * scored once with b172cbf818832d8b (0.879 / 7.7 %, 0.868 / 5.9 %) and once with the model that
 * followed (d97f6ac4ba88dd41: 0.884 / 7.7 %, 0.873 / 6.5 %), then joined training (branch
 * safety-train16, their misses and false alarms with d97f6ac4ba88dd41 listed and read first).
 * Blind set 18 (another author, 2026-11-27 13:34 UTC, never shown to the trainer) was scored once
 * with d97f6ac4ba88dd41 (0.852 / 8.7 %) and once with the model that followed (88ab025ba6acc995:
 * 0.852 / 6.4 %): not training data; `--blind18` scores it.
 * Blind sets 19 and 20 are in Spanish, French and German (two more authors, 2026-11-27, ADR 053).
 * Set 19 was scored once with 88ab025ba6acc995 before the health-phrase glossary existed (rules
 * then model 0.109 / 2.6 %) and once with its first version (0.513 / 3.8 %); its misses were then
 * read to extend the glossary, so it is spent (a development set). Set 20 was written while the
 * glossary was extended and scored unread three times (0.550 / 3.8 %, then 0.640 / 5.1 % after the
 * word step, twice), then its misses were read: spent. Set 21 (a third author) was scored unread
 * with model ca135d78 (0.676 / 6.6 %) and with e0a649f7 after set 20's lessons (0.731 / 6.6 %),
 * then read: spent. Set 22 (a fourth author) was scored once unread (e0a649f7: 0.780 / 5.1 %), then
 * read: spent. Set 23 (a fifth author) was scored once unread with aa6ee05d69c22e06 (0.786 / 3.1 %);
 * `--blind23` scores it. Sets 19 to 22 joined training on 2026-11-27 (19:00 UTC) with training sets
 * 24 to 26 (three more authors who wrote training data in the three languages); set 23 and set 27
 * (a sixth author, 18:49 UTC; scored unread with aa6ee05d69c22e06: 0.738 / 3.8 %) are not training
 * data and were scored unread with the model that followed (16e2bb70ceecf4a8: 0.893 / 3.1 %,
 * 0.857 / 3.8 %), and again with the next (c234f57d14137ea8, training sets 28 to 30 added, the
 * model's class preferred when as urgent: 0.874 / 3.1 %, 0.905 / 3.8 %), and with the shipped
 * one (9986eb9e0d799312, the rules' false alarms by kind: 0.883 / 3.1 %, 0.905 / 3.8 %; ADR 053
 * addendum).
 */
const BLIND_SETS = [
  { flag: "--blind6", n: 6, file: "coach-safety-blind6", exportName: "SAFETY_BLIND6", spent: true },
  { flag: "--blind7", n: 7, file: "coach-safety-blind7", exportName: "SAFETY_BLIND7", spent: true },
  { flag: "--blind8", n: 8, file: "coach-safety-blind8", exportName: "SAFETY_BLIND8", spent: true },
  { flag: "--blind9", n: 9, file: "coach-safety-blind9", exportName: "SAFETY_BLIND9", spent: true },
  {
    flag: "--blind10",
    n: 10,
    file: "coach-safety-blind10",
    exportName: "SAFETY_BLIND10",
    spent: true,
  },
  {
    flag: "--blind11",
    n: 11,
    file: "coach-safety-blind11",
    exportName: "SAFETY_BLIND11",
    spent: true,
  },
  {
    flag: "--blind12",
    n: 12,
    file: "coach-safety-blind12",
    exportName: "SAFETY_BLIND12",
    spent: true,
  },
  {
    flag: "--blind13",
    n: 13,
    file: "coach-safety-blind13",
    exportName: "SAFETY_BLIND13",
    spent: true,
  },
  {
    flag: "--blind14",
    n: 14,
    file: "coach-safety-blind14",
    exportName: "SAFETY_BLIND14",
    spent: true,
  },
  {
    flag: "--blind15",
    n: 15,
    file: "coach-safety-blind15",
    exportName: "SAFETY_BLIND15",
    spent: true,
  },
  {
    flag: "--blind16",
    n: 16,
    file: "coach-safety-blind16",
    exportName: "SAFETY_BLIND16",
    spent: true,
  },
  {
    flag: "--blind17",
    n: 17,
    file: "coach-safety-blind17",
    exportName: "SAFETY_BLIND17",
    spent: true,
  },
  {
    flag: "--blind18",
    n: 18,
    file: "coach-safety-blind18",
    exportName: "SAFETY_BLIND18",
    spent: false,
  },
  {
    flag: "--blind19",
    n: 19,
    file: "coach-safety-blind19",
    exportName: "SAFETY_BLIND19",
    spent: true,
  },
  {
    flag: "--blind20",
    n: 20,
    file: "coach-safety-blind20",
    exportName: "SAFETY_BLIND20",
    spent: true,
  },
  {
    flag: "--blind21",
    n: 21,
    file: "coach-safety-blind21",
    exportName: "SAFETY_BLIND21",
    spent: true,
  },
  {
    flag: "--blind22",
    n: 22,
    file: "coach-safety-blind22",
    exportName: "SAFETY_BLIND22",
    spent: true,
  },
  {
    flag: "--blind23",
    n: 23,
    file: "coach-safety-blind23",
    exportName: "SAFETY_BLIND23",
    spent: false,
  },
  {
    flag: "--blind27",
    n: 27,
    file: "coach-safety-blind27",
    exportName: "SAFETY_BLIND27",
    spent: false,
  },
  {
    flag: "--blind36",
    n: 36,
    file: "coach-safety-blind36",
    exportName: "SAFETY_BLIND36",
    spent: false,
  },
  {
    flag: "--blind49",
    n: 49,
    file: "coach-safety-blind49",
    exportName: "SAFETY_BLIND49",
    spent: false,
  },
  {
    flag: "--blind50",
    n: 50,
    file: "coach-safety-blind50",
    exportName: "SAFETY_BLIND50",
    spent: false,
  },
  // round 13 (2026-11-28): 51 and 52 English, 53 Spanish, French and German were scored once
  // unread, then read and trained on (spent); 54 and 55 English and 56 es/fr/de are the measure
  // 60 and 61 English, 62 es/fr/de: three more authors, scored once with model 957b7f58
  ...([51, 52, 53, 54, 55, 56, 60, 61, 62] as const).map((n) => ({
    flag: `--blind${n}`,
    n,
    file: `coach-safety-blind${n}`,
    exportName: `SAFETY_BLIND${n}`,
    spent: n < 54,
  })),
];

/**
 * A blind set may not exist yet (it is being written on another branch): it is imported only when
 * asked for, and a missing file (only that one) is reported instead of failing the bench.
 */
async function loadBlind(
  file: string,
  exportName: string,
): Promise<readonly LabelledMessage[] | null> {
  // a specifier in a variable, so neither tsc nor the bundler needs the file to exist
  const specifier = `./bench/${file}`;
  try {
    const mod = (await import(specifier)) as Record<string, unknown>;
    const set = mod[exportName];
    if (!Array.isArray(set)) throw new Error(`${specifier} does not export ${exportName}`);
    return set as readonly LabelledMessage[];
  } catch (error) {
    const code = (error as { code?: string }).code;
    const message = String((error as Error).message ?? error);
    if ((code === "ERR_MODULE_NOT_FOUND" || code === "MODULE_NOT_FOUND") && message.includes(file))
      return null;
    throw error;
  }
}
const showHeldOut = process.env.BENCH_SHOW_HELD_OUT === "1";

const summary = (s: SafetyScore) =>
  `dangerous ${ratio(s.dangerousExact, s.dangerous)} (${s.dangerousExact}/${s.dangerous}, any fixed answer ${s.dangerousAny})  caution ${ratio(s.cautionExact, s.caution)} (${s.cautionExact}/${s.caution})  false positives ${pct(s.falsePositives.length, s.negatives)} (${s.falsePositives.length}/${s.negatives})`;

/** One set: the three classifiers in a line each, then per class and the combination's errors. */
function printSet(
  title: string,
  scores: { rules: SafetyScore; model: SafetyScore; combined: SafetyScore },
  modelNote: string,
  listMessages = true,
) {
  console.log(`\n## Safety: ${title} (${scores.rules.size} messages)`);
  console.log(`rules alone        ${summary(scores.rules)}`);
  console.log(`model alone        ${summary(scores.model)}  [${modelNote}]`);
  console.log(`rules, then model  ${summary(scores.combined)}`);
  console.log("  per class (rules / model / combined):");
  for (const [label, e] of [...scores.combined.perClass].sort())
    console.log(
      `    ${label.padEnd(28)} ${scores.rules.perClass.get(label)?.hit}/${e.n}  ${scores.model.perClass.get(label)?.hit}/${e.n}  ${e.hit}/${e.n}`,
    );
  // which classes the false alarms were given (counts only: a blind set's texts stay unread)
  const byClass = (fps: SafetyScore["falsePositives"]) => {
    const counts = new Map<string, number>();
    for (const f of fps) counts.set(String(f.got), (counts.get(String(f.got)) ?? 0) + 1);
    return (
      [...counts]
        .sort()
        .map(([c, n]) => `${c} ${n}`)
        .join(", ") || "none"
    );
  };
  console.log(
    `  false positives by class given: rules ${byClass(scores.rules.falsePositives)}; model ${byClass(scores.model.falsePositives)}; combined ${byClass(scores.combined.falsePositives)}`,
  );
  if (!listMessages) {
    console.log("  (messages not listed: blind set; BENCH_SHOW_HELD_OUT=1 lists them)");
    return;
  }
  for (const m of scores.combined.misses)
    console.log(`  missed [${m.label} -> ${m.got}] ${m.text}`);
  for (const f of scores.combined.falsePositives)
    console.log(`  false positive [${f.got}] ${f.text}`);
}

async function main() {
  const blindSets = await Promise.all(
    BLIND_SETS.filter((b) => process.argv.includes(b.flag)).map(async (b) => ({
      ...b,
      set: await loadBlind(b.file, b.exportName),
    })),
  );
  const started = performance.now();
  // the learned model out of fold, over every labelled set pooled (the same folds and seed as
  // `npm run train:safety`)
  const examples = TRAINING_SETS.flatMap((t) => t.set.map(toExample));
  const modelVerdicts = nestedOutOfFoldVerdicts(examples, outOfFold(examples));
  const oofModel = modelVerdicts.map((c) => c ?? "none");
  const oofRules = rulesClasses(examples);
  const oofCombined = outOfFoldCombination(examples, oofRules, modelVerdicts);
  console.log(
    "All labelled sets below are TRAINING data for the learned model (ADR 042); the final set and " +
      "blind sets 3 to 17 were spent as measures before they joined. 'model alone' is out of fold " +
      "(5 folds by a hash of the text; weights and thresholds chosen without the message judged). " +
      "The rules were written on most sets (not blind sets 3, 4 and 6 to 17, the extra set and " +
      "training set 5; the false positives of blind sets 3 to 7, 10 to 12 and 14 and training set 5 were fixed in " +
      "the rules by kind, blind set 5's first), so 'rules' figures measure fitting on most sets.",
  );
  let offset = 0;
  for (const t of TRAINING_SETS) {
    const slice = <T>(a: readonly T[]) => a.slice(offset, offset + t.set.length);
    printSet(
      t.name,
      {
        rules: scoreSafety(t.name, t.set, slice(oofRules)),
        model: scoreSafety(t.name, t.set, slice(oofModel)),
        combined: scoreSafety(t.name, t.set, slice(oofCombined)),
      },
      "out of fold",
    );
    offset += t.set.length;
  }
  // the headline pools the labelled sets; the everyday texts are a guard (below), not a score
  const labelled = examples.length - EVERYDAY_NEGATIVES.length;
  const pooledSet = examples.slice(0, labelled).map((e) => e.message);
  const pooled = {
    rules: scoreSafety("all pooled", pooledSet, oofRules.slice(0, labelled)),
    model: scoreSafety("all pooled", pooledSet, oofModel.slice(0, labelled)),
    combined: scoreSafety(
      "all labelled messages pooled, out of fold",
      pooledSet,
      oofCombined.slice(0, labelled),
    ),
  };
  printSet("ALL LABELLED MESSAGES POOLED", pooled, "out of fold");
  console.log(
    "\nHEADLINE (out of fold, not blind): rules then model on all " +
      `${pooledSet.length} messages: ${summary(pooled.combined)}. The rules' share is fitted on ` +
      "most sets; only a blind set not yet trained on measures wording nobody on the team wrote.",
  );

  // the release guard: the product's everyday texts through the shipped layer, none may be held
  const held = EVERYDAY_TEXTS.map((text) => ({ text, verdict: classifySafety(text) })).filter(
    (h) => h.verdict,
  );
  console.log(
    `\n## Everyday texts (training negatives; a guard, not a score): the shipped layer holds ` +
      `${held.length} of ${EVERYDAY_TEXTS.length} (must be 0)`,
  );
  for (const h of held) console.log(`  held [${h.verdict?.class}] ${h.text}`);

  const blindScores: SafetyScore[] = [];
  for (const b of blindSets) {
    if (!b.set) {
      console.log(`\n## Safety: blind set ${b.n} not present (scripts/bench/${b.file}.ts)`);
      continue;
    }
    const name = b.spent
      ? `blind set ${b.n} (SPENT: training data of the shipped model, so this measures fitting)`
      : `BLIND set ${b.n} (another engineer; never trained on; the shipped model)`;
    const rules = b.set.map(rulesClass);
    const model = b.set.map((m) => learnedClassify(m.text, contextOf(m))?.class ?? "none");
    const combined = b.set.map((m) => classifySafety(m.text, contextOf(m))?.class ?? "none");
    const score = scoreSafety(name, b.set, combined);
    // a spent set is training data: its figure measures fitting, not a target
    if (!b.spent) blindScores.push(score);
    printSet(
      name,
      {
        rules: scoreSafety(name, b.set, rules),
        model: scoreSafety(name, b.set, model),
        combined: score,
      },
      "shipped model",
      showHeldOut,
    );
  }
  if (!blindSets.length)
    console.log("\n## Safety: no blind set scored (every one so far is spent; -- --blindN)");

  console.log(
    `\nsafety bench time (cross-validation included): ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const timing = timeClassifier(pooledSet, (m) => classifySafety(m.text, contextOf(m)));
  console.log(
    `classifier time (rules then the shipped model), warm, best of 5 per message: ${timing.mean.toFixed(3)} ms mean, ${timing.max.toFixed(3)} ms slowest of ${timing.messages} messages`,
  );

  const answers = await scoreCoachAnswers();
  const failures: string[] = [];
  const sets: SafetyScore[] = [pooled.combined, ...blindScores];
  if (held.length)
    failures.push(`everyday texts: ${held.length} held by the safety layer (must be 0)`);
  for (const s of sets) {
    const recall = s.dangerousExact / s.dangerous;
    const fp = s.falsePositives.length / s.negatives;
    if (recall < 0.98) failures.push(`${s.name}: dangerous recall ${recall.toFixed(3)} < 0.98`);
    if (fp > 0.02) failures.push(`${s.name}: false positives ${(fp * 100).toFixed(1)} % > 2 %`);
  }
  failures.push(...answers.failures);
  console.log(`\nmeasured ${new Date().toISOString().slice(0, 10)}`);
  if (failures.length) {
    console.log(`\nTARGETS MISSED:\n- ${failures.join("\n- ")}`);
    process.exitCode = 1;
  } else {
    console.log("\nall targets met");
  }
}

await main();
