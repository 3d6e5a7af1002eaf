/** Image captchas (spec 1 §7): the server draws the captcha and issues its id to the requester. */

import { confirmCaptcha, drawCaptcha } from '../../domain/captcha.ts';
import { fail } from '../../domain/failure.ts';
import type { EndpointHandlers } from '../endpoint.ts';

type CaptchaHandlers = Pick<EndpointHandlers, 'captcha' | 'genCaptcha' | 'confirmCaptcha'>;

export const captchaHandlers: CaptchaHandlers = {
  // The spec names two calls that draw a captcha; both do the same.
  captcha: ({ platform, ip, server }) => drawCaptcha(server.db, server.clock, { platform, ip }),
  genCaptcha: ({ platform, ip, server }) => drawCaptcha(server.db, server.clock, { platform, ip }),
  async confirmCaptcha({ input, platform, ip, server }) {
    const passed = await confirmCaptcha(
      server.db,
      server.clock,
      { platform, ip },
      input.captchaId,
      input.inputCaptcha,
      input.nextApi,
    );
    return passed ? {} : fail('captchaFailed');
  },
};
