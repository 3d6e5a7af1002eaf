/**
 * Small server-rendered pages outside the app (the payment receipt, the 'payment complete' page a
 * payment returns to, the sandbox provider's checkout): plain HTML with a style sheet from
 * `server/payPages/`, under a strict policy — no script at all unless a page names its own
 * same-origin file, nothing framed, forms posting only here. Failures stay `{ retcode, retmsg }`
 * envelopes (errors.ts), like every other route.
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { LanguageCode, Platform } from '../../src/services/api/contract/index.ts';
import { PLATFORM_TABLE } from '../../src/services/brand/platforms.ts';

const PAGE_DIR = new URL('../payPages/', import.meta.url);

/** The style sheet of these pages, served at `PAY_PAGE_STYLE_PATH`. */
export const PAY_PAGE_STYLE_PATH = '/payPages/pay.css';
const STYLE = readFileSync(new URL('pay.css', PAGE_DIR), 'utf8');

/**
 * The language a page of `platform` is drawn in: the one asked for where the brand speaks it,
 * else the brand's first (spec 1 §1: the Chinese-only brands always talk Chinese).
 */
export function pageLanguage(platform: Platform, requested: LanguageCode): LanguageCode {
  const { languages } = PLATFORM_TABLE[platform];
  const locale = requested === 'zh_cn' ? 'zh-CN' : 'en';
  return languages.includes(locale) ? requested : languages[0] === 'zh-CN' ? 'zh_cn' : 'en';
}

export function pagePolicy(options: { scripts?: boolean } = {}): string {
  return [
    "default-src 'none'",
    `script-src ${options.scripts ? "'self'" : "'none'"}`,
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A whole page around `body` (already escaped where it holds data), with the payment pages' style unless another is named. */
export function htmlDocument(options: {
  lang: 'en' | 'zh-CN';
  title: string;
  body: string;
  stylesheet?: string;
}): string {
  return `<!doctype html>
<html lang="${options.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
<link rel="stylesheet" href="${options.stylesheet ?? PAY_PAGE_STYLE_PATH}">
</head>
<body>
${options.body}
</body>
</html>
`;
}

export function sendHtml(reply: FastifyReply, html: string, options: { scripts?: boolean; status?: number } = {}) {
  return (
    reply
      .code(options.status ?? 200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', pagePolicy(options))
      .header('cache-control', 'no-store')
      // Not the app's no-referrer: with it a browser sends `Origin: null` on the page's own form
      // posts, which the sandbox routes' same-origin check refuses (cors.ts). Nothing leaves the site.
      .header('referrer-policy', 'same-origin')
      .send(html)
  );
}

export function registerPayPageStyle(app: FastifyInstance): void {
  const description = "The style sheet of the receipt, 'payment complete' and sandbox checkout pages.";
  app.get(PAY_PAGE_STYLE_PATH, { config: { description } }, (_request, reply) =>
    reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', 'no-cache').send(STYLE),
  );
}
