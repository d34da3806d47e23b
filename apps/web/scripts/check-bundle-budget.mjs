#!/usr/bin/env node
/**
 * Run after `vite build`: prints the gzip size of the initial chunks and of what each public page loads, and
 * exits non-zero when a page is over budget or loads back-office / enrolment-wizard code (issue 11).
 * Usage: node scripts/check-bundle-budget.mjs [distDir]   (default: apps/web/dist)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { BUDGET_GZIP_BYTES, checkBudget, initialFiles, kB } from './bundle-budget.mjs';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.resolve(process.argv[2] ?? path.join(webDir, 'dist'));
const manifestFile = path.join(distDir, '.vite', 'manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(`bundle budget: ${manifestFile} is missing (build with build.manifest on)`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));

const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const bytes = fs.readFileSync(path.join(distDir, file));
    sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes).length });
  }
  return sizes.get(file);
}

function sourcesOf(file) {
  const mapFile = path.join(distDir, `${file}.map`);
  if (!fs.existsSync(mapFile)) return null;
  return JSON.parse(fs.readFileSync(mapFile, 'utf8')).sources.map((source) => source.replaceAll('\\', '/'));
}

const pad = (text, width) => String(text).padEnd(width);
const num = (bytes, width = 10) => kB(bytes).padStart(width);

console.log('\nInitial chunks (entry and its static imports):');
for (const file of initialFiles(manifest).filter((name) => name.endsWith('.js'))) {
  const { raw, gzip } = sizeOf(file);
  console.log(`  ${pad(file, 48)}${num(raw)} kB${num(gzip)} kB gzip`);
}

const { rows, failures } = checkBudget({ manifest, sizeOf, sourcesOf });
console.log(
  `\nJavaScript per public page (entry + page language core and text part + route chunk), budget ${kB(BUDGET_GZIP_BYTES)} kB gzip:`,
);
console.log(`  ${pad('page', 26)}${pad('chunks', 8)}${'raw kB'.padStart(10)}${'gzip kB'.padStart(10)}`);
for (const row of rows) {
  const verdict = row.ok ? 'ok' : 'OVER';
  console.log(`  ${pad(row.page, 26)}${pad(row.files.length, 8)}${num(row.raw)}${num(row.gzip)}  ${verdict}`);
}

if (failures.length > 0) {
  console.error('\nBundle budget failed:');
  for (const failure of failures) console.error(`  - ${failure}`);
  process.exit(1);
}
console.log('\nBundle budget met; no public page loads back-office or enrolment-wizard code.\n');
