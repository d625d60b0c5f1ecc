// Stories render views the way a partner does: inside the kit's provider (in the toolbar's locale, its messages
// bundled: bundled-kit.tsx), against the msw mock of the browser API. `kitStory({...})` gives a story its
// decorator and handlers.
import type { Decorator } from '@storybook/react-vite';
import { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { expect } from 'storybook/test';
import type { TradekitTheme } from '../api/client/tradekit-provider';
import { BundledKit } from './bundled-kit';
import { createMockBff, type MockBffOptions } from './mock-bff';

/** How a story's frame looks: its width (320 for the narrowest phones) and the kit's theme. */
export interface StoryFrame {
  width?: number;
  theme?: TradekitTheme;
}

function KitDecorator({
  locale,
  dir,
  frame,
  children,
}: {
  locale: string;
  dir: 'ltr' | 'rtl' | undefined;
  frame: StoryFrame;
  children: React.ReactNode;
}) {
  // One cache per story: a story never sees another story's answers.
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  return (
    <BundledKit locale={locale} dir={dir} queryClient={queryClient} pollIntervalMs={500} theme={frame.theme}>
      <div
        className="tk-story-frame"
        style={{ width: frame.width ? `${frame.width}px` : undefined, maxWidth: '28rem', padding: '1rem' }}
      >
        {children}
      </div>
    </BundledKit>
  );
}

const withKit =
  (frame: StoryFrame): Decorator =>
  (Story, context) => (
    <KitDecorator
      locale={String(context.globals.locale ?? 'en')}
      // The Direction toolbar's forced direction reaches the kit's root, which otherwise takes the locale's.
      dir={
        context.globals.direction === 'ltr' || context.globals.direction === 'rtl'
          ? context.globals.direction
          : undefined
      }
      frame={frame}
    >
      <Story />
    </KitDecorator>
  );

/** Decorator and msw handlers of a story whose browser API behaves as `options` say. */
export function kitStory(options: MockBffOptions = {}, frame: StoryFrame = {}) {
  return {
    decorators: [withKit(frame)],
    parameters: { msw: { handlers: createMockBff(options).handlers } },
  };
}

/** An address as long as people really have: it must wrap, never widen the frame. */
export const LONG_EMAIL =
  'maximilian.alexander.vonhohenzollernsigmaringen.privateaccount@extremelylongcompanydomainname.example';

/** Nothing in the story's frame sticks out sideways (the page would scroll). */
export async function expectNoSidewaysScroll(canvasElement: HTMLElement) {
  const frame = canvasElement.querySelector<HTMLElement>('.tk-story-frame')!;
  await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
}
