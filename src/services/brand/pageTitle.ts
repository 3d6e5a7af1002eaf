/** Unread counts stop at 99 and then read '99+' (spec 1 §4 Unread count, §9). */
export const UNREAD_CAP = 99;

export function unreadLabel(count: number): string {
  return count > UNREAD_CAP ? `${UNREAD_CAP}+` : String(count);
}

/**
 * The document title '{tab label} | {platform name}' (spec 1 §2). decision: the chats tab puts
 * its total unread count in front, in parentheses, as mail and chat sites do: '(99+) Chats | PingMe'.
 */
export function pageTitle(tabLabel: string, platformName: string, unread = 0): string {
  const title = `${tabLabel} | ${platformName}`;
  return unread > 0 ? `(${unreadLabel(unread)}) ${title}` : title;
}
