// A bundled catalogue (a slide kind's) speaks the active language with nothing loaded into the app's Lingui instance.
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { defineBundledCatalogue } from './catalogue';

const catalogue = defineBundledCatalogue({
  en: { 'kind.moved': '{item} moved to position {position, number} of {count, number}' },
  es: { 'kind.moved': '{item} pasó a la posición {position, number} de {count, number}' },
  de: { 'kind.moved': '{item} ist jetzt an Position {position, number} von {count, number}' },
  fr: { 'kind.moved': '{item} est maintenant en position {position, number} sur {count, number}' },
  ar: { 'kind.moved': 'أصبح {item} في المركز {position, number} من {count, number}' },
});

const say = (locale: string) =>
  catalogue.translator(setupI18n({ locale, messages: { [locale]: {} } }))('kind.moved', {
    item: 'Be kind',
    position: 2,
    count: 5,
  });

describe('a bundled catalogue', () => {
  it('speaks each of its languages with none loaded', () => {
    expect(say('en')).toBe('Be kind moved to position 2 of 5');
    expect(say('es')).toBe('Be kind pasó a la posición 2 de 5');
    expect(say('de')).toBe('Be kind ist jetzt an Position 2 von 5');
  });

  it('isolates a value in a right-to-left language, as every catalogue does', () => {
    expect(say('ar')).toBe('أصبح \u2068Be kind\u2069 في المركز 2 من 5');
  });

  it('falls back to English in a language it lacks', () => {
    expect(say('pt')).toBe('Be kind moved to position 2 of 5');
  });

  it('serves its languages to the catalogue checks', async () => {
    expect(Object.keys(catalogue.translations).sort()).toEqual(['ar', 'de', 'es', 'fr']);
    expect((await catalogue.translations.es()).default['kind.moved']).toContain('posición');
  });
});
