import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The committed export folder (repository root / statecharts). */
export const STATECHARTS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'statecharts');
