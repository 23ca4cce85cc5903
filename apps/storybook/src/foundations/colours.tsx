import { contrastRatio, relativeLuminance } from '@readyteams/ui/utils';

import { useThemeName } from './measure';

type Pair = { foreground: string; background: string; use: string };
type Group = { title: string; minimum: number | null; rule: string; pairs: Pair[] };

/** Every colour token, paired with the surface it is drawn on, grouped by the contrast WCAG asks of it. */
const GROUPS: Group[] = [
  {
    title: 'Text',
    minimum: 4.5,
    rule: 'WCAG 1.4.3: body text needs 4.5:1 against its background.',
    pairs: [
      { foreground: 'foreground', background: 'background', use: 'Page text' },
      { foreground: 'muted-foreground', background: 'background', use: 'Hints, captions, secondary text' },
      { foreground: 'muted-foreground', background: 'muted', use: 'Text on muted panels' },
      { foreground: 'card-foreground', background: 'card', use: 'Cards' },
      { foreground: 'popover-foreground', background: 'popover', use: 'Menus, popovers, dialogs' },
      { foreground: 'primary-foreground', background: 'primary', use: 'Primary buttons, selected states' },
      { foreground: 'primary', background: 'background', use: 'Links, brand text' },
      { foreground: 'secondary-foreground', background: 'secondary', use: 'Secondary buttons, badges' },
      { foreground: 'accent-foreground', background: 'accent', use: 'Hovered and highlighted items' },
      {
        foreground: 'destructive-foreground',
        background: 'destructive',
        use: 'Destructive buttons, error toasts',
      },
      { foreground: 'destructive', background: 'background', use: 'Error messages' },
      { foreground: 'success', background: 'background', use: 'Success messages' },
      { foreground: 'warning', background: 'background', use: 'Warning text and icons' },
      { foreground: 'sidebar-foreground', background: 'sidebar', use: 'Dashboard sidebar' },
      { foreground: 'sidebar-accent-foreground', background: 'sidebar-accent', use: 'Current sidebar link' },
    ],
  },
  {
    title: 'Icons, charts and focus',
    minimum: 3,
    rule: 'WCAG 1.4.11: graphics that carry meaning and focus indicators need 3:1.',
    pairs: [
      { foreground: 'ring', background: 'background', use: 'Focus ring' },
      { foreground: 'input', background: 'background', use: 'Field outlines' },
      { foreground: 'input', background: 'muted', use: 'Field outlines on muted panels' },
    ],
  },
  {
    title: 'Lines',
    minimum: null,
    rule: 'Separators between content: decoration, so no minimum is set (field outlines, which show where to type, meet 3:1 above).',
    pairs: [{ foreground: 'border', background: 'background', use: 'Borders, dividers' }],
  },
];

const canvas = document.createElement('canvas');
canvas.width = canvas.height = 1;
const context = canvas.getContext('2d', { willReadFrequently: true })!;

/** The sRGB colour the browser paints for a CSS colour (oklch, with alpha) drawn over `under`. */
function painted(colour: string, under = '#ffffff'): [number, number, number] {
  context.globalCompositeOperation = 'copy';
  context.fillStyle = under;
  context.fillRect(0, 0, 1, 1);
  context.globalCompositeOperation = 'source-over';
  context.fillStyle = colour;
  context.fillRect(0, 0, 1, 1);
  const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
  return [r, g, b];
}

/** The pair drawn as it is used: text for text, a dot for graphics, a line for lines. */
function Sample({ pair, minimum }: { pair: Pair; minimum: number | null }) {
  const foreground = `var(--${pair.foreground})`;
  return (
    <span
      aria-hidden="true"
      className="inline-flex h-10 w-16 items-center justify-center rounded-md border text-base font-semibold"
      style={{ background: `var(--${pair.background})`, color: minimum === 4.5 ? foreground : undefined }}
    >
      {minimum === 4.5 && 'Aa'}
      {minimum === 3 && <span className="size-4 rounded-full" style={{ background: foreground }} />}
      {minimum === null && <span className="h-0.5 w-10" style={{ background: foreground }} />}
    </span>
  );
}

const hex = (rgb: number[]) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

/** The colour tokens of the current theme with their contrast, computed from the CSS variables the page runs. */
export function ColourTokens() {
  const theme = useThemeName();
  // Read on every render: the theme switch re-renders this page after the class on <html> has changed.
  const root = getComputedStyle(document.documentElement);
  const token = (name: string) => root.getPropertyValue(`--${name}`).trim();
  const rows = GROUPS.map((group) => ({
    ...group,
    pairs: group.pairs.map((pair) => {
      const background = painted(token(pair.background), hex(painted(token('background'))));
      const foreground = painted(token(pair.foreground), hex(background));
      const ratio = contrastRatio(relativeLuminance(foreground), relativeLuminance(background));
      return { ...pair, value: token(pair.foreground), painted: hex(foreground), ratio };
    }),
  }));

  return (
    <div className="sb-unstyled grid gap-8 text-foreground">
      <p className="text-sm">
        Values of the <strong>{theme}</strong> theme, read from the page&apos;s CSS variables: switch the
        toolbar&apos;s theme to see the other set.
      </p>
      {rows.map((group, index) => (
        <section key={group.title} aria-labelledby={`colours-${index}`} className="grid gap-3">
          <h2 id={`colours-${index}`} className="text-lg font-semibold">
            {group.title}
          </h2>
          <p className="text-sm text-muted-foreground">{group.rule}</p>
          <table className="w-full border-collapse text-left text-sm">
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-2 pr-3 font-medium">
                  Sample
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Token on background
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Used for
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Value
                </th>
                <th scope="col" className="py-2 font-medium">
                  Contrast
                </th>
              </tr>
            </thead>
            <tbody>
              {group.pairs.map((pair) => {
                const passes = group.minimum === null || pair.ratio >= group.minimum;
                return (
                  <tr key={`${pair.foreground}/${pair.background}`} className="border-b align-middle">
                    <td className="py-2 pr-3">
                      <Sample pair={pair} minimum={group.minimum} />
                    </td>
                    <td className="py-2 pr-3">
                      <code>--{pair.foreground}</code> on <code>--{pair.background}</code>
                    </td>
                    <td className="py-2 pr-3">{pair.use}</td>
                    <td className="py-2 pr-3">
                      <code>{pair.value}</code>{' '}
                      <span className="text-muted-foreground">({pair.painted})</span>
                    </td>
                    <td className="py-2 whitespace-nowrap">
                      <strong>{pair.ratio.toFixed(2)}:1</strong>{' '}
                      {group.minimum !== null && (
                        <span className={passes ? 'text-success' : 'text-destructive'}>
                          {passes ? `passes ${group.minimum}:1` : `below ${group.minimum}:1`}
                        </span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
