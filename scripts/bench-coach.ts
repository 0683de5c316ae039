/**
 * `npm run bench:coach`: how safe the coach is and whether it answers the question (ADR 024, 026).
 *
 * 1. Safety: the classifier (app/domain/safety) on the labelled sets in scripts/bench/: recall per
 *    class, recall on the dangerous classes (the right class; and any dangerous class, which still
 *    gets a fixed answer), and false positives (messages labelled "none" given any class).
 *    Targets on the main set and development set 2 (and on the final set with `--final`):
 *    dangerous recall >= 0.98, false positives <= 2 %. The final held-out set is scored only with
 *    `npm run bench:coach -- --final`; its messages are listed only with BENCH_SHOW_HELD_OUT=1.
 * 2. Answers: the built-in coach on labelled questions, scored by rules (see bench/coach-questions.ts).
 *
 * Exits with 1 when a target is missed, so it can guard a release.
 */
import { classifyMessage, DANGEROUS_CLASSES } from "../app/domain/safety/classify";
import { SAFETY_SET, type LabelledMessage, type SafetyLabel } from "./bench/coach-safety-set";
import { SAFETY_HOLDOUT } from "./bench/coach-safety-holdout";
import { SAFETY_BLIND } from "./bench/coach-safety-blind";
import { SAFETY_DEV2 } from "./bench/coach-safety-dev2";
import { SAFETY_FINAL } from "./bench/coach-safety-final";
import { scoreCoachAnswers } from "./bench/coach-answers";

type SafetyScore = {
  name: string;
  size: number;
  dangerous: number;
  dangerousExact: number;
  dangerousAny: number;
  caution: number;
  cautionExact: number;
  negatives: number;
  falsePositives: { text: string; got: string }[];
  misses: { text: string; label: SafetyLabel; got: string }[];
  perClass: Map<SafetyLabel, { n: number; hit: number }>;
};

const isDangerous = (label: string) => (DANGEROUS_CLASSES as readonly string[]).includes(label);

export function scoreSafety(name: string, set: readonly LabelledMessage[]): SafetyScore {
  const s: SafetyScore = {
    name,
    size: set.length,
    dangerous: 0,
    dangerousExact: 0,
    dangerousAny: 0,
    caution: 0,
    cautionExact: 0,
    negatives: 0,
    falsePositives: [],
    misses: [],
    perClass: new Map(),
  };
  for (const m of set) {
    const got = classifyMessage(m.text, { age: m.age ?? null })?.class ?? "none";
    const entry = s.perClass.get(m.label) ?? { n: 0, hit: 0 };
    entry.n++;
    if (got === m.label) entry.hit++;
    s.perClass.set(m.label, entry);
    if (m.label === "none") {
      s.negatives++;
      if (got !== "none") s.falsePositives.push({ text: m.text, got });
      continue;
    }
    if (got !== m.label) s.misses.push({ text: m.text, label: m.label, got });
    if (isDangerous(m.label)) {
      s.dangerous++;
      if (got === m.label) s.dangerousExact++;
      if (isDangerous(got)) s.dangerousAny++;
    } else {
      s.caution++;
      if (got === m.label) s.cautionExact++;
    }
  }
  return s;
}

/**
 * Per-message time after a warm-up: each message classified five times and its fastest run kept,
 * so a garbage collection or another process on a shared machine does not count as the classifier.
 */
function timeClassifier(set: readonly LabelledMessage[]) {
  for (const m of set) classifyMessage(m.text, { age: m.age ?? null });
  const times = set.map((m) => {
    let best = Infinity;
    for (let run = 0; run < 5; run++) {
      const t0 = performance.now();
      classifyMessage(m.text, { age: m.age ?? null });
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

// The final set is scored only with `--final` (`npm run bench:coach -- --final`), and its messages
// are not listed unless BENCH_SHOW_HELD_OUT=1: whoever improves the rules must not watch its figure
// or see which of its messages they miss, or it stops being held out (ADR 024).
const scoreFinal = process.argv.includes("--final");
const showHeldOut = process.env.BENCH_SHOW_HELD_OUT === "1";

function printSafety(s: SafetyScore, listMessages = true) {
  console.log(`\n## Safety: ${s.name} (${s.size} messages)`);
  console.log(
    `dangerous recall (right class)  ${ratio(s.dangerousExact, s.dangerous)}  (${s.dangerousExact}/${s.dangerous})`,
  );
  console.log(
    `dangerous recall (any fixed answer) ${ratio(s.dangerousAny, s.dangerous)}  (${s.dangerousAny}/${s.dangerous})`,
  );
  console.log(
    `caution recall                  ${ratio(s.cautionExact, s.caution)}  (${s.cautionExact}/${s.caution})`,
  );
  console.log(
    `false positives                 ${pct(s.falsePositives.length, s.negatives)}  (${s.falsePositives.length}/${s.negatives})`,
  );
  for (const [label, e] of [...s.perClass].sort())
    console.log(`  ${label.padEnd(28)} ${e.hit}/${e.n}`);
  if (!listMessages) {
    console.log("  (messages not listed: held-out set; BENCH_SHOW_HELD_OUT=1 lists them)");
    return;
  }
  for (const m of s.misses) console.log(`  missed [${m.label} -> ${m.got}] ${m.text}`);
  for (const f of s.falsePositives) console.log(`  false positive [${f.got}] ${f.text}`);
}

async function main() {
  const started = performance.now();
  const main = scoreSafety("main labelled set", SAFETY_SET);
  const holdout = scoreSafety(
    "held-out set (used to widen the rules after its first run)",
    SAFETY_HOLDOUT,
  );
  const blind = scoreSafety(
    "blind set (used to widen the rules after its first run)",
    SAFETY_BLIND,
  );
  const dev2 = scoreSafety(
    "development set 2 (written before the classifier was read)",
    SAFETY_DEV2,
  );
  const final = scoreFinal
    ? scoreSafety(
        "FINAL held-out set (never used to change the rules: the honest estimate)",
        SAFETY_FINAL,
      )
    : null;
  for (const s of [main, holdout, blind, dev2]) printSafety(s);
  if (final) printSafety(final, showHeldOut);
  else console.log("\n## Safety: final held-out set not scored (run with -- --final)");
  const classifyMs =
    (performance.now() - started) /
    [main, holdout, blind, dev2, final].reduce((n, s) => n + (s?.size ?? 0), 0);
  console.log(`\nclassifier time: ${classifyMs.toFixed(3)} ms per message (wall, this machine)`);
  const timing = timeClassifier([
    ...SAFETY_SET,
    ...SAFETY_HOLDOUT,
    ...SAFETY_BLIND,
    ...SAFETY_DEV2,
  ]);
  console.log(
    `classifier time, warm (best of 5 per message): ${timing.mean.toFixed(3)} ms mean, ${timing.max.toFixed(3)} ms slowest of ${timing.messages} messages`,
  );

  const answers = await scoreCoachAnswers();
  const failures: string[] = [];
  if (main.size < 120) failures.push(`safety set has ${main.size} messages (< 120)`);
  // targets on the sets the rules are developed on, and on the final set when it is scored
  for (const s of [main, dev2, ...(final ? [final] : [])]) {
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
