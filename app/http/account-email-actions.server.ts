/**
 * The actions of the account-email pages (docs/decisions/027, 041): asking for a reset link
 * (/forgot-password), choosing a new password with it (/reset-password) and confirming or
 * re-sending the address's link (/verify-email). Each reads a plain form, parses it with conform
 * and the JSON API's zod schema, and calls the same service as POST /api/password-reset,
 * /api/password-reset/confirm, /api/verify-email and /api/verify-email/resend, so the pages work
 * before (or without) JavaScript. Success redirects (post/redirect/get); a refusal answers its
 * status with conform's reply.
 */
import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";
import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import {
  INVALID_LINK_MESSAGE,
  passwordResetFormSchema,
  passwordResetRequestSchema,
  verifyEmailSchema,
} from "~/domain/schemas/auth";
import { clientIp } from "~/http/client-ip.server";
import { AUTH_NOTICES } from "~/lib/auth-notices.server";
import { requireUser, startUserSession } from "~/lib/auth.server";
import { publicOrigin } from "~/lib/origin.server";
import { readFormPost } from "~/lib/page-form.server";
import { replaceWithToast } from "~/lib/toast.server";
import {
  confirmEmail,
  requestPasswordReset,
  resendVerification,
  resetPassword,
} from "~/services/account-email.server";
import { RATE_LIMITED_MESSAGE } from "~/services/sign-in.server";

/** What a refused form gets back: conform's reply, and which form it was (intent). */
export type AccountFormReply = { intent: string; result: SubmissionResult<string[]> };

function refuse(
  intent: string,
  result: SubmissionResult<string[]>,
  status: number,
  resetAt?: number,
) {
  const headers: HeadersInit =
    resetAt === undefined
      ? {}
      : { "Retry-After": String(Math.max(1, Math.ceil((resetAt - Date.now()) / 1000))) };
  return json<AccountFormReply>({ intent, result }, { status, headers });
}

/**
 * POST /forgot-password { email }: the same answer whether or not the address has an account
 * (back to `?sent=1`, where the page says so); 429 past the limits.
 */
export async function forgotPasswordAction({ request, context }: ActionFunctionArgs) {
  const form = await readFormPost(request);
  const submission = parseWithZod(form, { schema: passwordResetRequestSchema.strip() });
  if (submission.status !== "success") return refuse("request", submission.reply(), 400);
  const result = await requestPasswordReset(
    context,
    { email: submission.value.email, clientKey: clientIp(request) },
    publicOrigin(request, context.env),
  );
  if (!result.ok)
    return refuse(
      "request",
      submission.reply({ formErrors: [RATE_LIMITED_MESSAGE] }),
      429,
      result.resetAt,
    );
  return replaceWithToast(context, "/forgot-password?sent=1");
}

/**
 * POST /reset-password { token, password, confirmPassword }: sets the password, ends every
 * session of the account and signs this browser in, then the home page with the notice. A token
 * that does not work (used, expired, never sent) answers 400 with the page's words.
 */
export async function resetPasswordAction({ request, context }: ActionFunctionArgs) {
  const form = await readFormPost(request);
  const hide = { hideFields: ["password", "confirmPassword"] };
  const submission = parseWithZod(form, { schema: passwordResetFormSchema });
  if (submission.status !== "success") return refuse("reset", submission.reply(hide), 400);
  const user = await resetPassword(
    { db: context.db, kv: context.kv.sessions },
    { token: submission.value.token, password: submission.value.password },
  );
  if (!user)
    return refuse("reset", submission.reply({ ...hide, formErrors: [INVALID_LINK_MESSAGE] }), 400);
  const headers = new Headers({ "Set-Cookie": await startUserSession(request, context, user.id) });
  return replaceWithToast(context, "/", AUTH_NOTICES.passwordReset(), headers);
}

export const VERIFY_EMAIL_INTENTS = ["verify", "resend"] as const;

/**
 * POST /verify-email: intent `verify` { token } confirms the signed-in user's address with the
 * link's token (only theirs works); intent `resend` mails a new link (back to `?sent=1`). A guest
 * is sent to sign in and back to the link.
 */
export async function verifyEmailAction({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const form = await readFormPost(request);
  const intent = z.enum(VERIFY_EMAIL_INTENTS).safeParse(form.get("intent"));
  if (!intent.success) throw new Response("Unknown intent", { status: 400 });
  switch (intent.data) {
    case "verify": {
      const submission = parseWithZod(form, { schema: verifyEmailSchema.strip() });
      // a refusal does not echo the token (it may be someone else's)
      const hideFields = ["token"];
      if (submission.status !== "success")
        return refuse("verify", submission.reply({ hideFields }), 400);
      if (!(await confirmEmail(context.db, user.id, submission.value.token)))
        return refuse(
          "verify",
          submission.reply({ hideFields, formErrors: [INVALID_LINK_MESSAGE] }),
          400,
        );
      return replaceWithToast(context, "/verify-email", AUTH_NOTICES.emailVerified());
    }
    case "resend": {
      const result = await resendVerification(context, user, publicOrigin(request, context.env));
      if (!result.ok && result.reason === "rate_limited") {
        const submission = parseWithZod(form, { schema: z.object({}) });
        return refuse(
          "resend",
          submission.reply({ formErrors: [RATE_LIMITED_MESSAGE] }),
          429,
          result.resetAt,
        );
      }
      // already verified: the page says so
      return replaceWithToast(context, result.ok ? "/verify-email?sent=1" : "/verify-email");
    }
  }
}
