// Local read-form shapes of the contract (openapi.yaml ScenarioRead and friends). The ui package stays
// data-agnostic: it never imports the generated client types, so these list only what the views show. The slide
// types are @readyteams/activities' kinds.
import type { SlideType } from '@readyteams/activities/live';

type Id = string | number;

type ScenarioCategory = { id: Id; category: string };

type ScenarioTag = { id: Id; tag: string; color?: string | null };

/** Read form of a poll question's answers: a wrapper holding `{option: 'option 1', answer: 'Yes'}` items. */
type PollAnswers = { options: Array<{ option: string; answer: string }> };

type PollQuestion = {
  question: string;
  type?: string | null;
  /** default: lettered choices; scale: 1 to 5; nps: 0 to 10. */
  layoutType?: 'default' | 'scale' | 'nps' | null;
  answers?: PollAnswers | null;
};

type ScenarioSlide = {
  id?: Id;
  title: string;
  slideType: SlideType;
  /** Polls: 'scenario' or 'closing question'. */
  type?: string | null;
  videoUrl?: string | null;
  /** Video: WebVTT captions, when the video has them. */
  captionsUrl?: string | null;
  /** Video: the facilitator script. Poll: the subtext. */
  script?: string | null;
  /** Discussion: plain strings. Poll: questions with answers. */
  questions: Array<string | PollQuestion>;
  /** Poll-results: the poll whose results it shows. */
  pollTitle?: string | null;
  /** Video length in seconds, when known. */
  duration?: number | null;
  /** Word cloud: what the room answers in a word or two. Commitment: what each participant commits to. */
  prompt?: string | null;
  /** Word cloud: how many entries each participant may send. */
  entryLimit?: number | null;
  /**
   * Branching: the option (0-based) of the decision before it whose consequence path holds the slide; null or absent
   * on the main line. A decision's path slides follow it directly, grouped by option.
   */
  pathOption?: number | null;
  /**
   * Decision: the options the room votes on, each with the position in the list of the main-line slide its path
   * rejoins (null: the path ends the scenario).
   */
  options?: Array<{ label: string; rejoinAt: number | null }> | null;
  /** Decision: whether the road not taken shows after the chosen path. */
  showRoadNotTaken?: boolean | null;
};

type ScenarioResource = { title: string; linkUrl: string; type: string; description: string };

type ScenarioSummary = {
  id: Id;
  title: string;
  description: string;
  thumbNailUrl?: string | null;
  category?: ScenarioCategory | null;
  tags: ScenarioTag[];
  isFavorite?: boolean;
  /** One of its slides is a decision: the library card shows a Branching badge. */
  isBranching?: boolean;
};

type ScenarioDetail = ScenarioSummary & {
  slides: ScenarioSlide[];
  resources: ScenarioResource[];
};

export type {
  Id,
  PollAnswers,
  PollQuestion,
  ScenarioCategory,
  ScenarioDetail,
  ScenarioResource,
  ScenarioSlide,
  ScenarioSummary,
  ScenarioTag,
  SlideType,
};
