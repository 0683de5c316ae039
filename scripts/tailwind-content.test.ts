/**
 * What Tailwind scans for class names (tailwind.config.ts `content`): every file it reads is source
 * a person writes, under MAX_BYTES. A generated data module in the scan cost the build minutes: the
 * safety model's weights (220 KB of encoded features) took Tailwind's scanner about 4 minutes alone
 * on the 2-core machine, against 4 s for the rest of app/, and the CSS came out identical without it.
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import config from "../tailwind.config";

const MAX_BYTES = 150_000;
const root = path.resolve(import.meta.dirname, "..");

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

describe("Tailwind's content globs", () => {
  const globs = config.content as string[];
  const excluded = globs
    .filter((g) => g.startsWith("!"))
    .map((g) => path.resolve(root, g.slice(1)));

  it("are the app's sources, with the generated weights left out", () => {
    expect(globs).toContain("./app/**/*.{ts,tsx}");
    expect(excluded).toContain(path.resolve(root, "app/domain/safety/learned-weights.ts"));
    // the exclusion names a file that exists (a rename would quietly bring it back into the scan)
    for (const file of excluded) expect(statSync(file).isFile(), file).toBe(true);
  });

  it("scan no file over 150 KB", () => {
    const scanned = filesUnder(path.join(root, "app"))
      .filter((f) => /\.(ts|tsx)$/.test(f))
      .filter((f) => !excluded.includes(f));
    expect(scanned.length).toBeGreaterThan(100);
    const large = scanned
      .map((f) => ({ file: path.relative(root, f), bytes: statSync(f).size }))
      .filter((f) => f.bytes > MAX_BYTES);
    expect(large).toEqual([]);
  });
});
