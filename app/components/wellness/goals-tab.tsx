/** The dashboard's Goals tab: goals with progress, new goals, deleting one. */
import { useState } from "react";
import { formatMonthDay } from "~/domain/format";
import { useToast } from "../toaster";
import { Button } from "../ui/button";
import { Modal } from "../ui/dialog";
import { callApi, useDashboard } from "./dashboard-context";
import { CATEGORY_LABELS } from "./labels";
import type { GoalEntry } from "./types";
import { ProgressBar } from "./wellness-ui";
import { fmt, type DialogKey } from "./dashboard-parts";

export function GoalsTab({
  goals,
  open,
  onProgress,
}: {
  goals: GoalEntry[];
  open: (key: DialogKey) => void;
  onProgress: (goal: GoalEntry) => void;
}) {
  const dashboard = useDashboard();
  const { toast } = useToast();
  const [deleting, setDeleting] = useState<GoalEntry | null>(null);
  const fail = (message: string) =>
    toast({ title: "Could not save", description: message, variant: "destructive" });
  return (
    <section aria-labelledby="goals-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="goals-heading" className="text-lg font-semibold">
          Your goals
        </h2>
        <Button onClick={() => open("goal")}>Create Goal</Button>
      </div>
      {goals.length === 0 ? (
        <p className="mt-4 text-sm text-gray-700 dark:text-gray-300">
          No goals yet. Create one to start tracking your progress.
        </p>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {goals.map((g) => (
            <li
              key={g.id}
              className="rounded-xl border border-gray-200 p-5 dark:border-gray-700"
              data-testid="goal"
            >
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
                    g.status === "completed"
                      ? "bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100"
                      : "bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100"
                  }`}
                >
                  {g.status === "completed" ? "Completed" : "Active"}
                </span>
              </div>
              {g.description ? (
                <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">{g.description}</p>
              ) : null}
              {g.progressPercent !== null ? (
                <div className="mt-3 space-y-1">
                  <ProgressBar
                    value={g.progressPercent}
                    max={100}
                    label={`Progress of ${g.title}`}
                  />
                  <p className="text-sm text-gray-700 dark:text-gray-300">
                    {g.targetValue !== null
                      ? `${fmt(g.currentValue ?? 0, 2)} of ${fmt(g.targetValue, 2)}${g.unit ? ` ${g.unit}` : ""} (${g.progressPercent}%)`
                      : `${g.progressPercent}%`}
                  </p>
                </div>
              ) : null}
              <div className="mt-4 flex flex-wrap gap-2">
                {g.status !== "completed" ? (
                  <>
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => onProgress(g)}
                      aria-label={`Update progress of ${g.title}`}
                    >
                      Update progress
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Mark complete: ${g.title}`}
                      onClick={async () => {
                        const result = await callApi(
                          dashboard,
                          "POST",
                          `/api/wellness-goals/${g.id}/complete`,
                        );
                        if (result.ok) dashboard.onSaved("Goal completed", g.title);
                        else fail(result.message);
                      }}
                    >
                      Mark complete
                    </Button>
                  </>
                ) : null}
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Delete ${g.title}`}
                  onClick={() => setDeleting(g)}
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        size="sm"
        title="Delete this goal?"
        description={deleting?.title}
      >
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => setDeleting(null)}>
            Keep it
          </Button>
          <Button
            variant="danger"
            onClick={async () => {
              const goal = deleting!;
              setDeleting(null);
              const result = await callApi(dashboard, "DELETE", `/api/wellness-goals/${goal.id}`);
              if (result.ok) dashboard.onSaved("Goal deleted", goal.title);
              else fail(result.message);
            }}
          >
            Delete goal
          </Button>
        </div>
      </Modal>
    </section>
  );
}

// ---------------------------------------------------------------- awards
