// publiccode.yml and LICENSE: what an Italian administration checks before reusing the portal (issue 21).
// The file must pass the standard's schema (docs/publiccode.schema.json, written from the standard's text: see
// its description) and agree with what the repository itself says (package.json, LICENSE).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

const schema = JSON.parse(read('docs/publiccode.schema.json'));
const validate = new Ajv({ allErrors: true }).compile(schema);
const publiccode = () => parse(read('publiccode.yml'));
const packageJson = JSON.parse(read('package.json'));

/** The schema's complaints, one readable line each (empty when the document is valid). */
function problems(document: unknown): string[] {
  if (validate(document)) return [];
  return (validate.errors ?? []).map((error) => {
    const where = 'instancePath' in error ? error.instancePath : (error as { dataPath: string }).dataPath;
    return `${where || '/'} ${error.message}`;
  });
}

describe('publiccode.yml', () => {
  it('passes the schema of the publiccode.yml standard', () => {
    expect(problems(publiccode())).toEqual([]);
  });

  it.each(
    [
      ['publiccodeYmlVersion'],
      ['name'],
      ['url'],
      ['platforms'],
      ['developmentStatus'],
      ['softwareType'],
      ['description'],
      ['legal', 'license'],
      ['maintenance', 'type'],
      ['maintenance', 'contacts'],
      ['localisation', 'availableLanguages'],
      ['description', 'en', 'longDescription'],
      ['description', 'it', 'features'],
      ['IT', 'countryExtensionVersion'],
    ].map((keys) => [keys.join('.'), keys] as const),
  )('fails without %s (on a copy)', (_name, keys) => {
    const copy = publiccode();
    const parent = keys.slice(0, -1).reduce((section, key) => section[key], copy);
    delete parent[keys.at(-1)!];
    expect(problems(copy).length).toBeGreaterThan(0);
  });

  it('fails on an unknown key, a value outside the vocabularies, a short description too long', () => {
    const withUnknown = { ...publiccode(), licence: 'EUPL-1.2' };
    expect(problems(withUnknown)).toEqual([
      expect.stringMatching(/^\/ (must|should) NOT have additional properties$/),
    ]);
    expect(problems({ ...publiccode(), categories: ['suap'] }).length).toBeGreaterThan(0);
    expect(problems({ ...publiccode(), developmentStatus: 'alpha' }).length).toBeGreaterThan(0);
    expect(problems({ ...publiccode(), supports: [{ id: 'alias:suap' }] }).length).toBeGreaterThan(0);
    const copy = publiccode();
    copy.description.it.shortDescription = 'x'.repeat(151);
    expect(problems(copy).length).toBeGreaterThan(0);
  });

  it('says what the repository says: version, licence, languages, Node.js', () => {
    const file = publiccode();
    expect(file.softwareVersion).toBe(packageJson.version);
    expect(file.legal.license).toBe(packageJson.license);
    expect(file.localisation.availableLanguages).toEqual(['it', 'en']);
    expect(Object.keys(file.description).sort()).toEqual(['en', 'it']);
    // `^24.11.0` or `>=24.11`: the major and minor the portal needs at least.
    const nodeMinimum = /^(?:>=|\^)\s*(\d+\.\d+)/.exec(packageJson.engines.node)?.[1];
    expect(file.dependsOn.open.find((dependency: { name: string }) => dependency.name === 'Node.js')).toEqual(
      {
        name: 'Node.js',
        versionMin: nodeMinimum,
      },
    );
  });
});

describe('LICENSE', () => {
  it('is the European Union Public Licence v. 1.2, whole', () => {
    const licence = read('LICENSE');
    expect(licence.startsWith('European Union Public Licence\nV. 1.2\n')).toBe(true);
    for (let article = 1; article <= 15; article += 1)
      expect(licence).toMatch(new RegExp(`^${article}\\. [A-Z]`, 'm'));
    expect(licence).toContain('Appendix\n');
    expect(licence).toContain('European Union Public Licence (EUPL) v. 1.1, v. 1.2');
    expect(licence.trimEnd().endsWith('new EUPL version.')).toBe(true);
  });
});
