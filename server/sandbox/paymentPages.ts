/**
 * The sandbox payment provider's side of the web (sandbox mode only; contract PAYMENT_PATHS):
 *
 * - `GET /sandbox/pay/<orderId>`: its checkout page — brand, amount, method, Pay and Decline (a
 *   wallet order shows its address and amount, and Pay sends that amount from a sandbox wallet).
 *   The buttons are plain forms (no script: the page's policy allows none); the provider then
 *   POSTs its signed webhook to our server and the page shows the outcome (and a link back to
 *   the order's return URL). English, or Chinese with `?languagecode=zh_cn` (the Chinese-only
 *   brands always).
 * - `POST /sandbox/cryptoReceived {orderId, amount}`: the chain delivered coins to an order's address.
 * - `GET /sandbox/paypal/sdk.js` and `POST /sandbox/paypal/approve`: the PayPal buttons stand-in.
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  type LanguageCode,
  PAYMENT_PATHS,
  PayOrderId,
  SandboxCryptoReceivedRequest,
  SandboxPaypalApproveRequest,
} from '../../src/services/api/contract/index.ts';
import { PLATFORM_TABLE } from '../../src/services/brand/platforms.ts';
import type { BuyerOutcome, SandboxPaymentProvider } from '../adapters/paymentsSandbox.ts';
import type { SandboxProviderPaymentRow } from '../db/schema.ts';
import type { Clock } from '../domain/clock.ts';
import { fail, isFailure } from '../domain/failure.ts';
import { centsText } from '../domain/money.ts';
import { methodName } from '../domain/payments/texts.ts';
import { sendFailure, successBody } from '../http/answers.ts';
import { requestLanguage } from '../http/common.ts';
import { escapeHtml, htmlDocument, pageLanguage, sendHtml } from '../http/htmlPage.ts';
import { parseInput } from '../http/validation.ts';
import { brandName } from '../i18n.ts';

const PAYPAL_SDK = readFileSync(new URL('./paypalSdk.js', import.meta.url), 'utf8');

const PAGE_TEXTS = {
  en: {
    provider: 'Sandbox Pay · test payment provider',
    title: (brand: string) => `Pay ${brand}`,
    method: 'Method',
    order: 'Order',
    gift: 'Your gift is added by the merchant.',
    sendTo: 'Send to address',
    network: 'Network',
    coinAmount: 'Amount to send',
    pay: 'Pay',
    payWallet: 'Send from a sandbox wallet',
    decline: 'Decline',
    paid: 'Payment complete. You can close this window.',
    declined: 'Payment declined.',
    expired: 'This payment has expired.',
    closed: 'This payment can no longer be completed.',
    back: 'Back to the merchant',
    note: 'No real money moves in the sandbox.',
    other: '中文',
  },
  zh_cn: {
    provider: 'Sandbox Pay · 测试支付服务商',
    title: (brand: string) => `向 ${brand} 付款`,
    method: '支付方式',
    order: '订单号',
    gift: '赠送金额由商户另行计入。',
    sendTo: '收款地址',
    network: '网络',
    coinAmount: '应付数量',
    pay: '支付',
    payWallet: '从测试钱包转账',
    decline: '拒绝',
    paid: '支付成功，您可以关闭此窗口。',
    declined: '已拒绝支付。',
    expired: '该笔支付已过期。',
    closed: '该笔支付已无法完成。',
    back: '返回商户',
    note: '测试环境中不会产生真实扣款。',
    other: 'English',
  },
} as const;

export function registerPaymentPages(app: FastifyInstance, provider: SandboxPaymentProvider, clock: Clock): void {
  const pagePath = `${PAYMENT_PATHS.sandboxPay}/:orderId`;

  const page = { config: { description: "Sandbox: the payment provider's checkout page of an order (Pay, Decline)." } };
  app.get<{ Params: { orderId: string } }>(pagePath, page, async (request, reply) => {
    const lang = requestLanguage(request);
    const row = PayOrderId.safeParse(request.params.orderId).success
      ? await provider.find(request.params.orderId)
      : undefined;
    if (!row) return sendFailure(reply, fail('notFound'), lang);
    return sendHtml(reply, renderCheckout(row, lang, clock.now()));
  });

  // The page's two forms. Their bodies are empty: the action is the path, the language the query.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, _b, done) =>
      done(null, {}),
    );
    for (const action of ['pay', 'decline'] as const) {
      const button = {
        config: { description: `Sandbox: the checkout page's ${action} button (the provider then sends its webhook).` },
      };
      scope.post<{ Params: { orderId: string } }>(`${pagePath}/${action}`, button, async (request, reply) => {
        const lang = requestLanguage(request);
        const orderId = request.params.orderId;
        const row = PayOrderId.safeParse(orderId).success ? await provider.find(orderId) : undefined;
        if (!row) return sendFailure(reply, fail('notFound'), lang);
        if (action === 'decline') await provider.decline(orderId);
        else if (row.kind === 'wallet') await provider.cryptoReceived(orderId, row.cryptoAmount ?? '0');
        else await provider.pay(orderId);
        // Post/redirect/get: the page then shows the outcome, and a reload pays nothing twice.
        return reply.redirect(`${PAYMENT_PATHS.sandboxPay}/${orderId}?languagecode=${lang}`, 303);
      });
    }
  });

  const received = { config: { description: "Sandbox: the chain delivered coins to a wallet order's address." } };
  app.post(PAYMENT_PATHS.sandboxCryptoReceived, received, async (request, reply) => {
    const lang = requestLanguage(request);
    const body = parseInput(SandboxCryptoReceivedRequest, request.body ?? {});
    if (isFailure(body)) return sendFailure(reply, body, lang);
    return answerOutcome(reply, await provider.cryptoReceived(body.orderId, body.amount), lang);
  });

  const approve = { config: { description: 'Sandbox: the buyer approved a PayPal order (the buttons stand-in).' } };
  app.post(PAYMENT_PATHS.sandboxPaypalApprove, approve, async (request, reply) => {
    const lang = requestLanguage(request);
    const body = parseInput(SandboxPaypalApproveRequest, request.body ?? {});
    if (isFailure(body)) return sendFailure(reply, body, lang);
    return answerOutcome(reply, await provider.approvePaypal(body.transactionId), lang);
  });

  const sdk = { config: { description: "Sandbox: the stand-in for PayPal's buttons script." } };
  app.get(PAYMENT_PATHS.sandboxPaypalSdk, sdk, (_request, reply) =>
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(PAYPAL_SDK),
  );
}

/** The provider's outcome as an envelope: settled answers it; not found, expired and closed are refusals. */
function answerOutcome(reply: FastifyReply, outcome: BuyerOutcome, lang: LanguageCode) {
  if (outcome === 'notFound') return sendFailure(reply, fail('notFound'), lang);
  if (outcome === 'expired') return sendFailure(reply, fail('paymentOrderExpired'), lang);
  if (outcome === 'closed') return sendFailure(reply, fail('paymentOrderClosed'), lang);
  return reply.send(successBody({ status: outcome }, lang));
}

function renderCheckout(row: SandboxProviderPaymentRow, requested: LanguageCode, now: Date) {
  const platform = row.platform as keyof typeof PLATFORM_TABLE;
  const bilingual = PLATFORM_TABLE[platform].languages.includes('en');
  const lang = pageLanguage(platform, requested);
  const texts = PAGE_TEXTS[lang];
  const brand = brandName(platform, lang);
  const open = (row.status === 'open' || row.status === 'approved') && row.expiresAt.getTime() > now.getTime();
  const expired = row.status !== 'paid' && row.status !== 'declined' && !open;
  const here = `${PAYMENT_PATHS.sandboxPay}/${row.orderId}`;
  const details: [string, string][] = [
    [texts.method, methodName(row.flag, lang)],
    [texts.order, row.orderId],
  ];
  if (row.kind === 'wallet') {
    details.push([texts.sendTo, row.walletAddress ?? '']);
    details.push([texts.coinAmount, `${row.cryptoAmount ?? ''} ${row.cryptoCurrency ?? ''}`]);
  }
  const list = details.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('\n');
  const form = (action: 'pay' | 'decline', label: string, primary: boolean) =>
    `<form method="post" action="${escapeHtml(`${here}/${action}?languagecode=${lang}`)}"><button type="submit"${primary ? ' class="primary"' : ''}>${escapeHtml(label)}</button></form>`;
  const status = open
    ? `<div class="actions">${form('pay', row.kind === 'wallet' ? texts.payWallet : texts.pay, true)}${form('decline', texts.decline, false)}</div>`
    : outcomeBlock(row, expired, texts);
  const toggle = bilingual
    ? `<a class="languages" href="${escapeHtml(`${here}?languagecode=${lang === 'en' ? 'zh_cn' : 'en'}`)}">${escapeHtml(texts.other)}</a>`
    : '';
  return htmlDocument({
    lang: lang === 'zh_cn' ? 'zh-CN' : 'en',
    title: texts.title(brand),
    body: `<main>
${toggle}
<p class="provider">${escapeHtml(texts.provider)}</p>
<h1>${escapeHtml(texts.title(brand))}</h1>
<p class="amount">${escapeHtml(`${row.currency} ${centsText(row.amount)}`)}</p>
<dl>
${list}
</dl>
${status}
<p class="note">${escapeHtml(texts.gift)} ${escapeHtml(texts.note)}</p>
</main>`,
  });
}

function outcomeBlock(
  row: SandboxProviderPaymentRow,
  expired: boolean,
  texts: (typeof PAGE_TEXTS)[LanguageCode],
): string {
  const [kind, text] =
    row.status === 'paid'
      ? ['paid', texts.paid]
      : row.status === 'declined'
        ? ['failed', texts.declined]
        : expired
          ? ['expired', texts.expired]
          : ['failed', texts.closed];
  const back =
    row.status === 'paid' && row.returnUrl
      ? `<p><a class="button" href="${escapeHtml(row.returnUrl)}">${escapeHtml(texts.back)}</a></p>`
      : '';
  return `<p class="status ${kind}" role="status">${escapeHtml(text)}</p>${back}`;
}
