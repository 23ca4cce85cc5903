// The 2x2 grid kind's messages, in every language the server speaks (added to the server catalogue by ../index.ts).
// The same words as the editor's (packages/forms, forms.grid.error.*); `placement` refuses a phone's answer that does
// not place every item on both axes.
import { kindMessages } from '../../i18n/index.js';

export const gridMessages = kindMessages({
  en: {
    'kind.grid.title': 'Question is required for 2x2 grid slides',
    'kind.grid.axis': 'Each axis needs a name and both ends, each up to 40 characters',
    'kind.grid.items': '2x2 grid slides need 2 to 10 items',
    'kind.grid.item': 'Each item needs text, up to 100 characters',
    'kind.grid.different': 'Each item must be different',
    'kind.grid.placement': 'Place every item on both axes, each at a whole number from 0 to 100.',
  },
  es: {
    'kind.grid.title': 'La pregunta es obligatoria en las diapositivas de cuadrícula 2x2',
    'kind.grid.axis': 'Cada eje necesita un nombre y sus dos extremos, de hasta 40 caracteres cada uno',
    'kind.grid.items': 'Las diapositivas de cuadrícula 2x2 necesitan de 2 a 10 elementos',
    'kind.grid.item': 'Cada elemento necesita texto, de hasta 100 caracteres',
    'kind.grid.different': 'Cada elemento debe ser distinto',
    'kind.grid.placement': 'Coloca cada elemento en los dos ejes, cada uno en un número entero de 0 a 100.',
  },
  de: {
    'kind.grid.title': '2x2-Raster-Folien brauchen eine Frage',
    'kind.grid.axis': 'Jede Achse braucht einen Namen und beide Enden, jeweils höchstens 40 Zeichen',
    'kind.grid.items': '2x2-Raster-Folien brauchen 2 bis 10 Elemente',
    'kind.grid.item': 'Jedes Element braucht einen Text mit höchstens 100 Zeichen',
    'kind.grid.different': 'Jedes Element muss sich von den anderen unterscheiden',
    'kind.grid.placement':
      'Platziere jedes Element auf beiden Achsen, jeweils auf einer ganzen Zahl von 0 bis 100.',
  },
  fr: {
    'kind.grid.title': 'La question est obligatoire pour les diapositives grille 2x2',
    'kind.grid.axis':
      'Chaque axe a besoin d’un nom et de ses deux extrémités, de 40 caractères au plus chacun',
    'kind.grid.items': 'Les diapositives grille 2x2 ont besoin de 2 à 10 éléments',
    'kind.grid.item': 'Chaque élément a besoin d’un texte de 100 caractères au plus',
    'kind.grid.different': 'Chaque élément doit être différent',
    'kind.grid.placement': 'Placez chaque élément sur les deux axes, chacun sur un nombre entier de 0 à 100.',
  },
  ar: {
    'kind.grid.title': 'السؤال مطلوب لشرائح الشبكة 2×2',
    'kind.grid.axis': 'يحتاج كل محور إلى اسم وطرفين، لا يتجاوز كل منها 40 حرفًا',
    'kind.grid.items': 'تحتاج شرائح الشبكة 2×2 إلى 2 إلى 10 عناصر',
    'kind.grid.item': 'يحتاج كل عنصر إلى نص لا يتجاوز 100 حرف',
    'kind.grid.different': 'يجب أن يكون كل عنصر مختلفًا',
    'kind.grid.placement': 'ضع كل عنصر على المحورين، كلًّا عند عدد صحيح من 0 إلى 100.',
  },
});
