/**
 * Where a user lands after signing in: the page they were going to, else their recommendations
 * when they have a profile, else the onboarding wizard (issue 14, point 7).
 */
import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { userProfiles } from "#db/schema";
import { safeRedirect } from "~/domain/safe-redirect";

export async function landingAfterSignIn(
  db: Database,
  userId: number,
  requested: unknown,
): Promise<string> {
  const target = safeRedirect(requested, "/");
  if (target !== "/") return target;
  const [profile] = await db
    .select({ id: userProfiles.id })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId))
    .limit(1);
  return profile ? "/recommendations" : "/onboarding";
}
