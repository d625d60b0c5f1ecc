// Storybook's toolbar lets a reviewer flip any story to any shipped language and to either direction (#29): the
// preview declares both globals with every locale, and its decorator gives each story's root the `lang` and `dir`.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { directionOf, locales, rtlLocales } from '../src/i18n/i18n-core';
import preview from './preview';
import { ownName, storyDirection } from './story-locale';

// The docs page's blocks touch `document` as they load; this test reads the preview's toolbar and decorators only.
vi.mock('./kit-docs-page', () => ({ KitDocsPage: () => null }));

interface ToolbarItem {
  value: string;
  title: string;
}

/** The items of one global's toolbar, as the preview declares them. */
function toolbarItems(name: string): ToolbarItem[] {
  const toolbar = preview.globalTypes?.[name]?.toolbar as { items?: ToolbarItem[] } | undefined;
  return toolbar?.items ?? [];
}

/** What the preview's decorators render around a story that renders `<p>story</p>`, with these globals. */
function renderStory(globals: Record<string, unknown>): string {
  const decorators = [preview.decorators ?? []].flat();
  const story = decorators.reduce<() => ReturnType<typeof createElement>>(
    (inner, decorator) => () =>
      // The preview's decorators read only the story and its globals.
      (decorator as (story: typeof inner, context: unknown) => ReturnType<typeof createElement>)(inner, { globals }),
    () => createElement('p', null, 'story'),
  );
  return renderToStaticMarkup(story());
}

describe('Storybook locale and direction toolbar', () => {
  it('rule: the Locale toolbar offers every shipped locale, in the order the kit lists them', () => {
    expect(toolbarItems('locale').map((item) => item.value)).toEqual([...locales]);
    expect(preview.initialGlobals?.locale).toBe('en');
  });

  it('rule: each locale is shown by its own name, not by its code', () => {
    const titles = Object.fromEntries(toolbarItems('locale').map((item) => [item.value, item.title]));
    expect(titles).toMatchObject({ en: 'English', da: 'Dansk', de: 'Deutsch', nb: 'Norsk bokmål', ar: 'العربية' });
    expect(toolbarItems('locale').every((item) => item.title === ownName(item.value as never))).toBe(true);
    expect(new Set(Object.values(titles)).size).toBe(locales.length);
  });

  it('rule: the Direction toolbar offers the locale’s own direction (the default), left to right and right to left', () => {
    expect(toolbarItems('direction').map((item) => item.value)).toEqual(['auto', 'ltr', 'rtl']);
    expect(preview.initialGlobals?.direction).toBe('auto');
  });

  it('rule: on auto a story takes its locale’s direction; a forced direction applies to any locale', () => {
    for (const locale of locales) {
      expect(storyDirection({ locale, direction: 'auto' })).toBe(directionOf(locale));
      expect(storyDirection({ locale, direction: 'ltr' })).toBe('ltr');
      expect(storyDirection({ locale, direction: 'rtl' })).toBe('rtl');
    }
    // At least one shipped locale is right to left, or the line above proves nothing about auto.
    expect(storyDirection({ locale: 'ar', direction: 'auto' })).toBe('rtl');
    expect([...rtlLocales]).toContain('ar');
  });

  it('rule: every story’s root carries the toolbar’s lang and dir', () => {
    expect(renderStory({ locale: 'ar', direction: 'auto' })).toMatch(/^<div[^>]* lang="ar" dir="rtl"[^>]*><p>story/);
    expect(renderStory({ locale: 'de', direction: 'auto' })).toMatch(/^<div[^>]* lang="de" dir="ltr"[^>]*><p>story/);
    expect(renderStory({ locale: 'en', direction: 'rtl' })).toMatch(/^<div[^>]* lang="en" dir="rtl"[^>]*><p>story/);
    expect(renderStory({ locale: 'ar', direction: 'ltr' })).toMatch(/^<div[^>]* lang="ar" dir="ltr"[^>]*><p>story/);
    // A locale that is not shipped (a stale address, say) renders in English, never with a `lang` nothing speaks.
    expect(renderStory({ locale: 'xx' })).toMatch(/^<div[^>]* lang="en" dir="ltr"/);
  });
});
