import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import { themes } from 'storybook/theming';
import { Toaster } from '@readyteams/ui';

import { useToolbarTheme } from './theme';

/**
 * The docs pages' container: Storybook's, in the toolbar's theme (its own blocks and the kit's colours behind the
 * stories), with the one Toaster of the page (each story on its own page gets its own from the preview).
 */
export function KitDocsContainer({
  children,
  ...props
}: DocsContainerProps & { children?: React.ReactNode }) {
  const theme = useToolbarTheme();
  return (
    <DocsContainer {...props} theme={theme === 'dark' ? themes.dark : themes.light}>
      {children}
      <Toaster />
    </DocsContainer>
  );
}
