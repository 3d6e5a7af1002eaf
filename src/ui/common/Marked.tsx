/** A text with every match of a search's query marked (`<mark>`, read as highlighted): chat search, address book. */
import { makeStyles, tokens } from '@fluentui/react-components';
import { highlightParts } from '../../machines/shared/highlight.ts';

const useStyles = makeStyles({
  mark: { backgroundColor: tokens.colorPaletteYellowBackground2, color: tokens.colorNeutralForeground1 },
});

export function Marked({ text, query }: { text: string; query: string }) {
  const styles = useStyles();
  return (
    <>
      {highlightParts(text, query).map((part, index) =>
        part.mark ? (
          <mark key={index} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
