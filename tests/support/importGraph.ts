/**
 * The project's import graph, read from the source text (every `import … from`, `export … from`
 * and `import()` of a file, comments removed; TypeScript 7 has no JavaScript compiler API to ask).
 * Used by the import-boundary check and by the start-chunk check.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

export function filesUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder)).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(join(ROOT, path)).isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

export interface Import {
  from: string;
  /** The imported module: a project path (`src/…`) for relative imports, else the package name. */
  to: string;
  /** `import()`: a chunk of its own, loaded when called. */
  dynamic: boolean;
  /** `import type` / `export type`: erased from the build. */
  typeOnly: boolean;
}

const COMMENTS = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;
const SPECIFIERS =
  /(?:^|[\s;}])((?:import|export)\s[^'"]*?)\sfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

/** The file's text without comments. */
export function codeOf(file: string): string {
  return readFileSync(join(ROOT, file), 'utf8').replace(COMMENTS, '');
}

export function importsOf(file: string): Import[] {
  return [...codeOf(file).matchAll(SPECIFIERS)].map((match) => {
    const specifier = match[2] ?? match[3] ?? match[4] ?? '';
    return {
      from: file,
      to: specifier.startsWith('.') ? relative(ROOT, resolve(ROOT, dirname(file), specifier)) : specifier,
      dynamic: match[3] !== undefined,
      typeOnly: /^(import|export)\s+type\s/.test(match[1] ?? ''),
    };
  });
}
