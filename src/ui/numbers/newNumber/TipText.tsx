import { Link } from '@fluentui/react-components';
import { tipSegmentsOnApi } from '../../../services/numbers/planTips.ts';

/** A plan tip with its `###key###` placeholders as links from `urlDict` (spec 3 §5). */
// Segments of one fixed text, never reordered: their index is a stable key.
export function TipText({ text, urlDict }: { text: string; urlDict: Readonly<Record<string, string>> }) {
  return (
    <>
      {tipSegmentsOnApi(text, urlDict).map((segment, index) =>
        segment.kind === 'link' ? (
          <Link key={index} href={segment.href} target="_blank" rel="noopener noreferrer" inline>
            {segment.text}
          </Link>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
