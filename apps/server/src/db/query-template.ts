// Queries the read path runs on every request, built and compiled once (docs/decisions/040-reads-through-the-stock-stack.md).
// kysely builds a query's operation tree and compiles it to SQL on every call: 4–21 µs for
// the read path's shapes, and a dashboard runs eleven of them. A template is built once per
// database handle with stand-in values, and each call runs the same SQL with its own values in
// the stand-ins' parameter places. The statement cache (database.ts) then finds the prepared
// statement by the same text, as before.
//
// 1. The shape's name says which query it is; one name is one builder, for the process's life.
// 2. Every value a call varies is an argument of the builder, used as a plain value (`where`,
//    `limit`); a builder that writes one into the SQL text or does not use one as a parameter
//    is refused at its first use (`QueryTemplateError`), so a wrong template fails its first
//    test, never a user's request. What no check can see is a value that chooses the SQL (a
//    column, `<` or `<=`): that choice belongs in the shape's name.
// 3. A database and its transactions share their templates (docs/decisions/040-reads-through-the-stock-stack.md): a
//    transaction's executor is the database's with another connection, the same compiler and
//    dialect adapter, so the same builder compiles to the same SQL. Templates are kept per
//    adapter, which only the database and its transactions hold. A handle with plugins (none
//    in the product) keeps its own.
import type { Compilable, CompiledQuery } from "kysely";
import type { AppDatabase } from "./database.ts";

/** A value no caller passes: a stand-in marks where each argument lands among the parameters. */
const STAND_IN = "\u0000evenkeel-template-argument-";

interface Template {
  sql: string;
  query: CompiledQuery["query"];
  queryId: CompiledQuery["queryId"];
  /** Per parameter: the argument it takes (≥ 0), or -1 for a value the builder fixed. */
  slots: readonly number[];
  fixed: readonly unknown[];
}

export class QueryTemplateError extends Error {}

const templates = new WeakMap<object, Map<string, Template>>();

/** Whose templates a handle uses: its dialect adapter's, unless plugins change what it compiles. */
function templateOwner(db: AppDatabase): object {
  const executor = db.getExecutor();
  return executor.plugins.length === 0 ? executor.adapter : db;
}

/**
 * Runs the query `build` makes of `values`, compiled once for `shape` on this handle. `build`
 * must use each value as a parameter (not in `sql.raw`, not to choose a column or a clause):
 * its first run checks that every stand-in became a parameter and none reached the SQL text.
 */
export async function runTemplate<const V extends readonly unknown[], R>(
  db: AppDatabase,
  shape: string,
  values: V,
  build: (...values: V) => Compilable<R>,
): Promise<R[]> {
  const owner = templateOwner(db);
  let byShape = templates.get(owner);
  if (!byShape) {
    byShape = new Map();
    templates.set(owner, byShape);
  }
  let template = byShape.get(shape);
  if (!template) {
    template = compileTemplate(
      shape,
      values.length,
      build as unknown as (...values: unknown[]) => Compilable<R>,
    );
    byShape.set(shape, template);
  }
  const { slots, fixed } = template;
  const parameters = new Array<unknown>(slots.length);
  for (let index = 0; index < slots.length; index++) {
    const slot = slots[index] as number;
    parameters[index] = slot < 0 ? fixed[index] : values[slot];
  }
  const result = await db.executeQuery<R>({
    sql: template.sql,
    query: template.query,
    queryId: template.queryId,
    parameters,
  });
  return result.rows;
}

/** The first row of a template's answer, or undefined. */
export async function firstOfTemplate<const V extends readonly unknown[], R>(
  db: AppDatabase,
  shape: string,
  values: V,
  build: (...values: V) => Compilable<R>,
): Promise<R | undefined> {
  return (await runTemplate(db, shape, values, build))[0];
}

function compileTemplate<R>(
  shape: string,
  arity: number,
  build: (...values: unknown[]) => Compilable<R>,
): Template {
  const standIns = Array.from({ length: arity }, (_, index) => `${STAND_IN}${index}`);
  const compiled = build(...standIns).compile();
  if (compiled.sql.includes(STAND_IN)) {
    throw new QueryTemplateError(`Query template ${shape} writes a value into its SQL text`);
  }
  const slots = compiled.parameters.map((parameter) =>
    typeof parameter === "string" && parameter.startsWith(STAND_IN)
      ? Number(parameter.slice(STAND_IN.length))
      : -1,
  );
  for (let index = 0; index < arity; index++) {
    if (!slots.includes(index)) {
      throw new QueryTemplateError(`Query template ${shape} does not use its value ${index} as a parameter`);
    }
  }
  return {
    sql: compiled.sql,
    query: compiled.query,
    queryId: compiled.queryId,
    slots,
    fixed: compiled.parameters,
  };
}
