/**
 * Who may start recipe jobs (docs/decisions/011-recipe-search.md, "Administration"): the spec has
 * no administrator role. Maintenance (adding missing catalogue recipes, recomputing nutrition and
 * tags, filling in instructions) is idempotent and bounded, so any signed-in user may start it,
 * rate-limited per user, and a job already queued or running is answered instead of a second one.
 * Generating recipes with the AI model creates rows and spends model calls: only the emails in
 * ADMIN_EMAILS may, once they have verified that address, also rate-limited.
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

/**
 * An administrator: an address in ADMIN_EMAILS that the user has proven is theirs. Anyone could
 * register that address with a password before (issue 17); only its inbox can verify it (ADR 027).
 */
export function isRecipeAdmin(
  env: Pick<AppEnv, "ADMIN_EMAILS">,
  user: { email: string; emailVerified: boolean },
): boolean {
  return user.emailVerified && adminEmails(env).has(user.email.trim().toLowerCase());
}

export async function hitRecipeJobLimit(
  db: Database,
  userId: number,
  kind: keyof typeof RECIPE_JOB_LIMITS,
) {
  return hitRateLimit(db, `recipe-jobs:${kind}:${userId}`, RECIPE_JOB_LIMITS[kind]);
}
