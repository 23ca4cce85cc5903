import {
  Controls,
  Description,
  Heading,
  Primary,
  Stories,
  Subtitle,
  Title,
} from '@storybook/addon-docs/blocks';

import { UsedOn } from '../src/docs/blocks';

/**
 * The generated docs page (components without a written one in src/docs: views, forms and screens): Storybook's
 * own, with the route of the platform that uses a view or screen under its title. The first story sits under its own
 * heading (a view's card title is an h3: straight under the page's h1 the outline would skip a level) and is not
 * drawn a second time among the stories (its landmarks, a form's name, would be there twice).
 */
export function KitAutodocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <UsedOn />
      <Description />
      <Heading>Example</Heading>
      <Primary />
      <Controls />
      <Stories includePrimary={false} />
    </>
  );
}
