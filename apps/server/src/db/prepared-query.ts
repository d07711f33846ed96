import type { CompiledQuery, Compilable, Kysely } from 'kysely';
import type { Database } from './schema';

/** Stands in for an argument while the query is compiled; never a real value (a NUL start). */
const MARKER = '\u0000felt-prepared-argument:';

interface Prepared<Row> {
  query: CompiledQuery<Row>;
  /** For each compiled parameter, the argument it takes, or -1 for a constant of the query. */
  slots: number[];
}

/**
 * A query that runs on every request (the session lookup, the club access checks), built and
 * compiled once per database instead of on each call: Kysely's building and compiling took
 * about as much CPU as SQLite's running of them (decision 0042). `build` must use each argument
 * as a plain value (`where(column, '=', arg)`), never in a list or a branch: it runs once, with
 * stand-ins for the arguments, and the stand-ins' places in the compiled parameters take the
 * real values on every call. A null argument is bound as SQL NULL (`column = null` matches
 * nothing; it does not become `is null`). A transaction, which is a new instance each time,
 * compiles its own (as an ordinary query would).
 */
/** SQL text of every query compiled once, and the name PostgreSQL prepares it under. */
const hotStatements = new Map<string, string>();

/**
 * The name a PostgreSQL connection prepares this SQL under, if it is one of the queries
 * compiled once (decision 0047); `undefined` for any other query. SQLite's driver keeps every
 * statement prepared already.
 */
export function hotStatementName(sql: string): string | undefined {
  return hotStatements.get(sql);
}

export function preparedQuery<Args extends readonly (string | number | null)[], Row>(
  build: (db: Kysely<Database>, ...args: Args) => Compilable<Row>,
): (db: Kysely<Database>, ...args: Args) => Promise<Row[]> {
  const cache = new WeakMap<Kysely<Database>, Prepared<Row>>();

  const prepare = (db: Kysely<Database>, arity: number): Prepared<Row> => {
    const markers = Array.from({ length: arity }, (_, i) => `${MARKER}${i}`);
    const query = build(db, ...(markers as unknown as Args)).compile();
    const slots = query.parameters.map((value) =>
      typeof value === 'string' && value.startsWith(MARKER)
        ? Number(value.slice(MARKER.length))
        : -1,
    );
    for (let i = 0; i < arity; i++) {
      if (!slots.includes(i)) throw new Error(`preparedQuery: argument ${i} is not a parameter`);
    }
    if (!hotStatements.has(query.sql))
      hotStatements.set(query.sql, `felt_hot_${hotStatements.size + 1}`);
    return { query, slots };
  };

  return async (db, ...args) => {
    let prepared = cache.get(db);
    if (!prepared) {
      prepared = prepare(db, args.length);
      cache.set(db, prepared);
    }
    const { query, slots } = prepared;
    const parameters = query.parameters.map((value, i) => {
      const slot = slots[i] as number;
      return slot < 0 ? value : args[slot];
    });
    const result = await db.executeQuery<Row>({ ...query, parameters });
    return result.rows;
  };
}
