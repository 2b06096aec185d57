// docs/shared-contract.md has one table per entry of package.json's exports; each table must name
// exactly what the entry exports: values as importing the entry gives them, types as the TypeScript
// checker sees them. A new entry is checked as soon as it is in the exports map.
import ts from 'typescript';
import packageJson from '../package.json';

// Provided by jest's module wrapper (this package has no Node types; files are read through ts.sys).
declare const __dirname: string;

const sharedDir = ts.sys.resolvePath(`${__dirname}/..`);
const contractFile = ts.sys.resolvePath(`${sharedDir}/../docs/shared-contract.md`);

const entries = Object.entries(packageJson.exports as Record<string, string>)
  .filter(([subpath]) => subpath !== './package.json')
  .map(([subpath, file]) => ({
    name: subpath === '.' ? '@portal/shared' : `@portal/shared/${subpath.slice(2)}`,
    file: ts.sys.resolvePath(`${sharedDir}/${file}`),
  }));

/** Each `## \`@portal/shared…\`` section's table: the code spans of the first column, row by row. */
function documentedCells(markdown: string): Map<string, string[]> {
  const sections = new Map<string, string[]>();
  let current: string[] | null = null;
  for (const line of markdown.split('\n')) {
    const heading = /^## `(@portal\/shared[^`]*)`\s*$/.exec(line);
    if (heading) {
      current = [];
      sections.set(heading[1], current);
      continue;
    }
    if (line.startsWith('## ')) current = null;
    if (!current || !line.startsWith('|') || /^\|[\s|:-]+\|$/.test(line)) continue;
    const firstCell = line.split('|')[1];
    if (firstCell.trim() === 'names') continue;
    for (const [, code] of firstCell.matchAll(/`([^`]+)`/g)) current.push(code);
  }
  return sections;
}

/** The names a section documents, with a cell naming another entry standing for that entry's names. */
function documentedNames(sections: Map<string, string[]>, entry: string, seen = new Set<string>()): string[] {
  seen.add(entry);
  return (sections.get(entry) ?? []).flatMap((cell) =>
    cell.startsWith('@portal/shared') && !seen.has(cell) ? documentedNames(sections, cell, seen) : [cell],
  );
}

/** The type-only exports of each entry file (values are read from the module itself). */
function typeOnlyExports(files: string[]): Map<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(
    `${sharedDir}/tsconfig.json`,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  )!;
  const program = ts.createProgram(files, { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  return new Map(
    files.map((file) => {
      const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(file)!);
      const names = (moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : [])
        .filter((symbol) => {
          const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
          return !(target.flags & ts.SymbolFlags.Value);
        })
        .map((symbol) => symbol.name);
      return [file, names];
    }),
  );
}

// Imported while the file is collected: the testing setup entry registers jest hooks when it first runs.
const runtimeExports = new Map(
  entries.map(({ file }) => [
    file,
    Object.keys(jest.requireActual<object>(file)).filter((name) => name !== '__esModule'),
  ]),
);

describe('docs/shared-contract.md', () => {
  const sections = documentedCells(ts.sys.readFile(contractFile) ?? '');
  let typeExports: Map<string, string[]>;
  beforeAll(() => {
    typeExports = typeOnlyExports(entries.map((entry) => entry.file));
  }, 120_000);

  it('has a section for every entry of the exports map, and none for an entry that does not exist', () => {
    expect([...sections.keys()].sort()).toEqual(entries.map((entry) => entry.name).sort());
  });

  it.each(entries)('documents exactly what $name exports', ({ name, file }) => {
    const actual = [...runtimeExports.get(file)!, ...typeExports.get(file)!];
    const documented = documentedNames(sections, name);
    const missing = actual.filter((item) => !documented.includes(item)).sort();
    const notExported = documented.filter((item) => !actual.includes(item)).sort();
    expect({ entry: name, missing, notExported }).toEqual({ entry: name, missing: [], notExported: [] });
  });
});
