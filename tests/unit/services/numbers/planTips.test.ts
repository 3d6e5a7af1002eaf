import { describe, expect, it } from 'vitest';
import { planFeatures, planTips, tipSegments } from '../../../../src/services/numbers/planTips.ts';

const description = [
  { title: 'Features', items: ['Unlimited inbound SMS'] },
  { title: 'Tips', items: ['Read the ###Terms### first.', 'Renews monthly.'] },
];

describe('plan tips (spec 3 §5)', () => {
  it('takes the entry titled Tips', () => {
    expect(planTips(description)).toEqual(['Read the ###Terms### first.', 'Renews monthly.']);
    expect(planFeatures(description)).toEqual([{ title: 'Features', items: ['Unlimited inbound SMS'] }]);
  });

  it.each(['提示', '温馨提示', '小贴士', ' tips: ', 'TIPS', '提示：'])('takes the title %j as Tips', (title) => {
    expect(planTips([{ title, items: ['a'] }])).toEqual(['a']);
  });

  it('has no tips when no entry is titled Tips', () => {
    expect(planTips([{ title: 'Features', items: ['x'] }])).toEqual([]);
    expect(planTips([])).toEqual([]);
  });
});

describe('###key### links (spec 3 §5)', () => {
  const urlDict = { Terms: 'https://example.com/terms', Privacy: 'https://example.com/privacy' };

  it('maps a placeholder to a link from urlDict', () => {
    expect(tipSegments('Read the ###Terms### first.', urlDict)).toEqual([
      { kind: 'text', text: 'Read the ' },
      { kind: 'link', text: 'Terms', href: 'https://example.com/terms' },
      { kind: 'text', text: ' first.' },
    ]);
  });

  it('maps several placeholders, at the edges too', () => {
    expect(tipSegments('###Terms### and ###Privacy###', urlDict)).toEqual([
      { kind: 'link', text: 'Terms', href: 'https://example.com/terms' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'Privacy', href: 'https://example.com/privacy' },
    ]);
  });

  it('leaves a text without placeholders whole', () => {
    expect(tipSegments('Renews monthly.', urlDict)).toEqual([{ kind: 'text', text: 'Renews monthly.' }]);
  });

  it('shows an unknown key as plain text, never the ### marks', () => {
    expect(tipSegments('See ###Refunds###.', urlDict)).toEqual([{ kind: 'text', text: 'See Refunds.' }]);
  });

  it('takes a root-relative address as on the API server', () => {
    expect(tipSegments('###Agreement###', { Agreement: '/plans/agreement.html' }, 'https://api.example.com')).toEqual([
      { kind: 'link', text: 'Agreement', href: 'https://api.example.com/plans/agreement.html' },
    ]);
  });

  it('never links a non-web address', () => {
    expect(tipSegments('###x###', { x: 'javascript:alert(1)' })).toEqual([{ kind: 'text', text: 'x' }]);
    expect(tipSegments('###toString###', {})).toEqual([{ kind: 'text', text: 'toString' }]);
  });
});
