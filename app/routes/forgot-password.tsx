import { getFormProps } from "@conform-to/react";
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AccountCard, FormStatus } from "~/components/account/account-card";
import { Button } from "~/components/ui/button";
import { FormAlert, InputField } from "~/components/ui/field";
import { useZodForm } from "~/components/use-zod-form";
import { passwordResetRequestSchema, RESET_REQUESTED_MESSAGE } from "~/domain/schemas/auth";
import { forgotPasswordAction, type AccountFormReply } from "~/http/account-email-actions.server";

export const meta: MetaFunction = () => [
  { title: "Forgot your password? | NutriCoach" },
  { name: "robots", content: "noindex" },
];

/** `?sent=1`: where the form's post comes back (the same words for any address). */
export function loader({ request }: LoaderFunctionArgs) {
  return json({ sent: new URL(request.url).searchParams.get("sent") === "1" });
}

/** Asks for a reset link (app/http/account-email-actions.server.ts, as POST /api/password-reset). */
export const action = (args: ActionFunctionArgs) => forgotPasswordAction(args);

/** /forgot-password: asks for a reset link; the same answer for any address. */
export default function ForgotPasswordPage() {
  const { sent } = useLoaderData<typeof loader>();
  const lastResult = useActionData<AccountFormReply>()?.result;
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useZodForm(passwordResetRequestSchema, {
    id: "forgot-password",
    lastResult,
  });

  return (
    <AccountCard
      title="Forgot your password?"
      intro="Enter the email address of your account and we will send you a link to choose a new password."
    >
      {sent && !lastResult ? <FormStatus>{RESET_REQUESTED_MESSAGE}</FormStatus> : null}
      <Form method="post" className="space-y-4" {...getFormProps(form)}>
        <FormAlert id={form.errorId} errors={form.errors} />
        <InputField meta={fields.email} label="Email" type="email" autoComplete="email" />
        <Button type="submit" disabled={pending}>
          {pending ? "Sending..." : "Send me a link"}
        </Button>
      </Form>
      <p className="text-sm">
        <Link to="/auth" className="font-medium text-emerald-800 underline dark:text-emerald-300">
          Back to sign in
        </Link>
      </p>
    </AccountCard>
  );
}
