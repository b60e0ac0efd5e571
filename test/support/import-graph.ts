import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The import graph of the backend's TypeScript, as the compiler's own pre-parser reads it
 * (`ts.preProcessFile`: every `import`, `export … from` and `import()`, type-only ones too: a
 * type import is a dependency of the design even where it is erased at run time). Relative
 * specifiers only (packages are no part of the shop's layering); `./x.js` resolves to `./x.ts`.
 */
export function importGraph(root: string, folder: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) {
        const { importedFiles } = ts.preProcessFile(readFileSync(path, 'utf8'), true, true);
        const targets = importedFiles
          .map((f) => f.fileName)
          .filter((name) => name.startsWith('.'))
          .map((name) => relative(root, resolve(dirname(path), name.replace(/\.js$/, '.ts'))));
        graph.set(relative(root, path), targets);
      }
    }
  };
  walk(join(root, folder));
  return graph;
}

/** The graph between groups of files (`groupOf` names a file's group, undefined: left out): group → groups it imports. */
export function groupGraph(files: Map<string, string[]>, groupOf: (file: string) => string | undefined): Map<string, Set<string>> {
  const groups = new Map<string, Set<string>>();
  for (const [file, targets] of files) {
    const from = groupOf(file);
    if (!from) continue;
    const edges = groups.get(from) ?? new Set<string>();
    for (const target of targets) {
      const to = groupOf(target);
      if (to && to !== from) edges.add(to);
    }
    groups.set(from, edges);
  }
  return groups;
}

/** Every cycle's path (a → b → a), found by depth-first search; empty when the graph has none. */
export function cyclesOf(graph: Map<string, Set<string>>): string[] {
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next].join(' → '));
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}
