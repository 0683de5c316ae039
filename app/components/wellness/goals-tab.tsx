/**
 * The dashboard's Goals tab: goals with progress, new goals, completing and deleting one. Each
 * goal's buttons post to the dashboard's action through one fetcher per goal (shared with the
 * delete dialog by its key), so the goal shows completed or goes away at once.
 */
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { formatMonthDay } from "~/domain/format";
import { useHydrated } from "../use-hydrated";
import { Button } from "../ui/button";
import { Modal } from "../ui/dialog";
import {
  IntentFields,
  OpenFormButton,
  useDashboard,
  useFormAction,
  useInPageHref,
} from "./dashboard-context";
import { CATEGORY_LABELS } from "./labels";
import type { GoalEntry } from "./types";
import { ProgressBar } from "./wellness-ui";
import { fmt, type DialogKey } from "./dashboard-parts";

const goalFetcherKey = (goalId: number) => `wellness-goal-${goalId}`;

export function GoalsTab({
  goals,
  open,
  onProgress,
}: {
  goals: GoalEntry[];
  open: (key: DialogKey) => void;
  onProgress: (goal: GoalEntry) => void;
}) {
  const href = useInPageHref();
  const [deleting, setDeleting] = useState<GoalEntry | null>(null);
  return (
    <section aria-labelledby="goals-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="goals-heading" className="text-lg font-semibold">
          Your goals
        </h2>
        <OpenFormButton
          label="Create Goal"
          href={href({ log: "goal" })}
          onOpen={() => open("goal")}
        />
      </div>
      {goals.length === 0 ? (
        <p className="mt-4 text-sm text-gray-700 dark:text-gray-300">
          No goals yet. Create one to start tracking your progress.
        </p>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {goals.map((g) => (
            <GoalItem key={g.id} goal={g} onProgress={onProgress} onDelete={setDeleting} />
          ))}
        </ul>
      )}
      {deleting ? (
        <DeleteGoalDialog key={deleting.id} goal={deleting} onClose={() => setDeleting(null)} />
      ) : null}
    </section>
  );
}

function GoalItem({
  goal: g,
  onProgress,
  onDelete,
}: {
  goal: GoalEntry;
  onProgress: (goal: GoalEntry) => void;
  onDelete: (goal: GoalEntry) => void;
}) {
  const fetcher = useFetcher({ key: goalFetcherKey(g.id) });
  const action = useFormAction();
  const hydrated = useHydrated();
  const href = useInPageHref();
  const posting = fetcher.formData?.get("intent");
  // optimistic: a goal being deleted is gone, one being completed shows as completed
  if (posting === "delete-goal") return null;
  const status = posting === "complete-goal" ? "completed" : g.status;
  return (
    <li className="rounded-xl border border-gray-200 p-5 dark:border-gray-700" data-testid="goal">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold">{g.title}</h3>
          <p className="text-xs text-gray-700 dark:text-gray-300">
            {[
              CATEGORY_LABELS[(g.category ?? "other") as keyof typeof CATEGORY_LABELS] ??
                g.category,
              g.deadline ? `due ${formatMonthDay(g.deadline)}` : null,
            ]
              .filter(Boolean)
              .join(" · ")}
          </p>
        </div>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
            status === "completed"
              ? "bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100"
              : "bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100"
          }`}
        >
          {status === "completed" ? "Completed" : "Active"}
        </span>
      </div>
      {g.description ? (
        <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">{g.description}</p>
      ) : null}
      {g.progressPercent !== null ? (
        <div className="mt-3 space-y-1">
          <ProgressBar value={g.progressPercent} max={100} label={`Progress of ${g.title}`} />
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {g.targetValue !== null
              ? `${fmt(g.currentValue ?? 0, 2)} of ${fmt(g.targetValue, 2)}${g.unit ? ` ${g.unit}` : ""} (${g.progressPercent}%)`
              : `${g.progressPercent}%`}
          </p>
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        {status !== "completed" ? (
          <>
            <OpenFormButton
              variant="secondary"
              size="sm"
              label="Update progress"
              ariaLabel={`Update progress of ${g.title}`}
              href={href({ progress: String(g.id) })}
              onOpen={() => onProgress(g)}
            />
            <fetcher.Form method="post" action={action}>
              <IntentFields intent="complete-goal">
                <input type="hidden" name="goalId" value={g.id} />
              </IntentFields>
              <Button
                type="submit"
                variant="secondary"
                size="sm"
                aria-label={`Mark complete: ${g.title}`}
              >
                Mark complete
              </Button>
            </fetcher.Form>
          </>
        ) : null}
        <fetcher.Form
          method="post"
          action={action}
          onSubmit={(event) => {
            // with JavaScript, the dialog asks first (it posts through the same fetcher)
            if (!hydrated) return;
            event.preventDefault();
            onDelete(g);
          }}
        >
          <IntentFields intent="delete-goal">
            <input type="hidden" name="goalId" value={g.id} />
          </IntentFields>
          <Button type="submit" variant="ghost" size="sm" aria-label={`Delete ${g.title}`}>
            Delete
          </Button>
        </fetcher.Form>
      </div>
    </li>
  );
}

function DeleteGoalDialog({ goal, onClose }: { goal: GoalEntry; onClose: () => void }) {
  const fetcher = useFetcher({ key: goalFetcherKey(goal.id) });
  const { backTo } = useDashboard();
  const action = useFormAction();
  return (
    <Modal open onClose={onClose} size="sm" title="Delete this goal?" description={goal.title}>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          Keep it
        </Button>
        <Button
          variant="danger"
          onClick={() => {
            fetcher.submit(
              { intent: "delete-goal", goalId: String(goal.id), redirectTo: backTo },
              { method: "post", action },
            );
            onClose();
          }}
        >
          Delete goal
        </Button>
      </div>
    </Modal>
  );
}
