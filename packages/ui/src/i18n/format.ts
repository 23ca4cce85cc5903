// Numbers, percentages and dates in the active language's way (Intl): 1,234.5 / 1.234,5; 42.5% / 42,5 %; the
// formatters are made once per language and options.
import { useMemo } from 'react';
import { useLocale } from './catalogue';

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

const cached = <F>(cache: Map<string, F>, key: string, make: () => F) => {
  let format = cache.get(key);
  if (!format) cache.set(key, (format = make()));
  return format;
};

export const formatNumber = (locale: string, value: number, options?: Intl.NumberFormatOptions) =>
  cached(
    numberFormats,
    `${locale}${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  ).format(value);

/** A share given in percent (42.5 for 42.5%), to one decimal at most: '42.5%', '42,5 %'. */
export const formatPercent = (locale: string, percent: number) =>
  formatNumber(locale, percent / 100, { style: 'percent', maximumFractionDigits: 1 });

export const formatDate = (
  locale: string,
  value: Date | string | number,
  options?: Intl.DateTimeFormatOptions,
) =>
  cached(
    dateFormats,
    `${locale}${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  ).format(new Date(value));

/** The formatters in the language the components speak now. */
export function useFormat() {
  const locale = useLocale();
  return useMemo(
    () => ({
      locale,
      number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(locale, value, options),
      percent: (percent: number) => formatPercent(locale, percent),
      date: (value: Date | string | number, options?: Intl.DateTimeFormatOptions) =>
        formatDate(locale, value, options),
    }),
    [locale],
  );
}
