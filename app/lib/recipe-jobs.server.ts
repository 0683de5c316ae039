/**
 * The answer shape of the recipe job endpoints. Their bodies are read with `parseJsonBody(...,
 * { optional: true })` (api.server.ts): the spec's client calls update-all with a JSON content type
 * and no body.
 */
import type { JobRow } from "./jobs.server";

export type JobView = {
  id: string;
  type: string;
  status: JobRow["status"];
  progress: number;
  result: unknown;
  error: string | null;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
};

export function jobView(job: JobRow): JobView {
  return {
    id: job.id,
    type: job.type,
    status: job.status,
    progress: job.progress,
    result: job.result ?? null,
    error: job.error ?? null,
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
    completedAt: job.completedAt ?? null,
  };
}
