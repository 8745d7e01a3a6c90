import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { build } from 'esbuild';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiBundleOptions, packagesLoadedOnUse } from '../../../scripts/api-bundle-options.mjs';
import { createTestApp, type TestApp } from './test-helper';

// The API's structure as its imports measure it (decisions 0220, 0222): no module imports another, types
// included, so none is in a loop; the layers below import no module or flow; and every job kind the code
// queues has its handler from the composition root (decision 0221).

const sourceRoot = import.meta.dirname;
const modulesRoot = join(sourceRoot, 'modules');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    // Tests and their fixtures drive the whole app, like the composition root; the structure binds the code they test.
    return entry.name.endsWith('.ts') && !/(\.test|-test-fixtures)\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** A relative import as the bundler resolves it: the .ts file, or the folder's index.ts. */
function resolveImport(fromFile: string, specifier: string): string | undefined {
  const base = resolve(dirname(fromFile), specifier);
  return [`${base}.ts`, join(base, 'index.ts')].find((candidate) => existsSync(candidate));
}

const moduleOf = (file: string): string | undefined => {
  const path = relative(modulesRoot, file);
  return path.startsWith('..') ? undefined : path.split(sep)[0];
};

/** Every relative import of the source files under `folder`, type imports and re-exports included, as [file, target]. */
function importsUnder(folder: string): [string, string][] {
  return sourceFiles(folder).flatMap((file) =>
    ts
      .preProcessFile(readFileSync(file, 'utf8'), true, true)
      .importedFiles.filter(({ fileName }) => fileName.startsWith('.'))
      .flatMap(({ fileName }): [string, string][] => {
        const target = resolveImport(file, fileName);
        return target ? [[file, target]] : [];
      }),
  );
}

/** Module → the modules its source files import, with each import as "file → target". */
function moduleImportGraph(): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  for (const file of sourceFiles(modulesRoot)) graph.set(moduleOf(file)!, new Map());
  for (const [file, target] of importsUnder(modulesRoot)) {
    const from = moduleOf(file)!;
    const to = moduleOf(target);
    const edges = graph.get(from)!;
    if (to && to !== from) edges.set(to, [...(edges.get(to) ?? []), `${relative(sourceRoot, file)} → ${relative(sourceRoot, target)}`]);
  }
  return graph;
}

/** The strongly connected groups of more than one module (Tarjan): each is an import loop. */
function importLoops(graph: Map<string, Map<string, string[]>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const loops: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      group.push(member);
    } while (member !== node);
    if (group.length > 1) loops.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return loops;
}

describe("the API's modules", () => {
  const graph = moduleImportGraph();

  it('import each other in no loop, type imports included', () => {
    expect(graph.size).toBeGreaterThan(20);
    expect(importLoops(graph)).toEqual([]);
  });

  it('import no other module, not even its public file or a type (decision 0222)', () => {
    // Shared records and guards are in lib/ (and security/, documents/, providers/); work across modules is a
    // flow in flows/ or a port the module declares, handed to it by composition-root.ts.
    const imports = [...graph.values()].flatMap((edges) => [...edges.values()].flat());
    expect(imports).toEqual([]);
  });

  it('find a loop when one is there (the check itself)', () => {
    const looped = new Map([
      ['sales', new Map([['payments', ['sales-routes.ts → payments/index.ts']]])],
      ['payments', new Map([['policies', ['payments-service.ts → policies/index.ts']]])],
      ['policies', new Map([['sales', ['policies-repository.ts → sales/index.ts']]])],
      ['leads', new Map([['sales', ['sale-leads.ts → sales/index.ts']]])],
    ]);
    expect(importLoops(looped)).toEqual([['payments', 'policies', 'sales']]);
  });
});

describe('the layers below the modules', () => {
  it('import no module and no flow', () => {
    const below = ['lib', 'security', 'documents', 'providers', 'db', 'jobs', 'plugins', 'i18n'].map((folder) => join(sourceRoot, folder));
    const upward = below
      .flatMap(importsUnder)
      .filter(([, target]) => moduleOf(target) !== undefined || !relative(join(sourceRoot, 'flows'), target).startsWith('..'))
      .map(([file, target]) => `${relative(sourceRoot, file)} → ${relative(sourceRoot, target)}`);
    expect(upward).toEqual([]);
  });
});

describe('the job kinds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('each have a handler in the composition root', () => {
    // Every job kind named in the source (`…_JOB = 'kind'`), wherever its module declares it.
    const declared = sourceFiles(sourceRoot).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/export const [A-Z_]+_JOB = '([^']+)'/g)].map((match) => match[1]!),
    );
    expect(declared.length).toBeGreaterThan(10);
    expect(Object.keys(t.app.jobHandlers).sort()).toEqual([...new Set(declared)].sort());
  });
});

describe('what every start of the service loads', () => {
  // Packages only some paths need (decisions 0056, 0309): each database driver loads when a database is opened on
  // it, the others on their first use. A static import anywhere in the bundle would load one at every start.
  const loadedOnUse = Object.keys(packagesLoadedOnUse);

  it("holds none of the packages of rare paths among the built service's static imports, and each among its dynamic ones", async () => {
    const repoRoot = resolve(sourceRoot, '../../..');
    const bundle = await build({ ...apiBundleOptions(repoRoot), entryPoints: [join(sourceRoot, 'main.ts')], write: false, metafile: true, sourcemap: false });
    const imports = Object.values(bundle.metafile.outputs).flatMap((output) => output.imports.filter((imported) => imported.external));
    const staticImports = new Set(imports.filter((imported) => imported.kind === 'import-statement').map((imported) => imported.path));
    const dynamicImports = new Set(imports.filter((imported) => imported.kind === 'dynamic-import').map((imported) => imported.path));
    expect(loadedOnUse.filter((name) => staticImports.has(name))).toEqual([]);
    expect(loadedOnUse.filter((name) => !dynamicImports.has(name))).toEqual([]);
    // to-words by locale only: the whole package is 135 locales.
    expect([...staticImports].filter((name) => name.startsWith('to-words')).sort()).toEqual(['to-words/en-IN', 'to-words/hi-IN', 'to-words/mr-IN']);
  });
});
