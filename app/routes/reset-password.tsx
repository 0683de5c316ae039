import { getFormProps } from "@conform-to/react";
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AccountCard } from "~/components/account/account-card";
import { Button } from "~/components/ui/button";
import { NEW_PASSWORD_LABELS, NewPasswordFields } from "~/components/account/account-fields";
import { FormAlert } from "~/components/ui/field";
import { useZodForm } from "~/components/use-zod-form";
import { INVALID_LINK_MESSAGE, passwordResetFormSchema } from "~/domain/schemas/auth";
import { resetPasswordAction, type AccountFormReply } from "~/http/account-email-actions.server";
import { peekEmailToken } from "~/services/email-tokens.server";

export const meta: MetaFunction = () => [
  { title: "Choose a new password | NutriCoach" },
  { name: "robots", content: "noindex" },
];

/** The token is only looked at here (not used): the form's post uses it. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const live = await peekEmailToken(context.db, token, "reset-password");
  return json({ token: live ? token : null });
}

/** Sets the password (app/http/account-email-actions.server.ts, as POST /api/password-reset/confirm). */
export const action = (args: ActionFunctionArgs) => resetPasswordAction(args);

/** /reset-password?token=: a new password, then signed in on the home page. */
export default function ResetPasswordPage() {
  const { token } = useLoaderData<typeof loader>();
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
  return <ResetPasswordForm token={token} />;
}

function ResetPasswordForm({ token }: { token: string }) {
  const lastResult = useActionData<AccountFormReply>()?.result;
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useZodForm(passwordResetFormSchema, { id: "reset-password", lastResult });
  return (
    <AccountCard
      title="Choose a new password"
      intro="Setting it signs you out on every other device."
    >
      <Form method="post" className="space-y-4" {...getFormProps(form)}>
        <input type="hidden" hidden name="token" value={token} />
        {/* the token's own error (a tampered link) is the form's: it has no field */}
        <FormAlert
          id={form.errorId}
          errors={[...(form.errors ?? []), ...(fields.token.errors ?? [])]}
        />
        <NewPasswordFields
          password={fields.password}
          confirm={fields.confirmPassword}
          labels={NEW_PASSWORD_LABELS}
        />
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : "Set new password"}
        </Button>
      </Form>
    </AccountCard>
  );
}
