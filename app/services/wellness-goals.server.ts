/**
 * Wellness goals: a user's own targets (drink 2 L a day, walk 200 km this month). Active goals come
 * first, newest first. Every query carries the owner's id; another user's goal is "not found".
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { deleteRows } from "#db/delete-rows";
import { wellnessGoals } from "#db/schema";
import type { WellnessGoalCreateInput, WellnessGoalUpdateInput } from "~/domain/schemas/wellness";

export type WellnessGoalRow = typeof wellnessGoals.$inferSelect;
export type WellnessGoal = Omit<WellnessGoalRow, "userId"> & {
  /** 0-100 when the goal has a target, else null */
  progressPercent: number | null;
};

const nowSql = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/** Progress towards the target, capped at 100; null without a target. */
export function goalProgressPercent(goal: {
  targetValue: number | null;
  currentValue: number | null;
  status?: string;
}): number | null {
  if (!goal.targetValue || goal.targetValue <= 0) return goal.status === "completed" ? 100 : null;
  const percent = ((goal.currentValue ?? 0) / goal.targetValue) * 100;
  return Math.max(0, Math.min(100, Math.round(percent)));
}

function present({ userId: _userId, ...row }: WellnessGoalRow): WellnessGoal {
  return { ...row, progressPercent: goalProgressPercent(row) };
}

export async function listWellnessGoals(db: Database, userId: number): Promise<WellnessGoal[]> {
  const rows = await db
    .select()
    .from(wellnessGoals)
    .where(eq(wellnessGoals.userId, userId))
    .orderBy(
      sql`CASE ${wellnessGoals.status} WHEN 'active' THEN 0 ELSE 1 END`,
      desc(wellnessGoals.createdAt),
      desc(wellnessGoals.id),
    )
    .limit(200);
  return rows.map(present);
}

export async function createWellnessGoal(
  db: Database,
  userId: number,
  input: WellnessGoalCreateInput,
): Promise<WellnessGoal> {
  const [row] = await db
    .insert(wellnessGoals)
    .values({
      userId,
      title: input.title,
      description: input.description || null,
      category: input.category,
      goalType: input.goalType,
      targetValue: input.targetValue ?? null,
      currentValue: input.currentValue ?? 0,
      unit: input.unit || null,
      deadline: input.deadline ?? null,
    })
    .returning();
  return present(row);
}

/** Changes progress or fields of the user's goal; null when it is not theirs or does not exist. */
export async function updateWellnessGoal(
  db: Database,
  userId: number,
  goalId: number,
  input: WellnessGoalUpdateInput,
): Promise<WellnessGoal | null> {
  const set: Partial<typeof wellnessGoals.$inferInsert> = {};
  if (input.title !== undefined) set.title = input.title;
  if (input.description !== undefined) set.description = input.description || null;
  if (input.category !== undefined) set.category = input.category;
  if (input.goalType !== undefined) set.goalType = input.goalType;
  if (input.targetValue !== undefined) set.targetValue = input.targetValue;
  if (input.currentValue !== undefined) set.currentValue = input.currentValue;
  if (input.unit !== undefined) set.unit = input.unit || null;
  if (input.deadline !== undefined) set.deadline = input.deadline;
  const [row] = await db
    .update(wellnessGoals)
    .set(set)
    .where(and(eq(wellnessGoals.id, goalId), eq(wellnessGoals.userId, userId)))
    .returning();
  return row ? present(row) : null;
}

/**
 * Marks the user's goal completed (once: completing it again keeps the first completion time).
 * Null when it is not theirs or does not exist.
 */
export async function completeWellnessGoal(
  db: Database,
  userId: number,
  goalId: number,
): Promise<WellnessGoal | null> {
  const [row] = await db
    .update(wellnessGoals)
    .set({
      status: "completed",
      completedAt: sql`coalesce(${wellnessGoals.completedAt}, ${nowSql})`,
    })
    .where(and(eq(wellnessGoals.id, goalId), eq(wellnessGoals.userId, userId)))
    .returning();
  return row ? present(row) : null;
}

export async function deleteWellnessGoal(
  db: Database,
  userId: number,
  goalId: number,
): Promise<boolean> {
  return deleteRows(
    db,
    wellnessGoals,
    and(eq(wellnessGoals.id, goalId), eq(wellnessGoals.userId, userId)),
  );
}
