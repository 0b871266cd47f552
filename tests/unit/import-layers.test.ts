/**
 * The layers of src/ (ADR 34): pages → screens → features → server → stores → domain → i18n. Every
 * import points down or stays in its layer, and no file reaches itself through its imports. The imports are read
 * with TypeScript's own parser (frontmatter and scripts of .astro files included).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');

/**
 * Highest first. Layouts, components and directives are the features' shell and sit with them. The serve layer
 * runs the built site: only its site entry loads the site's code (ADR 64).
 */
const LAYERS = [
  { name: 'serve', paths: ['serve/'] },
  { name: 'pages', paths: ['pages/', 'middleware.ts', 'content.config.ts', 'env.d.ts'] },
  { name: 'screens', paths: ['screens/'] },
  { name: 'features', paths: ['features/', 'layouts/', 'components/', 'directives/'] },
  { name: 'server', paths: ['server/'] },
  { name: 'stores', paths: ['stores/'] },
  { name: 'domain', paths: ['domain/'] },
  { name: 'i18n', paths: ['i18n/', 'styles/'] },
] as const;

export interface Import {
  from: string;
  to: string;
  /** `import type`, `export type`, or every named binding marked `type`: erased at build. */
  typeOnly: boolean;
}

const EXTENSIONS = ['', '.ts', '.tsx', '.astro', '.mjs', '.js', '/index.ts', '/index.tsx'];

function listFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? listFiles(path) : /\.(ts|tsx|astro|mjs)$/.test(name) ? [path] : [];
  });
}

/** The script parts of an .astro file: its frontmatter and its <script> elements. */
function scriptOf(path: string, text: string): string {
  if (!path.endsWith('.astro')) return text;
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  return [frontmatter, ...scripts].join('\n');
}

/** The module specifiers a file imports or re-exports (static and dynamic), with whether each is type-only. */
export function readSpecifiers(path: string, text: string): Array<{ specifier: string; typeOnly: boolean }> {
  const source = ts.createSourceFile(
    path.replace(/\.astro$/, '.ts'),
    scriptOf(path, text),
    ts.ScriptTarget.Latest,
    false,
    path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: Array<{ specifier: string; typeOnly: boolean }> = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined;
      const typeOnly =
        !!clause &&
        (clause.phaseModifier === ts.SyntaxKind.TypeKeyword || (!clause.name && !!named && named.length > 0 && named.every((element) => element.isTypeOnly)));
      found.push({ specifier: node.moduleSpecifier.text, typeOnly });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ specifier: node.argument.literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every import between two files of src/, as paths relative to src/. */
export function readImports(files: string[] = listFiles(SRC).filter((path) => !/\.test\.ts$/.test(path))): Import[] {
  const known = new Set(files);
  const imports: Import[] = [];
  for (const file of files) {
    for (const { specifier, typeOnly } of readSpecifiers(file, readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const base = resolve(dirname(file), specifier.replace(/\?.*$/, ''));
      const target = EXTENSIONS.map((extension) => base + extension).find((candidate) => known.has(candidate));
      if (target) imports.push({ from: relative(SRC, file), to: relative(SRC, target), typeOnly });
    }
  }
  return imports;
}

export function layerOf(path: string): number {
  const index = LAYERS.findIndex((layer) => layer.paths.some((prefix) => path === prefix || path.startsWith(prefix)));
  if (index === -1) throw new Error(`${path} is in no layer: add its folder to LAYERS`);
  return index;
}

/**
 * Type-only imports allowed to point up (they load no code). Empty since the search API's answer types moved down to
 * `domain/search-types.ts` (ADR 34); none may be added.
 */
export const KNOWN_TYPE_ONLY_UPWARD: readonly string[] = [];

/** Imports that point up a layer (type-only ones too, but for the known list above). */
export function findUpwardImports(imports: Import[]): string[] {
  return imports
    .filter((edge) => layerOf(edge.to) < layerOf(edge.from))
    .map((edge) => ({ line: `${edge.from} → ${edge.to}`, typeOnly: edge.typeOnly }))
    .filter(({ line, typeOnly }) => !(typeOnly && KNOWN_TYPE_ONLY_UPWARD.includes(line)))
    .map(({ line }) => line);
}

/** Import circles (type-only imports included: they tie two files together all the same), one line each. */
export function findCircles(imports: Import[]): string[] {
  const next = new Map<string, string[]>();
  for (const edge of imports) next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
  // Tarjan's strongly connected components: each component of more than one file (or a file importing itself) is a circle.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[] = [];
  const connect = (file: string): void => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of next.get(file) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (next.get(file) ?? []).includes(file)) circles.push(component.sort().join(' ↔ '));
  };
  for (const file of next.keys()) if (!index.has(file)) connect(file);
  return circles.sort();
}

describe('import layers of src/', () => {
  const imports = readImports();

  it('reads the imports of every kind of file', () => {
    // A parser that found nothing would pass every rule: the catch-all page, an island and a loader all import.
    for (const from of ['middleware.ts', 'features/search/FilterBar.tsx', 'layouts/MarketLayout.astro']) {
      expect(
        imports.some((edge) => edge.from === from),
        from,
      ).toBe(true);
    }
  });

  it('has server/ import nothing from features/ (nor screens/ or pages/)', () => {
    const reachingUp = imports.filter((edge) => edge.from.startsWith('server/') && layerOf(edge.to) < layerOf('server/'));
    expect(reachingUp.map((edge) => `${edge.from} → ${edge.to}`)).toEqual([]);
  });

  it('has every import point down or stay in its layer', () => {
    expect(findUpwardImports(imports)).toEqual([]);
  });

  it('keeps the list of known type-only upward imports to those that still exist', () => {
    const present = new Set(imports.filter((edge) => edge.typeOnly).map((edge) => `${edge.from} → ${edge.to}`));
    expect(KNOWN_TYPE_ONLY_UPWARD.filter((line) => !present.has(line))).toEqual([]);
  });

  it('has the serve layer load no code of the site but through its site entry (the rest only reads types and data)', () => {
    const loaded = imports.filter(
      (edge) => edge.from.startsWith('serve/') && edge.from !== 'serve/site-entry.ts' && !edge.to.startsWith('serve/') && !edge.typeOnly,
    );
    expect(loaded.map((edge) => `${edge.from} → ${edge.to}`)).toEqual(['serve/busy-page.ts → i18n/markets.ts']);
    expect(imports.some((edge) => edge.from === 'serve/site-entry.ts' && edge.to === 'server/db/database.ts')).toBe(true);
  });

  it('has no import circle', () => {
    expect(findCircles(imports)).toEqual([]);
  });

  it('finds an upward import and a circle when there is one', () => {
    const made: Import[] = [
      { from: 'server/a.ts', to: 'features/b.ts', typeOnly: false },
      { from: 'features/b.ts', to: 'features/c.ts', typeOnly: true },
      { from: 'features/c.ts', to: 'features/b.ts', typeOnly: false },
    ];
    expect(findUpwardImports(made)).toEqual(['server/a.ts → features/b.ts']);
    expect(findUpwardImports([{ from: 'stores/x.ts', to: 'features/y.ts', typeOnly: true }])).toEqual(['stores/x.ts → features/y.ts']);
    expect(findCircles(made)).toEqual(['features/b.ts ↔ features/c.ts']);
    expect(readSpecifiers('x.astro', "---\nimport type { A } from './a';\nimport B from './b.astro';\nconst c = await import('./c');\n---\n<B />")).toEqual([
      { specifier: './a', typeOnly: true },
      { specifier: './b.astro', typeOnly: false },
      { specifier: './c', typeOnly: false },
    ]);
  });
});
