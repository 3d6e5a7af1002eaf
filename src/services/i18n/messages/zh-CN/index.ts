import type { en } from '../en/index.ts';
import { common } from './common.ts';
import { errors } from './errors.ts';
import { shell } from './shell.ts';

export const AREAS = { common, errors, shell };

export const zhCN: Record<keyof typeof en, string> = { ...common, ...errors, ...shell };
