import { Controls, Description, Primary, Stories, Subtitle, Title } from '@storybook/addon-docs/blocks';

import { UsedOn } from '../src/docs/blocks';

/**
 * The generated docs page (components without a written one in src/docs: views, forms and screens): Storybook's
 * own, with the route of the platform that uses a view or screen under its title.
 */
export function KitAutodocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <UsedOn />
      <Description />
      <Primary />
      <Controls />
      <Stories />
    </>
  );
}
