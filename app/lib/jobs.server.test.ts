import { describe, expect, it } from "vitest";
import { isJobAlive, jobState, STALE_QUEUED_MS, STALE_RUNNING_MS } from "./jobs.server";

const at = (msAgo: number, now: number) => new Date(now - msAgo).toISOString();

describe("isJobAlive", () => {
  const now = Date.parse("2026-11-22T10:00:00.000Z");
  it("gives a queued job two minutes and a running job ten without a sign of life", () => {
    expect(isJobAlive({ status: "queued", updatedAt: at(STALE_QUEUED_MS - 1, now) }, now)).toBe(
      true,
    );
    expect(isJobAlive({ status: "queued", updatedAt: at(STALE_QUEUED_MS, now) }, now)).toBe(false);
    expect(isJobAlive({ status: "running", updatedAt: at(STALE_QUEUED_MS * 2, now) }, now)).toBe(
      true,
    );
    expect(isJobAlive({ status: "running", updatedAt: at(STALE_RUNNING_MS, now) }, now)).toBe(
      false,
    );
  });

  it("never calls a finished or unreadable job alive", () => {
    expect(isJobAlive({ status: "completed", updatedAt: at(0, now) }, now)).toBe(false);
    expect(isJobAlive({ status: "failed", updatedAt: at(0, now) }, now)).toBe(false);
    expect(isJobAlive({ status: "queued", updatedAt: "not a date" }, now)).toBe(false);
  });
});

describe("jobState", () => {
  it("calls a queued job that already ran, or was sent again, retrying", () => {
    expect(jobState({ status: "queued", attempts: 0, requeues: 0 })).toBe("queued");
    expect(jobState({ status: "queued", attempts: 1, requeues: 0 })).toBe("retrying");
    expect(jobState({ status: "queued", attempts: 0, requeues: 1 })).toBe("retrying");
    expect(jobState({ status: "running", attempts: 2, requeues: 0 })).toBe("running");
    expect(jobState({ status: "failed", attempts: 4, requeues: 3 })).toBe("failed");
  });
});
