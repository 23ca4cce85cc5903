import { STAGE_BACKGROUNDS } from '@readyteams/activities/branding';
import type { LiveBranding } from '@readyteams/activities/live';
import type * as React from 'react';
import { readableTextColor } from '../../lib/color';

type StageThemeProps = {
  /** The host's company's branding from the live state; without it the default theme stays, untouched. */
  branding: LiveBranding | undefined;
  /** Where the logo goes: over the presenter's header band, or above the phone's page. */
  screen: 'presenter' | 'phone';
  children: React.ReactNode;
};

/**
 * A company's branding on a live screen: its light or dark stage (the theme's `.light` or `.dark` tokens, with the
 * stage background the server checked the colours against), its brand colours as the theme's primary (buttons,
 * highlights, focus rings) and accent text, and its logo. The views inside are not touched: they read the tokens.
 */
function StageTheme({ branding, screen, children }: StageThemeProps) {
  if (!branding) return <>{children}</>;
  const { stage, primaryColor, secondaryColor, logoUrl, companyName } = branding;
  const style = {
    '--background': STAGE_BACKGROUNDS[stage],
    ...(primaryColor && {
      '--primary': primaryColor,
      '--primary-foreground': readableTextColor(primaryColor),
      '--ring': primaryColor,
    }),
    ...(secondaryColor && { '--accent-foreground': secondaryColor }),
  } as React.CSSProperties;
  const logo = logoUrl && (
    <img
      src={logoUrl}
      alt={companyName}
      data-slot="brand-logo"
      className={
        screen === 'presenter'
          ? // Centred in the header band (12 px padding and a line of 2.8vh text), between the product's name and how
            // to join; it takes no clicks.
            'pointer-events-none fixed top-3 left-1/2 z-10 h-[4vh] max-w-[14vw] -translate-x-1/2 object-contain'
          : 'h-10 max-w-[60%] object-contain'
      }
    />
  );
  return (
    // `contents`: the wrapper adds no box, so the screens lay out exactly as without it.
    <div className={`${stage} contents`} style={style} data-stage-theme={stage}>
      {logo && screen === 'phone' ? (
        <div className="flex justify-center bg-background py-2">{logo}</div>
      ) : (
        logo
      )}
      {children}
    </div>
  );
}

export { StageTheme, type StageThemeProps };
