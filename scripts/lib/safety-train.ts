/**
 * Offline training of the learned safety classifier (ADR 042): the labelled sets, a seeded
 * multinomial logistic regression (SGD, L2), pruning and quantisation into the committed weights
 * module, stratified k-fold cross-validation and the per-class thresholds chosen on its out-of-fold
 * probabilities. Used by scripts/train-safety.ts (writes the module) and scripts/bench-coach.ts
 * (the out-of-fold figures). Hand-written (about 200 lines) rather than a library: no npm package
 * trains a sparse text model in a few hundred lines without native code or a large runtime.
 */
import { createHash } from "node:crypto";
import { seededRandom } from "../../app/domain/meal-plan";
import {
  classifyMessage,
  discountedClasses,
  SAFETY_LEVELS,
  type SafetyClass,
  type SafetyLevel,
  type SafetyContext,
} from "../../app/domain/safety/classify";
import { EVERYDAY_TEXTS } from "../../app/domain/safety/everyday-texts";
import {
  combineVerdicts,
  decodeModel,
  encodeWeight,
  type EncodedModel,
  frontCode,
  MODEL_CLASSES,
  modelProbabilities,
  modelVerdict,
  safetyFeatures,
  type ModelClass,
  type SafetyModel,
} from "../../app/domain/safety/learned";
import { SAFETY_SET, type LabelledMessage } from "../bench/coach-safety-set";
import { SAFETY_HOLDOUT } from "../bench/coach-safety-holdout";
import { SAFETY_BLIND } from "../bench/coach-safety-blind";
import { SAFETY_DEV2 } from "../bench/coach-safety-dev2";
import { SAFETY_DEV3 } from "../bench/coach-safety-dev3";
import { SAFETY_FINAL } from "../bench/coach-safety-final";
import { SAFETY_BLIND3 } from "../bench/coach-safety-blind3";
import { SAFETY_EXTRA } from "../bench/coach-safety-extra";
import { SAFETY_BLIND4 } from "../bench/coach-safety-blind4";
import { SAFETY_TRAIN5 } from "../bench/coach-safety-train5";
import { SAFETY_BLIND5 } from "../bench/coach-safety-blind5";
import { SAFETY_BLIND6 } from "../bench/coach-safety-blind6";
import { SAFETY_BLIND7 } from "../bench/coach-safety-blind7";
import { SAFETY_BLIND8 } from "../bench/coach-safety-blind8";
import { SAFETY_BLIND9 } from "../bench/coach-safety-blind9";
import { SAFETY_BLIND10 } from "../bench/coach-safety-blind10";
import { SAFETY_BLIND11 } from "../bench/coach-safety-blind11";
import { SAFETY_BLIND12 } from "../bench/coach-safety-blind12";
import { SAFETY_BLIND13 } from "../bench/coach-safety-blind13";
import { SAFETY_BLIND14 } from "../bench/coach-safety-blind14";
import { SAFETY_BLIND15 } from "../bench/coach-safety-blind15";
import { SAFETY_BLIND16 } from "../bench/coach-safety-blind16";
import { SAFETY_BLIND17 } from "../bench/coach-safety-blind17";
import { SAFETY_BLIND19 } from "../bench/coach-safety-blind19";
import { SAFETY_BLIND20 } from "../bench/coach-safety-blind20";
import { SAFETY_BLIND21 } from "../bench/coach-safety-blind21";
import { SAFETY_BLIND22 } from "../bench/coach-safety-blind22";
import { SAFETY_TRAIN24 } from "../bench/coach-safety-train24";
import { SAFETY_TRAIN25 } from "../bench/coach-safety-train25";
import { SAFETY_TRAIN26 } from "../bench/coach-safety-train26";
import { SAFETY_TRAIN28 } from "../bench/coach-safety-train28";
import { SAFETY_TRAIN29 } from "../bench/coach-safety-train29";
import { SAFETY_TRAIN30 } from "../bench/coach-safety-train30";
import { SAFETY_TRAIN31 } from "../bench/coach-safety-train31";
import { SAFETY_TRAIN32 } from "../bench/coach-safety-train32";
import { SAFETY_TRAIN33 } from "../bench/coach-safety-train33";
import { SAFETY_TRAIN34 } from "../bench/coach-safety-train34";
import { SAFETY_TRAIN35 } from "../bench/coach-safety-train35";
import { SAFETY_TRAIN37 } from "../bench/coach-safety-train37";
import { SAFETY_TRAIN38 } from "../bench/coach-safety-train38";
import { SAFETY_TRAIN39 } from "../bench/coach-safety-train39";
import { SAFETY_TRAIN40 } from "../bench/coach-safety-train40";
import { SAFETY_TRAIN41 } from "../bench/coach-safety-train41";
import { SAFETY_TRAIN42 } from "../bench/coach-safety-train42";
import { SAFETY_TRAIN43 } from "../bench/coach-safety-train43";
import { SAFETY_TRAIN44 } from "../bench/coach-safety-train44";
import { SAFETY_TRAIN45 } from "../bench/coach-safety-train45";
import { SAFETY_TRAIN46 } from "../bench/coach-safety-train46";
import { SAFETY_TRAIN47 } from "../bench/coach-safety-train47";
import { SAFETY_TRAIN48 } from "../bench/coach-safety-train48";
import { SAFETY_BLIND51 } from "../bench/coach-safety-blind51";
import { SAFETY_BLIND52 } from "../bench/coach-safety-blind52";
import { SAFETY_BLIND53 } from "../bench/coach-safety-blind53";
import { SAFETY_TRAIN57 } from "../bench/coach-safety-train57";
import { SAFETY_TRAIN58 } from "../bench/coach-safety-train58";
import { SAFETY_TRAIN59 } from "../bench/coach-safety-train59";

/**
 * Every labelled set, all of them training data since 2026-11-26 (ADR 042): the final set and
 * blind sets 3 to 17 were spent as measures (their figures had been seen) before they joined
 * (blind set 8 on 2026-11-27, after the rules' check on it was recorded; blind sets 9 to 17 the
 * same day, each after the lead scored it once; 12, 13 and 14 on branch safety-train13, 15 on
 * branch safety-train15, 16 and 17 on branch safety-train16).
 */
const LABELLED_SETS: { name: string; set: readonly LabelledMessage[] }[] = [
  { name: "main labelled set", set: SAFETY_SET },
  { name: "held-out set", set: SAFETY_HOLDOUT },
  { name: "blind set", set: SAFETY_BLIND },
  { name: "development set 2", set: SAFETY_DEV2 },
  { name: "development set 3", set: SAFETY_DEV3 },
  { name: "final set (spent, training data)", set: SAFETY_FINAL },
  { name: "blind set 3 (spent, training data)", set: SAFETY_BLIND3 },
  { name: "extra set (the model's author, ADR 042)", set: SAFETY_EXTRA },
  { name: "blind set 4 (spent, training data)", set: SAFETY_BLIND4 },
  { name: "training set 5 (issue 16, branch safety-train5)", set: SAFETY_TRAIN5 },
  { name: "blind set 5 (spent, training data)", set: SAFETY_BLIND5 },
  { name: "blind set 6 (spent, training data)", set: SAFETY_BLIND6 },
  { name: "blind set 7 (spent, training data)", set: SAFETY_BLIND7 },
  { name: "blind set 8 (spent, training data)", set: SAFETY_BLIND8 },
  { name: "blind set 9 (spent, training data)", set: SAFETY_BLIND9 },
  { name: "blind set 10 (spent, training data)", set: SAFETY_BLIND10 },
  { name: "blind set 11 (spent, training data)", set: SAFETY_BLIND11 },
  { name: "blind set 12 (spent, training data)", set: SAFETY_BLIND12 },
  { name: "blind set 13 (spent, training data)", set: SAFETY_BLIND13 },
  { name: "blind set 14 (spent, training data)", set: SAFETY_BLIND14 },
  { name: "blind set 15 (spent, training data)", set: SAFETY_BLIND15 },
  { name: "blind set 16 (spent, training data)", set: SAFETY_BLIND16 },
  { name: "blind set 17 (spent, training data)", set: SAFETY_BLIND17 },
  { name: "blind set 19 (es/fr/de, spent, training data)", set: SAFETY_BLIND19 },
  { name: "blind set 20 (es/fr/de, spent, training data)", set: SAFETY_BLIND20 },
  { name: "blind set 21 (es/fr/de, spent, training data)", set: SAFETY_BLIND21 },
  { name: "blind set 22 (es/fr/de, spent, training data)", set: SAFETY_BLIND22 },
  { name: "training set 24 (es/fr/de)", set: SAFETY_TRAIN24 },
  { name: "training set 25 (es/fr/de)", set: SAFETY_TRAIN25 },
  { name: "training set 26 (es/fr/de)", set: SAFETY_TRAIN26 },
  { name: "training set 28 (es/fr/de)", set: SAFETY_TRAIN28 },
  { name: "training set 29 (es/fr/de)", set: SAFETY_TRAIN29 },
  { name: "training set 30 (English)", set: SAFETY_TRAIN30 },
  { name: "training set 31 (es/fr/de)", set: SAFETY_TRAIN31 },
  { name: "training set 32 (es/fr/de)", set: SAFETY_TRAIN32 },
  { name: "training set 33 (es/fr/de)", set: SAFETY_TRAIN33 },
  { name: "training set 34 (English)", set: SAFETY_TRAIN34 },
  { name: "training set 35 (English)", set: SAFETY_TRAIN35 },
  { name: "training set 37 (es/fr/de)", set: SAFETY_TRAIN37 },
  { name: "training set 38 (es/fr/de)", set: SAFETY_TRAIN38 },
  { name: "training set 39 (es/fr/de)", set: SAFETY_TRAIN39 },
  { name: "training set 40 (English)", set: SAFETY_TRAIN40 },
  { name: "training set 41 (English)", set: SAFETY_TRAIN41 },
  { name: "training set 42 (English)", set: SAFETY_TRAIN42 },
  { name: "training set 43 (es/fr/de)", set: SAFETY_TRAIN43 },
  { name: "training set 44 (es/fr/de)", set: SAFETY_TRAIN44 },
  { name: "training set 45 (es/fr/de)", set: SAFETY_TRAIN45 },
  { name: "training set 46 (English)", set: SAFETY_TRAIN46 },
  { name: "training set 47 (English)", set: SAFETY_TRAIN47 },
  { name: "training set 48 (English)", set: SAFETY_TRAIN48 },
  // round 13 (2026-11-28): blind sets 51 to 53 were scored once unread, then read and trained on
  { name: "blind set 51 (English, spent, training data)", set: SAFETY_BLIND51 },
  { name: "blind set 52 (English, spent, training data)", set: SAFETY_BLIND52 },
  { name: "blind set 53 (es/fr/de, spent, training data)", set: SAFETY_BLIND53 },
  { name: "training set 57 (English)", set: SAFETY_TRAIN57 },
  { name: "training set 58 (English)", set: SAFETY_TRAIN58 },
  { name: "training set 59 (es/fr/de)", set: SAFETY_TRAIN59 },
];

/**
 * The product's everyday texts (`everyday-texts.ts`) as negatives, those no labelled set already
 * holds: training data, so not an unseen measure; the gate test holds every one of them clear
 * with the shipped weights, a guard rather than a score (ADR 042).
 */
const labelledTexts = new Set(LABELLED_SETS.flatMap((s) => s.set.map((m) => m.text.toLowerCase())));
export const EVERYDAY_NEGATIVES: readonly LabelledMessage[] = EVERYDAY_TEXTS.filter(
  (text) => !labelledTexts.has(text.toLowerCase()),
).map((text) => ({ text, label: "none" }));

/** The training sets: every labelled set, then the everyday negatives (last, as bench:coach expects). */
export const TRAINING_SETS: { name: string; set: readonly LabelledMessage[] }[] = [
  ...LABELLED_SETS,
  { name: "everyday texts (negatives; a guard, not a measure)", set: EVERYDAY_NEGATIVES },
];

export type Example = { features: string[]; y: number; message: LabelledMessage };

/** The training set each labelled message comes from (by object), for `minSets`. */
const SET_OF = new Map<LabelledMessage, number>(
  TRAINING_SETS.flatMap((t, g) => t.set.map((m) => [m, g] as const)),
);

/**
 * The day every labelled message is read as written on (the sets were written between 2026-11-23
 * and 2026-11-28): the app passes the day of each message (`today`), so a goal with a date ("by 1
 * February") is read as the app reads it, not left without a pace.
 */
export const SCORING_DAY = new Date("2026-11-28T12:00:00Z");

/** What the safety layer knows with a labelled message: its profile age and the day. */
export const contextOf = (m: LabelledMessage): SafetyContext => ({
  age: m.age ?? null,
  today: SCORING_DAY,
});

export const toExample = (m: LabelledMessage): Example => ({
  features: safetyFeatures(m.text, contextOf(m)),
  y: MODEL_CLASSES.indexOf(m.label as ModelClass),
  message: m,
});

export type TrainOptions = {
  seed: number;
  epochs: number;
  rate: number;
  l2: number;
  /** features seen in fewer messages are left out */
  minCount: number;
  /**
   * features seen in the messages of fewer training sets (authors) are left out: a phrasing only
   * one author uses does not carry to the next (0 or 1: no such condition)
   */
  minSets?: number;
  /** a feature is kept only when one of its weights is at least this (in hundredths) */
  prune: number;
  /** within a kept feature, a weight smaller than this (in hundredths) is stored as zero */
  dropWeight: number;
};
export const DEFAULT_TRAINING: TrainOptions = {
  seed: 16042,
  epochs: 30,
  rate: 2,
  l2: 1e-4,
  minCount: 3,
  minSets: 3,
  prune: 66,
  dropWeight: 68,
};

export type { EncodedModel };

/**
 * Trains on the examples and returns the model pruned and quantised exactly as it ships: a feature
 * is kept when one of its weights reaches `prune`, its weights under `dropWeight` are zero, the
 * rest one character each on the logarithmic scale of `encodeWeight` (learned.ts). Features seen
 * in fewer than `minCount` messages are left out.
 */
export function train(examples: readonly Example[], options = DEFAULT_TRAINING): EncodedModel {
  const K = MODEL_CLASSES.length;
  const counts = new Map<string, number>();
  for (const e of examples) for (const f of e.features) counts.set(f, (counts.get(f) ?? 0) + 1);
  let vocab = [...counts].filter(([, n]) => n >= options.minCount).map(([f]) => f);
  if ((options.minSets ?? 0) > 1) {
    const sets = new Map<string, Set<number>>();
    for (const e of examples)
      for (const f of e.features) {
        const g = SET_OF.get(e.message) ?? -1;
        const seen = sets.get(f) ?? new Set<number>();
        seen.add(g);
        sets.set(f, seen);
      }
    vocab = vocab.filter((f) => sets.get(f)!.size >= options.minSets!);
  }
  vocab.sort();
  const index = new Map(vocab.map((f, i) => [f, i]));
  const W = new Float64Array(vocab.length * K);
  const b = new Float64Array(K);
  const rows = examples.map((e) => ({
    ids: e.features.map((f) => index.get(f)).filter((i): i is number => i !== undefined),
    scale: 1 / Math.sqrt(Math.max(1, e.features.length)),
    y: e.y,
  }));
  const random = seededRandom(options.seed);
  const order = rows.map((_, i) => i);
  const z = new Float64Array(K);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    const rate = options.rate / (1 + epoch * 0.2);
    for (const r of order) {
      const row = rows[r];
      z.set(b);
      for (const id of row.ids) for (let k = 0; k < K; k++) z[k] += W[id * K + k] * row.scale;
      let max = -Infinity;
      for (let k = 0; k < K; k++) max = Math.max(max, z[k]);
      let sum = 0;
      for (let k = 0; k < K; k++) sum += z[k] = Math.exp(z[k] - max);
      for (let k = 0; k < K; k++) {
        const g = z[k] / sum - (k === row.y ? 1 : 0);
        b[k] -= rate * g;
        for (const id of row.ids) {
          const w = W[id * K + k];
          W[id * K + k] = w - rate * (g * row.scale + options.l2 * w);
        }
      }
    }
  }
  const names: string[] = [];
  const codes: string[] = [];
  for (let i = 0; i < vocab.length; i++) {
    const q = Array.from({ length: K }, (_, k) => Math.round(W[i * K + k] * 100));
    if (q.every((v) => Math.abs(v) < options.prune)) continue;
    names.push(vocab[i]);
    for (const v of q) codes.push(encodeWeight(Math.abs(v) < options.dropWeight ? 0 : v / 100));
  }
  return {
    classes: MODEL_CLASSES,
    bias: Array.from(b, (v) => Math.round(v * 100) / 100),
    thresholds: {},
    features: frontCode(names),
    weights: codes.join(""),
  };
}

/** A stable hash of a trained model: the same seed and data must give the same hash. */
export const modelHash = (m: EncodedModel) =>
  createHash("sha256").update(JSON.stringify(m)).digest("hex").slice(0, 16);

/**
 * The fold of a message: a hash of its text, modulo k. A message keeps its fold when sets are
 * added (so before/after comparisons use the same folds: ADR 042, 2026-11-26 night addendum), and
 * a text repeated across sets is never on both sides of a split. Classes spread evenly enough at
 * these sizes (hundreds per class).
 */
export function foldOf(text: string, k = 5): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0) % k;
}

/**
 * k-fold by message text (`foldOf`). Returns each message's out-of-fold class probabilities (in
 * `examples` order). `trainable` leaves messages out of every fold's training (they are still
 * judged): used to measure what a set adds as training data on the same folds.
 */
export function outOfFold(
  examples: readonly Example[],
  k = 5,
  options = DEFAULT_TRAINING,
  trainable: (e: Example) => boolean = () => true,
) {
  const fold = examples.map((e) => foldOf(e.message.text, k));
  const probabilities = new Array<number[]>(examples.length);
  for (let f = 0; f < k; f++) {
    const model = decodeModel(
      train(
        examples.filter((e, i) => fold[i] !== f && trainable(e)),
        options,
      ),
    );
    examples.forEach((e, i) => {
      if (fold[i] === f) probabilities[i] = modelProbabilities(model, e.features);
    });
  }
  return { probabilities, fold, k };
}

/**
 * What a false positive costs per level, in missed dangerous messages: an emergency notice for
 * "chest day" replaces the coach's answer with "call 999" (3); a crisis or support text replaces
 * it with a pointer to help (2); a caution notice only comes before the answer (0.5). A missed
 * dangerous message costs 1, a missed caution message 0.5.
 */
export const FALSE_POSITIVE_COST: Record<SafetyLevel, number> = {
  emergency: 3,
  crisis: 2,
  support: 2,
  caution: 0.5,
};
const THRESHOLD_GRID = Array.from({ length: 17 }, (_, i) => 0.15 + i * 0.05);

/**
 * Per class, the threshold on the out-of-fold probabilities that costs least over the messages
 * the rules leave as none (the model speaks only there): missed messages of the class against
 * false positives weighted by level. Ties go to the higher threshold.
 */
export function chooseThresholds(
  examples: readonly Example[],
  probabilities: readonly number[][],
  falsePositiveCost: Record<SafetyLevel, number> = FALSE_POSITIVE_COST,
): Partial<Record<SafetyClass, number>> {
  const K = MODEL_CLASSES.length;
  const classes = MODEL_CLASSES.slice(1) as SafetyClass[];
  const top = probabilities.map((p) => {
    let best = 1;
    for (let k = 2; k < K; k++) if (p[k] > p[best]) best = k;
    return { c: MODEL_CLASSES[best], p: p[best] };
  });
  const rulesNone = examples.map(
    (e) => classifyMessage(e.message.text, contextOf(e.message)) === null,
  );
  const thresholds: Partial<Record<SafetyClass, number>> = {};
  for (const c of classes) {
    const level = SAFETY_LEVELS[c];
    const missCost = level === "caution" ? 0.5 : 1;
    let bestCost = Infinity;
    let bestT = 1;
    for (const t of THRESHOLD_GRID) {
      let cost = 0;
      examples.forEach((e, i) => {
        if (!rulesNone[i]) return;
        const says = top[i].c === c && top[i].p >= t;
        const label = e.message.label;
        if (label === c && !says) cost += missCost;
        if (label === "none" && says) cost += falsePositiveCost[level];
      });
      if (cost <= bestCost) [bestCost, bestT] = [cost, t];
    }
    thresholds[c] = Math.round(bestT * 100) / 100;
  }
  return thresholds;
}

/** The model's out-of-fold verdicts at the chosen thresholds. */
export function outOfFoldVerdicts(
  examples: readonly Example[],
  probabilities: readonly number[][],
  thresholds: Partial<Record<SafetyClass, number>>,
): (SafetyClass | null)[] {
  const shell: SafetyModel = { classes: MODEL_CLASSES, bias: [], weights: new Map(), thresholds };
  return probabilities.map((p) => modelVerdict(shell, p));
}

/**
 * Out-of-fold verdicts with the thresholds chosen out of fold too: each fold's messages are judged
 * with thresholds chosen on the other folds' out-of-fold probabilities, so neither the weights nor
 * the thresholds have seen the message they judge.
 */
export function nestedOutOfFoldVerdicts(
  examples: readonly Example[],
  oof: ReturnType<typeof outOfFold>,
  trainable: (e: Example) => boolean = () => true,
  falsePositiveCost: Record<SafetyLevel, number> = FALSE_POSITIVE_COST,
): (SafetyClass | null)[] {
  const verdicts = new Array<SafetyClass | null>(examples.length).fill(null);
  for (let f = 0; f < oof.k; f++) {
    const others = examples
      .map((_, i) => i)
      .filter((i) => oof.fold[i] !== f && trainable(examples[i]));
    const thresholds = chooseThresholds(
      others.map((i) => examples[i]),
      others.map((i) => oof.probabilities[i]),
      falsePositiveCost,
    );
    const mine = examples.map((_, i) => i).filter((i) => oof.fold[i] === f);
    const got = outOfFoldVerdicts(
      mine.map((i) => examples[i]),
      mine.map((i) => oof.probabilities[i]),
      thresholds,
    );
    mine.forEach((i, n) => (verdicts[i] = got[n]));
  }
  return verdicts;
}

/** The rules' class of each example ("none" when they name none). */
export const rulesClasses = (examples: readonly Example[]): ModelClass[] =>
  examples.map((e) => classifyMessage(e.message.text, contextOf(e.message))?.class ?? "none");

/**
 * The combination's class per example, out of fold, as the app combines them (`combineVerdicts`):
 * the rules' class and the model's out-of-fold verdict, with the rules' discounted classes.
 */
export function outOfFoldCombination(
  examples: readonly Example[],
  rules: readonly ModelClass[],
  model: readonly (SafetyClass | null)[],
): ModelClass[] {
  return examples.map(
    (e, i) =>
      combineVerdicts(rules[i] === "none" ? null : (rules[i] as SafetyClass), model[i], () =>
        discountedClasses(e.message.text, contextOf(e.message)),
      ) ?? "none",
  );
}

/**
 * Leave one set out (ADR 042, branch safety-train13): each labelled set is one author's wording;
 * the model is trained on every other set (and the everyday negatives, never held out) and judges
 * the set left out, so the figure is the honest estimate of how it does on a new author, unlike
 * random folds where an author's own phrasings sit on both sides. Thresholds for a held-out set are
 * chosen on the other sets' leave-one-set-out probabilities (as `nestedOutOfFoldVerdicts` does
 * for folds). Returns per example its set's index (`group`, -1 for examples never held out), the
 * model's probabilities and its verdict.
 */
export function leaveOneSetOut(
  sets: readonly { name: string; set: readonly LabelledMessage[] }[],
  heldOut: (name: string) => boolean,
  options = DEFAULT_TRAINING,
) {
  const examples = sets.flatMap((s) => s.set.map(toExample));
  const group: number[] = sets.flatMap((s, g) => s.set.map(() => (heldOut(s.name) ? g : -1)));
  const probabilities = new Array<number[] | null>(examples.length).fill(null);
  const groups = [...new Set(group.filter((g) => g >= 0))];
  for (const g of groups) {
    const model = decodeModel(
      train(
        examples.filter((_, i) => group[i] !== g),
        options,
      ),
    );
    examples.forEach((e, i) => {
      if (group[i] === g) probabilities[i] = modelProbabilities(model, e.features);
    });
  }
  const verdicts = new Array<SafetyClass | null>(examples.length).fill(null);
  for (const g of groups) {
    const others = examples.map((_, i) => i).filter((i) => group[i] >= 0 && group[i] !== g);
    const thresholds = chooseThresholds(
      others.map((i) => examples[i]),
      others.map((i) => probabilities[i]!),
    );
    const mine = examples.map((_, i) => i).filter((i) => group[i] === g);
    const got = outOfFoldVerdicts(
      mine.map((i) => examples[i]),
      mine.map((i) => probabilities[i]!),
      thresholds,
    );
    mine.forEach((i, n) => (verdicts[i] = got[n]));
  }
  return { examples, group, probabilities, verdicts, groups };
}
