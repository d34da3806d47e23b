import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// import-x/no-cycle skips type-only imports, but a type cycle still makes two rooms one (issue 26 counts them):
// this rule reads the whole graph once per lint run, type imports included, and reports every import that closes
// a cycle. Only relative imports between source files count; packages are entered through their entry points.
const SOURCE = /\.(ts|tsx)$/;
const graphs = new Map();

function listSources(dir, out) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') listSources(full, out);
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

function resolveImport(from, specifier, known) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier).replace(/\.js$/, '');
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((f) =>
    known.has(f),
  );
}

/** Strongly connected components (Tarjan) of the import graph: a file's component, when it has a cycle. */
function cyclicComponents(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const componentOf = new Map();
  let next = 0;
  const visit = (file) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of edges.get(file)) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
    }
    if (low.get(file) !== index.get(file)) return;
    const component = new Set();
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.add(member);
    } while (member !== file);
    const cyclic = component.size > 1 || edges.get(file).has(file);
    if (cyclic) for (const m of component) componentOf.set(m, component);
  };
  for (const file of edges.keys()) if (!index.has(file)) visit(file);
  return componentOf;
}

function graphOf(root) {
  if (!graphs.has(root)) {
    const files = listSources(root, []);
    const known = new Set(files);
    const edges = new Map();
    for (const file of files) {
      const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles.map((i) => resolveImport(file, i.fileName, known)).filter(Boolean);
      edges.set(file, new Set(targets));
    }
    graphs.set(root, { known, componentOf: cyclicComponents(edges) });
  }
  return graphs.get(root);
}

/** The source root a file belongs to: `<workspace>/src`. */
const sourceRoot = (file) => {
  const at = file.lastIndexOf(`${path.sep}src${path.sep}`);
  return at < 0 ? undefined : file.slice(0, at + 4);
};

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycle among source files, type-only imports included' },
    schema: [],
    messages: { cycle: 'Import cycle: {{target}} imports back into {{file}} ({{size}} files in the cycle).' },
  },
  create(context) {
    const file = context.filename;
    const root = sourceRoot(file);
    if (!root || !SOURCE.test(file)) return {};
    const { known, componentOf } = graphOf(root);
    const component = componentOf.get(file);
    if (!component) return {};
    const check = (node) => {
      if (typeof node.source?.value !== 'string') return;
      const target = resolveImport(file, node.source.value, known);
      if (target && component.has(target))
        context.report({
          node: node.source,
          messageId: 'cycle',
          data: {
            target: path.relative(root, target),
            file: path.relative(root, file),
            size: String(component.size),
          },
        });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
