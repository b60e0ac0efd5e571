// ESLint rule `local/import-boundaries`: the import directions of ARCHITECTURE.md.
// Written by hand (about 60 lines) because eslint-plugin-import-x depends on a native resolver
// whose non-Linux builds this project's registry does not carry, which breaks `npm ci`.
// It resolves each import specifier to a repository path (relative, `@/` → web/src,
// `@contracts/` → functions/contracts; packages are ignored) and checks it against zones:
// files under `target` may not import from `from`, unless the path is under one of `except`.
import { dirname, relative, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const aliases = [
  ['@contracts/', 'functions/contracts/'],
  ['@/', 'web/src/'],
];

/** The repository path an import names, without its extension (`functions/routes`), or undefined for a package. */
function resolveSpecifier(specifier, file) {
  const strip = (path) => path.replace(/\.(m?js|tsx?)$/, '');
  if (specifier.startsWith('.')) return strip(relative(root, resolve(dirname(file), specifier)));
  for (const [prefix, dir] of aliases) if (specifier.startsWith(prefix)) return strip(dir + specifier.slice(prefix.length));
  return undefined;
}

const inside = (path, dir) => path === dir || path.startsWith(dir.endsWith('/') ? dir : `${dir}/`);

export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the import directions between the layers of the repository' },
    schema: [{ type: 'object', properties: { zones: { type: 'array' } }, additionalProperties: false }],
  },
  create(context) {
    const zones = context.options[0]?.zones ?? [];
    const file = relative(root, context.filename);
    const active = zones.filter((z) => inside(file, z.target));
    if (!active.length) return {};
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const target = resolveSpecifier(source.value, context.filename);
      if (!target) return;
      for (const zone of active) {
        if (inside(target, zone.from) && !(zone.except ?? []).some((e) => inside(target, e))) {
          context.report({ node: source, message: `Unexpected import of "${source.value}" here: ${zone.message ?? `${zone.target} may not import from ${zone.from}`}` });
        }
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default { rules: { 'import-boundaries': importBoundaries } };
