import { makeStyles, tokens } from '@fluentui/react-components';

/** The invite and redeem sections' shared layout. */
export const useReferralStyles = makeStyles({
  root: { padding: '32px', display: 'flex', flexDirection: 'column', gap: '16px', maxWidth: '600px' },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
    padding: '20px',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  row: { display: 'flex', alignItems: 'center', gap: '12px', flexWrap: 'wrap' },
  code: { fontFamily: tokens.fontFamilyMonospace, letterSpacing: '0.15em' },
  tips: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '12px' },
  tip: { display: 'flex', gap: '12px', alignItems: 'flex-start' },
  tipIcon: { fontSize: '28px', color: tokens.colorBrandForeground1, flexShrink: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});
