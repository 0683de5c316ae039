/**
 * Who may start recipe jobs (docs/decisions/011-recipe-search.md, "Administration"): the spec has
 * no administrator role. Maintenance (adding missing catalogue recipes, recomputing nutrition and
 * tags, filling in instructions) is idempotent and bounded, so any signed-in user may start it,
 * rate-limited per user, and a job already queued or running is answered instead of a second one.
 * Generating recipes with the AI model creates rows and spends model calls: only the emails in
 * ADMIN_EMAILS may, also rate-limited.
 */
import type { Database } from "#db/client";
import type { AppEnv } from "~/lib/env.server";
import { hitRateLimit } from "./rate-limit.server";

export const RECIPE_JOB_LIMITS = {
  maintenance: { limit: 6, windowMs: 60 * 60 * 1000 },
  generation: { limit: 10, windowMs: 24 * 60 * 60 * 1000 },
} as const;

export function adminEmails(env: Pick<AppEnv, "ADMIN_EMAILS">): Set<string> {
  return new Set(
    (env.ADMIN_EMAILS ?? "")
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );
}

export function isRecipeAdmin(env: Pick<AppEnv, "ADMIN_EMAILS">, email: string): boolean {
  return adminEmails(env).has(email.trim().toLowerCase());
}

export async function hitRecipeJobLimit(
  db: Database,
  userId: number,
  kind: keyof typeof RECIPE_JOB_LIMITS,
) {
  return hitRateLimit(db, `recipe-jobs:${kind}:${userId}`, RECIPE_JOB_LIMITS[kind]);
}
