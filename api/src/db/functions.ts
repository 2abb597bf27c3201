// The database functions, one current file each in ./functions (docs/decisions/0003-database-functions.md).
// The migrator applies them after the migrations, every time (CREATE OR REPLACE: idempotent), so a
// function's file — not the migration that first created it — is where its current text is read
// and changed, and the triggers that call it follow it in the same file (CREATE OR REPLACE TRIGGER:
// decisions/0050). A migration creates what a function hangs on (tables, columns), and DROPs a
// function whose signature changes (CREATE OR REPLACE cannot change arguments or the return type).
// A rule a function shares with the api's queries is written `{{NAME}}` in its file and rendered
// from the api's own SQL (./fragments.ts and the slices' fragments), so it exists once. Which
// folders hold function files and which fragments exist is said by the composition root
// (src/database.ts): this module knows no feature.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apiDir } from '../lib/paths';

/** The folder of the functions that belong to no slice. */
export function functionsDir(): string {
  return path.join(apiDir(), 'src', 'db', 'functions');
}

/** Where the function files are and the fragments they may name. */
export interface FunctionSource {
  dirs: readonly string[];
  fragments: Readonly<Record<string, string>>;
}

export interface DatabaseFunction {
  /** the function's name = the file's name */
  name: string;
  /** the file's text with its fragments written in (what the database holds) */
  sql: string;
}

/** Every function file of `source`, by name (the order does not matter: a PL/pgSQL body is checked
 * when it runs); a name in two folders is an error. */
export function databaseFunctions(source: FunctionSource): DatabaseFunction[] {
  const found = source.dirs.flatMap((dir) =>
    readdirSync(dir)
      .filter((file) => file.endsWith('.sql'))
      .map((file) => ({ name: path.basename(file, '.sql'), file: path.join(dir, file) })),
  );
  const names = found.map((f) => f.name);
  const twice = names.filter((name, i) => names.indexOf(name) !== i);
  if (twice.length > 0) throw new Error(`database function in two folders: ${twice.join(', ')}`);
  return found
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((f) => ({ name: f.name, sql: withFragments(readFileSync(f.file, 'utf8'), source.fragments) }));
}

/** `text` with every `{{NAME}}` replaced by that fragment's SQL; an unknown name is an error. */
export function withFragments(text: string, fragments: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    const fragment = fragments[name];
    if (fragment === undefined) throw new Error(`unknown fragment {{${name}}} in a database function`);
    return fragment;
  });
}

/** (Re)creates every function; `run` executes one SQL text of a single statement. */
export async function applyDatabaseFunctions(run: (sql: string) => Promise<unknown>, source: FunctionSource): Promise<void> {
  for (const fn of databaseFunctions(source)) await run(fn.sql);
}
