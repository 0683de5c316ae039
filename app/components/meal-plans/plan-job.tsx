/**
 * A generation or re-planning job shown by a page whose loader reads it (ADR 043): with JavaScript
 * the job is polled at /api/jobs/{id} and the page's loaders run again when it ends; without it, a
 * refresh every few seconds (a meta refresh inside <noscript>, so it never fires with scripts on)
 * and a Refresh link show the plan when the job is done.
 */
import { Link, useLocation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { apiRequest } from "~/lib/api-client";
import { useToast } from "../toaster";
import {
  isUnfinished,
  POLL_INTERVAL_MS,
  SLOW_POLL_INTERVAL_MS,
  type GenerationJob,
} from "./use-meal-plans";

export const REGENERATE_JOB = "meal-plan.regenerate";
/** Seconds between the refreshes of a page without JavaScript while a job runs. */
export const NO_JS_REFRESH_SECONDS = 3;

/** Polls an unfinished job; when it ends, the notice and the loaders run again. */
export function useFollowJob(job: GenerationJob | null) {
  const revalidator = useRevalidator();
  const { toast } = useToast();
  const followed = useRef<string | null>(null);
  const id = job && isUnfinished(job) ? job.id : null;
  const regenerating = job?.type === REGENERATE_JOB;

  useEffect(() => {
    if (!id || followed.current === id) return;
    followed.current = id;
    let alive = true;
    const started = Date.now();
    void (async () => {
      while (alive) {
        const slow = Date.now() - started > 2 * 60 * 1000;
        await new Promise((r) => setTimeout(r, slow ? SLOW_POLL_INTERVAL_MS : POLL_INTERVAL_MS));
        if (!alive) return;
        let current: GenerationJob;
        try {
          current = await apiRequest<GenerationJob>("GET", `/api/jobs/${id}`);
        } catch {
          continue; // a network blip: the job goes on on the server
        }
        if (current.state === "completed") {
          toast(
            regenerating
              ? { title: "Plan updated", description: "The days you chose were planned again." }
              : {
                  title: "Meal Plan Generated",
                  description: "Your personalized meal plan has been created!",
                },
          );
        } else if (current.state === "failed") {
          toast({
            title: regenerating ? "Could not re-plan" : "Failed to generate meal plan",
            description: current.error || "Please try again later.",
            variant: "destructive",
          });
        } else continue;
        if (alive) revalidator.revalidate();
        return;
      }
    })();
    return () => {
      alive = false;
      followed.current = null;
    };
    // revalidator and toast change identity on every render; the job id decides
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
}

/** Without JavaScript: the page refreshes itself while the job runs, and says how to do it by hand. */
export function NoScriptRefresh({ job }: { job: GenerationJob | null }) {
  const location = useLocation();
  if (!job || !isUnfinished(job)) return null;
  return (
    <>
      <noscript>
        <meta httpEquiv="refresh" content={String(NO_JS_REFRESH_SECONDS)} />
      </noscript>
      <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">
        This page refreshes itself until the plan is ready.{" "}
        <Link
          to={`${location.pathname}${location.search}`}
          reloadDocument
          className="font-medium text-emerald-800 underline underline-offset-2 dark:text-emerald-300"
        >
          Refresh
        </Link>
      </p>
    </>
  );
}
