import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The import rules of eslint.config.js (docs/decisions/040) fail on a deliberate violation: each
 * fixture is linted as if it were a file at that path, with the project's own config.
 */
const root = path.resolve(import.meta.dirname, "..");
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function importErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return result.messages
    .filter((m) => /no-restricted-imports$/.test(m.ruleId ?? ""))
    .map((m) => m.message);
}

/** [what, as the file, the import line, what the error says]: each is linted with a use of it. */
const violations: [layer: string, file: string, line: string, says: RegExp][] = [
  [
    "a route importing the database",
    "app/routes/layer-fixture.ts",
    'import { recipes } from "#db/schema";',
    /never db\/ or drizzle/,
  ],
  [
    "a page importing drizzle",
    "app/pages/layer-fixture.tsx",
    'import { eq } from "drizzle-orm";',
    /never db\/ or drizzle/,
  ],
  [
    "lib importing a service",
    "app/lib/layer-fixture.server.ts",
    'import { getRecipe } from "~/services/recipes.server";',
    /app\/lib holds adapters/,
  ],
  [
    "lib importing app/http by a relative path",
    "app/lib/layer-fixture.server.ts",
    'import { clientIp } from "../http/client-ip.server";',
    /app\/lib holds adapters/,
  ],
  [
    "a component importing a server module",
    "app/components/layer-fixture.tsx",
    'import { requireUser } from "~/lib/auth.server";',
    /Server-only module/,
  ],
  [
    "a component importing a service",
    "app/components/layer-fixture.tsx",
    'import { getRecipe } from "~/services/recipes.server";',
    /Server-only module/,
  ],
  [
    "domain code importing the database client",
    "app/domain/layer-fixture.ts",
    'import { createDb } from "#db/client";',
    /app\/domain is pure/,
  ],
  [
    "domain code importing Remix",
    "app/domain/layer-fixture.ts",
    'import { json } from "@remix-run/cloudflare";',
    /app\/domain is pure/,
  ],
  [
    "domain code importing an adapter",
    "app/domain/layer-fixture.ts",
    'import { apiRequest } from "~/lib/api-client";',
    /app\/domain is pure/,
  ],
  [
    "a service importing app/http",
    "app/services/layer-fixture.server.ts",
    'import { clientIp } from "~/http/client-ip.server";',
    /never HTTP or UI modules/,
  ],
];

const importedName = (line: string) => /\{ (\w+) \}/.exec(line)![1];

describe("the layer boundaries (eslint no-restricted-imports)", () => {
  it.each(violations)("fail on %s", async (_layer, file, line, says) => {
    const errors = await importErrors(
      file,
      `${line}\nexport const uses = [${importedName(line)}];\n`,
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(says);
  });

  it("let each layer import what it may", async () => {
    const allowed: [file: string, source: string][] = [
      ["app/routes/layer-fixture.ts", 'import { getRecipe } from "~/services/recipes.server";'],
      [
        "app/http/layer-fixture.server.ts",
        'import { getRecipe } from "~/services/recipes.server";',
      ],
      ["app/services/layer-fixture.server.ts", 'import { eq } from "drizzle-orm";'],
      ["app/lib/layer-fixture.server.ts", 'import { appSecrets } from "#db/schema";'],
      ["app/components/layer-fixture.tsx", 'import { apiRequest } from "~/lib/api-client";'],
      ["app/domain/layer-fixture.ts", 'import type { RecipeIngredient } from "#db/schema";'],
    ];
    for (const [file, line] of allowed) {
      expect(await importErrors(file, `${line}\nexport const ok = 1;\n`), file).toEqual([]);
    }
  });
});
