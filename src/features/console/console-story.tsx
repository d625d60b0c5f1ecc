// A console story's frame: the kit's provider (kitStory) in the story's width and theme, the panel inside the
// console's context, against the msw sandbox of console-fixtures.ts. `hub` pushes events as the stream would.
import type { Decorator } from '@storybook/react-vite';
import { kitStory, type StoryFrame } from '../../mocks/story-kit';
import { sandboxFixture } from './console-fixtures';
import { SandboxConsoleContext } from './sandbox-console-api';

/** The frame every console story is checked in: the narrowest phone, dark. */
export const narrowDark: StoryFrame = { width: 320, theme: { mode: 'dark' } };

export function consoleStory(options: Parameters<typeof sandboxFixture>[0] = {}, frame: StoryFrame = narrowDark) {
  const sandbox = sandboxFixture({ baseUrl: '/sandbox', ...options });
  const kit = kitStory({}, frame);
  const withSandbox: Decorator = (Story) => (
    <SandboxConsoleContext.Provider value={sandbox.api}>
      <Story />
    </SandboxConsoleContext.Provider>
  );
  return {
    sandbox,
    story: {
      decorators: [withSandbox, ...kit.decorators],
      parameters: { msw: { handlers: [...sandbox.handlers, ...kit.parameters.msw.handlers] } },
    },
  };
}
