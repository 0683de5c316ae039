import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AccountCard, FormStatus } from "~/components/account/account-card";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import { INVALID_LINK_MESSAGE } from "~/domain/schemas/auth";
import { verifyEmailAction, type AccountFormReply } from "~/http/account-email-actions.server";
import { requireUser } from "~/lib/auth.server";
import { peekEmailToken } from "~/services/email-tokens.server";

export const meta: MetaFunction = () => [
  { title: "Confirm your email address | NutriCoach" },
  { name: "robots", content: "noindex" },
];

/**
 * Signed in only (a link scanner or someone else's browser cannot confirm an address): the token
 * is looked at, not used; the button's post uses it. `?sent=1`: a new link was just sent.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const params = new URL(request.url).searchParams;
  const token = params.get("token") ?? "";
  const live = await peekEmailToken(context.db, token, "verify-email");
  return json(
    {
      email: user.email,
      emailVerified: user.emailVerified,
      token: live && live.userId === user.id && live.email === user.email ? token : null,
      sent: params.get("sent") === "1",
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** Confirm, or send a new link (app/http/account-email-actions.server.ts, as the JSON API). */
export const action = (args: ActionFunctionArgs) => verifyEmailAction(args);

/** /verify-email?token=: the signed-in user confirms their address, or asks for a new link. */
export default function VerifyEmailPage() {
  const data = useLoaderData<typeof loader>();
  const refused = useActionData<AccountFormReply>();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  // the refusal's words: the form's (a token that does not work, the rate limit) or the token's
  const errors = Object.values(refused?.result.error ?? {}).flatMap((list) => list ?? []);

  return (
    <AccountCard title="Confirm your email address">
      {data.sent && !data.emailVerified && !refused ? (
        <FormStatus>We sent a new link to {data.email}.</FormStatus>
      ) : null}
      <FormAlert errors={errors} />
      {data.emailVerified ? (
        <p className="text-gray-800 dark:text-gray-200">
          {data.email} is confirmed as your address.{" "}
          <Link to="/" className="font-medium text-emerald-800 underline dark:text-emerald-300">
            Continue
          </Link>
        </p>
      ) : data.token && refused?.intent !== "verify" ? (
        <Form method="post" className="space-y-4">
          <p className="text-gray-800 dark:text-gray-200">
            Confirm that {data.email} is the address of this account.
          </p>
          <input type="hidden" hidden name="token" value={data.token} />
          <Button type="submit" name="intent" value="verify" disabled={pending}>
            Confirm my email address
          </Button>
        </Form>
      ) : (
        <Form method="post" action="/verify-email" className="space-y-4">
          {data.sent || errors.length ? null : <FormAlert errors={[INVALID_LINK_MESSAGE]} />}
          <Button type="submit" name="intent" value="resend" variant="secondary" disabled={pending}>
            Send me a new link
          </Button>
        </Form>
      )}
    </AccountCard>
  );
}
