/**
 * Property-based fuzzing of the JSON APIs (test/integration/fuzz-*.test.ts).
 *
 * Inputs come from the routes' own zod schemas: `fromZod` walks a schema and generates a
 * valid-looking value, `mutated` breaks it (a field dropped, a wrong type, a huge or unicode
 * string, a negative or huge number, an extra key, an array for an object), and `jsonBodies` adds
 * bodies that are not JSON, wrong content types, empty and oversized bodies. Paths get unknown,
 * negative, non-numeric, huge, unicode and percent-encoded ids; GETs get junk query strings.
 *
 * Every generated request is judged by an oracle before it is sent: the checks its route makes, in
 * the route's order (worker guards, method, sign-in, path ids, body or query against the same zod
 * schema). The oracle says either "refused, with this status and code" or "accepted" (the input is
 * valid; the service may still answer a 2xx or a domain 4xx such as an unknown recipe). Then:
 * - no answer is a 5xx;
 * - a refused request gets exactly the predicted status and code, in the one JSON error shape;
 * - an accepted request gets a 2xx, or a 4xx in the error shape;
 * - refused requests leave the database, KV and R2 as they were. Writes are seen by triggers that
 *   count every INSERT, UPDATE and DELETE per table (installed by `Fuzzer.start`): unlike a hash of
 *   the rows, they also catch a write that a later write undoes. Accepted requests that all end
 *   in a 4xx must leave them as they were too (rate-limit counters aside).
 * Each endpoint's requests are counted, so "at least 300 per endpoint" is checked, not hoped.
 */
import { createHash } from "node:crypto";
import fc from "fast-check";
import { FormData } from "undici";
import { expect } from "vitest";
import type { z } from "zod";
import { checkImage, decodeDataUrl } from "~/domain/images";
import { safetyGate } from "~/domain/safety/gate";
import { MAX_JSON_BODY_BYTES } from "~/lib/api.server";
import { bodyLimitFor } from "~/lib/request-guards.server";
import { expectErrorShape, freshIp, registerUser } from "./auth";
import type { TestWorker } from "./worker";

// ================================================================== values

/** Lengths around the schemas' limits (names 80, titles 100, captions 280, messages 4000, ...). */
const BOUNDARY_LENGTHS = [
  2, 3, 21, 31, 41, 61, 81, 101, 121, 201, 255, 257, 281, 301, 501, 601, 1001, 2001, 4001, 5001,
  20_001,
];
export const HUGE_LENGTH = 100_000;

export const trickyStrings = [
  "",
  " ",
  "\t\n\r ",
  "\u00a0",
  "\u200b",
  "\ufeff",
  "\u0000",
  "a\u0000b",
  "\u202eevil\u202c",
  "\u202b\u05e9\u05dc\u05d5\u05dd",
  "\u0645\u0631\u062d\u0628\u0627",
  "😀",
  "👩‍👩‍👧‍👦",
  "e\u0301\u0301\u0301",
  "\ud800",
  "x\udfffy",
  "𝕏𝕐",
  "Ω≈ç√∫",
  "'; DROP TABLE users; --",
  '" OR "1"="1',
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "%00",
  "%2F",
  "${jndi:ldap://x}",
  "{{7*7}}",
  "NaN",
  "Infinity",
  "-1",
  "1e308",
  "0x1F",
  "true",
  "null",
  "undefined",
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  "[object Object]",
  "\\",
  '"',
  "*",
  '"" AND OR NOT NEAR(',
  "all",
  "any",
  "2024-02-30",
  "2024-13-01",
  "0000-00-00",
  "9999-12-31",
  "2024-1-1",
  "2024-01-01T00:00:00Z",
  "data:image/png;base64,",
  "data:text/plain;base64,aGVsbG8=",
  "data:image/png;base64,@@@",
  "http://",
  "javascript:alert(1)",
  "ftp://example.com/x.png",
];

export const weirdNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    -0.5,
    1.5,
    1e-9,
    1e308,
    -1e308,
    2 ** 31,
    2 ** 53,
    2 ** 53 + 2,
    Number.MAX_SAFE_INTEGER,
    Number.MIN_SAFE_INTEGER,
    1e21,
    999_999_999,
    1_000_000_000,
    4_294_967_296,
    100_001,
    10_001,
    5001,
    367,
    121,
    -273.15,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const boundaryString = fc
  .tuple(fc.constantFrom(...BOUNDARY_LENGTHS), fc.constantFrom("a", "é", "😀", "\u0000", " ", "7"))
  .map(([n, c]) => c.repeat(Math.ceil(n / c.length)));

/** A string of more than 100,000 characters: bodies carrying one exceed the 64 KB JSON limit. */
export const hugeString = fc
  .constantFrom("a", "😀", "\u202e", "x ", "\u0000")
  .map((c) => c.repeat(Math.ceil(HUGE_LENGTH / c.length) + 1));

/** Free text with an odd amount in it: "1e308 cups rice", "-2 g egg", "Infinity tbsp oil". */
export const amountText: fc.Arbitrary<string> = fc
  .tuple(
    fc.oneof(weirdNumber.map(String), numericTextValues()),
    fc.constantFrom(
      "",
      "cup",
      "cups",
      "g",
      "kg",
      "tbsp",
      "oz",
      "large",
      "slices",
      "ml",
      "constructor",
      "__proto__",
      "toString",
      "valueOf",
    ),
    fc.constantFrom("rice", "cooked rice", "egg", "olive oil", "apple", "chicken breast", "x"),
  )
  .map((parts) => parts.filter(Boolean).join(" "));

function numericTextValues() {
  return fc.constantFrom("1/0", "0/0", "1 1/2", "99999999999999999999", "1e999", "-0", "½", "NaN");
}

export const weirdString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...trickyStrings) },
  { weight: 1, arbitrary: amountText },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
  { weight: 2, arbitrary: boundaryString },
);

export const numericText = fc.constantFrom(
  "1",
  "12",
  " 7 ",
  "-1",
  "1e3",
  "0x10",
  "1_000",
  "١٢",
  "１２",
  "Infinity",
  "NaN",
  "",
  "3.",
  ".5",
  "01",
);

const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, [], {}, [null], [[]], { "": "" }),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** What a mutation puts in place of a value. */
export const replacement: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: weirdString },
  { weight: 3, arbitrary: weirdNumber },
  { weight: 1, arbitrary: numericText },
  { weight: 3, arbitrary: wrongType },
  { weight: 1, arbitrary: hugeString },
);

export const weirdKey = fc.oneof(
  fc.constantFrom(
    "__proto__",
    "constructor",
    "prototype",
    "toString",
    "id",
    "userId",
    "",
    " ",
    "😀",
    "a.b",
    "0",
  ),
  fc.string({ maxLength: 12 }),
);

// ================================================================== values from zod schemas

/** Arbitraries for fields whose validity a schema only checks in a refinement (days, cuisines). */
export type Hints = Record<string, fc.Arbitrary<unknown>>;

type ZodDef = {
  typeName?: string;
  checks?: Array<{ kind: string; value?: number; inclusive?: boolean; regex?: RegExp }>;
  shape?: () => Record<string, z.ZodTypeAny>;
  innerType?: z.ZodTypeAny;
  schema?: z.ZodTypeAny;
  in?: z.ZodTypeAny;
  type?: z.ZodTypeAny;
  options?: z.ZodTypeAny[];
  values?: readonly string[] | Record<string, string | number>;
  value?: unknown;
  minLength?: { value: number } | null;
  maxLength?: { value: number } | null;
  valueType?: z.ZodTypeAny;
  getter?: () => z.ZodTypeAny;
  left?: z.ZodTypeAny;
  right?: z.ZodTypeAny;
};

const defOf = (schema: z.ZodTypeAny) => (schema as unknown as { _def: ZodDef })._def;

const plainText = fc.oneof(
  fc.lorem({ maxCount: 4 }),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 20 }),
);

function stringFrom(def: ZodDef): fc.Arbitrary<string> {
  let min = 0;
  let max = Infinity;
  for (const check of def.checks ?? []) {
    if (check.kind === "regex" && check.regex) return fc.stringMatching(check.regex);
    if (check.kind === "email") return fc.emailAddress();
    if (check.kind === "url") return fc.webUrl();
    if (check.kind === "min" || check.kind === "length") min = Math.max(min, check.value ?? 0);
    if (check.kind === "max" || check.kind === "length") max = Math.min(max, check.value ?? max);
  }
  const upper = Math.min(max, min + 30);
  return plainText.map((s) => {
    let text = s.slice(0, upper);
    while (text.length < min) text += "x";
    return text;
  });
}

function numberFrom(def: ZodDef): fc.Arbitrary<number> {
  let min = -1e6;
  let max = 1e6;
  let minIncluded = true;
  let maxIncluded = true;
  let integer = false;
  for (const check of def.checks ?? []) {
    if (check.kind === "min" && check.value !== undefined) {
      min = check.value;
      minIncluded = check.inclusive !== false;
    }
    if (check.kind === "max" && check.value !== undefined) {
      max = check.value;
      maxIncluded = check.inclusive !== false;
    }
    if (check.kind === "int") integer = true;
  }
  if (integer) {
    const lo = Math.ceil(minIncluded ? min : min + 1);
    const hi = Math.floor(maxIncluded ? max : max - 1);
    return fc.integer({ min: lo, max: Math.max(lo, hi) });
  }
  return fc.double({
    min,
    max,
    minExcluded: !minIncluded,
    maxExcluded: !maxIncluded,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

/**
 * A valid-looking value of `schema`: its object keys, types, enums and bounds. Refinements are
 * invisible here, so a value may still be refused; the oracle decides with the schema itself.
 */
export function fromZod(
  schema: z.ZodTypeAny,
  hints: Hints = {},
  key?: string,
): fc.Arbitrary<unknown> {
  if (key !== undefined && hints[key]) return hints[key];
  const def = defOf(schema);
  switch (def.typeName) {
    case "ZodObject": {
      const shape = def.shape!();
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      const required: string[] = [];
      for (const [name, field] of Object.entries(shape)) {
        model[name] = fromZod(field, hints, name);
        if (!field.isOptional()) required.push(name);
      }
      return fc.record(model, { requiredKeys: required });
    }
    case "ZodString":
      return stringFrom(def);
    case "ZodNumber":
      return numberFrom(def);
    case "ZodBoolean":
      return fc.boolean();
    case "ZodEnum":
      return fc.constantFrom(...(def.values as readonly string[]));
    case "ZodNativeEnum":
      return fc.constantFrom(...Object.values(def.values as Record<string, string | number>));
    case "ZodLiteral":
      return fc.constant(def.value);
    case "ZodArray": {
      const minLength = def.minLength?.value ?? 0;
      const maxLength = Math.max(minLength, Math.min(def.maxLength?.value ?? 4, 4));
      return fc.array(fromZod(def.type!, hints, key), { minLength, maxLength });
    }
    case "ZodOptional":
    case "ZodDefault":
      return fc.option(fromZod(def.innerType!, hints, key), { nil: undefined, freq: 4 });
    case "ZodNullable":
      return fc.option(fromZod(def.innerType!, hints, key), { nil: null, freq: 6 });
    case "ZodEffects":
      return fromZod(def.schema!, hints, key);
    case "ZodPipeline":
      return fromZod(def.in!, hints, key);
    case "ZodCatch":
    case "ZodReadonly":
      return fromZod(def.innerType!, hints, key);
    case "ZodBranded":
      return fromZod(def.type!, hints, key);
    case "ZodLazy":
      return fromZod(def.getter!(), hints, key);
    case "ZodUnion":
    case "ZodDiscriminatedUnion":
      return fc.oneof(...def.options!.map((option) => fromZod(option, hints, key)));
    case "ZodIntersection":
      return fc
        .tuple(fromZod(def.left!, hints, key), fromZod(def.right!, hints, key))
        .map(([a, b]) => (isPlainObject(a) && isPlainObject(b) ? { ...a, ...b } : a));
    case "ZodRecord":
      return fc.dictionary(fc.string({ maxLength: 8 }), fromZod(def.valueType!, hints), {
        maxKeys: 3,
      });
    case "ZodNull":
      return fc.constant(null);
    case "ZodUndefined":
      return fc.constant(undefined);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

// ================================================================== mutations

type Path = Array<string | number>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function nodePaths(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((v, i) => nodePaths(v, [...prefix, i], out));
  else if (isPlainObject(value))
    for (const [k, v] of Object.entries(value)) nodePaths(v, [...prefix, k], out);
  return out;
}

const MUTATIONS = [
  "drop",
  "replace",
  "replace",
  "replace",
  "wrap",
  "objectify",
  "addKey",
  "stringify",
  "negate",
  "nullify",
  "boundary",
] as const;
type MutationOp = (typeof MUTATIONS)[number];
type Mutation = {
  op: MutationOp;
  pick: number;
  value: unknown;
  key: string;
  length: number;
};

const mutation: fc.Arbitrary<Mutation> = fc.record({
  op: fc.constantFrom(...MUTATIONS),
  pick: fc.nat(),
  value: replacement,
  key: weirdKey,
  length: fc.constantFrom(...BOUNDARY_LENGTHS),
});

function setOwn(target: Record<string, unknown> | unknown[], key: string | number, value: unknown) {
  // defineProperty: an own "__proto__" key, as JSON.parse makes on the server
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

function applyMutation(root: unknown, m: Mutation): unknown {
  const value = structuredClone(root);
  const paths = nodePaths(value);
  const path = paths[m.pick % paths.length];
  const current = path.reduce<unknown>(
    (node, k) => (node as Record<string | number, unknown>)[k],
    value,
  );
  let next: unknown;
  switch (m.op) {
    case "drop":
      next = undefined;
      break;
    case "replace":
      next = m.value;
      break;
    case "wrap":
      next = [current];
      break;
    case "objectify":
      next = { value: current };
      break;
    case "addKey":
      if (isPlainObject(current)) {
        setOwn(current, m.key, m.value);
        next = current;
      } else next = m.value;
      break;
    case "stringify":
      next = typeof current === "string" ? [current] : JSON.stringify(current ?? null);
      break;
    case "negate":
      next = typeof current === "number" ? -current - 1 : -1;
      break;
    case "nullify":
      next = null;
      break;
    case "boundary":
      next = "x".repeat(m.length);
      break;
  }
  if (path.length === 0) return next;
  const parent = path
    .slice(0, -1)
    .reduce<unknown>((node, k) => (node as Record<string | number, unknown>)[k], value) as
    Record<string, unknown> | unknown[];
  const last = path[path.length - 1];
  if (next === undefined) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last as string];
  } else setOwn(parent, last, next);
  return value;
}

/** `base` with one to three mutations applied. */
export function mutated(base: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(base, fc.array(mutation, { minLength: 1, maxLength: 3 }))
    .map(([value, mutations]) => mutations.reduce(applyMutation, value));
}

// ================================================================== bodies

export type FormPart =
  | { name: string; value: string }
  | { name: string; file: { bytes: Uint8Array; type: string; filename: string } };

export type BodySpec =
  | { kind: "none" }
  | { kind: "bytes"; bytes: Uint8Array; contentType: string | null; note: string }
  | { kind: "form"; parts: FormPart[]; note: string };

const encoder = new TextEncoder();

export function textBody(text: string, contentType: string | null, note: string): BodySpec {
  return { kind: "bytes", bytes: encoder.encode(text), contentType, note };
}

export const JSON_CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "APPLICATION/JSON",
  "application/json;charset=UTF-16",
  "application/vnd.api+json",
  "application/problem+json",
] as const;

export const OTHER_CONTENT_TYPES = [
  "text/plain",
  "text/plain;charset=UTF-8",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=fuzz",
  "application/xml",
  "application/octet-stream",
  "application/jsonx",
  "json",
  "image/png",
  null,
] as const;

const jsonContentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant("application/json") },
  { weight: 3, arbitrary: fc.constantFrom(...JSON_CONTENT_TYPES) },
);

/** JSON text of a value; a value JSON cannot write (undefined) sends an empty body. */
function toJson(value: unknown): string {
  return JSON.stringify(value) ?? "";
}

/** Texts that are not JSON, or JSON of the wrong kind. */
export const notJsonText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "{",
    "}",
    "[",
    '{"a":',
    "{'a': 1}",
    "{a:1}",
    '{"a":1,}',
    '{"a":1}}',
    '{"a":1} trailing',
    '{"a": NaN}',
    '{"a": Infinity}',
    '{"a": 01}',
    '{"a": 0x10}',
    "/* comment */ {}",
    "NaN",
    "undefined",
    "null",
    "true",
    "0",
    "-1",
    '"text"',
    "[]",
    "[{}]",
    "[1,2,3]",
    "\u0000",
    "\ufeff{}",
    "a=1&b=2",
    "<xml><a>1</a></xml>",
    "[".repeat(5000) + "]".repeat(5000),
    '{"a":'.repeat(3000) + "1" + "}".repeat(3000),
  ),
  fc.string({ maxLength: 200 }),
  fc.json({ maxDepth: 2 }).map((j) => j.slice(0, Math.max(0, j.length - 1))),
);

const oddBytes = fc.oneof(
  fc.uint8Array({ maxLength: 300 }),
  fc.constantFrom(
    new Uint8Array([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]), // UTF-16 "{}"
    new Uint8Array([0xc0, 0xaf, 0x7b, 0x7d]), // overlong UTF-8 then "{}"
    new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]), // lone surrogate
  ),
);

export type JsonBodyOptions = {
  /** known-valid bodies: mutated, and sometimes sent as they are */
  examples: unknown[];
  hints?: Hints;
};

/**
 * Bodies for an endpoint that reads `schema` as JSON: mostly mutated valid-looking values with a
 * JSON content type; also valid-looking ones as they are, texts that are not JSON, wrong content
 * types, no body, and bodies over the 64 KB limit.
 */
export function jsonBodies(schema: z.ZodTypeAny, options: JsonBodyOptions): fc.Arbitrary<BodySpec> {
  const base = fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...options.examples) },
    { weight: 1, arbitrary: fromZod(schema, options.hints) },
  );
  const broken = mutated(base);
  return fc.oneof(
    {
      weight: 10,
      arbitrary: fc
        .tuple(broken, jsonContentType)
        .map(([value, type]) => textBody(toJson(value), type, "mutated")),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(base, jsonContentType)
        .map(([value, type]) => textBody(toJson(value), type, "valid-looking")),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(notJsonText, jsonContentType)
        .map(([text, type]) => textBody(text, type, "not JSON")),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(oddBytes, jsonContentType)
        .map(
          ([bytes, type]) => ({ kind: "bytes", bytes, contentType: type, note: "bytes" }) as const,
        ),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.oneof(base, broken), fc.constantFrom(...OTHER_CONTENT_TYPES))
        .map(([value, type]) => textBody(toJson(value), type, "wrong content type")),
    },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.constant<BodySpec>({ kind: "none" }),
        jsonContentType.map((type) => textBody("", type, "empty")),
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(base, hugeString, jsonContentType)
        .map(([value, huge, type]) =>
          textBody(
            toJson(isPlainObject(value) ? { ...value, padding: huge } : [value, huge]),
            type,
            "oversized",
          ),
        ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          base,
          hugeString.map((s) => s.slice(0, 20_000)),
          jsonContentType,
        )
        .map(([value, long, type]) =>
          textBody(
            toJson(isPlainObject(value) ? { ...value, padding: long } : [value, long]),
            type,
            "long extra key",
          ),
        ),
    },
  );
}

/** Bodies for endpoints that read none: usually none, sometimes junk (ignored) or oversized. */
export const ignoredBodies: fc.Arbitrary<BodySpec> = fc.oneof(
  { weight: 5, arbitrary: fc.constant<BodySpec>({ kind: "none" }) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.oneof(notJsonText, fc.json({ maxDepth: 2 })),
        fc.constantFrom(...JSON_CONTENT_TYPES, ...OTHER_CONTENT_TYPES),
      )
      .map(([text, type]) => textBody(text, type, "ignored junk")),
  },
  {
    weight: 1,
    arbitrary: hugeString.map((s) =>
      textBody(toJson({ padding: s }), "application/json", "oversized"),
    ),
  },
);

// ================================================================== images and forms

export const PNG_1X1 = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAAJJRU5ErkJggg==",
    "base64",
  ),
);
const utf8 = (text: string) => encoder.encode(text);

/** File contents: a real PNG, magic numbers alone, text pretending, empty, over 5 MB (rarely). */
export const imageBytes: fc.Arbitrary<Uint8Array> = fc.oneof(
  { weight: 4, arbitrary: fc.constant(PNG_1X1) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      new Uint8Array([0xff, 0xd8, 0xff]),
      utf8("GIF89a\x01\x00"),
      utf8("GIF87b"),
      utf8("RIFF\x00\x00\x00\x00WEBPVP8 "),
      new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
      new Uint8Array(),
      utf8("this is plain text pretending to be a picture"),
      utf8("<svg xmlns='http://www.w3.org/2000/svg'/>"),
      utf8("%PDF-1.4"),
    ),
  },
  { weight: 2, arbitrary: fc.uint8Array({ maxLength: 200 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(5 * 1024 * 1024 + 1, 6 * 1024 * 1024).map((n) => {
      const big = new Uint8Array(n);
      big.set(PNG_1X1);
      return big;
    }),
  },
);

const imageTypes = fc.constantFrom(
  "image/png",
  "image/jpeg",
  "IMAGE/PNG",
  "image/svg+xml",
  "text/plain",
  "application/pdf",
  "",
);

/** `data:` URLs: valid ones, wrong types, broken base64, not data URLs at all, over the limit. */
export const dataUrls: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        imageBytes.filter((b) => b.length < 100_000),
        fc.constantFrom("image/png", "image/jpeg", "text/plain", "application/octet-stream", ""),
      )
      .map(([bytes, type]) => `data:${type};base64,${Buffer.from(bytes).toString("base64")}`),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "data:image/png;base64,",
      "data:image/png;base64,@@@@",
      "data:image/png;base64,iVBORw0KGgo=extra",
      "data:image/png,notbase64",
      "data:;base64,iVBORw0KGgo=",
      `data:image/png;charset=utf-8;base64,${Buffer.from(PNG_1X1).toString("base64")}`,
      `data:image/png;base64,${Buffer.from(PNG_1X1)
        .toString("base64")
        .replace(/(.{4})/g, "$1 \n")}`,
      "http://example.com/a.png",
      "iVBORw0KGgo=",
    ),
  },
  { weight: 1, arbitrary: weirdString },
);

/** The fields of an analysis upload (image, description, userContext), broken in many ways. */
export function analysisForms(userContextSchema: z.ZodTypeAny): fc.Arbitrary<BodySpec> {
  const file = fc.record({
    bytes: imageBytes,
    type: imageTypes,
    filename: fc.constantFrom("meal.png", "x", "../../etc/passwd", "😀.jpg", 'a"b.png', ""),
  });
  const description = fc.oneof(
    fc.constantFrom("1 cup cooked rice and 2 eggs", "a banana", "", "   "),
    amountText,
    weirdString,
  );
  const userContext = fc.oneof(
    fromZod(userContextSchema).map((v) => JSON.stringify(v)),
    mutated(fromZod(userContextSchema)).map((v) => JSON.stringify(v) ?? ""),
    notJsonText,
  );
  const part = fc.oneof(
    { weight: 5, arbitrary: file.map((f): FormPart => ({ name: "image", file: f })) },
    {
      weight: 1,
      arbitrary: weirdString.map((value): FormPart => ({ name: "image", value })),
    },
    {
      weight: 5,
      arbitrary: description.map((value): FormPart => ({ name: "description", value })),
    },
    {
      weight: 1,
      arbitrary: description.map((value): FormPart => ({ name: "foodDescription", value })),
    },
    { weight: 1, arbitrary: file.map((f): FormPart => ({ name: "description", file: f })) },
    {
      weight: 3,
      arbitrary: userContext.map((value): FormPart => ({ name: "userContext", value })),
    },
    { weight: 1, arbitrary: file.map((f): FormPart => ({ name: "userContext", file: f })) },
    {
      weight: 1,
      arbitrary: fc
        // undici does not escape a backslash in a part name, which workerd then reads as one
        .tuple(
          weirdKey.filter((k) => !k.includes("\\")),
          weirdString,
        )
        .map(([name, value]): FormPart => ({ name, value: value.slice(0, 500) })),
    },
  );
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .array(part, { maxLength: 4 })
        // one big file at most: past the 10 MB limit workerd stops reading and the client sees
        // its upload cut off (EPIPE), not the 413
        .filter((parts) => parts.filter((p) => "file" in p && p.file.bytes.length > 1e6).length < 2)
        .map((parts): BodySpec => ({ kind: "form", parts, note: "form" })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            "",
            '--fuzz\r\nContent-Disposition: form-data; name="image"\r\n\r\nabc',
            "--other\r\n\r\n--other--",
            "not a form",
            "--fuzz--",
          ),
          fc.constantFrom(
            "multipart/form-data; boundary=fuzz",
            "multipart/form-data",
            'MULTIPART/FORM-DATA; boundary="fuzz"',
          ),
        )
        .map(([text, type]) => textBody(text, type, "broken multipart")),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.json({ maxDepth: 2 }),
          fc.constantFrom(...JSON_CONTENT_TYPES, ...OTHER_CONTENT_TYPES),
        )
        .filter(([, type]) => !type?.startsWith("multipart/"))
        .map(([text, type]) => textBody(text, type, "not a form")),
    },
    { weight: 1, arbitrary: fc.constant<BodySpec>({ kind: "none" }) },
  );
}

// ================================================================== queries and path segments

/**
 * The longest query string the fuzzers send. Past about 128 KB of request head workerd answers
 * 431 itself (and Cloudflare's edge refuses a URL past 16 KB with 414), so the worker never sees
 * such a request; five junk values of 2,000 characters, percent-encoded, could reach 90 KB (a CI
 * run of 2026-11-27 drew one).
 */
const MAX_QUERY_LENGTH = 64 * 1024;

/** Query strings: the endpoint's own keys and others, with junk values; raw malformed ones too. */
export function queries(
  keys: readonly string[],
  values: Record<string, fc.Arbitrary<string>> = {},
): fc.Arbitrary<string> {
  const key = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...keys, ...(keys.length ? [] : ["q"])) },
    { weight: 1, arbitrary: weirdKey.filter((k) => !k.includes("\ud800")) },
  );
  const value = (k: string) =>
    fc.oneof(
      {
        weight: 3,
        arbitrary: Object.hasOwn(values, k) ? values[k] : fc.constantFrom("1", "true", "all"),
      },
      { weight: 3, arbitrary: weirdString.map((s) => s.slice(0, 2000)) },
      { weight: 1, arbitrary: numericText },
    );
  const pairs = fc.array(
    key.chain((k) => value(k).map((v) => [k, v] as [string, string])),
    { maxLength: 5 },
  );
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant("") },
    {
      weight: 8,
      arbitrary: pairs
        .map((p) => {
          const text = safeSearchParams(p);
          return text ? `?${text}` : "";
        })
        .filter((query) => query.length <= MAX_QUERY_LENGTH),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        "?",
        "?&&",
        "?=",
        "?=1",
        "?a",
        "?%",
        "?%%",
        "?q=%E0%A4%A",
        "?q=%ZZ",
        "?limit=1&limit=2",
        "?__proto__=1",
        "?constructor=x",
        "?q=" + "%F0%9F%98%80".repeat(40),
        `?zz=${"a".repeat(20_000)}`,
        ...keys.map((k) => `?${k}=%`),
        ...keys.map((k) => `?${k}[]=1&${k}[]=2`),
        ...keys.map((k) => `?${k}=${"9".repeat(400)}`),
      ),
    },
  );
}

/** URLSearchParams text, with lone surrogates (which it cannot encode) replaced. */
function safeSearchParams(pairs: Array<[string, string]>): string {
  const clean = (s: string) => s.replace(/[\ud800-\udfff]/g, "\ufffd");
  return new URLSearchParams(pairs.map(([k, v]) => [clean(k), clean(v)])).toString();
}

export function encodeSegment(text: string): string {
  return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, "\ufffd"));
}

/** Segments sent as they are (already percent-encoded, some malformed). */
export const RAW_BAD_SEGMENTS = [
  "%",
  "%%",
  "%2F",
  "1%2F2",
  "%2F..%2F1",
  "%00",
  "1%00",
  "%E0%A4%A",
  "%ZZ",
  "%C0%AF",
  "%FF",
  "%F0%9F%98%80",
  "%E2%80%AE1",
  "1%20",
  "%201",
  "1;2",
  "1,2",
  "1.0",
  "1e3",
] as const;

/** Ids that cannot name anything: negative, fractional, non-numeric, huge, unicode. */
export const BAD_ID_TEXTS = [
  "0",
  "-1",
  "-0",
  "1.5",
  "0x1F",
  "+1",
  "abc",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "１２",
  "١٢",
  "😀",
  "\u202e1",
  "[1]",
  "{}",
  "true",
  "9".repeat(16),
  "9".repeat(400),
  "9007199254740993",
  " 1",
  "1 ",
  "__proto__",
  "constructor",
] as const;

export const UNKNOWN_NUMERIC_IDS = [
  "999999",
  "123456789",
  "2147483647",
  "999999999",
  "1000000000",
  "999999999999999",
  "4294967296",
] as const;

export const isSingleSegment = (raw: string) => raw !== "" && !/^(?:\.|%2e){1,2}$/i.test(raw);

/**
 * Raw path segments for an id parameter: the `existing` one (resolved when generated, so fixtures
 * made in beforeAll are used), unknown numeric ids, malformed ones, and weird strings.
 */
export function idSegments(
  existing?: () => string | number,
  extra: readonly string[] = [],
): fc.Arbitrary<string> {
  const choices: Array<{ weight: number; arbitrary: fc.Arbitrary<string> }> = [
    { weight: 2, arbitrary: fc.constantFrom(...UNKNOWN_NUMERIC_IDS) },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 100_000, max: 999_999_999 }).map(String),
    },
    { weight: 2, arbitrary: fc.constantFrom(...BAD_ID_TEXTS).map(encodeSegment) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_BAD_SEGMENTS) },
    {
      weight: 1,
      arbitrary: weirdString.map((s) => encodeSegment(s.slice(0, 300))).filter(isSingleSegment),
    },
  ];
  if (existing)
    choices.push({ weight: 5, arbitrary: fc.constant(0).map(() => String(existing())) });
  if (extra.length) choices.push({ weight: 2, arbitrary: fc.constantFrom(...extra) });
  return fc.oneof(...choices);
}

// ================================================================== requests

export type CookieKind = "user" | "none" | "garbage" | "loggedOut" | "mangled";
export type OriginKind = "none" | "same" | "evil" | "null" | "crossSite";

export type FuzzRequest = {
  method: string;
  /** the path and query as sent (segments already encoded) */
  path: string;
  cookie: CookieKind;
  garbageCookie: string;
  origin: OriginKind;
  body: BodySpec;
};

export const cookieKinds = (signedInWeight = 8): fc.Arbitrary<CookieKind> =>
  fc.oneof(
    { weight: signedInWeight, arbitrary: fc.constant<CookieKind>("user") },
    {
      weight: 2,
      arbitrary: fc.constantFrom<CookieKind>("none", "garbage", "loggedOut", "mangled"),
    },
  );

const originKinds: fc.Arbitrary<OriginKind> = fc.oneof(
  { weight: 20, arbitrary: fc.constant<OriginKind>("none") },
  { weight: 1, arbitrary: fc.constantFrom<OriginKind>("same", "evil", "null", "crossSite") },
);

const garbageCookieValue = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
  fc.string({ unit: fc.constantFrom(..."abcXYZ019-_=./+%"), maxLength: 80 }),
  fc.constantFrom("", "null", "undefined", "x".repeat(4000), "%00", "a=b"),
);

function bodySize(body: BodySpec): number {
  if (body.kind === "bytes") return body.bytes.length;
  if (body.kind === "form")
    return body.parts.reduce((n, p) => n + ("file" in p ? p.file.bytes.length : p.value.length), 0);
  return 0;
}

function describeBody(body: BodySpec): string {
  if (body.kind === "none") return "no body";
  if (body.kind === "form")
    return `form(${body.note}: ${body.parts
      .map((p) =>
        "file" in p
          ? `${p.name}=<${p.file.type} ${p.file.bytes.length} B>`
          : `${p.name}=${JSON.stringify(p.value.slice(0, 80))}`,
      )
      .join(", ")})`;
  const text = new TextDecoder().decode(body.bytes.slice(0, 300));
  return `${body.note} [${body.contentType ?? "no type"}] ${body.bytes.length} B ${JSON.stringify(text.slice(0, 200))}`;
}

export function describeRequest(r: FuzzRequest): string {
  const origin = r.origin === "none" ? "" : ` origin=${r.origin}`;
  return `${r.method} ${r.path.slice(0, 240)} cookie=${r.cookie}${origin} ${describeBody(r.body)}`;
}

export type RequestParts = {
  method: string;
  /** a method per request instead of `method` (wrong-method and unknown-path fuzzing) */
  methods?: fc.Arbitrary<string>;
  /** "/api/wellness-goals/:id": each `:name` is filled from `params` */
  path: string;
  params?: Record<string, fc.Arbitrary<string>>;
  query?: fc.Arbitrary<string>;
  body?: fc.Arbitrary<BodySpec>;
  cookies?: fc.Arbitrary<CookieKind>;
  origins?: fc.Arbitrary<OriginKind>;
};

export function requests(parts: RequestParts): fc.Arbitrary<FuzzRequest> {
  const names = [...parts.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const params = fc.record(
    Object.fromEntries(names.map((n) => [n, parts.params?.[n] ?? idSegments()])),
  ) as fc.Arbitrary<Record<string, string>>;
  return fc
    .record({
      method: parts.methods ?? fc.constant(parts.method),
      params,
      query: parts.query ?? fc.constant(""),
      cookie: parts.cookies ?? cookieKinds(),
      garbageCookie: garbageCookieValue,
      origin: parts.origins ?? originKinds,
      body: parts.body ?? fc.constant<BodySpec>({ kind: "none" }),
    })
    .map(({ params: values, query, method, body, ...rest }) => {
      const path = parts.path.replace(/:(\w+)/g, (_, n: string) => values[n]) + query;
      // undici refuses a body on GET
      const request: FuzzRequest = {
        method,
        path,
        body: method === "GET" ? { kind: "none" } : body,
        ...rest,
      };
      // Refused before its body is read (CSRF), an upload still being written meets a closed
      // socket in local workerd (ECONNRESET, EPIPE) instead of the answer: a body of megabytes,
      // or a form (undici streams it part by part), comes from our origin. Cross-site JSON
      // bodies still reach every endpoint, forms included.
      if (request.body.kind === "form" || bodySize(request.body) > 1024 * 1024)
        request.origin = "none";
      Object.defineProperty(request, fc.toStringMethod, { value: () => describeRequest(request) });
      return request;
    });
}

// ================================================================== the oracle

export type Verdict =
  | { kind: "refused"; status: number | readonly number[]; code: string | readonly string[] }
  | { kind: "accepted"; oracleError?: string };

export const refused = (
  status: number | readonly number[],
  code: string | readonly string[],
): Verdict => ({ kind: "refused", status, code });

const ORACLE_ORIGIN = "http://fuzz.invalid";

export type OracleContext = {
  request: FuzzRequest;
  url: URL;
  /** path parameters as the route sees them (decoded the way Remix decodes them) */
  params: Record<string, string>;
  signedIn: boolean;
  userId: number;
  contentType: string | null;
  bodyText: string;
  bodyLength: number;
  /** the parsed body, once a body step accepted it */
  data?: unknown;
};

/** One check of a route: a refusal, or null to go on. */
export type Step = (ctx: OracleContext) => Verdict | null;

/** Remix decodes each path segment (a "/" stays "%2F"); one malformed segment leaves all raw. */
function remixDecodePath(pathname: string): string {
  try {
    return pathname
      .split("/")
      .map((v) => decodeURIComponent(v).replace(/\//g, "%2F"))
      .join("/");
  } catch {
    return pathname;
  }
}

export function oracleContext(
  template: string,
  request: FuzzRequest,
  userId: number,
): OracleContext {
  const url = new URL(request.path, ORACLE_ORIGIN);
  const decoded = remixDecodePath(url.pathname).split("/");
  const names = template.split("/");
  if (decoded.length !== names.length)
    throw new Error(`generator bug: ${request.path} does not stay on ${template}`);
  const params: Record<string, string> = {};
  names.forEach((name, i) => {
    if (name.startsWith(":")) params[name.slice(1)] = decoded[i];
  });
  const body = request.body;
  const bytes = body.kind === "bytes" ? body.bytes : new Uint8Array();
  return {
    request,
    url,
    params,
    signedIn: request.cookie === "user",
    userId,
    contentType:
      body.kind === "bytes"
        ? body.contentType
        : body.kind === "form"
          ? "multipart/form-data; boundary=undici"
          : null,
    bodyText: new TextDecoder().decode(bytes),
    bodyLength:
      body.kind === "form"
        ? body.parts.reduce(
            (n, p) =>
              n + 200 + ("file" in p ? p.file.bytes.length : encoder.encode(p.value).length),
            0,
          )
        : bytes.length,
  };
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** workers/app.ts: cross-site state-changing requests are refused before anything else. */
export const csrf: Step = ({ request }) =>
  STATE_CHANGING.has(request.method) && ["evil", "null", "crossSite"].includes(request.origin)
    ? refused(403, "cross_site_request")
    : null;

/** workers/app.ts: bodies over the path's limit are refused before Remix. */
export const bodyLimit: Step = ({ request, url, bodyLength }) =>
  request.method !== "GET" &&
  request.method !== "HEAD" &&
  request.body.kind !== "none" &&
  bodyLength > bodyLimitFor(url.pathname)
    ? refused(413, "payload_too_large")
    : null;

export const signedIn: Step = (ctx) => (ctx.signedIn ? null : refused(401, "unauthorized"));

/** A path parameter that must pass `valid`, else the route's refusal (usually 404 not_found). */
export function param(
  name: string,
  valid: (value: string) => boolean,
  verdict: Verdict = refused(404, "not_found"),
): Step {
  return (ctx) => (valid(ctx.params[name] ?? "") ? null : verdict);
}

/** app/domain/schemas/recipes.ts parseIdParam: 1 to 9 digits, above 0. */
export const recipeStyleId = (v: string) => /^\d{1,9}$/.test(v) && Number(v) > 0;
/** app/lib/api.server.ts parseIdParam: trimmed, 1 to 15 digits, a safe integer above 0. */
export const apiStyleId = (v: string) => {
  const t = v.trim();
  return /^\d{1,15}$/.test(t) && Number.isSafeInteger(Number(t)) && Number(t) > 0;
};
/** 1 to 15 digits (wellness parseId, meal-plan planIdParam, food-analysis ids). */
export const digitsId = (v: string) => /^\d{1,15}$/.test(v);

/** requireSameUser on a path segment: 400 for a malformed id, 403 for another user's. */
export function sameUserParam(name: string): Step {
  return (ctx) => {
    const text = (ctx.params[name] ?? "").trim();
    if (!/^\d{1,15}$/.test(text)) return refused(400, "invalid_user_id");
    return Number(text) === ctx.userId ? null : refused(403, "forbidden");
  };
}

/** app/lib/api.server.ts isJsonContentType */
export function isJsonContentType(contentType: string | null): boolean {
  if (!contentType) return false;
  const mediaType = contentType.split(";")[0].trim().toLowerCase();
  return mediaType === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(mediaType);
}

/** parseJsonBody: 415, 413, 400 invalid_json, 400 validation_failed. */
export function jsonBody(
  schema: z.ZodTypeAny,
  { maxBytes = MAX_JSON_BODY_BYTES }: { maxBytes?: number } = {},
): Step {
  return (ctx) => {
    if (!isJsonContentType(ctx.contentType)) return refused(415, "unsupported_media_type");
    if (ctx.bodyLength > maxBytes) return refused(413, "payload_too_large");
    let value: unknown;
    try {
      value = JSON.parse(ctx.bodyText);
    } catch {
      return refused(400, "invalid_json");
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) return refused(400, "validation_failed");
    ctx.data = parsed.data;
    return null;
  };
}

/** parseJsonBody(..., { optional: true }) (api.server.ts): an empty body is {}; else exactly application/json. */
export function optionalJsonBody(schema: z.ZodTypeAny): Step {
  return (ctx) => {
    let value: unknown = {};
    if (ctx.bodyText.trim() !== "") {
      const type = (ctx.contentType ?? "").split(";")[0].trim().toLowerCase();
      if (type !== "application/json") return refused(415, "unsupported_media_type");
      try {
        value = JSON.parse(ctx.bodyText);
      } catch {
        return refused(400, "invalid_json");
      }
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) return refused(400, "validation_failed");
    ctx.data = parsed.data;
    return null;
  };
}

/** A query read with Object.fromEntries(searchParams) and a zod schema: 400 validation_failed. */
export function querySchema(schema: z.ZodTypeAny): Step {
  return (ctx) =>
    schema.safeParse(Object.fromEntries(ctx.url.searchParams)).success
      ? null
      : refused(400, "validation_failed");
}

/** app/lib/image-input.server.ts imageFromDataUrl */
export function dataUrlVerdict(dataUrl: string): Verdict | null {
  const decoded = decodeDataUrl(dataUrl);
  if (decoded === "too_large") return refused(413, "image_too_large");
  if (!decoded) return refused(415, "invalid_image_type");
  const check = checkImage(decoded.bytes, decoded.mediaType);
  return check.ok ? null : refused(check.status, check.code);
}

/** Lone surrogates as U+FFFD, as a USVString (FormData, TextEncoder) has them. */
function wellFormed(value: string): string {
  return value.replace(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    "\ufffd",
  );
}

/** A form string value as the server reads it: well-formed, line breaks as CRLF (undici). */
function formValue(value: string): string {
  return wellFormed(value).replace(/\r?\n|\r/g, "\r\n");
}

/**
 * app/http/food-analysis-request.server.ts handleAnalysisRequest up to the model call: multipart
 * (415), a readable form (400), the description (400), the image (415 / 413 / 400), an image or a
 * description at all (400 missing_image), userContext (400).
 */
export function analysisForm(
  descriptionSchema: z.ZodTypeAny,
  userContextSchema: z.ZodTypeAny,
): Step {
  return (ctx) => {
    if (!/^multipart\/form-data/i.test(ctx.contentType ?? ""))
      return refused(415, "unsupported_media_type");
    const body = ctx.request.body;
    // a body we wrote by hand: unreadable, or a form without image or description
    if (body.kind !== "form") return refused(400, ["invalid_body", "missing_image"]);
    // workerd's form parser refuses a part without a name, or with NUL in its name or file name
    if (
      body.parts.some(
        (p) =>
          p.name === "" || p.name.includes("\0") || ("file" in p && p.file.filename.includes("\0")),
      )
    )
      return refused(400, "invalid_body");
    // ...and reads a file part without a file name as a text field
    const parts = body.parts.map((p) =>
      "file" in p && p.file.filename === ""
        ? { name: p.name, value: new TextDecoder().decode(p.file.bytes), raw: true }
        : p,
    );
    const get = (name: string) => parts.find((p) => wellFormed(p.name) === name) ?? null;
    const valueOf = (p: { value: string; raw?: boolean }) => (p.raw ? p.value : formValue(p.value));
    const described = get("description") ?? get("foodDescription");
    const text = described && "value" in described ? valueOf(described) : "";
    const description = descriptionSchema.safeParse(text);
    if (!description.success) return refused(400, "validation_failed");
    const image = get("image");
    let hasImage = false;
    if (image && "value" in image) {
      if (valueOf(image) !== "") return refused(415, "invalid_image_type");
    } else if (image && image.file.bytes.length > 0) {
      const check = checkImage(image.file.bytes, image.file.type || "application/octet-stream");
      if (!check.ok) return refused(check.status, check.code);
      hasImage = true;
    }
    // a description the safety layer holds (ADR 024) is answered with its notice before the rest;
    // random text sometimes reads as one ("-0.5 ... apple" as a low glucose reading)
    if (description.data && safetyGate(description.data).kind === "answer")
      return refused(422, "safety_notice");
    if (!hasImage && !description.data) return refused(400, "missing_image");
    const context = get("userContext");
    if (context && "value" in context && valueOf(context) !== "") {
      let value: unknown;
      try {
        value = JSON.parse(valueOf(context));
      } catch {
        return refused(400, "invalid_json");
      }
      if (value !== null && !userContextSchema.safeParse(value).success)
        return refused(400, "validation_failed");
    }
    return null;
  };
}

/** Runs the worker's guards, then the route's steps, in order. */
export function judge(
  template: string,
  steps: readonly Step[],
  request: FuzzRequest,
  userId: number,
): Verdict {
  const ctx = oracleContext(template, request, userId);
  for (const step of [csrf, bodyLimit, ...steps]) {
    let verdict: Verdict | null;
    try {
      verdict = step(ctx);
    } catch (error) {
      // a schema whose refinement throws on this input: the route runs the same code, so the
      // answer shows what happens (a 5xx fails the property)
      return { kind: "accepted", oracleError: String(error) };
    }
    if (verdict) return verdict;
  }
  return { kind: "accepted" };
}

// ================================================================== the harness

export type Answer = {
  status: number;
  contentType: string | null;
  location: string | null;
  text: string;
};

export type EndpointSpec = RequestParts & {
  /** "PATCH /api/wellness-goals/{id}": the name the request count is kept under */
  name: string;
  steps: readonly Step[];
  /** tables a refused request may write: rate limits counted before the body is read */
  refusedMayWrite?: readonly string[];
  /** send only requests the oracle refuses (accepted ones would queue jobs) */
  refusedOnly?: boolean;
  /** the answer to an accepted request, when it is not JSON (redirects) */
  checkAccepted?: (answer: Answer, request: FuzzRequest) => void;
  /** the only statuses an accepted request may get (a list read with nothing to refuse: 200) */
  acceptedStatuses?: readonly number[];
};

type Snapshot = { writes: Record<string, number>; kvKeys: number; r2Objects: number };

export const MIN_REQUESTS_PER_ENDPOINT = 300;
export const DEFAULT_BATCH = 24;
export const DEFAULT_RUNS = 13;

/**
 * The fuzzing harness of one worker: a signed-in user (and a signed-out cookie), write counters
 * on every table, the request counts.
 */
export class Fuzzer {
  readonly counts = new Map<string, number>();
  private tables: string[] = [];

  private constructor(
    readonly w: TestWorker,
    readonly user: { id: number; cookie: string; sessionCookieName: string },
    readonly loggedOutCookie: string,
  ) {}

  static async start(w: TestWorker): Promise<Fuzzer> {
    const main = await registerUser(w);
    const gone = await registerUser(w);
    const out = await w.fetch("/api/logout", {
      method: "POST",
      headers: { Cookie: gone.cookie, "CF-Connecting-IP": freshIp() },
    });
    if (out.status !== 200) throw new Error(`logout failed: ${out.status}`);
    const sessionCookieName = Object.keys(main.jar).find((k) => k.endsWith("nc_session"))!;
    const fuzzer = new Fuzzer(
      w,
      { id: main.user.id, cookie: main.cookie, sessionCookieName },
      gone.cookie,
    );
    await fuzzer.installWriteCounters();
    return fuzzer;
  }

  /** AFTER INSERT / UPDATE / DELETE triggers on every ordinary table, counting into fuzz_writes. */
  private async installWriteCounters() {
    const db = await this.w.d1();
    const { results } = await db
      .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table'")
      .all<{ name: string; sql: string }>();
    const virtual = results.filter((t) => /^CREATE VIRTUAL TABLE/i.test(t.sql)).map((t) => t.name);
    this.tables = results
      .map((t) => t.name)
      .filter(
        (name) =>
          !name.startsWith("_cf_") &&
          !name.startsWith("sqlite_") &&
          name !== "d1_migrations" &&
          !virtual.some((v) => name === v || name.startsWith(`${v}_`)),
      );
    const statements = [
      "CREATE TABLE IF NOT EXISTS fuzz_writes (tbl TEXT PRIMARY KEY, n INTEGER NOT NULL)",
    ];
    for (const table of this.tables) {
      statements.push(`INSERT OR IGNORE INTO fuzz_writes (tbl, n) VALUES ('${table}', 0)`);
      for (const event of ["INSERT", "UPDATE", "DELETE"]) {
        statements.push(
          `CREATE TRIGGER IF NOT EXISTS fuzz_${table}_${event.toLowerCase()} AFTER ${event} ON "${table}" ` +
            `BEGIN UPDATE fuzz_writes SET n = n + 1 WHERE tbl = '${table}'; END`,
        );
      }
    }
    await db.batch(statements.map((s) => db.prepare(s)));
  }

  private bindings?: Promise<{ db: D1Database; kv: KVNamespace; bucket: R2Bucket }>;

  private stores() {
    this.bindings ??= Promise.all([
      this.w.d1(),
      this.w.mf.getKVNamespace("SESSIONS"),
      this.w.mf.getR2Bucket("IMAGES"),
    ]).then(([db, kv, bucket]) => ({
      db,
      kv: kv as unknown as KVNamespace,
      bucket: bucket as unknown as R2Bucket,
    }));
    return this.bindings;
  }

  async snapshot(): Promise<Snapshot> {
    const { db } = await this.stores();
    // One store at a time: Miniflare's binding proxies answer some property reads through a
    // synchronous fetch that, interleaved with another store's request, once failed its own
    // message-id assertion in CI and broke the proxy for the rest of the file.
    const writes = await db
      .prepare("SELECT tbl, n FROM fuzz_writes")
      .all<{ tbl: string; n: number }>();
    const kvKeys = await this.countKv();
    const r2Objects = await this.countR2();
    return {
      writes: Object.fromEntries(writes.results.map((r) => [r.tbl, r.n])),
      kvKeys,
      r2Objects,
    };
  }

  private async countKv(): Promise<number> {
    const { kv } = await this.stores();
    let total = 0;
    let cursor: string | undefined;
    do {
      const page = await kv.list({ cursor });
      total += page.keys.length;
      cursor = page.list_complete ? undefined : page.cursor;
    } while (cursor);
    return total;
  }

  private async countR2(): Promise<number> {
    const { bucket } = await this.stores();
    let total = 0;
    let cursor: string | undefined;
    do {
      const page = await bucket.list({ cursor });
      total += page.objects.length;
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
    return total;
  }

  /** Row count and a SHA-256 of the rows of every table: what a whole run must leave as it was. */
  async digest(): Promise<Record<string, { rows: number; sha256: string }>> {
    const { db } = await this.stores();
    const out: Record<string, { rows: number; sha256: string }> = {};
    for (const table of this.tables) {
      const { results } = await db.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).all();
      out[table] = {
        rows: results.length,
        sha256: createHash("sha256").update(JSON.stringify(results)).digest("hex"),
      };
    }
    return out;
  }

  /** What changed between two snapshots, leaving out `ignore`d tables. */
  static changes(before: Snapshot, after: Snapshot, ignore: readonly string[] = []): string[] {
    const changed: string[] = [];
    for (const [table, n] of Object.entries(after.writes)) {
      if (!ignore.includes(table) && n !== before.writes[table])
        changed.push(`${table} (+${n - (before.writes[table] ?? 0)} writes)`);
    }
    if (after.kvKeys !== before.kvKeys) changed.push(`KV keys ${before.kvKeys} -> ${after.kvKeys}`);
    if (after.r2Objects !== before.r2Objects)
      changed.push(`R2 objects ${before.r2Objects} -> ${after.r2Objects}`);
    return changed;
  }

  cookieHeader(request: FuzzRequest): string | null {
    const name = this.user.sessionCookieName;
    switch (request.cookie) {
      case "user":
        return this.user.cookie;
      case "none":
        return null;
      case "garbage":
        return `${name}=${request.garbageCookie}`;
      case "loggedOut":
        return this.loggedOutCookie;
      case "mangled":
        return `${name}; ;;=;${name}==${request.garbageCookie.slice(0, 40)}; theme=dark`;
    }
  }

  /** answers by endpoint and status, printed with FUZZ_VERBOSE=1 */
  readonly statuses = new Map<string, Map<string, number>>();

  async send(request: FuzzRequest, countAs: string): Promise<Answer> {
    this.counts.set(countAs, (this.counts.get(countAs) ?? 0) + 1);
    const headers: Record<string, string> = { "CF-Connecting-IP": freshIp() };
    const cookie = this.cookieHeader(request);
    if (cookie) headers.Cookie = cookie;
    if (request.origin === "same") headers.Origin = this.w.url.origin;
    if (request.origin === "evil") headers.Origin = "https://evil.example";
    if (request.origin === "null") headers.Origin = "null";
    if (request.origin === "crossSite") headers["Sec-Fetch-Site"] = "cross-site";
    let body: BodyInit | undefined;
    const spec = request.body;
    if (spec.kind === "bytes") {
      if (spec.contentType !== null) headers["Content-Type"] = spec.contentType;
      body = spec.bytes as Uint8Array<ArrayBuffer>;
    } else if (spec.kind === "form") {
      const form = new FormData();
      for (const part of spec.parts) {
        if ("file" in part)
          form.append(
            part.name,
            new Blob([part.file.bytes as Uint8Array<ArrayBuffer>], { type: part.file.type }),
            part.file.filename,
          );
        else form.append(part.name, part.value);
      }
      body = form as unknown as BodyInit;
    }
    let res: Response;
    let text: string;
    try {
      res = await this.w.fetch(request.path, { method: request.method, headers, body });
      text = await res.text();
    } catch (error) {
      const cause = (error as Error & { cause?: Error }).cause;
      throw new Error(
        `could not read the answer to ${describeRequest(request)}: ${String(error)} ${cause ? String(cause) : ""}`,
      );
    }
    const byStatus = this.statuses.get(countAs) ?? new Map<string, number>();
    const code = res.status >= 400 ? safeCode(text) : "";
    const key = `${res.status}${code ? ` ${code}` : ""}`;
    byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
    this.statuses.set(countAs, byStatus);
    return {
      status: res.status,
      contentType: res.headers.get("content-type"),
      location: res.headers.get("location"),
      text,
    };
  }

  /** The answer against the verdict: no 5xx; refusals exact and in the error shape. */
  static check(spec: EndpointSpec, request: FuzzRequest, verdict: Verdict, answer: Answer) {
    const context = `${describeRequest(request)}\n  expected ${JSON.stringify(verdict)}\n  got ${answer.status} ${answer.contentType} ${answer.text.slice(0, 300)}`;
    expect(answer.status, context).toBeLessThan(500);
    if (verdict.kind === "refused") {
      expect([verdict.status].flat(), context).toContain(answer.status);
      expectJsonError(answer, context);
      expect([verdict.code].flat(), context).toContain(JSON.parse(answer.text).error.code);
      return;
    }
    if (spec.checkAccepted) return spec.checkAccepted(answer, request);
    if (spec.acceptedStatuses) expect(spec.acceptedStatuses, context).toContain(answer.status);
    const redirect = answer.status >= 300 && answer.status < 400;
    expect(redirect, `${context}\n  (an API answers JSON, never a redirect)`).toBe(false);
    if (answer.status >= 400) expectJsonError(answer, context);
  }

  /** The refused requests that change the stores when sent one at a time. */
  private async pinpoint(spec: EndpointSpec, sent: FuzzRequest[]): Promise<string> {
    const culprits: string[] = [];
    for (const request of sent) {
      const before = await this.snapshot();
      await this.send(request, spec.name);
      const changed = Fuzzer.changes(before, await this.snapshot(), spec.refusedMayWrite);
      if (changed.length) culprits.push(`${describeRequest(request)} -> ${changed.join(", ")}`);
    }
    return culprits.join("\n") || "(no single request reproduces it)";
  }

  /** One batch: refused requests (stores unchanged), then accepted ones. */
  async runBatch(spec: EndpointSpec, batch: FuzzRequest[]) {
    const judged = batch.map((request) => ({
      request,
      verdict: judge(spec.path, spec.steps, request, this.user.id),
    }));
    const refusedOnes = judged.filter((j) => j.verdict.kind === "refused");
    const acceptedOnes = judged.filter((j) => j.verdict.kind === "accepted");
    if (spec.refusedOnly && acceptedOnes.length)
      throw new Error(
        `${spec.name}: accepted request generated: ${describeRequest(acceptedOnes[0].request)}`,
      );

    let afterRefused: Snapshot | undefined;
    if (refusedOnes.length) {
      const before = await this.snapshot();
      const answers = await Promise.all(refusedOnes.map((j) => this.send(j.request, spec.name)));
      const after = await this.snapshot();
      afterRefused = after;
      answers.forEach((answer, i) =>
        Fuzzer.check(spec, refusedOnes[i].request, refusedOnes[i].verdict, answer),
      );
      const changed = Fuzzer.changes(before, after, spec.refusedMayWrite);
      if (changed.length) {
        const culprits = await this.pinpoint(
          spec,
          refusedOnes.map((j) => j.request),
        );
        throw new Error(
          `${spec.name}: refused requests changed ${changed.join(", ")}\n${culprits}`,
        );
      }
    }
    if (acceptedOnes.length) {
      const before = afterRefused ?? (await this.snapshot());
      const answers = await Promise.all(acceptedOnes.map((j) => this.send(j.request, spec.name)));
      answers.forEach((answer, i) =>
        Fuzzer.check(spec, acceptedOnes[i].request, acceptedOnes[i].verdict, answer),
      );
      // a success may write; when none succeeded, nothing may have been written
      if (answers.every((a) => a.status >= 300)) {
        const changed = Fuzzer.changes(before, await this.snapshot(), ["rate_limits"]);
        expect(
          changed,
          `${spec.name}: valid requests that were all refused changed the stores:\n${acceptedOnes.map((j) => describeRequest(j.request)).join("\n")}`,
        ).toEqual([]);
      }
    }
  }

  /** Fuzzes one endpoint: `runs` batches of `batch` concurrent requests; at least 300 of them. */
  async fuzz(
    spec: EndpointSpec,
    {
      runs = DEFAULT_RUNS,
      batch = DEFAULT_BATCH,
      minRequests = MIN_REQUESTS_PER_ENDPOINT,
    }: { runs?: number; batch?: number; minRequests?: number } = {},
  ) {
    let arbitrary = requests(spec);
    if (spec.refusedOnly)
      arbitrary = arbitrary.filter(
        (r) => judge(spec.path, spec.steps, r, this.user.id).kind === "refused",
      );
    // every request of a refused-only run is refused: the rows themselves must be as they were
    const before = spec.refusedOnly ? await this.digest() : undefined;
    await fc.assert(
      fc.asyncProperty(fc.array(arbitrary, { minLength: batch, maxLength: batch }), (b) =>
        this.runBatch(spec, b),
      ),
      { numRuns: runs, endOnFailure: true },
    );
    if (before) expect(await this.digest(), `${spec.name}: rows changed`).toEqual(before);
    expect(this.counts.get(spec.name) ?? 0).toBeGreaterThanOrEqual(minRequests);
    if (process.env.FUZZ_VERBOSE) {
      const byStatus = [...(this.statuses.get(spec.name) ?? new Map()).entries()]
        .sort((a, b) => b[1] - a[1])
        .map(([k, n]) => `${k}: ${n}`);
      console.log(`${spec.name}: ${this.counts.get(spec.name)} requests; ${byStatus.join(", ")}`);
    }
  }
}

function safeCode(text: string): string {
  try {
    return String(JSON.parse(text)?.error?.code ?? "");
  } catch {
    return "";
  }
}

export function expectJsonError(answer: Answer, context: string) {
  expect(answer.contentType, context).toMatch(/^application\/json/);
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    throw new Error(`not JSON: ${context}`);
  }
  try {
    expectErrorShape(body);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n  ${context}`);
  }
}

// ================================================================== wrong methods

export const OTHER_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
/** Methods Remix does not route (workerd passes these on; unknown tokens it answers itself). */
export const UNROUTED_METHODS = ["PROPFIND", "MKCOL", "COPY", "MOVE", "LOCK", "UNLOCK", "PURGE"];

/**
 * Every route with the methods it does not accept: 405 method_not_allowed in the error shape
 * (after the worker's CSRF and size guards), whoever asks and whatever the body.
 */
export function wrongMethodSpec(
  name: string,
  path: string,
  allowed: readonly string[],
  params: Record<string, fc.Arbitrary<string>> = {},
): EndpointSpec {
  const methods = [...OTHER_METHODS.filter((m) => !allowed.includes(m)), ...UNROUTED_METHODS];
  return {
    name: `wrong methods on ${name}`,
    method: methods[0],
    methods: fc.constantFrom(...methods),
    path,
    params,
    body: ignoredBodies,
    steps: [() => refused(405, "method_not_allowed")],
  };
}

/** Sends `perRoute` wrong-method requests to each route, in concurrent batches. */
export async function fuzzWrongMethods(fuzzer: Fuzzer, routes: EndpointSpec[], perRoute = 24) {
  for (const route of routes) {
    await fuzzer.fuzz(route, {
      runs: Math.ceil(perRoute / 12),
      batch: 12,
      minRequests: perRoute,
    });
  }
}
