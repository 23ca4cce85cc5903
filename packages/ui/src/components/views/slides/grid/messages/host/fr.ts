import type { Translation } from '../../../../../../i18n/catalogue';
import type en from './en';

export default {
  'grid.host.label': 'Grille 2x2',
  'grid.host.items': '{count, plural, one {# élément} other {# éléments}} selon {x} et {y}',
  'grid.host.body':
    'Les participants placent ces éléments sur leur téléphone, selon {x} ({xLow} à {xHigh}) et {y} ({yLow} à {yHigh}).',
  'grid.host.onPhone': 'Placez chaque élément sur les deux axes sur votre téléphone.',
  'grid.host.answered':
    '{total, plural, one {{count} participant sur # a répondu} other {{count} participants sur # ont répondu}}',
  'grid.host.plot': 'Où la salle a placé chaque élément : {x} à l’horizontale, {y} à la verticale',
  'grid.host.legend': 'Éléments du graphique',
  'grid.host.place': '{axis} : moyenne {mean}, dispersion {spread}',
  'grid.host.average': '{mean} ± {spread}',
  'grid.host.item': 'Élément',
  'grid.host.axis': '{axis} ({low} 0 à {high} 100)',
  'grid.host.table':
    'La position moyenne de chaque élément sur les deux axes, de 0 à 100, ± sa dispersion (un écart type)',
  'grid.host.placedBy': '{count, plural, one {placé par # personne} other {placé par # personnes}}',
  'grid.host.heading': 'Positions moyennes',
  'grid.host.sent': 'Placements envoyés',
} satisfies Translation<typeof en>;
