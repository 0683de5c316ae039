import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useRevalidator } from "@remix-run/react";
import { useState } from "react";
import { AccountCard, FormStatus } from "~/components/account/account-card";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import { INVALID_LINK_MESSAGE } from "~/domain/schemas/auth";
import { apiRequest, ApiClientError } from "~/lib/api-client";
import { requireUser } from "~/lib/auth.server";
import { peekEmailToken } from "~/services/email-tokens.server";

export const meta: MetaFunction = () => [
  { title: "Confirm your email address | NutriCoach" },
  { name: "robots", content: "noindex" },
];

/**
 * Signed in only (a link scanner or someone else's browser cannot confirm an address): the token
 * is looked at, not used; the button's POST /api/verify-email uses it.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const live = await peekEmailToken(context.db, token, "verify-email");
  return json(
    {
      email: user.email,
      emailVerified: user.emailVerified,
      token: live && live.userId === user.id && live.email === user.email ? token : null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** /verify-email?token=: the signed-in user confirms their address, or asks for a new link. */
export default function VerifyEmailPage() {
  const data = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function call(path: string, body: unknown, done: string) {
    setPending(true);
    setError(null);
    try {
      await apiRequest("POST", path, body);
      setMessage(done);
      revalidator.revalidate();
    } catch (failure) {
      setError(failure instanceof ApiClientError ? failure.message : "Please try again later.");
    } finally {
      setPending(false);
    }
  }

  return (
    <AccountCard title="Confirm your email address">
      {message ? <FormStatus>{message}</FormStatus> : null}
      <FormAlert errors={error ? [error] : null} />
      {data.emailVerified ? (
        <p className="text-gray-800 dark:text-gray-200">
          {data.email} is confirmed as your address.{" "}
          <Link to="/" className="font-medium text-emerald-800 underline dark:text-emerald-300">
            Continue
          </Link>
        </p>
      ) : data.token ? (
        <>
          <p className="text-gray-800 dark:text-gray-200">
            Confirm that {data.email} is the address of this account.
          </p>
          <Button
            disabled={pending}
            onClick={() =>
              call(
                "/api/verify-email",
                { token: data.token },
                "Thank you: your address is confirmed.",
              )
            }
          >
            Confirm my email address
          </Button>
        </>
      ) : (
        <>
          <FormAlert errors={[INVALID_LINK_MESSAGE]} />
          <Button
            variant="secondary"
            disabled={pending}
            onClick={() =>
              call("/api/verify-email/resend", undefined, `We sent a new link to ${data.email}.`)
            }
          >
            Send me a new link
          </Button>
        </>
      )}
    </AccountCard>
  );
}
