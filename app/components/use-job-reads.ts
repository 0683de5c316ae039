import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";

/** The part of GET /api/jobs/{id}'s answer every follower reads. */
export type JobReadBase = {
  id: string;
  state: "queued" | "running" | "retrying" | "completed" | "failed";
};

/** Whether a job read has ended (completed or failed). */
export function jobEnded(job: JobReadBase | null): boolean {
  return job !== null && (job.state === "completed" || job.state === "failed");
}

/**
 * Reads job `id` at /api/jobs/{id} through a fetcher until it ends: one read at a time, the next
 * asked for `delayMs(latest)` ms after the last answer (the first with `latest` null). Returns the
 * latest read of that job: null before its first answer, and for another id.
 */
export function useJobReads<Job extends JobReadBase>(
  id: string | null,
  delayMs: (latest: Job | null) => number,
): Job | null {
  const poll = useFetcher();
  // the answer is the JSON of a job (JSON throughout, so its serialised type is the type)
  const data = poll.data as Job | undefined;
  const latest = data && id !== null && data.id === id ? data : null;
  const ended = jobEnded(latest);

  useEffect(() => {
    if (!id || ended || poll.state !== "idle") return;
    const timer = setTimeout(() => poll.load(`/api/jobs/${id}`), delayMs(latest));
    return () => clearTimeout(timer);
    // poll.load and delayMs change identity with each render; the answer (poll.data) decides
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, ended, poll.state, poll.data]);

  return latest;
}
