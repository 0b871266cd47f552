/**
 * Every rule of src/domain/ is applied by the running product: each exported function or constant of a domain module
 * is reached from code outside src/domain/ (pages, screens, features, server, stores, scripts, astro.config.mjs),
 * either imported there directly or used by another domain export that is. A rule only its test calls is a defect:
 * the running code then carries its own copy of the rule, or none. Files are read with TypeScript's own parser.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const DOMAIN = join(ROOT, 'src/domain');

/** Exports not yet applied by the running code, as `file: name` relative to src/domain/. None may be added. */
export const KNOWN_UNUSED: readonly string[] = [];

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts'];

function listFiles(folder: string, pattern: RegExp): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? listFiles(path, pattern) : pattern.test(name) ? [path] : [];
  });
}

/** A top-level declaration of a domain module: what it references and whether it is a runtime export. */
interface Declaration {
  exported: boolean;
  references: Set<string>;
}

export interface DomainModule {
  /** Top-level functions, variables, classes and enums by name. */
  declarations: Map<string, Declaration>;
  /** Local name → the domain module (path) and export name it is imported from. */
  imports: Map<string, { file: string; name: string }>;
  /** Names this module re-exports from another domain module (`export { a } from './b'`). */
  reexports: Map<string, { file: string; name: string }>;
  /** Identifiers referenced by top-level statements that declare nothing (they run when the module loads). */
  loadReferences: Set<string>;
}

function isExported(node: ts.Node): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
}

/** Identifiers read inside a node, leaving out property names (`a.b`, `{ b: 1 }`) that name no binding. */
function collectReferences(node: ts.Node, into: Set<string>): void {
  const visit = (child: ts.Node): void => {
    if (ts.isIdentifier(child)) {
      const parent = child.parent;
      const isPropertyName =
        (ts.isPropertyAccessExpression(parent) && parent.name === child) ||
        ((ts.isPropertyAssignment(parent) ||
          ts.isPropertySignature(parent) ||
          ts.isPropertyDeclaration(parent) ||
          ts.isMethodDeclaration(parent) ||
          ts.isMethodSignature(parent)) &&
          parent.name === child);
      if (!isPropertyName) into.add(child.text);
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
}

function resolveModule(from: string, specifier: string, known: ReadonlySet<string>): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  return EXTENSIONS.map((extension) => base + extension).find((candidate) => known.has(candidate));
}

export function readDomainModule(path: string, text: string, domainFiles: ReadonlySet<string>): DomainModule {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const module: DomainModule = { declarations: new Map(), imports: new Map(), reexports: new Map(), loadReferences: new Set() };
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const target = resolveModule(path, statement.moduleSpecifier.text, domainFiles);
      const bindings = statement.importClause?.namedBindings;
      if (target && bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) module.imports.set(element.name.text, { file: target, name: (element.propertyName ?? element.name).text });
      }
    } else if (ts.isExportDeclaration(statement)) {
      const target =
        statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
          ? resolveModule(path, statement.moduleSpecifier.text, domainFiles)
          : undefined;
      if (statement.exportClause && ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) {
          if (target) module.reexports.set(element.name.text, { file: target, name: (element.propertyName ?? element.name).text });
        }
      }
    } else if (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement)) {
      if (!statement.name) continue;
      const references = new Set<string>();
      collectReferences(statement, references);
      module.declarations.set(statement.name.text, { exported: isExported(statement), references });
    } else if (ts.isVariableStatement(statement)) {
      for (const declarator of statement.declarationList.declarations) {
        const references = new Set<string>();
        collectReferences(declarator, references);
        const names = new Set<string>();
        collectReferences(declarator.name, names);
        for (const name of names) module.declarations.set(name, { exported: isExported(statement), references });
      }
    } else if (!ts.isInterfaceDeclaration(statement) && !ts.isTypeAliasDeclaration(statement)) {
      collectReferences(statement, module.loadReferences);
    }
  }
  // `export { local }` after the declaration: mark the declaration exported.
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement) && !statement.moduleSpecifier && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) {
        const declaration = module.declarations.get((element.propertyName ?? element.name).text);
        if (declaration) declaration.exported = true;
      }
    }
  }
  return module;
}

/** `file: name` of every domain export the outside files reach, directly or through other domain declarations. */
export function findUsed(modules: ReadonlyMap<string, DomainModule>, roots: Iterable<{ file: string; name: string }>): Set<string> {
  const reached = new Set<string>();
  const queue = [...roots];
  for (const [file, module] of modules) {
    for (const name of module.loadReferences) queue.push({ file, name });
  }
  const follow = (file: string, name: string): void => {
    const module = modules.get(file);
    if (!module) return;
    if (module.declarations.has(name)) queue.push({ file, name });
    else if (module.imports.has(name)) queue.push(module.imports.get(name)!);
  };
  while (queue.length > 0) {
    const { file, name } = queue.pop()!;
    const key = `${file}: ${name}`;
    if (reached.has(key)) continue;
    reached.add(key);
    const module = modules.get(file);
    if (!module) continue;
    const reexport = module.reexports.get(name);
    if (reexport) queue.push(reexport);
    if (module.imports.has(name)) queue.push(module.imports.get(name)!);
    for (const reference of module.declarations.get(name)?.references ?? []) follow(file, reference);
  }
  return reached;
}

/** The domain exports (`path: name`, paths relative to `base`) that nothing outside the domain reaches. */
export function findUnused(modules: ReadonlyMap<string, DomainModule>, roots: Iterable<{ file: string; name: string }>, base = DOMAIN): string[] {
  const used = findUsed(modules, roots);
  const unused: string[] = [];
  for (const [file, module] of modules) {
    for (const [name, declaration] of module.declarations) {
      if (declaration.exported && !used.has(`${file}: ${name}`)) unused.push(`${relative(base, file)}: ${name}`);
    }
  }
  return unused.sort();
}

/** The domain bindings a file outside src/domain/ imports (named, default, or every export of a namespace import). */
export function readDomainImports(path: string, text: string, modules: ReadonlyMap<string, DomainModule>): Array<{ file: string; name: string }> {
  const found: Array<{ file: string; name: string }> = [];
  const known = new Set(modules.keys());
  const source = ts.createSourceFile(
    path.replace(/\.(astro|mjs)$/, '.ts'),
    astroScript(path, text),
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const everyExport = (file: string): void => {
    const module = modules.get(file)!;
    for (const name of [...module.declarations.keys(), ...module.reexports.keys()]) found.push({ file, name });
  };
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const target = resolveModule(path, node.moduleSpecifier.text, known);
      if (target) {
        if (ts.isImportDeclaration(node)) {
          const clause = node.importClause;
          if (clause?.name) found.push({ file: target, name: 'default' });
          const bindings = clause?.namedBindings;
          if (bindings && ts.isNamedImports(bindings))
            for (const element of bindings.elements) found.push({ file: target, name: (element.propertyName ?? element.name).text });
          else if (bindings) everyExport(target);
        } else if (node.exportClause && ts.isNamedExports(node.exportClause)) {
          for (const element of node.exportClause.elements) found.push({ file: target, name: (element.propertyName ?? element.name).text });
        } else everyExport(target);
      }
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      const target = resolveModule(path, node.arguments[0].text, known);
      if (target) everyExport(target);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The script parts of an .astro file (frontmatter and <script> elements); other files whole. */
function astroScript(path: string, text: string): string {
  if (!path.endsWith('.astro')) return text;
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  return [frontmatter, ...scripts].join('\n');
}

function readProject(): { modules: Map<string, DomainModule>; importsByFile: Map<string, Array<{ file: string; name: string }>> } {
  const domainFiles = listFiles(DOMAIN, /^(?!.*\.test\.ts$).*\.ts$/);
  const known = new Set(domainFiles);
  const modules = new Map(domainFiles.map((file) => [file, readDomainModule(file, readFileSync(file, 'utf8'), known)]));
  const outside = [
    ...listFiles(join(ROOT, 'src'), /\.(ts|tsx|astro|mjs)$/).filter((file) => !file.startsWith(DOMAIN + '/') && !/\.test\.tsx?$/.test(file)),
    ...listFiles(join(ROOT, 'scripts'), /\.(ts|mjs|js)$/).filter((file) => !/\.test\.ts$/.test(file)),
    join(ROOT, 'astro.config.mjs'),
  ];
  return { modules, importsByFile: new Map(outside.map((file) => [file, readDomainImports(file, readFileSync(file, 'utf8'), modules)])) };
}

describe('rules of src/domain/ applied by the running code', () => {
  const { modules, importsByFile } = readProject();
  const roots = [...importsByFile.values()].flat();

  it('reads the domain imports of every kind of file', () => {
    // A reader that found nothing would flag everything: pages, islands and server modules all import rules.
    for (const kind of ['.astro', '.tsx', '.ts']) {
      expect(
        [...importsByFile].some(([file, found]) => file.endsWith(kind) && found.length > 0),
        kind,
      ).toBe(true);
    }
    expect(modules.size).toBeGreaterThan(50);
  });

  it('has every exported function and constant of src/domain/ reached from outside the domain', () => {
    // A known unused export counts as applied, so that what it uses is not listed as well.
    expect(findUnused(modules, [...roots, ...KNOWN_UNUSED.map(toRoot)]).filter((line) => !KNOWN_UNUSED.includes(line))).toEqual([]);
  });

  it('keeps the list of known unused exports to those still unused and still there', () => {
    const unused = findUnused(modules, roots);
    expect(KNOWN_UNUSED.filter((line) => !unused.includes(line))).toEqual([]);
  });

  it('finds an export only a test or an unused export reaches', () => {
    const files = new Set(['/d/a.ts', '/d/b.ts']);
    const a = readDomainModule(
      '/d/a.ts',
      "import { helper } from './b';\nexport const LIMIT = 3;\nexport function used(n: number) { return helper(n) + LIMIT; }\nexport function unused() { return 1; }\nexport type T = number;",
      files,
    );
    const b = readDomainModule(
      '/d/b.ts',
      'function inner() { return 2; }\nexport function helper(n: number) { return n * inner(); }\nexport function onlyForUnused() { return { helper: 1 }.helper; }\nexport const TABLE = { x: onlyForUnused };',
      files,
    );
    const made = new Map([
      ['/d/a.ts', a],
      ['/d/b.ts', b],
    ]);
    const outsideImports = readDomainImports('/x/Page.astro', "---\nimport { used } from '../d/a';\n---\n<p>{used(1)}</p>", made);
    expect(outsideImports).toEqual([{ file: '/d/a.ts', name: 'used' }]);
    expect(findUnused(made, outsideImports, '/d')).toEqual(['a.ts: unused', 'b.ts: TABLE', 'b.ts: onlyForUnused']);
  });
});

function toRoot(line: string): { file: string; name: string } {
  const [file, name] = line.split(': ');
  return { file: join(DOMAIN, file!), name: name! };
}
