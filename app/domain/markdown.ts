/**
 * A small, safe Markdown reader for the coach's replies: text in, a tree out, never HTML.
 * The React renderer (app/components/coach/markdown-view.tsx) turns the tree into elements, so any
 * HTML in the text is shown as text. Links keep their target only when it is a same-site path or
 * https; images only when they are same-site paths. Replies arrive token by token, so half-written
 * syntax (an unclosed `**`, a fence without its end) must read sensibly at every step.
 *
 * Supported: ATX headings, paragraphs, bullet and numbered lists (nested by indentation),
 * blockquotes, fenced code, thematic breaks, GFM tables; inline strong, emphasis, code, links,
 * images, hard breaks (two trailing spaces or a backslash) and backslash escapes.
 */

export type Inline =
  | { type: "text"; value: string }
  | { type: "strong"; children: Inline[] }
  | { type: "em"; children: Inline[] }
  | { type: "code"; value: string }
  | { type: "link"; href: string; children: Inline[] }
  | { type: "image"; src: string; alt: string }
  | { type: "break" };

export type ListItem = { children: Block[] };

export type Block =
  | { type: "heading"; level: 1 | 2 | 3 | 4 | 5 | 6; children: Inline[] }
  | { type: "paragraph"; children: Inline[] }
  | { type: "list"; ordered: boolean; start: number; items: ListItem[] }
  | { type: "blockquote"; children: Block[] }
  | { type: "code"; value: string }
  | { type: "hr" }
  | { type: "table"; header: Inline[][]; rows: Inline[][][] };

// ---------------------------------------------------------------- URL policy

// eslint-disable-next-line no-control-regex
const UNSAFE_URL_CHARS = /[\u0000-\u001f\u007f\\\s]/;

/**
 * The link target when it is allowed: a same-site path ("/recipe-search?q=oats"), an in-page
 * anchor ("#tips") or an https URL. Anything else (javascript:, data:, http:, protocol-relative
 * "//evil.example") answers null and the link is shown as plain text.
 */
export function safeHref(raw: string): string | null {
  const url = raw.trim();
  if (!url || UNSAFE_URL_CHARS.test(url)) return null;
  if (url.startsWith("#")) return url;
  if (url.startsWith("/")) return url.startsWith("//") ? null : url;
  if (/^https:\/\//i.test(url) && URL.canParse(url)) {
    const parsed = new URL(url);
    return parsed.protocol === "https:" && parsed.hostname ? parsed.href : null;
  }
  return null;
}

/** An image source when it is a same-site path; null otherwise (the alt text is shown instead). */
export function safeImageSrc(raw: string): string | null {
  const url = raw.trim();
  if (!url || UNSAFE_URL_CHARS.test(url)) return null;
  return url.startsWith("/") && !url.startsWith("//") ? url : null;
}

// ---------------------------------------------------------------- inline

const ESCAPABLE = /[\\`*_{}[\]()#+\-.!|>~<]/;

function pushText(out: Inline[], value: string) {
  if (!value) return;
  const last = out[out.length - 1];
  if (last?.type === "text") last.value += value;
  else out.push({ type: "text", value });
}

/**
 * The index of the `close` that ends a span starting at `from`, allowing nested open...close pairs
 * and backslash escapes; -1 when there is none (or, with `oneLine`, when a line ends first).
 */
function closingDelimiter(
  text: string,
  from: number,
  [open, close]: "()" | "[]",
  { oneLine }: { oneLine: boolean },
): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === "\\") {
      i++;
      continue;
    }
    if (c === open) depth++;
    else if (c === close) {
      if (depth === 0) return i;
      depth--;
    } else if (oneLine && c === "\n") return -1;
  }
  return -1;
}

/** The `)` closing a link destination that starts at `from`, on its line, allowing nested (...) */
const closingParen = (text: string, from: number) =>
  closingDelimiter(text, from, "()", { oneLine: true });

/** The `]` closing a link text that starts at `from`, allowing nested [...] */
const closingBracket = (text: string, from: number) =>
  closingDelimiter(text, from, "[]", { oneLine: false });

function linkDestination(raw: string): string {
  // [text](url "title") -> url
  const trimmed = raw.trim();
  const angle = /^<([^>]*)>/.exec(trimmed);
  if (angle) return angle[1];
  return trimmed.split(/\s+/)[0] ?? "";
}

function isWordChar(c: string | undefined): boolean {
  return !!c && /[\p{L}\p{N}]/u.test(c);
}

/** Inline content of one block's text. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];

    if (c === "\\" && i + 1 < text.length) {
      if (text[i + 1] === "\n") {
        out.push({ type: "break" });
        i += 2;
        continue;
      }
      if (ESCAPABLE.test(text[i + 1])) {
        pushText(out, text[i + 1]);
        i += 2;
        continue;
      }
    }

    if (c === "\n") {
      // two trailing spaces make a hard break; otherwise a soft break reads as a space
      const before = text.slice(0, i);
      if (/ {2,}$/.test(before)) {
        const last = out[out.length - 1];
        if (last?.type === "text") last.value = last.value.replace(/ +$/, "");
        out.push({ type: "break" });
      } else {
        pushText(out, " ");
      }
      i++;
      continue;
    }

    if (c === "`") {
      const run = /^`+/.exec(text.slice(i))![0];
      const end = text.indexOf(run, i + run.length);
      if (end > i) {
        out.push({
          type: "code",
          value: text
            .slice(i + run.length, end)
            .replace(/\n/g, " ")
            .trim(),
        });
        i = end + run.length;
        continue;
      }
      pushText(out, run);
      i += run.length;
      continue;
    }

    if (c === "!" && text[i + 1] === "[") {
      const close = closingBracket(text, i + 2);
      if (close > 0 && text[close + 1] === "(") {
        const end = closingParen(text, close + 2);
        if (end > 0) {
          const alt = text.slice(i + 2, close);
          const src = safeImageSrc(linkDestination(text.slice(close + 2, end)));
          if (src) out.push({ type: "image", src, alt });
          else if (alt) pushText(out, alt);
          i = end + 1;
          continue;
        }
      }
    }

    if (c === "[") {
      const close = closingBracket(text, i + 1);
      if (close > 0 && text[close + 1] === "(") {
        const end = closingParen(text, close + 2);
        if (end > 0) {
          const children = parseInline(text.slice(i + 1, close));
          const href = safeHref(linkDestination(text.slice(close + 2, end)));
          if (href) out.push({ type: "link", href, children });
          else for (const child of children) appendInline(out, child);
          i = end + 1;
          continue;
        }
      }
    }

    if (c === "<") {
      // autolink <https://example.com>; any other "<" is text (HTML is never interpreted)
      const m = /^<(https:\/\/[^\s<>]+)>/i.exec(text.slice(i));
      if (m) {
        const href = safeHref(m[1]);
        if (href) out.push({ type: "link", href, children: [{ type: "text", value: m[1] }] });
        else pushText(out, m[1]);
        i += m[0].length;
        continue;
      }
    }

    if (c === "*" || c === "_") {
      const double = text[i + 1] === c;
      const marker = double ? c + c : c;
      const opensWord = !/\s/.test(text[i + marker.length] ?? " ");
      // "_" inside a word (snake_case) is text
      const intraword = c === "_" && isWordChar(text[i - 1]);
      if (opensWord && !intraword) {
        const end = findCloser(text, i + marker.length, marker);
        if (end > 0) {
          const children = parseInline(text.slice(i + marker.length, end));
          out.push(double ? { type: "strong", children } : { type: "em", children });
          i = end + marker.length;
          continue;
        }
      }
      pushText(out, marker);
      i += marker.length;
      continue;
    }

    // plain run up to the next special character
    const next = text.slice(i + 1).search(/[\\`![<*_\n]/);
    const stop = next === -1 ? text.length : i + 1 + next;
    pushText(out, text.slice(i, stop));
    i = stop;
  }
  return out;
}

function appendInline(out: Inline[], node: Inline) {
  if (node.type === "text") pushText(out, node.value);
  else out.push(node);
}

/** The closing delimiter for an emphasis run opened at `from`, skipping code spans and escapes. */
function findCloser(text: string, from: number, marker: string): number {
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === "\\") {
      i++;
      continue;
    }
    if (c === "`") {
      const end = text.indexOf("`", i + 1);
      if (end > 0) i = end;
      continue;
    }
    if (text.startsWith(marker, i) && i > from && !/\s/.test(text[i - 1])) {
      // a single marker must not be half of a double one ("*a **b** c*")
      if (marker.length === 1 && text[i + 1] === marker) {
        const close = text.indexOf(marker + marker, i + 2);
        if (close > 0) {
          i = close + 1;
          continue;
        }
      }
      if (marker === "_" && isWordChar(text[i + 1])) continue;
      return i;
    }
  }
  return -1;
}

// ---------------------------------------------------------------- blocks

const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const HR = /^ {0,3}(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const QUOTE = /^ {0,3}>[ ]?/;
const LIST_ITEM = /^( *)([-*+]|\d{1,9}[.)])(?:[ \t]+(.*)|$)/;
const TABLE_SEPARATOR = /^ *\|? *:?-+:? *(?:\| *:?-+:? *)*\|? *$/;

function indentOf(line: string): number {
  return /^ */.exec(line.replace(/\t/g, "    "))![0].length;
}

function isBlockStart(line: string): boolean {
  return (
    HEADING.test(line) ||
    HR.test(line) ||
    FENCE.test(line) ||
    QUOTE.test(line) ||
    LIST_ITEM.test(line)
  );
}

function splitRow(line: string): string[] {
  let row = line.trim();
  if (row.startsWith("|")) row = row.slice(1);
  if (row.endsWith("|") && !row.endsWith("\\|")) row = row.slice(0, -1);
  const cells: string[] = [];
  let current = "";
  for (let i = 0; i < row.length; i++) {
    if (row[i] === "\\" && row[i + 1] === "|") {
      current += "|";
      i++;
    } else if (row[i] === "|") {
      cells.push(current.trim());
      current = "";
    } else current += row[i];
  }
  cells.push(current.trim());
  return cells;
}

function parseLines(lines: string[]): Block[] {
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (!line.trim()) {
      i++;
      continue;
    }

    const fence = FENCE.exec(line);
    if (fence) {
      const body: string[] = [];
      i++;
      while (i < lines.length && !lines[i].trim().startsWith(fence[1])) body.push(lines[i++]);
      i++; // the closing fence (or the end while the reply is still streaming)
      blocks.push({ type: "code", value: body.join("\n") });
      continue;
    }

    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({
        type: "heading",
        level: heading[1].length as 1 | 2 | 3 | 4 | 5 | 6,
        children: parseInline(heading[2] ?? ""),
      });
      i++;
      continue;
    }

    if (HR.test(line)) {
      blocks.push({ type: "hr" });
      i++;
      continue;
    }

    if (QUOTE.test(line)) {
      const body: string[] = [];
      while (i < lines.length && lines[i].trim() && (QUOTE.test(lines[i]) || body.length)) {
        if (!QUOTE.test(lines[i]) && isBlockStart(lines[i])) break;
        body.push(lines[i].replace(QUOTE, ""));
        i++;
      }
      blocks.push({ type: "blockquote", children: parseLines(body) });
      continue;
    }

    const item = LIST_ITEM.exec(line);
    if (item) {
      const { block, next } = parseList(lines, i);
      blocks.push(block);
      i = next;
      continue;
    }

    if (line.includes("|") && i + 1 < lines.length && TABLE_SEPARATOR.test(lines[i + 1])) {
      const header = splitRow(line).map(parseInline);
      const rows: Inline[][][] = [];
      i += 2;
      while (i < lines.length && lines[i].trim() && lines[i].includes("|")) {
        const cells = splitRow(lines[i]);
        rows.push(header.map((_, c) => parseInline(cells[c] ?? "")));
        i++;
      }
      blocks.push({ type: "table", header, rows });
      continue;
    }

    const para: string[] = [];
    while (i < lines.length && lines[i].trim() && (para.length === 0 || !isBlockStart(lines[i]))) {
      para.push(lines[i].replace(/^ +/, ""));
      i++;
    }
    blocks.push({ type: "paragraph", children: parseInline(para.join("\n").replace(/\s+$/, "")) });
  }
  return blocks;
}

function parseList(lines: string[], start: number): { block: Block; next: number } {
  const first = LIST_ITEM.exec(lines[start])!;
  const baseIndent = indentOf(lines[start]);
  const ordered = /\d/.test(first[2]);
  const items: ListItem[] = [];
  let i = start;
  while (i < lines.length) {
    const line = lines[i];
    const m = LIST_ITEM.exec(line);
    if (!m || indentOf(line) !== baseIndent || /\d/.test(m[2]) !== ordered) break;
    const contentIndent = baseIndent + m[2].length + 1;
    const body: string[] = [m[3] ?? ""];
    i++;
    let blankSeen = false;
    while (i < lines.length) {
      const next = lines[i];
      if (!next.trim()) {
        blankSeen = true;
        i++;
        continue;
      }
      const indent = indentOf(next);
      if (indent > baseIndent) {
        // nested content: strip the item's indentation
        if (blankSeen) body.push("");
        body.push(next.replace(/\t/g, "    ").slice(Math.min(indent, contentIndent)));
        blankSeen = false;
        i++;
        continue;
      }
      if (!blankSeen && !isBlockStart(next)) {
        body.push(next.trim()); // lazy continuation of the item's paragraph
        i++;
        continue;
      }
      break;
    }
    items.push({ children: parseLines(body) });
    // a blank line followed by something that is not another item ends the list
    if (blankSeen && (i >= lines.length || !LIST_ITEM.test(lines[i]))) break;
  }
  return {
    block: { type: "list", ordered, start: ordered ? Number(/\d+/.exec(first[2])![0]) : 1, items },
    next: i,
  };
}

/** The whole text as blocks. Never throws; any input is readable. */
export function parseMarkdown(text: string): Block[] {
  return parseLines(text.replace(/\r\n?/g, "\n").split("\n"));
}

/** The plain text of inline content (for labels, titles and tests). */
export function inlineText(nodes: readonly Inline[]): string {
  return nodes
    .map((n) =>
      n.type === "text" || n.type === "code"
        ? n.value
        : n.type === "break"
          ? "\n"
          : n.type === "image"
            ? n.alt
            : inlineText(n.children),
    )
    .join("");
}
