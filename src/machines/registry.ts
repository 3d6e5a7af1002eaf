/**
 * Every statechart of the product, for the statechart export (`npm run statecharts`) and the
 * model tests. One line per chart: its name (the file stem in statecharts/), the machine, and what
 * it is for, in a sentence a product reviewer can read. Add your charts here.
 */
import type { AnyStateMachine } from 'xstate';
import { captchaMachine } from './captcha/captcha.machine.ts';
import { sessionMachine } from './session/session.machine.ts';

export interface ChartEntry {
  name: string;
  machine: AnyStateMachine;
  purpose: string;
}

export const charts: ChartEntry[] = [
  {
    name: 'session',
    machine: sessionMachine,
    purpose:
      'Logging in by phone or e-mail with a one-time code (captcha, resend countdown, wrong code), keeping the token fresh every 12 hours, logging out after a confirmation, and being sent back to the login when the server ends the session.',
  },
  {
    name: 'captcha',
    machine: captchaMachine,
    purpose:
      'The image captcha a person must solve before a protected request goes through (the captcha modal, and the image captcha after too many code requests); wrong answers are counted and a new image is shown.',
  },
];
