// The toolbar's Locale and Direction, and the decorator that applies them to every story: the story renders in the
// chosen locale (the preview's i18n provider and the kit's provider of kitStory both read it) inside a root that
// carries the locale's `lang` and the chosen `dir`, so a reviewer can flip any story to Arabic or to right to left.
import type { Decorator, Preview } from '@storybook/react-vite';
import { type ReactNode, useMemo } from 'react';
import { createI18n } from '../src/i18n/create-i18n';
import { defaultLocale, directionOf, isLocale, type Locale, locales } from '../src/i18n/i18n-core';
import { I18nProvider } from '../src/i18n/react';

/** What the Direction toolbar offers: the locale's own direction, or one forced on any locale. */
export const directionChoices = ['auto', 'ltr', 'rtl'] as const;

export type DirectionChoice = (typeof directionChoices)[number];

/**
 * A locale's name in its own language ("Dansk", "العربية"), capitalised as a list item: a reviewer who reads the
 * language finds it under the name they know, whatever language the rest of the toolbar is in.
 */
export function ownName(locale: Locale): string {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/** The locale a story renders in: the toolbar's (or the story's own `globals`), English for anything not shipped. */
export function storyLocale(globals: Record<string, unknown>): Locale {
  return isLocale(globals.locale) ? globals.locale : defaultLocale;
}

/** The direction a story renders in: the one forced in the toolbar, else the one its locale is written in. */
export function storyDirection(globals: Record<string, unknown>): 'ltr' | 'rtl' {
  const choice = globals.direction;
  return choice === 'ltr' || choice === 'rtl' ? choice : directionOf(storyLocale(globals));
}

/** The toolbar items, as the preview declares them in `globalTypes`. */
export const localeGlobalTypes = {
  locale: {
    description: 'Language of the views',
    toolbar: {
      title: 'Locale',
      icon: 'globe',
      items: locales.map((locale) => ({ value: locale, title: ownName(locale), right: locale })),
      dynamicTitle: true,
    },
  },
  direction: {
    description: 'Writing direction of the story: the locale’s own, or one forced to check the mirrored layout',
    toolbar: {
      title: 'Direction',
      icon: 'transfer',
      items: [
        { value: 'auto', title: 'Direction of the locale' },
        { value: 'ltr', title: 'Left to right' },
        { value: 'rtl', title: 'Right to left' },
      ] satisfies { value: DirectionChoice; title: string }[],
      dynamicTitle: true,
    },
  },
} satisfies NonNullable<Preview['globalTypes']>;

/** Where a story starts before the toolbar is touched. */
export const initialLocaleGlobals = { locale: defaultLocale, direction: 'auto' satisfies DirectionChoice };

function StoryI18n({ locale, children }: { locale: Locale; children: ReactNode }) {
  const i18n = useMemo(() => createI18n(locale), [locale]);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/**
 * Every story's root: `lang` and `dir` for what it renders (the kit's own root repeats the `lang`), and an i18n
 * provider in the locale for stories of views used without the kit's provider (the UI parts, the console's panels).
 */
export const withLocale: Decorator = (Story, context) => {
  const locale = storyLocale(context.globals);
  return (
    <div className="tk-story-root" lang={locale} dir={storyDirection(context.globals)}>
      <StoryI18n locale={locale}>
        <Story />
      </StoryI18n>
    </div>
  );
};
