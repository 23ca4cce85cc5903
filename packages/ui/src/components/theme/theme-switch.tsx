import * as React from 'react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { MonitorIcon, MoonIcon, SunIcon } from 'lucide-react';

import { kit } from '../../i18n/kit';
import type { Theme } from '../../lib/theme';
import { cn } from '../../lib/utils';
import { useTheme } from './theme-provider';

/** The choices, each named by the kit's catalogue (`kit.theme.<value>`). */
const options: { value: Theme; Icon: typeof SunIcon }[] = [
  { value: 'light', Icon: SunIcon },
  { value: 'dark', Icon: MoonIcon },
  { value: 'system', Icon: MonitorIcon },
];

type ThemeSwitchProps = Omit<
  React.ComponentPropsWithoutRef<typeof RadioGroupPrimitive.Root>,
  'value' | 'defaultValue' | 'onValueChange'
>;

/** Light, Dark or System: the nearest ThemeProvider's choice, as a group of radio buttons named "Theme". */
const ThemeSwitch = React.forwardRef<React.ComponentRef<typeof RadioGroupPrimitive.Root>, ThemeSwitchProps>(
  function ThemeSwitch({ className, ...props }, ref) {
    const t = kit.useT();
    const { theme, setTheme } = useTheme();
    return (
      <RadioGroupPrimitive.Root
        ref={ref}
        data-slot="theme-switch"
        aria-label={t('kit.theme')}
        orientation="horizontal"
        value={theme}
        onValueChange={(value) => setTheme(value as Theme)}
        className={cn('inline-flex gap-1 rounded-lg border bg-muted p-1', className)}
        {...props}
      >
        {options.map(({ value, Icon }) => (
          <RadioGroupPrimitive.Item
            key={value}
            value={value}
            data-slot="theme-switch-item"
            className="inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=checked]:bg-background data-[state=checked]:text-foreground data-[state=checked]:shadow-sm [&_svg]:size-4"
          >
            <Icon aria-hidden="true" />
            {t(`kit.theme.${value}`)}
          </RadioGroupPrimitive.Item>
        ))}
      </RadioGroupPrimitive.Root>
    );
  },
);

export { ThemeSwitch };
export type { ThemeSwitchProps };
