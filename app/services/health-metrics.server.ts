/**
 * Health metrics: one entry per user and day (unique index), later logs of the same day merge into
 * it field by field. Every query carries the owner's id.
 */
import { and, desc, eq, getTableColumns, gte, isNotNull, lte, sql, type SQL } from "drizzle-orm";
import type { Database } from "#db/client";
import { healthMetrics } from "#db/schema";
import { utcDay } from "~/domain/days";
import {
  METRIC_FIELD_NAMES,
  type HealthMetricsLogInput,
  type MetricField,
} from "~/domain/schemas/wellness";

export type HealthMetricRow = typeof healthMetrics.$inferSelect;

/** An entry as the API and the dashboard read it (no user id: it is always the caller's). */
export type HealthMetricEntry = Omit<HealthMetricRow, "userId">;

const { userId: _ownerColumn, ...entryColumns } = getTableColumns(healthMetrics);

export type ListOptions = { limit?: number; from?: string; to?: string };

/** The user's entries, latest day first. */
export async function listHealthMetrics(
  db: Database,
  userId: number,
  { limit = 90, from, to }: ListOptions = {},
): Promise<HealthMetricEntry[]> {
  const where: SQL[] = [eq(healthMetrics.userId, userId)];
  if (from) where.push(gte(healthMetrics.date, from));
  if (to) where.push(lte(healthMetrics.date, to));
  return db
    .select(entryColumns)
    .from(healthMetrics)
    .where(and(...where))
    .orderBy(desc(healthMetrics.date))
    .limit(Math.max(1, Math.min(limit, 366)));
}

/** The latest logged weight, for the BMI; null when the user never logged one. */
export async function latestLoggedWeight(
  db: Database,
  userId: number,
): Promise<{ weight: number; date: string } | null> {
  const [row] = await db
    .select({ weight: healthMetrics.weight, date: healthMetrics.date })
    .from(healthMetrics)
    .where(and(eq(healthMetrics.userId, userId), isNotNull(healthMetrics.weight)))
    .orderBy(desc(healthMetrics.date))
    .limit(1);
  return row?.weight != null ? { weight: row.weight, date: row.date } : null;
}

/**
 * Logs metrics for a day (default: today in UTC; the browser sends its own day). Creates the day's
 * entry or merges into it: fields in `input` replace the stored ones (null clears one), fields left
 * out keep their values. One statement, so two logs of the same day never make two entries.
 */
export async function logHealthMetrics(
  db: Database,
  userId: number,
  input: HealthMetricsLogInput,
  today: string = utcDay(),
): Promise<{ entry: HealthMetricEntry; created: boolean }> {
  const date = input.date ?? today;
  const values: Partial<Record<MetricField, number | null>> & { notes?: string | null } = {};
  for (const key of METRIC_FIELD_NAMES) {
    if (input[key] !== undefined) values[key] = input[key];
  }
  if (input.notes !== undefined) values.notes = input.notes === "" ? null : input.notes;
  const [existing, [entry]] = await db.batch([
    db
      .select({ id: healthMetrics.id })
      .from(healthMetrics)
      .where(and(eq(healthMetrics.userId, userId), eq(healthMetrics.date, date)))
      .limit(1),
    db
      .insert(healthMetrics)
      .values({ userId, date, ...values })
      .onConflictDoUpdate({
        target: [healthMetrics.userId, healthMetrics.date],
        set: { ...values, updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` },
      })
      .returning(entryColumns),
  ]);
  return { entry, created: existing.length === 0 };
}
