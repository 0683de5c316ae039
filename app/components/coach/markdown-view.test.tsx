import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { MarkdownView } from "./markdown-view";

function render(text: string): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <MarkdownView text={text} />
    </MemoryRouter>,
  );
}

describe("MarkdownView", () => {
  it("renders HTML in a reply as text, and drops unsafe links and images", () => {
    const html = render(
      [
        "<script>alert(1)</script> <img src=x onerror=alert(1)>",
        "[click](javascript:alert(1)) [old](http://example.com) ![pixel](https://evil.example/p.gif)",
        '<a href="javascript:alert(1)">x</a>',
      ].join("\n\n"),
    );
    expect(html).not.toMatch(/<script|<img|<a /i);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain('href="javascript');
    expect(html).not.toContain('http://example.com"');
  });

  it("renders callouts with their label, day blocks linking to /meal-plan and recipe links", () => {
    const html = render(
      [
        "## Your plan",
        "> **Science Says:** Fibre helps.",
        "### Monday",
        "- **Breakfast:** [Oats](/recipe-search?q=Oats), 300 kcal",
        "- **Lunch:** Dal, 500 kcal",
        "",
        "See [sources](https://www.nih.gov).",
      ].join("\n"),
    );
    expect(html).toContain('data-callout="Science Says"');
    expect(html).toContain("<h3");
    expect(html.match(/href="\/meal-plan"/g)).toHaveLength(2);
    // a recipe link inside a day block (itself a link) is shown as text, not a nested link
    expect(html).not.toContain('href="/recipe-search?q=Oats"');
    expect(html).toMatch(
      /<a href="https:\/\/www.nih.gov\/"[^>]*target="_blank" rel="noopener noreferrer"/,
    );
  });
});
