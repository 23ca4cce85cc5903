import type { Translation } from '../../../../../i18n/catalogue';
import type en from './en';

export default {
  'teams.host.title': 'Teams',
  'teams.host.on': 'In Teams spielen',
  'teams.host.count': 'Anzahl der Teams',
  'teams.host.assign': 'Wie die Handys ein Team bekommen',
  'teams.host.choose': 'Jedes Handy wählt',
  'teams.host.roundRobin': 'Der Reihe nach verteilt',
  'teams.host.lobbyOnly': 'Teams werden in der Lobby eingerichtet, vor der ersten Folie.',
  'teams.host.rename': 'Name von Team {n}',
  'teams.host.save': 'Speichern',
  'teams.host.show': 'Teamwertung zeigen',
  'teams.host.hide': 'Teamwertung ausblenden',
  'teams.host.members': 'Mitglieder: {count}',
  'teams.standings.title': 'Teamwertung',
  'teams.standings.place': 'Platz {rank}',
  'teams.standings.average': 'Im Schnitt {points} Punkte',
  'teams.standings.none': 'Noch keine Antworten aufgedeckt',
  'teams.standings.detail': 'Mitglieder: {members} · Geantwortet: {scored} · Richtig: {percent} %',
  'teams.standings.note':
    'Ein Team erhält den Schnitt seiner Mitglieder, die geantwortet haben: Jede Stimme zählt, wie groß das Team auch ist.',
  'teams.report.title': 'Teams',
  'teams.report.place': 'Platz',
  'teams.report.team': 'Team',
  'teams.report.members': 'Mitglieder',
  'teams.report.scored': 'Geantwortet',
  'teams.report.average': 'Punkte im Schnitt',
  'teams.report.correct': 'Richtig',
  'teams.report.split': 'Antworten nach Team',
} satisfies Translation<typeof en>;
