// The database functions, one current file each in ./functions (docs/decisions/0003-database-functions.md).
// The migrator applies them after the migrations, every time (CREATE OR REPLACE: idempotent), so a
// function's file — not the migration that first created it — is where its current text is read
// and changed. A migration still creates what a function hangs on (tables, triggers), and DROPs a
// function whose signature changes (CREATE OR REPLACE cannot change arguments or the return type).
// A rule a function shares with the api's queries is written `{{NAME}}` in its file and rendered
// from the api's own SQL (./fragments.ts), so it exists once.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apiDir } from '../lib/paths';
import { SQL_FRAGMENTS } from './fragments';

export function functionsDir(): string {
  return path.join(apiDir(), 'src', 'db', 'functions');
}

export interface DatabaseFunction {
  /** the function's name = the file's name */
  name: string;
  /** the file's text with its fragments written in (what the database holds) */
  sql: string;
}

/** Every function file, by name (the order does not matter: a PL/pgSQL body is checked when it runs). */
export function databaseFunctions(dir = functionsDir()): DatabaseFunction[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({ name: path.basename(file, '.sql'), sql: withFragments(readFileSync(path.join(dir, file), 'utf8')) }));
}

/** `text` with every `{{NAME}}` replaced by that fragment's SQL; an unknown name is an error. */
export function withFragments(text: string, fragments: Readonly<Record<string, string>> = SQL_FRAGMENTS): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    const fragment = fragments[name];
    if (fragment === undefined) throw new Error(`unknown fragment {{${name}}} in a database function`);
    return fragment;
  });
}

/** (Re)creates every function; `run` executes one SQL text of a single statement. */
export async function applyDatabaseFunctions(run: (sql: string) => Promise<unknown>): Promise<void> {
  for (const fn of databaseFunctions()) await run(fn.sql);
}
