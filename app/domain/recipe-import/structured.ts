/**
 * Reads a recipe out of a web page's schema.org/Recipe data (ADR 038). Pure: HTML text in, a
 * `RecipeDraft` out. JSON-LD first (a single object, arrays, `@graph` as Yoast writes it,
 * HowToStep and HowToSection instructions, image objects, ISO 8601 durations, every recipeYield
 * form), then microdata (`itemtype=".../Recipe"`). htmlparser2 parses the HTML.
 */
import { DomUtils, parseDocument } from "htmlparser2";
import type { ChildNode, Element } from "domhandler";
import { minutesOfDuration } from "../recipe-structured-data";

/** A recipe as read from a page or a text, before the food engine and the user review it. */
export type RecipeDraft = {
  title: string;
  description: string;
  /** absolute URL of the picture on the source site, if it names one */
  imageUrl: string | null;
  ingredients: string[];
  instructions: string[];
  /** minutes */
  prepTime: number | null;
  cookTime: number | null;
  totalTime: number | null;
  servings: number | null;
  cuisine: string | null;
  sourceUrl: string | null;
};

export const DRAFT_LIMITS = {
  title: 200,
  description: 1000,
  line: 500,
  ingredients: 100,
  instructions: 100,
} as const;

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (v: unknown): v is JsonObject =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** The text of a bit of HTML or plain text: tags dropped, entities decoded, spaces squeezed. */
export function cleanText(value: unknown, max: number = DRAFT_LIMITS.line): string {
  if (typeof value !== "string" && typeof value !== "number") return "";
  const raw = String(value);
  const text = /[<&]/.test(raw) ? DomUtils.textContent(parseDocument(raw).children) : raw;
  return text.replace(/\s+/g, " ").trim().slice(0, max);
}

function hasType(node: JsonObject, type: string): boolean {
  const t = node["@type"];
  const types = Array.isArray(t) ? t : [t];
  return types.some(
    (x) => typeof x === "string" && x.replace(/^(https?:\/\/schema\.org\/|schema:)/, "") === type,
  );
}

/** The first schema.org Recipe node anywhere in a JSON-LD value. */
function findRecipeNode(value: Json, depth = 0): JsonObject | null {
  if (depth > 8) return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findRecipeNode(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (!isObject(value)) return null;
  if (hasType(value, "Recipe")) return value;
  for (const key of ["@graph", "mainEntity", "mainEntityOfPage", "itemListElement", "item"]) {
    if (key in value) {
      const found = findRecipeNode(value[key], depth + 1);
      if (found) return found;
    }
  }
  return null;
}

function first(value: Json | undefined): Json | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function absolute(url: string, base: string | null): string | null {
  try {
    const u = base ? new URL(url, base) : new URL(url);
    return u.protocol === "http:" || u.protocol === "https:" ? u.toString() : null;
  } catch {
    return null;
  }
}

/** image: a URL, an ImageObject, or a list of either; the first usable one. */
function readImage(value: Json | undefined, base: string | null): string | null {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  for (const item of list) {
    const url =
      typeof item === "string"
        ? item
        : isObject(item)
          ? typeof item.url === "string"
            ? item.url
            : typeof item.contentUrl === "string"
              ? item.contentUrl
              : typeof item["@id"] === "string" && /^https?:/.test(item["@id"])
                ? item["@id"]
                : null
          : null;
    if (url) {
      const abs = absolute(url.trim(), base);
      if (abs) return abs;
    }
  }
  return null;
}

/** recipeInstructions: text, a list of texts, HowToStep, HowToSection, ItemList, nested. */
function readInstructions(value: Json | undefined, out: string[] = [], depth = 0): string[] {
  if (value === undefined || value === null || depth > 6) return out;
  if (typeof value === "string") {
    // one block of text: a step per line (or per paragraph when it came as HTML)
    const text = /<(p|li|br)\b/i.test(value)
      ? value.replace(/<\/(p|li)>|<br\s*\/?>/gi, "\n")
      : value;
    for (const line of text.split(/\n+/)) {
      const clean = cleanText(line).replace(/^(step\s*)?\d+[.):]\s+/i, "");
      if (clean) out.push(clean);
    }
    return out;
  }
  if (Array.isArray(value)) {
    for (const item of value) readInstructions(item, out, depth + 1);
    return out;
  }
  if (!isObject(value)) return out;
  if (hasType(value, "HowToSection") || hasType(value, "ItemList") || "itemListElement" in value) {
    readInstructions(value.itemListElement, out, depth + 1);
    return out;
  }
  const text = cleanText(value.text ?? value.name ?? value.description);
  if (text) out.push(text);
  return out;
}

function readLines(value: Json | undefined): string[] {
  const list = Array.isArray(value) ? value : typeof value === "string" ? value.split(/\n+/) : [];
  return list.map((l) => cleanText(l)).filter(Boolean);
}

/** recipeYield: 4, "4", "4 servings", "Serves 4-6", ["4", "4 servings"], "Makes 12 cookies". */
export function readServings(value: unknown): number | null {
  const list = Array.isArray(value) ? value : [value];
  for (const item of list) {
    if (typeof item === "number" && Number.isFinite(item) && item > 0) return Math.round(item);
    if (typeof item === "string") {
      const m = /(\d+(?:\.\d+)?)/.exec(item);
      if (m && Number(m[1]) > 0) return Math.round(Number(m[1]));
    }
  }
  return null;
}

function readTimes(node: { prep: unknown; cook: unknown; total: unknown }) {
  const prepTime = minutesOfDuration(node.prep);
  const cookTime = minutesOfDuration(node.cook);
  const given = minutesOfDuration(node.total);
  const totalTime =
    given ?? (prepTime !== null || cookTime !== null ? (prepTime ?? 0) + (cookTime ?? 0) : null);
  return { prepTime, cookTime, totalTime };
}

function draftFromJsonLd(node: JsonObject, base: string | null): RecipeDraft {
  const cuisine = first(node.recipeCuisine);
  return {
    title: cleanText(first(node.name) ?? first(node.headline), DRAFT_LIMITS.title),
    description: cleanText(node.description, DRAFT_LIMITS.description),
    imageUrl: readImage(node.image ?? node.thumbnailUrl, base),
    ingredients: readLines(node.recipeIngredient ?? node.ingredients).slice(
      0,
      DRAFT_LIMITS.ingredients,
    ),
    instructions: readInstructions(node.recipeInstructions).slice(0, DRAFT_LIMITS.instructions),
    ...readTimes({ prep: node.prepTime, cook: node.cookTime, total: node.totalTime }),
    servings: readServings(node.recipeYield ?? node.yield),
    cuisine: typeof cuisine === "string" ? cleanText(cuisine, 60) || null : null,
    sourceUrl: base,
  };
}

/** JSON-LD blocks of a page, parsed; a block that is not JSON is skipped. */
function jsonLdBlocks(doc: ReturnType<typeof parseDocument>): Json[] {
  const scripts = DomUtils.findAll(
    (el) =>
      el.name === "script" &&
      (el.attribs.type ?? "").toLowerCase().split(";")[0].trim() === "application/ld+json",
    doc.children,
  );
  const out: Json[] = [];
  for (const s of scripts) {
    const text = DomUtils.textContent(s)
      .replace(/^\s*(<!--|\/\/\s*<!\[CDATA\[)/, "")
      .replace(/(-->|\/\/\s*\]\]>)\s*$/, "")
      .trim();
    try {
      out.push(JSON.parse(text) as Json);
    } catch {
      // a broken block on a page is common; the next one or the microdata may still hold the recipe
    }
  }
  return out;
}

// ---------------------------------------------------------------- microdata

const isScope = (el: Element) => "itemscope" in el.attribs;

function isRecipeScope(el: Element): boolean {
  return isScope(el) && /schema\.org\/Recipe$/i.test((el.attribs.itemtype ?? "").trim());
}

/** The value of an itemprop element, as the microdata spec reads it. */
function propValue(el: Element): string {
  const a = el.attribs;
  switch (el.name) {
    case "meta":
      return a.content ?? "";
    case "img":
    case "audio":
    case "video":
    case "source":
    case "embed":
    case "iframe":
      return a.src ?? "";
    case "a":
    case "link":
    case "area":
      return a.href ?? "";
    case "time":
      return a.datetime ?? DomUtils.textContent(el);
    case "data":
    case "meter":
      return a.value ?? DomUtils.textContent(el);
    default:
      return a.content ?? DomUtils.textContent(el);
  }
}

/** itemprop elements of a scope, not descending into nested scopes. */
function scopeProps(scope: Element): Map<string, Element[]> {
  const props = new Map<string, Element[]>();
  const walk = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (node.type !== "tag" && node.type !== "script" && node.type !== "style") continue;
      const el = node as Element;
      const names = (el.attribs.itemprop ?? "").split(/\s+/).filter(Boolean);
      for (const name of names) props.set(name, [...(props.get(name) ?? []), el]);
      if (!isScope(el)) walk(el.children);
    }
  };
  walk(scope.children);
  return props;
}

function draftFromMicrodata(scope: Element, base: string | null): RecipeDraft {
  const props = scopeProps(scope);
  const values = (name: string) => (props.get(name) ?? []).map(propValue);
  const one = (name: string) => values(name)[0];
  const instructions: string[] = [];
  for (const el of props.get("recipeInstructions") ?? []) {
    if (isScope(el)) {
      const inner = scopeProps(el);
      const text = inner.get("text")?.[0] ?? inner.get("name")?.[0];
      const steps = text ? [cleanText(propValue(text))] : [];
      // a HowToSection scope lists its steps as itemListElement scopes
      for (const step of inner.get("itemListElement") ?? []) {
        const s = scopeProps(step).get("text")?.[0];
        steps.push(cleanText(s ? propValue(s) : DomUtils.textContent(step)));
      }
      instructions.push(...steps.filter(Boolean));
    } else {
      const items = DomUtils.findAll((e) => e.name === "li" || e.name === "p", el.children);
      if (items.length) instructions.push(...items.map((i) => cleanText(DomUtils.textContent(i))));
      else readInstructions(propValue(el), instructions);
    }
  }
  const image = props.get("image")?.[0];
  return {
    title: cleanText(one("name"), DRAFT_LIMITS.title),
    description: cleanText(one("description"), DRAFT_LIMITS.description),
    imageUrl: image ? readImage(propValue(image), base) : null,
    ingredients: [...values("recipeIngredient"), ...values("ingredients")]
      .map((l) => cleanText(l))
      .filter(Boolean)
      .slice(0, DRAFT_LIMITS.ingredients),
    instructions: instructions.filter(Boolean).slice(0, DRAFT_LIMITS.instructions),
    ...readTimes({ prep: one("prepTime"), cook: one("cookTime"), total: one("totalTime") }),
    servings: readServings(values("recipeYield")),
    cuisine: cleanText(one("recipeCuisine"), 60) || null,
    sourceUrl: base,
  };
}

/**
 * The recipe a page describes with schema.org data, or null when it has none (a plain page: the
 * caller may ask the model, or the user for pasted text). `pageUrl` makes image links absolute.
 */
export function readRecipeFromHtml(html: string, pageUrl: string | null): RecipeDraft | null {
  const doc = parseDocument(html);
  for (const block of jsonLdBlocks(doc)) {
    const node = findRecipeNode(block);
    if (node) {
      const draft = draftFromJsonLd(node, pageUrl);
      if (draft.title || draft.ingredients.length) return draft;
    }
  }
  const scope = DomUtils.findOne(isRecipeScope, doc.children, true);
  if (scope) {
    const draft = draftFromMicrodata(scope, pageUrl);
    if (draft.title || draft.ingredients.length) return draft;
  }
  return null;
}

/** The readable text of a page (for the model fallback): no scripts, styles or navigation. */
export function pageText(html: string, max = 12_000): string {
  const doc = parseDocument(html);
  const drop = DomUtils.findAll(
    (el) => ["script", "style", "noscript", "nav", "footer", "header", "svg"].includes(el.name),
    doc.children,
  );
  for (const el of drop) DomUtils.removeElement(el);
  const blocks = DomUtils.findAll(
    (el) => /^(h[1-6]|p|li|td|th|dt|dd|pre|blockquote)$/.test(el.name),
    doc.children,
  );
  const text = blocks.length
    ? blocks
        .map((b) => cleanText(DomUtils.textContent(b), 2000))
        .filter(Boolean)
        .join("\n")
    : cleanText(DomUtils.textContent(doc.children), max);
  return text.slice(0, max);
}
