// The docs page of a component the kit exports, as a partner browses it: what it is (its doc comment), the line
// that imports it, the component live in its first story, and its props table (react-docgen: each prop's type,
// default and doc comment).
//
// Storybook's default page also renders every other story of the file, all at once in one document. Each story
// brings its own mock BFF (msw handlers, set by the loader as the story renders), and one document holds one set:
// the page would show most stories against another story's answers. They stay one click away in the sidebar.
import { ArgTypes, Description, Primary, Source, Title, useOf } from '@storybook/addon-docs/blocks';

/** Where partners import the component from, unless the meta's `parameters.kitImport` names another entry. */
const DEFAULT_ENTRY = '@tradekit/react';

interface DocumentedComponent {
  __docgenInfo?: { displayName?: string };
  displayName?: string;
  name?: string;
}

export function KitDocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const component = preparedMeta.component as DocumentedComponent | undefined;
  const name = component?.__docgenInfo?.displayName ?? component?.displayName ?? component?.name;
  const entry = (preparedMeta.parameters.kitImport as string | undefined) ?? DEFAULT_ENTRY;
  return (
    <>
      <Title />
      <Description />
      {name && <Source language="tsx" dark={false} code={`import { ${name} } from '${entry}';`} />}
      <Primary />
      <ArgTypes />
    </>
  );
}
