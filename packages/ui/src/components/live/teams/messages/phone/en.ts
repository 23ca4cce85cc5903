// Team mode's words on the participant's screens (its own catalogue, carried in every language: ../../i18n.ts): English, the source.
export default {
  'teams.phone.yourTeam': 'Your team: {name}',
  'teams.phone.pick': 'Pick your team',
  'teams.phone.pickHint': 'You can change it until the host starts.',
  'teams.phone.joined': 'You are in team {name}.',
  'teams.phone.place': 'Your team is in place {rank} of {count}.',
  'teams.phone.average': '{points} points on average per member who answered.',
  'teams.phone.noScore': 'No answers revealed yet: every answer your team gives counts.',
};
