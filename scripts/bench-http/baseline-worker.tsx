/**
 * The baseline of `npm run bench:http`: a Worker that only renders a static React page to HTML,
 * with no data, no router and no session, padded to the byte size asked for (?bytes=N) so it
 * can stand next to each page of the app. Whatever the app costs beyond this is our own work.
 */
import { renderToString } from "react-dom/server";

const PARAGRAPH =
  "Fresh vegetables, whole grains and lean proteins make a balanced plate. Plan your week, cook at home and enjoy your food. ";

function Page({ paragraphs }: { paragraphs: number }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>Baseline</title>
      </head>
      <body>
        <main>
          <h1>Static page</h1>
          {Array.from({ length: paragraphs }, (_, i) => (
            <p key={i}>{PARAGRAPH}</p>
          ))}
        </main>
      </body>
    </html>
  );
}

export default {
  fetch(request: Request): Response {
    const bytes = Number(new URL(request.url).searchParams.get("bytes")) || 20_000;
    const paragraphs = Math.max(1, Math.round(bytes / (PARAGRAPH.length + 7)));
    const html = "<!DOCTYPE html>" + renderToString(<Page paragraphs={paragraphs} />);
    return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
  },
};
