/** Image captchas (spec 1 §7): the client names the captcha, the server draws it. */

import type { ServerContext } from '../../context.ts';
import { confirmCaptcha, drawCaptcha } from '../../domain/captcha.ts';
import { fail } from '../../domain/failure.ts';
import type { EndpointHandlers } from '../endpoint.ts';

type CaptchaHandlers = Pick<EndpointHandlers, 'captcha' | 'genCaptcha' | 'confirmCaptcha'>;

async function draw(server: ServerContext, captchaId: string) {
  return { captchaId, image: await drawCaptcha(server.db, server.clock, captchaId) };
}

export const captchaHandlers: CaptchaHandlers = {
  // The spec names two calls that draw a captcha; both do the same.
  captcha: ({ input, server }) => draw(server, input.captchaId),
  genCaptcha: ({ input, server }) => draw(server, input.captchaId),
  async confirmCaptcha({ input, server }) {
    const passed = await confirmCaptcha(server.db, server.clock, input.captchaId, input.inputCaptcha, input.nextApi);
    return passed ? {} : fail('captchaFailed');
  },
};
