/**
 * The developer guide page (spec 2 §2 API Guide, English and Chinese; docs/developer-api.md): how
 * to apply, the callback and its signature with code to verify it, retries, the console and
 * replay, the URL rules, and the developer API's calls. The words are texts.ts's; every fact comes
 * from where the server keeps it — the callback body's fields from the contract, the headers from
 * `CALLBACK_HEADERS`, the retry schedule from `CALLBACK_RETRY`, the calls (method, path, inputs,
 * answers) from `developerApiEndpoints` — so the guide cannot drift from the code.
 */
import { z } from 'zod/mini';
import {
  API_GUIDE_PATHS,
  CALLBACK_HEADERS,
  type CallbackBody,
  CallbackBody as CallbackBodySchema,
  developerApiEndpoints,
  type EndpointDef,
  type LanguageCode,
} from '../../src/services/api/contract/index.ts';
import { plainSchema } from '../../src/services/api/contract/rows.ts';
import { CALLBACK_RETRY } from '../domain/developerApi/dispatcher.ts';
import { escapeHtml, htmlDocument } from '../http/htmlPage.ts';
import { API_PREFIX } from '../http/registrar.ts';
import { GUIDE_TEXTS, type GuideTexts } from './texts.ts';

/** The guide's style sheet (guide.css), served beside the pages. */
export const GUIDE_STYLE_PATH = '/guide/guide.css';

const HTML_LANG = { en: 'en', zh_cn: 'zh-CN' } as const satisfies Record<LanguageCode, 'en' | 'zh-CN'>;

const SAMPLE: CallbackBody = {
  app: 'whatsapp',
  from: 'WhatsApp',
  to: '13325550100',
  userId: '3f9a0c1d2e4b5a67',
  text: 'Your WhatsApp code: 123-456',
  time: 1_795_500_000_000,
};

const NODE_EXAMPLE = `import { createHmac, timingSafeEqual } from 'node:crypto';

// rawBody: the request body exactly as received (a string), before JSON.parse.
export function verifyCallback(headers, rawBody, key) {
  const timestamp = String(headers['${CALLBACK_HEADERS.timestamp}'] ?? '');
  const expected = createHmac('sha256', key).update(\`\${timestamp}.\${rawBody}\`).digest('hex');
  const given = Buffer.from(String(headers['${CALLBACK_HEADERS.signature}'] ?? ''), 'hex');
  const fresh = Math.abs(Date.now() / 1000 - Number(timestamp)) < 300; // 5 minutes
  return fresh && given.length === 32 && timingSafeEqual(given, Buffer.from(expected, 'hex'));
}`;

const PYTHON_EXAMPLE = `import hashlib, hmac, time

# raw_body: the request body exactly as received (bytes), before json.loads.
def verify_callback(headers, raw_body: bytes, key: str) -> bool:
    timestamp = headers.get('${CALLBACK_HEADERS.timestamp}', '')
    expected = hmac.new(key.encode(), timestamp.encode() + b'.' + raw_body, hashlib.sha256).hexdigest()
    fresh = timestamp.isdigit() and abs(time.time() - int(timestamp)) < 300  # 5 minutes
    return fresh and hmac.compare_digest(expected, headers.get('${CALLBACK_HEADERS.signature}', ''))`;

/** Escapes text and turns `backticks` into <code>. */
function inline(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

function table(columns: readonly string[], rows: readonly (readonly string[])[]): string {
  const head = columns.map((column) => `<th scope="col">${inline(column)}</th>`).join('');
  const body = rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('\n');
  return `<table>\n<thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table>`;
}

function code(text: string, language: string): string {
  // Focusable: a code block wider than the page scrolls, and keyboards must reach it too.
  return `<pre tabindex="0"><code class="language-${language}">${escapeHtml(text)}</code></pre>`;
}

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
};

const jsonSchemaOf = (schema: z.ZodMiniType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;

/** The top-level fields of an object schema, or of every branch of a union (mode 1, 2, 3). */
function fieldNames(schema: JsonSchema): string[] {
  const branches = [schema, ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])];
  return [...new Set(branches.flatMap((branch) => Object.keys(branch.properties ?? {})))];
}

function fieldList(names: readonly string[], none: string): string {
  return names.length === 0 ? escapeHtml(none) : names.map((name) => `<code>${escapeHtml(name)}</code>`).join(', ');
}

function section(id: string, heading: string, content: string): string {
  return `<section id="${id}" aria-labelledby="${id}-heading">\n<h2 id="${id}-heading">${inline(heading)}</h2>\n${content}\n</section>`;
}

function applySection(t: GuideTexts): string {
  const steps = t.apply.steps.map((step) => `<li>${inline(step)}</li>`).join('\n');
  const statuses = t.apply.statuses.map(([status, shown]) => [`<code>${escapeHtml(status)}</code>`, inline(shown)]);
  return section(
    'apply',
    t.apply.heading,
    `<ol>\n${steps}\n</ol>\n<h3>${inline(t.apply.statusHeading)}</h3>\n${table(t.apply.statusColumns, statuses)}`,
  );
}

function callbackSection(t: GuideTexts): string {
  const properties = jsonSchemaOf(CallbackBodySchema, 'output').properties ?? {};
  const rows = (Object.keys(t.callback.fields) as (keyof CallbackBody)[]).map((field) => [
    `<code>${field}</code>`,
    escapeHtml(properties[field]?.type ?? ''),
    inline(t.callback.fields[field]),
  ]);
  const headers = [
    `<li><code>${CALLBACK_HEADERS.timestamp}</code>: ${inline(t.callback.timestamp)}</li>`,
    `<li><code>${CALLBACK_HEADERS.signature}</code>: ${inline(t.callback.signature)}</li>`,
  ].join('\n');
  return section(
    'callback',
    t.callback.heading,
    [
      `<p>${inline(t.callback.intro)}</p>`,
      table(t.callback.columns, rows),
      `<p>${inline(t.callback.example)}</p>`,
      code(JSON.stringify(SAMPLE, null, 2), 'json'),
      `<p>${inline(t.callback.headersIntro)}</p>`,
      `<ul>\n${headers}\n</ul>`,
    ].join('\n'),
  );
}

function signatureSection(t: GuideTexts): string {
  return section(
    'signature',
    t.signature.heading,
    [
      `<p>${inline(t.signature.how)}</p>`,
      '<h3>Node.js</h3>',
      code(NODE_EXAMPLE, 'js'),
      '<h3>Python</h3>',
      code(PYTHON_EXAMPLE, 'python'),
      `<p>${inline(t.signature.reset)}</p>`,
    ].join('\n'),
  );
}

/** The plain wait before each retry (before jitter), as the dispatcher computes it. */
export function retrySchedule(): { attempt: number; waitMs: number }[] {
  return Array.from({ length: CALLBACK_RETRY.maxAttempts - 1 }, (_, index) => ({
    attempt: index + 2,
    waitMs: Math.min(CALLBACK_RETRY.capMs, CALLBACK_RETRY.baseMs * 2 ** index),
  }));
}

function retriesSection(t: GuideTexts): string {
  const rules = t.retries.rules.map((rule) => `<li>${inline(rule)}</li>`).join('\n');
  const rows = [
    ['1', '—'],
    ...retrySchedule().map(({ attempt, waitMs }) => [String(attempt), escapeHtml(t.retries.wait(waitMs))]),
  ];
  return section(
    'retries',
    t.retries.heading,
    [
      `<ul>\n${rules}\n</ul>`,
      `<p>${inline(t.retries.scheduleIntro)}</p>`,
      table(t.retries.scheduleColumns, rows),
      `<p>${inline(t.retries.atLeastOnce)}</p>`,
    ].join('\n'),
  );
}

function referenceSection(t: GuideTexts, browsable: boolean): string {
  const rows = (Object.entries(developerApiEndpoints) as [keyof typeof developerApiEndpoints, EndpointDef][]).map(
    ([name, def]) => [
      `<code>${def.method} ${API_PREFIX}${escapeHtml(def.path)}</code>`,
      escapeHtml(t.reference.calls?.[name] ?? def.description),
      fieldList(fieldNames(jsonSchemaOf(def.input, 'input')), t.reference.none),
      fieldList(fieldNames(jsonSchemaOf(plainSchema(def.output), 'output')), t.reference.none),
    ],
  );
  const link = (path: string) => `<a href="${path}">${path}</a>`;
  const docs = browsable ? escapeHtml(t.reference.browsable).replace('{docs}', link('/docs')) : '';
  const openapi = escapeHtml(t.reference.openapi).replace('{json}', link('/openapi.json')).replace('{docs}', docs);
  return section(
    'reference',
    t.reference.heading,
    [`<p>${inline(t.reference.intro)}</p>`, table(t.reference.columns, rows), `<p>${openapi}</p>`].join('\n'),
  );
}

const listSection = (id: string, heading: string, items: readonly string[]) =>
  section(id, heading, `<ul>\n${items.map((item) => `<li>${inline(item)}</li>`).join('\n')}\n</ul>`);

/** The whole guide in one language; `browsable` links the sandbox's Swagger UI too. */
export function renderApiGuide(language: LanguageCode, options: { browsable: boolean }): string {
  const t = GUIDE_TEXTS[language];
  const other: LanguageCode = language === 'en' ? 'zh_cn' : 'en';
  const sections: [string, string, string][] = [
    ['apply', t.apply.heading, applySection(t)],
    ['callback', t.callback.heading, callbackSection(t)],
    ['signature', t.signature.heading, signatureSection(t)],
    ['retries', t.retries.heading, retriesSection(t)],
    [
      'console',
      t.console.heading,
      section('console', t.console.heading, t.console.paragraphs.map((each) => `<p>${inline(each)}</p>`).join('\n')),
    ],
    ['addresses', t.addresses.heading, listSection('addresses', t.addresses.heading, t.addresses.rules)],
    ['reference', t.reference.heading, referenceSection(t, options.browsable)],
  ];
  const contents = sections.map(([id, heading]) => `<li><a href="#${id}">${inline(heading)}</a></li>`).join('\n');
  return htmlDocument({
    lang: HTML_LANG[language],
    title: t.title,
    stylesheet: GUIDE_STYLE_PATH,
    body: `<header>
<p class="language"><a href="${API_GUIDE_PATHS[other]}" hreflang="${HTML_LANG[other]}" lang="${HTML_LANG[other]}">${escapeHtml(t.otherLanguage)}</a></p>
<h1>${escapeHtml(t.title)}</h1>
<p>${inline(t.summary)}</p>
</header>
<nav aria-labelledby="contents-heading">
<h2 id="contents-heading">${escapeHtml(t.contents)}</h2>
<ol>
${contents}
</ol>
</nav>
<main>
${sections.map(([, , html]) => html).join('\n')}
</main>`,
  });
}
