/**
 * The developer API's sandbox controls (docs/developer-api.md): the review of an API application,
 * and a dispatcher pass on demand so tests wait for deliveries without sleeping. decision: a route
 * of its own (`/sandbox/reviewApi`) rather than a branch of the profile review, so each review
 * stays one small rule.
 */
import type { FastifyInstance } from 'fastify';
import { DEVELOPER_API_SANDBOX_PATHS, SandboxReviewApiRequest } from '../../src/services/api/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { findAccount } from '../domain/accounts.ts';
import { phoneContact } from '../domain/contacts.ts';
import { reviewApi } from '../domain/developerApi/access.ts';
import type { CallbackDispatcher } from '../domain/developerApi/dispatcher.ts';
import { fail, isFailure } from '../domain/failure.ts';
import { sendFailure, successBody } from '../http/answers.ts';
import { requestLanguage } from '../http/common.ts';
import { parseInput } from '../http/validation.ts';

export function registerDeveloperApiSandboxRoutes(
  app: FastifyInstance,
  context: ServerContext,
  dispatcher: CallbackDispatcher,
): void {
  app.post(
    DEVELOPER_API_SANDBOX_PATHS.reviewApi,
    { config: { description: "Sandbox: the review approves or rejects an account's developer API application." } },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const body = parseInput(SandboxReviewApiRequest, request.body ?? {});
      if (isFailure(body)) return sendFailure(reply, body, lang);
      const contact = phoneContact(body.telCode, body.phone);
      if (isFailure(contact)) return sendFailure(reply, contact, lang);
      const account = await findAccount(context.db, body.platform, contact);
      if (!account) return sendFailure(reply, fail('notFound'), lang);
      const reviewed = await reviewApi(context.db, account.id, body.approve, context.clock.now());
      if (isFailure(reviewed)) return sendFailure(reply, reviewed, lang);
      return reply.send(successBody(reviewed, lang));
    },
  );

  app.post(
    DEVELOPER_API_SANDBOX_PATHS.dispatchCallbacks,
    {
      config: {
        description:
          "Sandbox: runs the callback dispatcher now for what is due by the server's clock, and answers when done.",
      },
    },
    async (request, reply) => {
      const attempts = await dispatcher.runNow();
      return reply.send(successBody({ attempts }, requestLanguage(request)));
    },
  );
}
