import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useNavigate } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { AccountCard } from "~/components/account/account-card";
import { useToast } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { Field, FormAlert, inputClass } from "~/components/ui/field";
import { INVALID_LINK_MESSAGE, passwordResetFormSchema } from "~/domain/schemas/auth";
import { apiRequest, ApiClientError } from "~/lib/api-client";
import { peekEmailToken } from "~/services/email-tokens.server";

export const meta: MetaFunction = () => [
  { title: "Choose a new password | NutriCoach" },
  { name: "robots", content: "noindex" },
];

/** The token is only looked at here (not used): the form's POST uses it. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const live = await peekEmailToken(context.db, token, "reset-password");
  return json({ token: live ? token : null });
}

function PasswordField({
  name,
  label,
  errors,
}: {
  name: "password" | "confirmPassword";
  label: string;
  errors?: string[];
}) {
  const errorId = `${name}-error`;
  return (
    <Field id={name} label={label} errorId={errorId} errors={errors}>
      <input
        id={name}
        name={name}
        type="password"
        autoComplete="new-password"
        required
        aria-invalid={errors ? true : undefined}
        aria-describedby={errors ? errorId : undefined}
        className={inputClass}
      />
    </Field>
  );
}

type Errors = { password?: string[]; confirmPassword?: string[]; form?: string[] };

/** /reset-password?token=: a new password (POST /api/password-reset/confirm), then signed in. */
export default function ResetPasswordPage() {
  const { token } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);

  if (!token) {
    return (
      <AccountCard title="Choose a new password">
        <FormAlert errors={[INVALID_LINK_MESSAGE]} />
        <p className="text-sm">
          <Link
            to="/forgot-password"
            className="font-medium text-emerald-800 underline dark:text-emerald-300"
          >
            Ask for a new link
          </Link>
        </p>
      </AccountCard>
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = passwordResetFormSchema.safeParse({
      token,
      password: form.get("password"),
      confirmPassword: form.get("confirmPassword"),
    });
    if (!parsed.success) {
      const fields = parsed.error.flatten().fieldErrors;
      setErrors({ password: fields.password, confirmPassword: fields.confirmPassword });
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await apiRequest("POST", "/api/password-reset/confirm", {
        token: parsed.data.token,
        password: parsed.data.password,
      });
      toast({
        title: "Password changed",
        description: "Your new password is set, and you were signed out everywhere else.",
      });
      navigate("/", { replace: true });
    } catch (failure) {
      setErrors({
        form: [failure instanceof ApiClientError ? failure.message : "Please try again later."],
      });
      setPending(false);
    }
  }

  return (
    <AccountCard
      title="Choose a new password"
      intro="Setting it signs you out on every other device."
    >
      <FormAlert errors={errors.form} />
      <form method="post" onSubmit={onSubmit} className="space-y-4" noValidate>
        <PasswordField name="password" label="New password" errors={errors.password} />
        <PasswordField
          name="confirmPassword"
          label="Confirm new password"
          errors={errors.confirmPassword}
        />
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : "Set new password"}
        </Button>
      </form>
    </AccountCard>
  );
}
