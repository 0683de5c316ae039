/**
 * The D1 binding as every request uses it (docs/decisions/034): a drop-in `D1Database` that
 *
 * - sends reads issued together in ONE round trip: SELECTs that callers start in the same turn of
 *   the event loop (a loader's `Promise.all`, the root loader's user row next to the page's
 *   queries) wait until that turn ends and go to D1 as one `batch()`; writes, explicit batches and
 *   `run()` go at once, after the reads already waiting, so requests leave in the order they were made;
 * - counts round trips (`stats`), so tests can hold the number of D1 calls per page and API;
 * - can add a fixed delay before every round trip (`delayMs`: the distance benchmark, never set
 *   in production);
 * - sends through a D1 session (the Sessions API, docs/decisions/035) chosen lazily by `target`,
 *   and reports the session's bookmark.
 *
 * A D1 batch answers rows as objects keyed by column name. `all()` and `first()` answer the same
 * objects unbatched, so they map one to one. `raw()` answers arrays; a batched `raw()` read is
 * turned back into arrays only when the object provably kept every column in order: no column
 * name is an array index (those keys would sort first) and the statement's select list has as
 * many items as the object has keys (two columns of the same name would have become one).
 * Otherwise that statement is asked again on its own. A batch that fails (one bad statement
 * fails them all) is asked again statement by statement, so each caller gets its own answer.
 */
import { selectListWidth } from "./select-width";

/** A D1 binding or a D1 session: what statements are finally sent to. */
export type D1Target = Pick<D1Database, "prepare" | "batch"> & {
  getBookmark?: () => string | null;
};

export type D1Stats = {
  /** round trips to D1: a single statement or a batch counts once */
  roundTrips: number;
  /** statements sent, batched or not */
  statements: number;
  /** statements sent that may write (not a SELECT): the answer then carries the new bookmark */
  writes: number;
};

export type D1ConnectionOptions = {
  /** the binding or session to send to, asked once at the first round trip (default: the binding) */
  target?: () => D1Target | Promise<D1Target>;
  /** milliseconds waited before every round trip (the distance benchmark; never in production) */
  delayMs?: number;
};

export type D1Connection = {
  /** the drop-in binding: give it to drizzle */
  database: D1Database;
  stats: D1Stats;
  /** the session's latest bookmark, or null (no session, or nothing sent yet) */
  bookmark: () => string | null;
};

type Method = "all" | "first" | "raw" | "run";

type Call = {
  statement: QueuedStatement;
  method: Method;
  arg: unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};

const READ_START = /^\s*(?:(?:--[^\n]*\n|\/\*[\s\S]*?\*\/)\s*)*(select|with)\b/i;
const WRITE_WORD = /\b(?:insert|update|delete|replace|create|drop|alter|pragma)\b/i;

/** Whether a statement only reads, so it may wait for others and share their batch. */
export function isReadStatement(sql: string): boolean {
  const start = READ_START.exec(sql);
  if (!start) return false;
  return start[1].toLowerCase() === "select" || !WRITE_WORD.test(sql);
}

const widths = new Map<string, number | null>();

function cachedWidth(sql: string): number | null {
  let width = widths.get(sql);
  if (width === undefined) {
    width = selectListWidth(sql);
    if (widths.size >= 1000) widths.clear();
    widths.set(sql, width);
  }
  return width;
}

/** A key V8 orders before every other key of an object (an array index). */
function isIndexKey(key: string): boolean {
  return /^(?:0|[1-9]\d{0,9})$/.test(key) && Number(key) < 4294967295;
}

const AGAIN = Symbol("ask again on its own");

/** The answer `call` would have had unbatched, from its entry of a batch (or AGAIN). */
function answerFromBatch(call: Call, result: D1Result): unknown {
  const rows = (result.results ?? []) as Record<string, unknown>[];
  switch (call.method) {
    case "all":
      return result;
    case "first": {
      if (rows.length === 0) return null;
      const column = call.arg as string | undefined;
      if (column === undefined) return rows[0];
      if (rows[0][column] === undefined)
        throw new Error(`D1_COLUMN_NOTFOUND: Column not found (${column})`);
      return rows[0][column];
    }
    case "raw": {
      if ((call.arg as { columnNames?: boolean } | undefined)?.columnNames) return AGAIN;
      if (rows.length === 0) return [];
      const keys = Object.keys(rows[0]);
      if (keys.some(isIndexKey) || cachedWidth(call.statement.sql) !== keys.length) return AGAIN;
      return rows.map((row) => keys.map((key) => row[key]));
    }
    case "run":
      return AGAIN;
  }
}

class QueuedStatement {
  constructor(
    readonly connection: Connection,
    readonly sql: string,
    readonly params: unknown[] = [],
  ) {}

  bind(...values: unknown[]): D1PreparedStatement {
    return new QueuedStatement(this.connection, this.sql, values) as unknown as D1PreparedStatement;
  }
  first(column?: string): Promise<unknown> {
    return this.connection.call(this, "first", column);
  }
  run(): Promise<unknown> {
    return this.connection.call(this, "run", undefined);
  }
  all(): Promise<unknown> {
    return this.connection.call(this, "all", undefined);
  }
  raw(options?: { columnNames?: boolean }): Promise<unknown> {
    return this.connection.call(this, "raw", options);
  }
}

function execute(statement: D1PreparedStatement, method: Method, arg: unknown): Promise<unknown> {
  switch (method) {
    case "all":
      return statement.all();
    case "run":
      return statement.run();
    case "first":
      return arg === undefined ? statement.first() : statement.first(arg as string);
    case "raw":
      return (arg as { columnNames?: boolean } | undefined)?.columnNames
        ? statement.raw({ columnNames: true })
        : statement.raw();
  }
}

class Connection {
  readonly stats: D1Stats = { roundTrips: 0, statements: 0, writes: 0 };
  private queue: Call[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private target: Promise<D1Target> | null = null;
  private resolved: D1Target | null = null;

  constructor(
    readonly binding: D1Database,
    private readonly options: D1ConnectionOptions,
  ) {}

  bookmark(): string | null {
    return this.resolved?.getBookmark?.() ?? null;
  }

  private resolveTarget(): Promise<D1Target> {
    this.target ??= Promise.resolve(
      this.options.target ? this.options.target() : this.binding,
    ).then((target) => (this.resolved = target));
    return this.target;
  }

  /** The target's own statement for one of ours (a foreign statement is sent as it is). */
  private real(target: D1Target, statement: unknown): D1PreparedStatement {
    if (!(statement instanceof QueuedStatement)) return statement as D1PreparedStatement;
    return target.prepare(statement.sql).bind(...statement.params);
  }

  private async roundTrip<T>(statements: number, send: (target: D1Target) => Promise<T>) {
    this.stats.roundTrips++;
    this.stats.statements += statements;
    const delay = this.options.delayMs ?? 0;
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    return send(await this.resolveTarget());
  }

  call(statement: QueuedStatement, method: Method, arg: unknown): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const call: Call = { statement, method, arg, resolve, reject };
      if (method === "run" || !isReadStatement(statement.sql)) {
        this.stats.writes++;
        this.flush();
        this.sendAlone(call);
        return;
      }
      this.queue.push(call);
      this.timer ??= setTimeout(() => this.flush(), 0);
    });
  }

  /** Sends the reads waiting so far (one batch), now. */
  flush(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const calls = this.queue;
    this.queue = [];
    if (calls.length === 1) this.sendAlone(calls[0]);
    else if (calls.length > 1) void this.sendBatch(calls);
  }

  private sendAlone(call: Call): void {
    this.roundTrip(1, (target) =>
      execute(this.real(target, call.statement), call.method, call.arg),
    ).then(call.resolve, call.reject);
  }

  private async sendBatch(calls: Call[]): Promise<void> {
    let results: D1Result[];
    try {
      results = await this.roundTrip(calls.length, (target) =>
        target.batch(calls.map((c) => this.real(target, c.statement))),
      );
    } catch {
      for (const call of calls) this.sendAlone(call);
      return;
    }
    calls.forEach((call, i) => {
      let answer: unknown;
      try {
        answer = answerFromBatch(call, results[i]);
      } catch (error) {
        call.reject(error);
        return;
      }
      if (answer === AGAIN) this.sendAlone(call);
      else call.resolve(answer);
    });
  }

  batch(statements: D1PreparedStatement[]): Promise<D1Result[]> {
    this.flush();
    // a statement not made here (foreign) is counted as a write: we cannot see its SQL
    this.stats.writes += statements.filter(
      (s) => !(s instanceof QueuedStatement) || !isReadStatement(s.sql),
    ).length;
    return this.roundTrip(statements.length, (target) =>
      target.batch(statements.map((s) => this.real(target, s))),
    );
  }
}

export function createD1Connection(
  binding: D1Database,
  options: D1ConnectionOptions = {},
): D1Connection {
  const connection = new Connection(binding, options);
  const database = {
    prepare: (sql: string) =>
      new QueuedStatement(connection, sql) as unknown as D1PreparedStatement,
    batch: (statements: D1PreparedStatement[]) => connection.batch(statements),
    // not used at run time (migrations apply through wrangler); straight to the primary
    exec: (query: string) => {
      connection.flush();
      return binding.exec(query);
    },
    withSession: (constraintOrBookmark?: string) => binding.withSession(constraintOrBookmark),
    dump: () => binding.dump(),
  };
  return {
    database: database as unknown as D1Database,
    stats: connection.stats,
    bookmark: () => connection.bookmark(),
  };
}
