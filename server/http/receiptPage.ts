/**
 * The printable receipt of a paid order (spec 2 §2 bill 'View Receipt'; docs/payments.md), in the
 * language of `?languagecode=` (the brand's own language where it has only Chinese).
 */
import type { LanguageCode } from '../../src/services/api/contract/index.ts';
import type { PLATFORM_TABLE } from '../../src/services/brand/platforms.ts';
import { centsText, fromMinorUnits, toMinorUnits } from '../domain/money.ts';
import type { Receipt } from '../domain/payments/receipts.ts';
import { methodName } from '../domain/payments/texts.ts';
import { brandName } from '../i18n.ts';
import { escapeHtml, htmlDocument, pageLanguage } from './htmlPage.ts';

const RECEIPT_TEXTS = {
  en: {
    title: 'Payment receipt',
    paidTo: (brand: string) => `Paid to ${brand}`,
    order: 'Order',
    date: 'Date (UTC)',
    method: 'Payment method',
    account: 'Account',
    amount: 'Amount paid',
    gift: 'Gift',
    credited: 'Added to balance',
    print: "Use your browser's Print command to print or save this receipt.",
  },
  zh_cn: {
    title: '付款收据',
    paidTo: (brand: string) => `收款方：${brand}`,
    order: '订单号',
    date: '日期（UTC）',
    method: '支付方式',
    account: '账号',
    amount: '支付金额',
    gift: '赠送',
    credited: '计入余额',
    print: '可使用浏览器的打印功能打印或保存此收据。',
  },
} as const;

/** Two decimals of a numeric(18,4) text ('10.0000' → '10.00'); recharge amounts are whole units. */
const money = centsText;

export function renderReceipt({ order, account }: Receipt, requested: LanguageCode): string {
  const platform = order.platform as keyof typeof PLATFORM_TABLE;
  const lang = pageLanguage(platform, requested);
  const texts = RECEIPT_TEXTS[lang];
  const brand = brandName(platform, lang);
  const settled = (order.settledAt ?? order.createdAt).toISOString().replace('T', ' ').slice(0, 19);
  const total = centsText(fromMinorUnits(toMinorUnits(order.amount) + toMinorUnits(order.gift)));
  const rows: [string, string][] = [
    [texts.order, order.id],
    [texts.date, settled],
    [texts.method, methodName(order.flag, lang)],
    [texts.account, account.phone ? `+${account.telCode ?? ''} ${account.phone}` : (account.email ?? '')],
    [texts.amount, `${order.currency} ${money(order.amount)}`],
    [texts.gift, `${order.currency} ${money(order.gift)}`],
    [texts.credited, total],
  ];
  const list = rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('\n');
  return htmlDocument({
    lang: lang === 'zh_cn' ? 'zh-CN' : 'en',
    title: `${texts.title} · ${brand}`,
    body: `<main>
<h1>${escapeHtml(texts.title)}</h1>
<p class="provider">${escapeHtml(texts.paidTo(brand))}</p>
<p class="amount">${escapeHtml(`${order.currency} ${money(order.amount)}`)}</p>
<dl>
${list}
</dl>
<p class="note">${escapeHtml(texts.print)}</p>
</main>`,
  });
}
