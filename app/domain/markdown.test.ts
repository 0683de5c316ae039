import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  inlineText,
  parseInline,
  parseMarkdown,
  safeHref,
  safeImageSrc,
  type Block,
} from "./markdown";

describe("safeHref", () => {
  it.each([
    ["/recipe-search?q=oats", "/recipe-search?q=oats"],
    ["/meal-plan", "/meal-plan"],
    ["#tips", "#tips"],
    ["https://www.nih.gov/health", "https://www.nih.gov/health"],
    ["  /faq  ", "/faq"],
  ])("keeps %s", (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "http://example.com",
    "//evil.example/steal",
    "/\\evil.example",
    "vbscript:msgbox",
    "https://",
    "mailto:a@b.c",
    "java\nscript:alert(1)",
    "",
  ])("refuses %j", (href) => {
    expect(safeHref(href)).toBeNull();
  });

  it("allows images only from this site", () => {
    expect(safeImageSrc("/images/recipes/oats.svg")).toBe("/images/recipes/oats.svg");
    expect(safeImageSrc("https://tracker.example/pixel.gif")).toBeNull();
    expect(safeImageSrc("//tracker.example/pixel.gif")).toBeNull();
    expect(safeImageSrc("data:image/png;base64,AAAA")).toBeNull();
  });
});

describe("parseInline", () => {
  it("reads strong, emphasis, code and links", () => {
    expect(
      parseInline("Eat **more fibre**, *slowly*, with `oats` and [dal](/recipe-search?q=dal)."),
    ).toEqual([
      { type: "text", value: "Eat " },
      { type: "strong", children: [{ type: "text", value: "more fibre" }] },
      { type: "text", value: ", " },
      { type: "em", children: [{ type: "text", value: "slowly" }] },
      { type: "text", value: ", with " },
      { type: "code", value: "oats" },
      { type: "text", value: " and " },
      { type: "link", href: "/recipe-search?q=dal", children: [{ type: "text", value: "dal" }] },
      { type: "text", value: "." },
    ]);
  });

  it("shows an unsafe link as its text only", () => {
    expect(parseInline("[click me](javascript:alert(1))")).toEqual([
      { type: "text", value: "click me" },
    ]);
  });

  it("shows an off-site image as its alt text", () => {
    expect(parseInline("![a tracker](https://evil.example/x.gif)")).toEqual([
      { type: "text", value: "a tracker" },
    ]);
    expect(parseInline("![oats](/images/oats.svg)")).toEqual([
      { type: "image", src: "/images/oats.svg", alt: "oats" },
    ]);
  });

  it("keeps HTML as text, never as markup", () => {
    const nodes = parseInline('<img src=x onerror="alert(1)"> <script>alert(1)</script>');
    expect(nodes.every((n) => n.type === "text")).toBe(true);
    expect(inlineText(nodes)).toBe('<img src=x onerror="alert(1)"> <script>alert(1)</script>');
  });

  it("reads half-written syntax while a reply streams in as plain text", () => {
    expect(parseInline("Your **target")).toEqual([{ type: "text", value: "Your **target" }]);
    expect(parseInline("See [the recipe](/recipe-sea")).toEqual([
      { type: "text", value: "See [the recipe](/recipe-sea" },
    ]);
  });

  it("honours escapes and leaves snake_case alone", () => {
    expect(inlineText(parseInline("\\*not emphasis\\* and snake_case_name"))).toBe(
      "*not emphasis* and snake_case_name",
    );
  });

  it("makes a hard break from two trailing spaces and a soft break a space", () => {
    expect(parseInline("one  \ntwo\nthree")).toEqual([
      { type: "text", value: "one" },
      { type: "break" },
      { type: "text", value: "two three" },
    ]);
  });

  it("links https autolinks", () => {
    expect(parseInline("<https://www.cdc.gov>")).toEqual([
      {
        type: "link",
        href: "https://www.cdc.gov/",
        children: [{ type: "text", value: "https://www.cdc.gov" }],
      },
    ]);
  });
});

describe("parseMarkdown", () => {
  it("reads headings, paragraphs, lists, quotes, rules and code", () => {
    const blocks = parseMarkdown(
      [
        "## Steady energy",
        "",
        "Eat regular meals.",
        "- protein at breakfast",
        "- a walk after lunch",
        "  - ten minutes is enough",
        "",
        "1. first",
        "2. second",
        "",
        "> **Science Says:** hydration matters.",
        "",
        "---",
        "```",
        "<b>not html</b>",
        "```",
      ].join("\n"),
    );
    expect(blocks.map((b) => b.type)).toEqual([
      "heading",
      "paragraph",
      "list",
      "list",
      "blockquote",
      "hr",
      "code",
    ]);
    const bullets = blocks[2] as Extract<Block, { type: "list" }>;
    expect(bullets.ordered).toBe(false);
    expect(bullets.items).toHaveLength(2);
    expect(bullets.items[1].children.map((b) => b.type)).toEqual(["paragraph", "list"]);
    const numbered = blocks[3] as Extract<Block, { type: "list" }>;
    expect(numbered).toMatchObject({ ordered: true, start: 1 });
    expect(blocks[6]).toEqual({ type: "code", value: "<b>not html</b>" });
  });

  it("reads a table", () => {
    const [table] = parseMarkdown("| Food | kcal |\n|---|---:|\n| Oats | 150 |\n| Dal | 230 |");
    expect(table.type).toBe("table");
    const t = table as Extract<Block, { type: "table" }>;
    expect(t.header.map(inlineText)).toEqual(["Food", "kcal"]);
    expect(t.rows.map((r) => r.map(inlineText))).toEqual([
      ["Oats", "150"],
      ["Dal", "230"],
    ]);
  });

  it("shows an unclosed code fence as code while it streams", () => {
    expect(parseMarkdown("```\nstill coming")).toEqual([{ type: "code", value: "still coming" }]);
  });

  it("never throws and never produces an unsafe link or image, whatever the text", () => {
    const unsafe = (blocks: Block[]): boolean =>
      blocks.some((b) => {
        if (b.type === "list") return b.items.some((i) => unsafe(i.children));
        if (b.type === "blockquote") return unsafe(b.children);
        const inlines =
          b.type === "heading" || b.type === "paragraph"
            ? [b.children]
            : b.type === "table"
              ? [...b.header, ...b.rows.flat()]
              : [];
        const bad = (nodes: ReturnType<typeof parseInline>): boolean =>
          nodes.some(
            (n) =>
              (n.type === "link" && safeHref(n.href) === null) ||
              (n.type === "image" && safeImageSrc(n.src) === null) ||
              ("children" in n && bad(n.children)),
          );
        return inlines.some(bad);
      });
    const pieces = fc.constantFrom(
      "**",
      "*",
      "_",
      "`",
      "[",
      "]",
      "(",
      ")",
      "!",
      "#",
      "> ",
      "- ",
      "1. ",
      "\n",
      "  ",
      "|",
      "---",
      "javascript:",
      "https://x.y",
      "/ok",
      "//evil",
      "<script>",
      "text",
      "\\",
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 40 }), (parts) => {
        const blocks = parseMarkdown(parts.join(""));
        expect(unsafe(blocks)).toBe(false);
      }),
      { numRuns: 400 },
    );
  });
});
