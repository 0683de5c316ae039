/**
 * How many columns a SELECT statement returns, read from its text: the items of the first
 * top-level select list. The D1 connection (d1-connection.ts) uses it to check that rows a D1
 * batch returned as objects can be turned back into the arrays `raw()` gives: two result columns
 * with the same name would have collapsed into one key. Null when the width cannot be known from
 * the text (`*`, `t.*`, not a SELECT): the caller then does not trust the objects.
 */

const KEYWORDS_ENDING_LIST = new Set([
  "from",
  "where",
  "group",
  "having",
  "window",
  "order",
  "limit",
  "union",
  "intersect",
  "except",
]);

type Token = { text: string; depth: number; start: number };

/** Top-level-aware tokens: words and single characters, with quoted text and comments skipped. */
function* tokens(sql: string): Generator<Token> {
  let depth = 0;
  let i = 0;
  while (i < sql.length) {
    const c = sql[i];
    if (c === "'" || c === '"' || c === "`") {
      // a quoted string or identifier; a doubled quote stays inside it
      let j = i + 1;
      while (j < sql.length) {
        if (sql[j] === c) {
          if (sql[j + 1] === c) j += 2;
          else break;
        } else j++;
      }
      yield { text: "q", depth, start: i };
      i = j + 1;
    } else if (c === "[") {
      const end = sql.indexOf("]", i + 1);
      yield { text: "q", depth, start: i };
      i = end === -1 ? sql.length : end + 1;
    } else if (c === "-" && sql[i + 1] === "-") {
      const end = sql.indexOf("\n", i + 2);
      i = end === -1 ? sql.length : end + 1;
    } else if (c === "/" && sql[i + 1] === "*") {
      const end = sql.indexOf("*/", i + 2);
      i = end === -1 ? sql.length : end + 2;
    } else if (/[A-Za-z_]/.test(c)) {
      let j = i + 1;
      while (j < sql.length && /[A-Za-z0-9_$]/.test(sql[j])) j++;
      yield { text: sql.slice(i, j).toLowerCase(), depth, start: i };
      i = j;
    } else if (/\s/.test(c)) {
      i++;
    } else {
      if (c === ")") depth--;
      yield { text: c, depth, start: i };
      if (c === "(") depth++;
      i++;
    }
  }
}

export function selectListWidth(sql: string): number | null {
  let inList = false;
  let afterSelect = false;
  let items = 0;
  let itemStart = -1;
  let itemTokens: string[] = [];
  const finishItem = (): boolean => {
    items++;
    const text = itemTokens.join("");
    itemTokens = [];
    // `*` or `table.*` (a star after a name and a dot): the width depends on the tables
    return !(text === "*" || /^(?:q|[a-z_][a-z0-9_$]*)\.\*$/.test(text));
  };
  for (const token of tokens(sql)) {
    if (!inList) {
      if (token.depth === 0 && token.text === "select") {
        inList = true;
        afterSelect = true;
      }
      continue;
    }
    if (token.depth === 0) {
      if (afterSelect && (token.text === "distinct" || token.text === "all")) {
        afterSelect = false;
        continue;
      }
      afterSelect = false;
      if (KEYWORDS_ENDING_LIST.has(token.text)) {
        if (itemStart === -1) return null;
        return finishItem() ? items : null;
      }
      if (token.text === ",") {
        if (itemStart === -1 || !finishItem()) return null;
        itemStart = -1;
        continue;
      }
    }
    if (itemStart === -1) itemStart = token.start;
    if (token.depth === 0) itemTokens.push(token.text);
    else if (itemTokens[itemTokens.length - 1] !== "(") itemTokens.push("(");
  }
  if (!inList || itemStart === -1) return null;
  return finishItem() ? items : null;
}
