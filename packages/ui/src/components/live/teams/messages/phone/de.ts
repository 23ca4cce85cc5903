import type { Translation } from '../../../../../i18n/catalogue';
import type en from './en';

export default {
  'teams.phone.yourTeam': 'Dein Team: {name}',
  'teams.phone.pick': 'Wähle dein Team',
  'teams.phone.pickHint': 'Du kannst es ändern, bis die Moderation startet.',
  'teams.phone.joined': 'Du bist im Team {name}.',
  'teams.phone.place': 'Dein Team ist auf Platz {rank} von {count}.',
  'teams.phone.average': 'Im Schnitt {points} Punkte pro Mitglied, das geantwortet hat.',
  'teams.phone.noScore': 'Noch keine Antworten aufgedeckt: Jede Antwort deines Teams zählt.',
} satisfies Translation<typeof en>;
