/**
 * A generation or re-planning job shown by a page whose loader reads it (ADR 043): with JavaScript
 * the job is read at /api/jobs/{id} (useJobReads) until it ends, then a notice and the page's
 * loaders run again; without it, a refresh every few seconds (a meta refresh inside <noscript>, so
 * it never fires with scripts on) and a Refresh link show the plan when the job is done.
 */
import { Link, useLocation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useToast } from "../toaster";
import { useJobReads } from "../use-job-reads";
import {
  isUnfinished,
  POLL_INTERVAL_MS,
  POLL_SLOW_AFTER_MS,
  SLOW_POLL_INTERVAL_MS,
  type GenerationJob,
} from "./use-meal-plans";

export const REGENERATE_JOB = "meal-plan.regenerate";
/** Seconds between the refreshes of a page without JavaScript while a job runs. */
export const NO_JS_REFRESH_SECONDS = 3;

/**
 * Follows an unfinished job: reads it again after each answer (slower after a while, when the page
 * says so: `slow`); when it ends, the notice, and the loaders (and loaded fetchers) run again. The
 * job it returns is the latest read, so a page shows its state without waiting for its loader.
 *
 * A job can also end before the page ever sees it running (the queue answered before the loaders
 * ran again after Generate): a job the page was not loaded with that arrives already ended gets
 * its notice too, once; the loaders that brought it already hold its plan. The job a page is
 * loaded with is never announced again. `loadedJob`: the loader's job (null: none), undefined while
 * a fetcher has not loaded yet.
 */
export function useFollowJob(loadedJob: GenerationJob | null | undefined): {
  job: GenerationJob | null;
  slow: boolean;
} {
  const revalidator = useRevalidator();
  const { toast } = useToast();
  const job = loadedJob ?? null;
  const ended = useRef<string | null>(null);
  // the last job the loaders brought: at first the one the page (or fetcher) was loaded with,
  // which is never announced; undefined until the data has come
  const loaded = useRef<string | null | undefined>(
    loadedJob === undefined ? undefined : (job?.id ?? null),
  );
  const [started, setStarted] = useState<{ id: string; at: number } | null>(null);
  const [slow, setSlow] = useState(false);
  const id = job && isUnfinished(job) ? job.id : null;
  // the loader read the job just now: the first read waits one interval too
  const latest = useJobReads<GenerationJob>(id, () => {
    const isSlow = started !== null && Date.now() - started.at > POLL_SLOW_AFTER_MS;
    setSlow(isSlow);
    return isSlow ? SLOW_POLL_INTERVAL_MS : POLL_INTERVAL_MS;
  });

  useEffect(() => {
    if (id && started?.id !== id) {
      setStarted({ id, at: Date.now() });
      setSlow(false);
    }
  }, [id, started]);

  const announce = (done: GenerationJob) => {
    if (done.state === "completed") {
      toast(
        done.type === REGENERATE_JOB
          ? { title: "Plan updated", description: "The days you chose were planned again." }
          : {
              title: "Meal Plan Generated",
              description: "Your personalized meal plan has been created!",
            },
      );
    } else {
      toast({
        title: done.type === REGENERATE_JOB ? "Could not re-plan" : "Failed to generate meal plan",
        description: done.error || "Please try again later.",
        variant: "destructive",
      });
    }
  };

  useEffect(() => {
    if (!latest || isUnfinished(latest) || ended.current === latest.id) return;
    ended.current = latest.id;
    announce(latest);
    revalidator.revalidate();
    // revalidator and toast change identity on every render; the job's end decides
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [latest]);

  useEffect(() => {
    if (loadedJob === undefined) return;
    if (loaded.current === undefined) {
      loaded.current = job?.id ?? null;
      return;
    }
    if (!job || job.id === loaded.current) return;
    loaded.current = job.id;
    if (isUnfinished(job) || ended.current === job.id) return;
    ended.current = job.id;
    announce(job);
    // toast changes identity on every render; a new job from the loaders decides
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadedJob]);

  return { job: latest ?? job, slow: id !== null && slow };
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
