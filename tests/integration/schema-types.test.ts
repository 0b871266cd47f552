/**
 * The Kysely table types (src/server/db/schema.ts) agree with the tables the migrations make (ADR 65), on both
 * databases: every table and column of one is in the other; a column that may be null is typed with null and one
 * that may not is typed without it; a column with a default (or a generated id) is Generated, one without is not;
 * booleans, timestamps, dates, numbers and JSON have their TypeScript kind. The types are written by hand, to keep
 * the unions the CHECK constraints allow and the notes on each column; this test is what keeps them true.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import { openTestDatabase, TARGETS } from './harness';

const SCHEMA = 'src/server/db/schema.ts';
/** Tables of the migrator's own bookkeeping, not of the application. */
const BOOKKEEPING = new Set(['schema_migrations']);

interface TypedColumn {
  /** The property's type as written, aliases resolved one level (Generated<…>, Json<…>, DateString…). */
  text: string;
  generated: boolean;
  nullable: boolean;
}

/** The tables of the `Database` interface, and the columns of each, read from the TypeScript source. */
function readTypedTables(): Map<string, Map<string, TypedColumn>> {
  const source = ts.createSourceFile(SCHEMA, readFileSync(SCHEMA, 'utf8'), ts.ScriptTarget.Latest, true);
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  const aliases = new Map<string, string>();
  source.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, node);
    if (ts.isTypeAliasDeclaration(node)) aliases.set(node.name.text, node.type.getText(source));
  });
  /** The members of an interface with those of the interfaces it extends. */
  const membersOf = (name: string): ts.PropertySignature[] => {
    const declaration = interfaces.get(name);
    if (!declaration) throw new Error(`${SCHEMA} has no interface ${name}`);
    const inherited = (declaration.heritageClauses ?? []).flatMap((clause) => clause.types.flatMap((type) => membersOf(type.expression.getText(source))));
    return [...inherited, ...declaration.members.filter(ts.isPropertySignature)];
  };
  const tables = new Map<string, Map<string, TypedColumn>>();
  for (const table of membersOf('Database')) {
    const columns = new Map<string, TypedColumn>();
    for (const column of membersOf(table.type!.getText(source))) {
      let text = column.type!.getText(source).replace(/\s+/g, ' ');
      // Generated<…>, or a ColumnType whose insert type may be left out.
      const generated = /^(Generated|GeneratedAlways)</.test(text) || /^ColumnType<.*\bundefined\b/.test(text);
      if (generated) text = text.replace(/^(Generated|GeneratedAlways)<(.*)>$/, '$2');
      // A local alias (DateString, a union of literals) says what it stands for.
      const alias = aliases.get(text.replace(/ \| null$/, ''));
      if (alias && !alias.startsWith('ColumnType')) text = `${alias}${text.endsWith(' | null') ? ' | null' : ''}`;
      columns.set(column.name.getText(source), { text, generated, nullable: /(^|\| )null( \||$)/.test(text) });
    }
    tables.set(table.name.getText(source), columns);
  }
  return tables;
}

interface DatabaseColumn {
  table_name: string;
  column_name: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  data_type: string;
  is_identity: 'YES' | 'NO';
}

/** The TypeScript kinds a column of this SQL type may have. */
function kindsOf(dataType: string): RegExp | null {
  if (dataType === 'boolean') return /^boolean( \| null)?$/;
  if (dataType === 'timestamp with time zone') return /^(Date|ColumnType<Date\b.*)( \| null)?$/;
  if (dataType === 'date') return /^(string|'\d{4}-\d{2}-\d{2}')( \| null)?$|^DateString/;
  if (['integer', 'smallint', 'bigint', 'numeric', 'real', 'double precision'].includes(dataType))
    return /^(number|string|bigint|ColumnType<(number|string)\b.*|[\d |]+)( \| null)?$/;
  return null;
}

describe.each(TARGETS)('the table types and the migrations on $name', ({ url }) => {
  let handle: DatabaseHandle;
  let columns: DatabaseColumn[];
  let views: Set<string>;
  const typed = readTypedTables();

  beforeAll(async () => {
    handle = await openTestDatabase(url);
    columns = (
      await sql<DatabaseColumn>`
      select table_name, column_name, is_nullable, column_default, data_type, is_identity
      from information_schema.columns where table_schema = current_schema() order by table_name, ordinal_position`.execute(handle.db)
    ).rows;
    views = new Set(
      (await sql<{ table_name: string }>`select table_name from information_schema.views where table_schema = current_schema()`.execute(handle.db)).rows.map(
        (view) => view.table_name,
      ),
    );
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
  });

  it('has the same tables and columns', () => {
    const made = new Map<string, string[]>();
    for (const column of columns.filter((c) => !BOOKKEEPING.has(c.table_name)))
      made.set(column.table_name, [...(made.get(column.table_name) ?? []), column.column_name]);
    expect([...typed.keys()].sort()).toEqual([...made.keys()].sort());
    for (const [table, names] of made) expect([...(typed.get(table)?.keys() ?? [])].sort(), table).toEqual([...names].sort());
  });

  it('types each column as the table makes it: null where it may be null, Generated where it has a default, its kind', () => {
    const problems: string[] = [];
    for (const column of columns.filter((c) => !BOOKKEEPING.has(c.table_name))) {
      const type = typed.get(column.table_name)?.get(column.column_name);
      if (!type) continue;
      const where = `${column.table_name}.${column.column_name} (${column.data_type}) typed ${type.generated ? 'Generated<' : ''}${type.text}${type.generated ? '>' : ''}`;
      const kinds = kindsOf(column.data_type);
      if (kinds && !kinds.test(type.text)) problems.push(`${where}: not the kind of ${column.data_type}`);
      if (column.data_type === 'jsonb' && /^(string|number|boolean|Date)( \| null)?$/.test(type.text)) problems.push(`${where}: JSON typed as a scalar`);
      // A view's columns are nullable and without a default in the catalogue, whatever its tables say: only their kind.
      if (views.has(column.table_name)) continue;
      const nullable = column.is_nullable === 'YES';
      const hasDefault = column.column_default !== null || column.is_identity === 'YES';
      // `unknown` (a JSON column read as it is) holds null or not.
      if (nullable !== type.nullable && type.text !== 'unknown') problems.push(`${where}: ${nullable ? 'may be null' : 'is never null'}`);
      // A nullable column without a default may be left out of an insert too: Generated is then a choice, not a lie.
      if (hasDefault !== type.generated && !(nullable && type.generated))
        problems.push(`${where}: ${hasDefault ? `has a default (${column.column_default})` : 'has no default'}`);
    }
    expect(problems).toEqual([]);
  });
});
