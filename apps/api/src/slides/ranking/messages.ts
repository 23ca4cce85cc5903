// The ranking kind's messages, in every language the server speaks (added to the server catalogue by
// ../index.ts). The same words as the editor's (packages/forms, forms.ranking.error.*).
import { kindMessages } from '../../i18n/index.js';

export const rankingMessages = kindMessages({
  en: {
    'kind.ranking.title': 'Question is required for ranking slides',
    'kind.ranking.items': 'Ranking slides need 3 to 8 items',
    'kind.ranking.item': 'Each item needs text, up to 100 characters',
    'kind.ranking.different': 'Each item must be different',
  },
  es: {
    'kind.ranking.title': 'La pregunta es obligatoria en las diapositivas de clasificación',
    'kind.ranking.items': 'Las diapositivas de clasificación necesitan de 3 a 8 elementos',
    'kind.ranking.item': 'Cada elemento necesita texto, de hasta 100 caracteres',
    'kind.ranking.different': 'Cada elemento debe ser distinto',
  },
  de: {
    'kind.ranking.title': 'Rangfolgefolien brauchen eine Frage',
    'kind.ranking.items': 'Rangfolgefolien brauchen 3 bis 8 Punkte',
    'kind.ranking.item': 'Jeder Punkt braucht einen Text mit höchstens 100 Zeichen',
    'kind.ranking.different': 'Jeder Punkt muss anders sein',
  },
  fr: {
    'kind.ranking.title': 'La question est obligatoire pour les diapositives de classement',
    'kind.ranking.items': 'Les diapositives de classement ont besoin de 3 à 8 éléments',
    'kind.ranking.item': 'Chaque élément a besoin d’un texte de 100 caractères au plus',
    'kind.ranking.different': 'Chaque élément doit être différent',
  },
  ar: {
    'kind.ranking.title': 'السؤال مطلوب لشرائح الترتيب',
    'kind.ranking.items': 'تحتاج شرائح الترتيب إلى 3 إلى 8 عناصر',
    'kind.ranking.item': 'يحتاج كل عنصر إلى نص لا يتجاوز 100 حرف',
    'kind.ranking.different': 'يجب أن يكون كل عنصر مختلفًا',
  },
});
