// The 100 points kind's messages, in every language the server speaks (added to the server catalogue by
// ../index.ts). The same words as the editor's (packages/forms, forms.points.error.*); `allocation` refuses a phone's
// answer that does not spread exactly 100 points.
import { kindMessages } from '../../i18n/index.js';

export const pointsMessages = kindMessages({
  en: {
    'kind.points.title': 'Question is required for 100 points slides',
    'kind.points.pointOptions': '100 points slides need 2 to 8 options',
    'kind.points.choice': 'Each option needs text, up to 100 characters',
    'kind.points.different': 'Each option must be different',
    'kind.points.allocation':
      'Give each option a whole number of points from 0 to 100, adding up to exactly 100.',
  },
  es: {
    'kind.points.title': 'La pregunta es obligatoria en las diapositivas de 100 puntos',
    'kind.points.pointOptions': 'Las diapositivas de 100 puntos necesitan de 2 a 8 opciones',
    'kind.points.choice': 'Cada opción necesita texto, de hasta 100 caracteres',
    'kind.points.different': 'Cada opción debe ser distinta',
    'kind.points.allocation':
      'Da a cada opción un número entero de puntos de 0 a 100, que sumen exactamente 100.',
  },
  de: {
    'kind.points.title': '100-Punkte-Folien brauchen eine Frage',
    'kind.points.pointOptions': '100-Punkte-Folien brauchen 2 bis 8 Optionen',
    'kind.points.choice': 'Jede Option braucht einen Text mit höchstens 100 Zeichen',
    'kind.points.different': 'Jede Option muss sich von den anderen unterscheiden',
    'kind.points.allocation': 'Gib jeder Option eine ganze Zahl von 0 bis 100 Punkten, zusammen genau 100.',
  },
  fr: {
    'kind.points.title': 'La question est obligatoire pour les diapositives 100 points',
    'kind.points.pointOptions': 'Les diapositives 100 points ont besoin de 2 à 8 options',
    'kind.points.choice': 'Chaque option a besoin d’un texte de 100 caractères au plus',
    'kind.points.different': 'Chaque option doit être différente',
    'kind.points.allocation':
      'Donnez à chaque option un nombre entier de points de 0 à 100, pour un total d’exactement 100.',
  },
  ar: {
    'kind.points.title': 'السؤال مطلوب لشرائح الـ 100 نقطة',
    'kind.points.pointOptions': 'تحتاج شرائح الـ 100 نقطة إلى 2 إلى 8 خيارات',
    'kind.points.choice': 'يحتاج كل خيار إلى نص لا يتجاوز 100 حرف',
    'kind.points.different': 'يجب أن يكون كل خيار مختلفًا',
    'kind.points.allocation': 'امنح كل خيار عددًا صحيحًا من النقاط من 0 إلى 100، بحيث يكون المجموع 100 بالضبط.',
  },
});
