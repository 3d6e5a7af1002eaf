/**
 * A held code (issue 10 item 10; docs/verification-codes.md "Codes and charges"): the view model
 * detects no code in it, and the receive panel's messages show the 'top up to read this code' line
 * in both languages instead of its (withheld) text.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { smsRows } from '../../../../src/machines/verificationCodes/smsPolling/toView.ts';
import type { CodeSms } from '../../../../src/services/api/contract/index.ts';
import { messagesFor } from '../../../../src/services/i18n/index.ts';
import type { Locale } from '../../../../src/services/i18n/locale.ts';
import { Messages } from '../../../../src/ui/verificationCodes/ReceiveStep.tsx';
import { CODE_SMS } from '../../../support/verificationFixtures.ts';

afterEach(cleanup);

const HELD: CodeSms = { smsId: 'h', text: '', date: 3_000, charge: '0.50', from: 'WhatsApp', held: true };

function renderMessages(locale: Locale) {
  render(
    <IntlProvider locale={locale} messages={messagesFor(locale)} timeZone="UTC">
      <FluentProvider theme={webLightTheme}>
        <Messages
          codeCopied={false}
          onCopyCode={() => {}}
          platform="pingme"
          locale={locale}
          messages={smsRows([HELD, CODE_SMS], HELD.smsId)}
          remaining={0}
          stop="expired"
          checking={false}
        />
      </FluentProvider>
    </IntlProvider>,
  );
}

describe('a held code', () => {
  it('has no code to copy in the view model; a released one does', () => {
    const [held, released] = smsRows([HELD, CODE_SMS], null);
    expect(held).toMatchObject({ held: true, code: null });
    expect(released).toMatchObject({ held: false, code: { code: '123456' } });
  });

  it.each([
    ['en', /Top up to read this code/],
    ['zh-CN', /充值后即可查看此验证码/],
  ] as const)('shows the top-up line in %s instead of a text, beside the released code', (locale, line) => {
    renderMessages(locale);
    expect(screen.getByTestId('held-code').textContent).toMatch(line);
    expect(screen.getAllByTestId('held-code')).toHaveLength(1);
    expect(screen.getByText('123-456')).toBeTruthy();
  });
});
