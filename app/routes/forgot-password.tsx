import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { AccountCard, FormStatus } from "~/components/account/account-card";
import { Button } from "~/components/ui/button";
import { Field, FormAlert, inputClass } from "~/components/ui/field";
import { passwordResetRequestSchema } from "~/domain/schemas/auth";
import { apiRequest, ApiClientError } from "~/lib/api-client";

export const meta: MetaFunction = () => [
  { title: "Forgot your password? | NutriCoach" },
  { name: "robots", content: "noindex" },
];

/** /forgot-password: asks for a reset link (POST /api/password-reset); the same answer for any address. */
export default function ForgotPasswordPage() {
  const [fieldErrors, setFieldErrors] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = new FormData(event.currentTarget).get("email");
    const parsed = passwordResetRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setFieldErrors(parsed.error.flatten().fieldErrors.email ?? null);
      return;
    }
    setFieldErrors(null);
    setError(null);
    setPending(true);
    try {
      const answer = await apiRequest<{ message: string }>(
        "POST",
        "/api/password-reset",
        parsed.data,
      );
      setSent(answer.message);
    } catch (failure) {
      setError(failure instanceof ApiClientError ? failure.message : "Please try again later.");
    } finally {
      setPending(false);
    }
  }

  return (
    <AccountCard
      title="Forgot your password?"
      intro="Enter the email address of your account and we will send you a link to choose a new password."
    >
      {sent ? <FormStatus>{sent}</FormStatus> : null}
      <FormAlert errors={error ? [error] : null} />
      <form method="post" onSubmit={onSubmit} className="space-y-4" noValidate>
        <Field id="email" label="Email" errorId="email-error" errors={fieldErrors}>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            required
            aria-invalid={fieldErrors ? true : undefined}
            aria-describedby={fieldErrors ? "email-error" : undefined}
            className={inputClass}
          />
        </Field>
        <Button type="submit" disabled={pending}>
          {pending ? "Sending..." : "Send me a link"}
        </Button>
      </form>
      <p className="text-sm">
        <Link to="/auth" className="font-medium text-emerald-800 underline dark:text-emerald-300">
          Back to sign in
        </Link>
      </p>
    </AccountCard>
  );
}
