import type { Clipboard } from './area.ts';

/**
 * The copy effect areas provide to their charts: the text goes to the clipboard. A refused
 * clipboard (no permission, no focus) leaves only the chart's confirmation; nothing to undo.
 */
export function copyToClipboard(clipboard: Clipboard | undefined, chart: string) {
  return (_: unknown, text: string) => {
    clipboard?.writeText(text).catch((error: unknown) => console.warn(`${chart}: copy refused`, error));
  };
}
