import { describe, expect, it } from 'vitest';
import {
  chatListPreview,
  HIGHLIGHT_DELIMITER,
  messageSegments,
  parseHighlights,
  parseHighlightTarget,
  type TextSegment,
} from '../../../../src/services/chats/index.ts';
import { MEDIA_LOADING_MARKER } from '../../../../src/services/media/index.ts';

const joined = (segments: TextSegment[]) => segments.map((segment) => segment.text).join('');
const D = HIGHLIGHT_DELIMITER;

describe('highlight targets (spec 1 §2: account profile or api, numbers, verification)', () => {
  it('reads the contract targets and nothing else', () => {
    expect(parseHighlightTarget('account.profile')).toEqual({ tab: 'account', section: 'profile' });
    expect(parseHighlightTarget(' account.api ')).toEqual({ tab: 'account', section: 'api' });
    expect(parseHighlightTarget('numbers')).toEqual({ tab: 'numbers' });
    expect(parseHighlightTarget('verification')).toEqual({ tab: 'verification' });
    for (const bad of ['contacts', 'account', 'account.recharge', 'https://evil.example', '', 'toString']) {
      expect(parseHighlightTarget(bad), bad).toBeNull();
    }
  });

  it('pairs the delimiter-joined lists, skipping unusable pairs', () => {
    expect(HIGHLIGHT_DELIMITER).toBe('|#|');
    expect(
      parseHighlights(`Complete your profile${D}get a number${D}x`, `account.profile${D}numbers${D}nowhere`),
    ).toEqual([
      { text: 'Complete your profile', target: { tab: 'account', section: 'profile' } },
      { text: 'get a number', target: { tab: 'numbers' } },
    ]);
    expect(parseHighlights(`API key${D}extra`, 'account.api')).toEqual([
      { text: 'API key', target: { tab: 'account', section: 'api' } },
    ]);
    expect(parseHighlights('', '')).toEqual([]);
    expect(parseHighlights(undefined, 'numbers')).toEqual([]);
    expect(parseHighlights('  ', 'numbers')).toEqual([]);
  });
});

describe('messageSegments', () => {
  it('is the plain text when there is nothing to link', () => {
    expect(messageSegments('hello there')).toEqual([{ kind: 'text', text: 'hello there' }]);
    expect(messageSegments('')).toEqual([]);
  });

  it('turns highlight phrases into in-app links, in text order whatever the list order', () => {
    const text = 'Get a number, then complete your profile.';
    const segments = messageSegments(text, `complete your profile${D}Get a number`, `account.profile${D}numbers`);
    expect(segments).toEqual([
      { kind: 'link', text: 'Get a number', target: { tab: 'numbers' } },
      { kind: 'text', text: ', then ' },
      { kind: 'link', text: 'complete your profile', target: { tab: 'account', section: 'profile' } },
      { kind: 'text', text: '.' },
    ]);
    expect(joined(segments)).toBe(text);
  });

  it('links the next occurrence when a phrase is listed twice', () => {
    const segments = messageSegments('here and here', `here${D}here`, `numbers${D}verification`);
    expect(segments).toEqual([
      { kind: 'link', text: 'here', target: { tab: 'numbers' } },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'here', target: { tab: 'verification' } },
    ]);
  });

  it('leaves text alone for a phrase that is absent or overlaps a linked one', () => {
    const segments = messageSegments(
      'Open your profile now',
      `your profile${D}profile now${D}absent`,
      `account.profile${D}numbers${D}numbers`,
    );
    expect(segments).toEqual([
      { kind: 'text', text: 'Open ' },
      { kind: 'link', text: 'your profile', target: { tab: 'account', section: 'profile' } },
      { kind: 'text', text: ' now' },
    ]);
  });

  it('turns image URLs into links, without trailing punctuation, and leaves other URLs as text', () => {
    const text = 'See https://m.example.com/a.JPG, and https://example.com/page or (https://m.example.com/b.png).';
    const segments = messageSegments(text);
    expect(segments).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'imageLink', text: 'https://m.example.com/a.JPG', url: 'https://m.example.com/a.JPG' },
      { kind: 'text', text: ', and https://example.com/page or (' },
      { kind: 'imageLink', text: 'https://m.example.com/b.png', url: 'https://m.example.com/b.png' },
      { kind: 'text', text: ').' },
    ]);
    expect(joined(segments)).toBe(text);
  });

  it('links image URLs around highlights too', () => {
    const segments = messageSegments(
      'Your code http://m.example.com/c.gif in verification',
      'verification',
      'verification',
    );
    expect(segments.map((segment) => segment.kind)).toEqual(['text', 'imageLink', 'text', 'link']);
  });
});

describe('chatListPreview (chat list: last text or media marker)', () => {
  it('shows the text when there is one', () => {
    expect(chatListPreview({ type: 'sms', text: '  hi  ' })).toEqual({ kind: 'text', text: 'hi' });
    expect(chatListPreview({ type: 'mms', text: 'look', media: 'https://m.example.com/a.png' })).toEqual({
      kind: 'text',
      text: 'look',
    });
  });

  it('shows a marker for media without text', () => {
    expect(chatListPreview({ type: 'mms', media: 'https://m.example.com/a.png,https://m.example.com/b.jpg' })).toEqual({
      kind: 'marker',
      id: 'chats.marker.image',
    });
    expect(chatListPreview({ type: 'mms', text: '', media: MEDIA_LOADING_MARKER })).toEqual({
      kind: 'marker',
      id: 'chats.marker.image',
    });
    // The reference server's stored attachments have no extension: an MMS's are images.
    expect(chatListPreview({ type: 'mms', media: '/media/Zm9vYmFy_-1' })).toEqual({
      kind: 'marker',
      id: 'chats.marker.image',
    });
    expect(chatListPreview({ type: 'mms', media: 'https://m.example.com/card.vcf' })).toEqual({
      kind: 'marker',
      id: 'chats.marker.attachment',
    });
    expect(chatListPreview({ type: 'voicemail', text: 'transcript', media: '/media/v.mp3' })).toEqual({
      kind: 'marker',
      id: 'chats.marker.voicemail',
    });
    expect(chatListPreview({ type: 'sms', text: null, media: null })).toEqual({ kind: 'text', text: '' });
  });
});
