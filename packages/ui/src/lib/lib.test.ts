import { describe, expect, it } from 'vitest';

import { contrastRatio, readableTextColor, relativeLuminance, parseHex } from './color';
import { getInitials } from './initials';
import { cn } from './utils';

describe('readableTextColor', () => {
  it('puts white text on dark and saturated colours and black on light ones', () => {
    expect(readableTextColor('#000000')).toBe('#ffffff');
    expect(readableTextColor('#1e3a8a')).toBe('#ffffff');
    expect(readableTextColor('#ffffff')).toBe('#000000');
    expect(readableTextColor('#facc15')).toBe('#000000');
    expect(readableTextColor('fff')).toBe('#000000');
  });

  it('always reaches at least 4.5:1 contrast for text on any grey', () => {
    for (let v = 0; v <= 255; v += 5) {
      const hex = `#${v.toString(16).padStart(2, '0').repeat(3)}`;
      const bg = relativeLuminance(parseHex(hex)!);
      const fg = readableTextColor(hex) === '#000000' ? 0 : 1;
      expect(contrastRatio(bg, fg)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('falls back to black for text that is not a hex colour', () => {
    expect(parseHex('red')).toBeNull();
    expect(readableTextColor('red')).toBe('#000000');
  });
});

describe('getInitials', () => {
  it('takes the first letter of each name, upper-cased, skipping missing parts', () => {
    expect(getInitials('ada', 'Lovelace')).toBe('AL');
    expect(getInitials('Acme Corp')).toBe('A');
    expect(getInitials(undefined, 'Smith')).toBe('S');
    expect(getInitials('', null)).toBe('');
  });
});

describe('cn', () => {
  it('lets the caller class win over a conflicting default', () => {
    expect(cn('px-4 text-sm', false, 'px-2')).toBe('text-sm px-2');
  });
});
