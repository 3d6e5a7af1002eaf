import { makeStyles, tokens } from '@fluentui/react-components';

/** The frame the chat search's results show in, with their status and failure lines: shared by the
 * results (`ChatSearchResults.tsx`) and the stand-in shown while their code is fetched. */
export const useResultsFrameStyles = makeStyles({
  results: { flexGrow: 1, minHeight: 0, overflowY: 'auto', display: 'flex', flexDirection: 'column' },
  status: { padding: '8px 12px', color: tokens.colorNeutralForeground2 },
  failed: { padding: '8px 12px', display: 'flex', flexDirection: 'column', gap: '8px', alignItems: 'flex-start' },
});
