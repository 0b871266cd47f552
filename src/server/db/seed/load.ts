import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../schema';

/** Column type in PostgreSQL; array and json columns travel as text and are cast per row. */
type ColumnType = 'int' | 'smallint' | 'bigint' | 'text' | 'date' | 'bool' | 'float8' | 'numeric' | 'uuid' | 'jsonb' | 'int[]' | 'text[]';

const CHUNK_ROWS = 4000;

function quoteElement(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** PostgreSQL array literal of one column's values (each element may itself be an array, sent as text). */
function toArrayLiteral(values: unknown[], type: ColumnType): string {
  const parts = values.map((value) => {
    if (value === null || value === undefined) return 'NULL';
    if (type === 'jsonb') return quoteElement(JSON.stringify(value));
    if (type === 'int[]' || type === 'text[]') {
      const inner = (value as unknown[]).map((v) => (type === 'int[]' ? String(v) : quoteElement(String(v)))).join(',');
      return quoteElement(`{${inner}}`);
    }
    if (typeof value === 'boolean') return value ? 't' : 'f';
    return quoteElement(String(value));
  });
  return `{${parts.join(',')}}`;
}

const carrierType = (type: ColumnType) => (type === 'jsonb' || type.endsWith('[]') ? 'text' : type);

/**
 * Inserts rows with one `insert … select … from unnest(…)` per chunk: a handful of statements for tens of
 * thousands of rows, on PGlite and PostgreSQL alike.
 */
export async function insertRows<T extends object>(
  db: Kysely<Database>,
  table: keyof Database,
  columns: Record<string, ColumnType>,
  rows: readonly T[],
): Promise<void> {
  const names = Object.keys(columns);
  const selectList = names.map((name, i) => {
    const type = columns[name] as ColumnType;
    return carrierType(type) === type ? `c${i}` : `c${i}::${type}`;
  });
  const statement = `insert into ${table} (${names.join(', ')}) select ${selectList.join(', ')} from unnest(${names
    .map((name, i) => `$${i + 1}::${carrierType(columns[name] as ColumnType)}[]`)
    .join(', ')}) as u(${names.map((_, i) => `c${i}`).join(', ')})`;
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    const chunk = rows.slice(start, start + CHUNK_ROWS);
    const parameters = names.map((name) =>
      toArrayLiteral(
        chunk.map((row) => (row as Record<string, unknown>)[name]),
        columns[name] as ColumnType,
      ),
    );
    await db.executeQuery(CompiledQuery.raw(statement, parameters));
  }
}
