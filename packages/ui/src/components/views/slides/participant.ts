/**
 * The slide types on a participant's phone: one participant.tsx per type, gathered here, apart from the rest of the
 * views so the participant page loads nothing else. The page loads this module (and so every type's screen) as a
 * chunk of its own once the participant is in the session (loadParticipantScreens in participant-view.tsx): its
 * first screens wait for none of them. The type annotation makes a missing type a compile error; a slide of a type
 * missing at run time (a newer server) has no entry, and the page says so (UNSUPPORTED_SLIDE).
 */
import type { LiveSlide, LiveState, SlideType } from '@readyteams/activities/live';
import { useI18n } from '../../../i18n/catalogue';
import { screens } from '../../../i18n/screens';
import { useAnnouncement } from '../../live/announcer';
import { commitmentParticipant } from './commitment/participant';
import { decisionParticipant } from './decision/participant';
import { discussionParticipant } from './discussion/participant';
import { gridParticipant } from './grid/participant';
import type { ParticipantSlideView } from './kind';
import { pointsParticipant } from './points/participant';
import { knowledgeCheckParticipant } from './knowledge-check/participant';
import { pollResultsParticipant } from './poll-results/participant';
import { pollParticipant } from './poll/participant';
import { rankingParticipant } from './ranking/participant';
import { videoParticipant } from './video/participant';
import { wordCloudParticipant } from './word-cloud/participant';

export const participantSlideViews: { [T in SlideType]: ParticipantSlideView<T> } = {
  video: videoParticipant,
  poll: pollParticipant,
  discussion: discussionParticipant,
  'poll-results': pollResultsParticipant,
  'word-cloud': wordCloudParticipant,
  decision: decisionParticipant,
  commitment: commitmentParticipant,
  ranking: rankingParticipant,
  points: pointsParticipant,
  'knowledge-check': knowledgeCheckParticipant,
  grid: gridParticipant,
};

/** The participant view of a slide's type, typed for that slide; undefined for a type this version does not know. */
export const participantViewOf = <S extends LiveSlide>(
  slide: S,
): ParticipantSlideView<S['slideType']> | undefined =>
  Object.hasOwn(participantSlideViews, slide.slideType)
    ? (participantSlideViews[slide.slideType] as ParticipantSlideView<S['slideType']>)
    : undefined;

/**
 * Says on the page's live region what its type announces when a slide comes up (and when that changes, as results
 * arriving); the page (ParticipantScreen) renders it beside the slide's screen.
 */
export function SlideAnnouncement({ slide, state }: { slide: LiveSlide; state: LiveState }) {
  const t = screens.useT();
  const i18n = useI18n();
  const text = participantViewOf(slide)?.announcement(slide, state, t, i18n) ?? null;
  useAnnouncement(text, { key: `${slide.index}\n${text}` });
  return null;
}
