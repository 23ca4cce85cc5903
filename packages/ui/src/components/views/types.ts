// Local read-form shapes of the contract (openapi.yaml ScenarioRead and friends). The ui package stays
// data-agnostic: it never imports the generated client types, so these list only what the views show. The slides
// are @readyteams/activities' read forms, which the contract's are generated from.
import type { PollAnswersRead, PollQuestionRead, SlideRead, SlideType } from '@readyteams/activities/live';

type Id = string | number;

type ScenarioCategory = { id: Id; category: string };

type ScenarioTag = { id: Id; tag: string; color?: string | null };

/** A slide as the API reads it: each kind's fields from its schema.ts in activities. */
type ScenarioSlide = SlideRead;

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

// PollAnswers and PollQuestion: the names the ui's views entry has always exported (families/views.ts).
export type {
  Id,
  PollAnswersRead as PollAnswers,
  PollQuestionRead as PollQuestion,
  ScenarioCategory,
  ScenarioDetail,
  ScenarioResource,
  ScenarioSlide,
  ScenarioSummary,
  ScenarioTag,
  SlideType,
};
