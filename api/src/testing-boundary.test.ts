// Test support and benchmark data live in api/testing/, outside src: the product's code never
// imports them (only the *.test.ts files beside it do).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apiDir } from './lib/paths';

const SPECIFIER = /(?:from\s+|import\s*\(\s*|require\s*\(\s*|jest\.mock\s*\(\s*)['"]([^'"]+)['"]/g;

function productionFiles(): string[] {
  const src = path.join(apiDir(), 'src');
  return readdirSync(src, { recursive: true })
    .map(String)
    .filter((f) => /\.(ts|tsx|js|mjs|cjs)$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join(src, f));
}

/** The relative specifiers of `file` (whose text is `text`) that land in api/testing/. */
function importsOfTesting(file: string, text = readFileSync(file, 'utf8')): string[] {
  const testing = path.join(apiDir(), 'testing');
  return [...text.matchAll(SPECIFIER)]
    .map((m) => m[1]!)
    .filter((spec) => spec.startsWith('.'))
    .filter((spec) => {
      const target = path.resolve(path.dirname(file), spec);
      return target === testing || target.startsWith(testing + path.sep);
    });
}

describe('api/testing stays out of the product', () => {
  it('no file under api/src other than a test imports api/testing', () => {
    const files = productionFiles();
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.flatMap((file) => importsOfTesting(file).map((spec) => `${path.relative(apiDir(), file)} → ${spec}`));
    expect(offenders).toEqual([]);
  });

  it('would see such an import (static, dynamic or require), and not the src/ folders', () => {
    const probe = path.join(apiDir(), 'src', 'seed', 'probe.ts');
    const text = [
      "import { seedManyTherapists } from '../../testing/bench-seed';",
      "const helpers = await import('../../testing/helpers');",
      "const smtp = require('../../testing/smtp');",
      "import { ensureCatalogue } from '../catalogo/especialidades';",
      "import { sql } from 'drizzle-orm';",
    ].join('\n');
    expect(importsOfTesting(probe, text)).toEqual(['../../testing/bench-seed', '../../testing/helpers', '../../testing/smtp']);
  });
});
