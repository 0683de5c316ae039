/**
 * The signed-in user's meal plans on the client, and plan generation through the job queue:
 * POST /api/meal-plans/generate answers a job at once; the job is polled at /api/jobs/{id} until it
 * completes (plans are fetched again, 'Meal Plan Generated') or fails ('Failed to generate meal plan'
 * with the job's reason).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { MealPlanDto } from "~/domain/meal-plan-view";
import { apiRequest } from "~/lib/api-client";
import { useToast } from "../toaster";

export type MealPlanRecord = MealPlanDto;

type JobState = {
  id: string;
  status: "queued" | "running" | "completed" | "failed";
  error: string | null;
  result: { planId?: number } | null;
};

export const POLL_INTERVAL_MS = 1000;
/** Give up polling after this long and say so; the job may still finish and appear later. */
export const POLL_TIMEOUT_MS = 2 * 60 * 1000;

export function useMealPlans(options: { initialPlans?: MealPlanRecord[] | null } = {}) {
  const { toast } = useToast();
  const [plans, setPlans] = useState<MealPlanRecord[] | null>(options.initialPlans ?? null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);
  const [latestPlanId, setLatestPlanId] = useState<number | null>(null);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const refresh = useCallback(async () => {
    try {
      const list = await apiRequest<MealPlanRecord[]>("GET", "/api/meal-plans");
      if (alive.current) {
        setPlans(list);
        setLoadError(null);
      }
      return list;
    } catch (error) {
      if (alive.current) setLoadError(error instanceof Error ? error.message : String(error));
      return null;
    }
  }, []);

  useEffect(() => {
    if (options.initialPlans == null) void refresh();
    // only on mount: later changes go through refresh()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const generate = useCallback(async () => {
    setGenerating(true);
    try {
      const { jobId } = await apiRequest<{ jobId: string }>("POST", "/api/meal-plans/generate");
      const deadline = Date.now() + POLL_TIMEOUT_MS;
      let job: JobState;
      for (;;) {
        job = await apiRequest<JobState>("GET", `/api/jobs/${jobId}`);
        if (job.status === "completed" || job.status === "failed") break;
        if (Date.now() > deadline) {
          throw new Error(
            "The plan is taking longer than usual. It will appear here when it is ready.",
          );
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
        if (!alive.current) return;
      }
      if (job.status === "failed") throw new Error(job.error || "Please try again later.");
      await refresh();
      if (!alive.current) return;
      setLatestPlanId(job.result?.planId ?? null);
      toast({
        title: "Meal Plan Generated",
        description: "Your personalized meal plan has been created!",
      });
    } catch (error) {
      if (!alive.current) return;
      toast({
        title: "Failed to generate meal plan",
        description: (error instanceof Error && error.message) || "Please try again later.",
        variant: "destructive",
      });
    } finally {
      if (alive.current) setGenerating(false);
    }
  }, [refresh, toast]);

  /** Puts an updated plan (after a swap) in place. */
  const replacePlan = useCallback((plan: MealPlanRecord) => {
    setPlans((list) => (list ?? []).map((p) => (p.id === plan.id ? plan : p)));
  }, []);

  return { plans, loadError, generating, generate, refresh, replacePlan, latestPlanId };
}
