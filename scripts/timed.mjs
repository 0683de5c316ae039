#!/usr/bin/env node
/**
 * Runs npm scripts one after another and prints how long each took and the total, so `npm test`
 * and `.ci/run` say where the time goes (issue 20). Stops at the first failure with its exit code.
 * Usage: node scripts/timed.mjs build test:unit test:integration ...
 *
 * `a+b+c` runs those scripts at the same time (for single-threaded ones, e.g. tsc and eslint, or
 * test projects that leave the cores idle while they wait, e.g. unit, integration and e2e; ADR 049):
 * each one's output is held and printed when it ends, each one's duration is printed, and the
 * group's wall time counts towards the total.
 */
import { spawn } from "node:child_process";

const steps = process.argv.slice(2);
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
/** [label, milliseconds, exit code] */
const figures = [];
let total = 0;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const report = () => {
  console.log("\n== durations");
  for (const [step, ms, status] of figures)
    console.log(`${step.padEnd(24)} ${seconds(ms).padStart(9)}${status ? "  (failed)" : ""}`);
  console.log(`${"total".padEnd(24)} ${seconds(total).padStart(9)}`);
};

/** Runs one npm script; `hold`: keep its output and print it in one piece when it ends. */
function run(script, hold) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ["run", "--silent", script], {
      stdio: hold ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (status, signal) => {
      if (hold) {
        console.log(`\n== ${script}`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve([script, Date.now() - started, status ?? (signal ? 1 : 0)]);
    });
  });
}

for (const step of steps) {
  const started = Date.now();
  const scripts = step.split("+");
  const results = await Promise.all(scripts.map((script) => run(script, scripts.length > 1)));
  figures.push(...results);
  if (scripts.length > 1) figures.push(["(together)", Date.now() - started, 0]);
  total += Date.now() - started;
  const failed = results.find(([, , code]) => code !== 0);
  if (failed) {
    report();
    process.exit(failed[2]);
  }
}
report();
