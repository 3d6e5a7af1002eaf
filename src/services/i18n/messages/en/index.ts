import { common } from './common.ts';
import { errors } from './errors.ts';
import { shell } from './shell.ts';

/** Areas are kept in separate files; keys are unique across areas (a unit test checks). */
export const AREAS = { common, errors, shell };

export const en = { ...common, ...errors, ...shell };
