/**
 * The payment routes outside `/web` (contract PAYMENT_PATHS; docs/payments.md):
 *
 * - the provider's webhook: the signature is checked over the exact bytes received (the JSON is
 *   parsed only after), so this route reads its body raw; a missing or wrong signature answers
 *   401 and nothing is settled;
 * - the printable receipt of a paid order at `/receipts/<token>`: the 256-bit token is the
 *   capability (the link only its owner's bill shows); any other token is not found;
 * - the 'payment complete' page a payment returns to (payCompletePage.ts); an unknown brand is
 *   bad input.
 */
import type { FastifyInstance } from 'fastify';
import { PAYMENT_PATHS, PAYMENT_SIGNATURE_HEADER, PaymentWebhookEvent } from '../../src/services/api/contract/index.ts';
import { verifyPaymentWebhook } from '../adapters/payments.ts';
import type { ServerContext } from '../context.ts';
import { fail, isFailure } from '../domain/failure.ts';
import { findReceipt } from '../domain/payments/receipts.ts';
import { settleFromWebhook } from '../domain/payments/settle.ts';
import { sendFailure, successBody } from './answers.ts';
import { requestLanguage } from './common.ts';
import { registerPayPageStyle, sendHtml } from './htmlPage.ts';
import { PayCompleteQuery, renderPayComplete, requestedLanguage } from './payCompletePage.ts';
import { renderReceipt } from './receiptPage.ts';
import { parseInput } from './validation.ts';

export function registerPaymentRoutes(app: FastifyInstance, context: ServerContext): void {
  registerPayPageStyle(app);

  app.register(async (scope) => {
    // The signature covers the bytes as sent: keep them, parse after checking.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    const description = "The payment provider's signed confirmation of an order (HMAC-SHA256 of the raw body).";
    scope.post(PAYMENT_PATHS.webhook, { config: { description } }, async (request, reply) => {
      const lang = requestLanguage(request);
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const secret = context.payments.webhookSecret;
      if (!secret || !verifyPaymentWebhook(secret, body, request.headers[PAYMENT_SIGNATURE_HEADER])) {
        request.log.warn('payment webhook with a missing or wrong signature');
        return sendFailure(reply, fail('webhookSignatureInvalid'), lang);
      }
      let json: unknown;
      try {
        json = JSON.parse(body.toString('utf8'));
      } catch {
        json = undefined;
      }
      const event = parseInput(PaymentWebhookEvent, json);
      if (isFailure(event)) return sendFailure(reply, event, lang);
      const order = await settleFromWebhook(context, event);
      if (isFailure(order)) return sendFailure(reply, order, lang);
      request.log.info({ orderId: order.id, status: order.status, eventId: event.eventId }, 'payment webhook');
      return reply.send(successBody({ orderId: order.id, status: order.status }, lang));
    });
  });

  const receipt = { config: { description: 'The printable receipt of a paid order (the token is its capability).' } };
  app.get<{ Params: { token: string } }>(`${PAYMENT_PATHS.receipt}/:token`, receipt, async (request, reply) => {
    const lang = requestLanguage(request);
    const found = /^[A-Za-z0-9_-]{43}$/.test(request.params.token)
      ? await findReceipt(context.db, request.params.token)
      : undefined;
    if (!found) return sendFailure(reply, fail('notFound'), lang);
    return sendHtml(reply, renderReceipt(found, lang));
  });

  const complete = {
    config: { description: "The 'payment complete' page a payment returns to (getAdConfig payBackUrl)." },
  };
  app.get(PAYMENT_PATHS.payComplete, complete, async (request, reply) => {
    const lang = requestLanguage(request);
    const query = parseInput(PayCompleteQuery, request.query ?? {});
    if (isFailure(query)) return sendFailure(reply, query, lang);
    return sendHtml(reply, renderPayComplete(query.platform, requestedLanguage(query.countryCode, lang)));
  });
}
