import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Fragment } from "react";
import { listOutbox, usesLocalOutbox } from "~/lib/mail.server";

export const meta: MetaFunction = () => [
  { title: "Development outbox | NutriCoach" },
  { name: "robots", content: "noindex" },
];

/**
 * /dev/outbox: the mail the app "sent" in development and tests (ADR 027), newest first, so a
 * developer can open verification and reset links. 404 in production, where mail goes out through
 * the Email binding and nothing is kept.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  if (!usesLocalOutbox(context.env)) throw new Response("Not Found", { status: 404 });
  const messages = await listOutbox(context.db);
  return json({ messages }, { headers: { "Cache-Control": "private, no-store" } });
}

/** Text with its http(s) links clickable. */
function Linked({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s]+)/g);
  return (
    <>
      {parts.map((part, index) =>
        /^https?:\/\//.test(part) ? (
          <a
            key={index}
            href={part}
            className="break-all text-emerald-800 underline dark:text-emerald-300"
          >
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

export default function DevOutboxPage() {
  const { messages } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight">Development outbox</h1>
      <p className="mt-2 text-gray-700 dark:text-gray-300">
        Mail the app would have sent, newest first. This page exists only in development and tests.
      </p>
      {messages.length === 0 ? (
        <p className="mt-6 text-gray-700 dark:text-gray-300">No mail yet.</p>
      ) : (
        <ol className="mt-6 space-y-4">
          {messages.map((message) => (
            <li
              key={message.id}
              data-testid="outbox-message"
              className="rounded-xl border border-gray-200 p-4 dark:border-gray-800"
            >
              <p className="text-sm text-gray-700 dark:text-gray-300">
                To {message.toAddress} · {message.createdAt}
              </p>
              <h2 className="mt-1 font-semibold">{message.subject}</h2>
              <p className="mt-2 whitespace-pre-line text-sm text-gray-800 dark:text-gray-200">
                <Linked text={message.textBody} />
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
