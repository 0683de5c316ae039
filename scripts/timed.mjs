#!/usr/bin/env node
/**
 * Runs npm scripts one after another and prints how long each took and the total, so `npm test`
 * and `.ci/run` say where the time goes (issue 20). Stops at the first failure with its exit code.
 * Usage: node scripts/timed.mjs build test:unit test:integration ...
 */
import { spawnSync } from "node:child_process";

const steps = process.argv.slice(2);
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const figures = [];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const report = () => {
  const total = figures.reduce((sum, [, ms]) => sum + ms, 0);
  console.log("\n== durations");
  for (const [step, ms, status] of figures)
    console.log(`${step.padEnd(20)} ${seconds(ms).padStart(9)}${status ? "  (failed)" : ""}`);
  console.log(`${"total".padEnd(20)} ${seconds(total).padStart(9)}`);
};

for (const step of steps) {
  const started = Date.now();
  const { status, signal } = spawnSync(npm, ["run", "--silent", step], { stdio: "inherit" });
  const code = status ?? (signal ? 1 : 0);
  figures.push([step, Date.now() - started, code]);
  if (code !== 0) {
    report();
    process.exit(code);
  }
}
report();
