// What a page's first part of the messages holds: the sections it names, or only the messages it lists, with their
// plural forms in each locale's number (src/app/message-parts.test.tsx renders the first screens with their part).
import { describe, expect, it } from 'vitest';
import { resources } from './create-i18n';
import { pickMessages, pickSections } from './message-parts';

describe('message parts', () => {
  it('rule: the widget’s first part holds only the words its first screen shows', () => {
    const part = pickMessages(resources.ar.translation, 'widget') as Record<string, Record<string, string>>;
    expect(Object.keys(part).sort()).toEqual(['common', 'errors', 'flow', 'quote', 'steps', 'widget']);
    // The forms after the quote and the signed-in frame have theirs in the complete messages.
    expect(part.common).not.toHaveProperty('choose');
    expect(part.flow).not.toHaveProperty('signOut');
    expect(part.common!.language).toBe(resources.ar.translation.common.language);
    // The generic and the offline sentence; any other error reads as the generic one until the rest is in.
    expect(Object.keys(part.errors!).sort()).toEqual(['network_error', 'unknown']);
    expect(part.quote).toEqual(resources.ar.translation.quote);
  });

  it('rule: a message listed comes with every plural form its locale has', () => {
    const sections = { verifyEmail: ['resendIn'] } as const;
    const arabic = pickSections(resources.ar.translation, sections).verifyEmail as Record<string, string>;
    expect(Object.keys(arabic).sort()).toEqual(
      ['few', 'many', 'one', 'other', 'two', 'zero'].map((category) => `resendIn_${category}`),
    );
    const english = pickSections(resources.en.translation, sections).verifyEmail as Record<string, string>;
    expect(Object.keys(english).sort()).toEqual(['resendIn_one', 'resendIn_other']);
  });
});
