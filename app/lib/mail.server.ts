/**
 * The one way the app sends mail (docs/decisions/027):
 * - production: Cloudflare's Email binding (`[[send_email]] name = "EMAIL"` in wrangler.toml),
 *   from MAIL_FROM; without MAIL_FROM or the binding nothing is sent and a warning is logged (the
 *   app still works; addresses just cannot be verified or passwords reset by email);
 * - development and tests: the local outbox, a D1 table a developer reads at /dev/outbox (that
 *   page answers 404 in production). Nothing leaves the machine, and no account is needed.
 * Sending never fails the request that caused it: callers hand the promise to waitUntil.
 */
import { desc } from "drizzle-orm";
import type { Database } from "#db/client";
import { mailOutbox } from "#db/schema";
import type { AppEnv } from "./env.server";

export type MailMessage = { to: string; subject: string; text: string };

/** The part of Cloudflare's SendEmail binding we use (its structured form). */
export type EmailBinding = {
  send(message: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
};

export type Mailer = { send(message: MailMessage): Promise<void> };

export function usesLocalOutbox(env: Pick<AppEnv, "ENVIRONMENT">): boolean {
  return env.ENVIRONMENT === "development" || env.ENVIRONMENT === "test";
}

export function createMailer(
  env: Pick<AppEnv, "ENVIRONMENT" | "MAIL_FROM">,
  deps: { db: Database; email?: EmailBinding },
): Mailer {
  if (usesLocalOutbox(env)) {
    return {
      async send(message) {
        await deps.db.insert(mailOutbox).values({
          toAddress: message.to,
          subject: message.subject.slice(0, 300),
          textBody: message.text.slice(0, 20_000),
        });
      },
    };
  }
  return {
    async send(message) {
      if (!env.MAIL_FROM || !deps.email) {
        console.warn(
          "Mail is not configured (MAIL_FROM and the EMAIL binding); not sent:",
          message.subject,
        );
        return;
      }
      await deps.email.send({ from: env.MAIL_FROM, ...message });
    },
  };
}

/** Sends without making the caller wait or fail: errors are logged. */
export function sendInBackground(
  mailer: Mailer,
  waitUntil: (promise: Promise<unknown>) => void,
  message: MailMessage,
): void {
  waitUntil(mailer.send(message).catch((error) => console.error("Mail could not be sent", error)));
}

export type OutboxMessage = typeof mailOutbox.$inferSelect;

/** The newest messages of the local outbox (development and tests only). */
export async function listOutbox(db: Database, limit = 50): Promise<OutboxMessage[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}
