/**
 * The signed-in user's meal plans on the client, and plan generation through the job queue:
 * POST /api/meal-plans/generate answers a job at once; the job is polled at /api/jobs/{id} until it
 * completes (plans are fetched again, 'Meal Plan Generated') or fails ('Failed to generate meal plan'
 * with the job's reason, and a Retry). While it runs, `job.state` says what is happening: queued,
 * running, or retrying after a failed try. A job never stays unfinished for good: the server's
 * sweep sends it again or fails it (docs/decisions/029), so polling goes on, more slowly after a
 * while, until it ends; nothing says "failed" before it has.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { MealPlanDto } from "~/domain/meal-plan-view";
import { apiRequest } from "~/lib/api-client";
import { useToast } from "../toaster";

export type MealPlanRecord = MealPlanDto;

export type GenerationJob = {
  id: string;
  /** meal-plan.generate or meal-plan.regenerate (ADR 043) */
  type?: string;
  state: "queued" | "running" | "retrying" | "completed" | "failed";
  attempts: number;
  error: string | null;
  /** { planId } once completed */
  result?: unknown;
};

export const POLL_INTERVAL_MS = 1000;
/** After this long the job is polled every SLOW_POLL_INTERVAL_MS and the page says it is slow. */
export const POLL_SLOW_AFTER_MS = 2 * 60 * 1000;
export const SLOW_POLL_INTERVAL_MS = 10_000;

export function isUnfinished(job: GenerationJob | null): boolean {
  return job !== null && job.state !== "completed" && job.state !== "failed";
}

export function useMealPlans(
  options: { initialPlans?: MealPlanRecord[] | null; initialJob?: GenerationJob | null } = {},
) {
  const { toast } = useToast();
  const [plans, setPlans] = useState<MealPlanRecord[] | null>(options.initialPlans ?? null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [job, setJob] = useState<GenerationJob | null>(options.initialJob ?? null);
  const [slow, setSlow] = useState(false);
  const [starting, setStarting] = useState(false);
  const [latestPlanId, setLatestPlanId] = useState<number | null>(null);
  const alive = useRef(true);
  const polling = useRef<string | null>(null);

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

  /** Polls a job until it ends; one poller per job id. */
  const follow = useCallback(
    async (jobId: string) => {
      if (polling.current === jobId) return;
      polling.current = jobId;
      setSlow(false);
      const slowAt = Date.now() + POLL_SLOW_AFTER_MS;
      try {
        for (;;) {
          let current: GenerationJob;
          try {
            current = await apiRequest<GenerationJob>("GET", `/api/jobs/${jobId}`);
          } catch {
            // a network blip: the job goes on on the server; ask again
            if (!alive.current || polling.current !== jobId) return;
            await new Promise((resolve) => setTimeout(resolve, SLOW_POLL_INTERVAL_MS));
            continue;
          }
          if (!alive.current || polling.current !== jobId) return;
          setJob(current);
          if (current.state === "completed") {
            await refresh();
            if (!alive.current) return;
            const planId = (current.result as { planId?: unknown } | null)?.planId;
            setLatestPlanId(typeof planId === "number" ? planId : null);
            setJob(null);
            toast({
              title: "Meal Plan Generated",
              description: "Your personalized meal plan has been created!",
            });
            return;
          }
          if (current.state === "failed") {
            toast({
              title: "Failed to generate meal plan",
              description: current.error || "Please try again later.",
              variant: "destructive",
            });
            return;
          }
          const isSlow = Date.now() > slowAt;
          setSlow(isSlow);
          await new Promise((resolve) =>
            setTimeout(resolve, isSlow ? SLOW_POLL_INTERVAL_MS : POLL_INTERVAL_MS),
          );
        }
      } finally {
        if (polling.current === jobId) polling.current = null;
      }
    },
    [refresh, toast],
  );

  useEffect(() => {
    if (options.initialPlans == null) void refresh();
    if (options.initialJob && isUnfinished(options.initialJob)) void follow(options.initialJob.id);
    // only on mount: later changes go through refresh() and generate()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const generate = useCallback(async () => {
    setStarting(true);
    try {
      const answer = await apiRequest<{ jobId: string; job: GenerationJob }>(
        "POST",
        "/api/meal-plans/generate",
      );
      if (!alive.current) return;
      setJob(answer.job);
      setStarting(false);
      await follow(answer.jobId);
    } catch (error) {
      if (!alive.current) return;
      toast({
        title: "Failed to generate meal plan",
        description: (error instanceof Error && error.message) || "Please try again later.",
        variant: "destructive",
      });
    } finally {
      if (alive.current) setStarting(false);
    }
  }, [follow, toast]);

  /** Puts an updated plan (after a swap) in place. */
  const replacePlan = useCallback((plan: MealPlanRecord) => {
    setPlans((list) => (list ?? []).map((p) => (p.id === plan.id ? plan : p)));
  }, []);

  const generating = starting || isUnfinished(job);
  return { plans, loadError, generating, job, slow, generate, refresh, replacePlan, latestPlanId };
}
