// Decision slides live (branching scenarios): `questions` holds one choice question (the title, the options' labels)
// the phones vote on; the slide adds where each option leads. The session records each decision the host takes, and
// the report and the comparison of teams show them. Exported by '@readyteams/activities/live' (with zod), not by
// '/decision', which the editor loads for the path rules alone.
// Also its fields as the editor sends them and as the API reads them: scripts/contract.ts generates the contract's
// branches of the kind (SlideWrite, SlideRead, LiveSlide) from this file.
import { z } from 'zod';
import { component, httpUrl, noQuestions, slideRequiredText } from '../contract';
import { liveEvent } from '../events';

/** A decision's option as the editor sends it. */
export const decisionOptionWrite = component(
  'DecisionOptionWrite',
  z.strictObject({
    label: z.string().min(1).max(120).regex(/\S/),
    rejoinAt: z.int().min(0).nullable().optional(),
  }),
);

export type DecisionOptionWrite = z.input<typeof decisionOptionWrite>;

/** A decision's option as the API reads it. */
export const decisionOptionRead = component(
  'DecisionOptionRead',
  z.object({ label: z.string(), rejoinAt: z.int().nullable() }),
);

export type DecisionOptionRead = z.output<typeof decisionOptionRead>;

const situation = 'The situation, for the facilitator.';

/** A decision slide as the editor sends it. */
export const decisionWriteFields = z
  .object({
    title: slideRequiredText,
    script: z.string().max(20000).nullable().optional().meta({ description: situation }),
    videoUrl: httpUrl.nullable().optional().meta({ description: 'Optional. A video of the situation.' }),
    captionsUrl: httpUrl.nullable().optional(),
    options: z.array(decisionOptionWrite).min(2).max(4),
    showRoadNotTaken: z.boolean().default(true).meta({
      description:
        'After the chosen path, show what the other options would have led to (the host may step into one).',
    }),
  })
  .meta({
    description:
      "A decision (branching scenarios): a situation (title, script, optional video) and 2 to 4 options the room votes on; each option's consequence path is the slides after it whose pathOption is the option's index. Rules (400, errors keyed `slides.N.field`): 'Title is required for decision slides'; 'A decision needs 2 to 4 options'; 'Every option needs a label'; 'Every option needs at least one slide in its path' (slides.N.options.K); 'A path must rejoin a main-line slide after its decision' (slides.N.options.K.rejoinAt: no loops); 'A decision cannot be inside a path' (slides.N.pathOption); 'Path slides must follow their decision, grouped by option' (slides.N.pathOption); 'No path leads to this slide' (slides.N: a main-line slide every option of an earlier decision skips).",
  });

/** A decision slide as the API reads it. */
export const decisionReadFields = z.object({
  script: z.string().nullable().optional().meta({ description: situation }),
  questions: noQuestions('Always empty (the options are in `options`).'),
  videoUrl: z.string().nullable().optional(),
  captionsUrl: z.string().nullable().optional(),
  options: z.array(decisionOptionRead),
  showRoadNotTaken: z.boolean(),
});

/** Branching: where an option of a decision leads. */
export const liveDecisionOption = component(
  'LiveDecisionOption',
  z.object({
    label: z.string(),
    /** The index of the first slide of the option's path. */
    firstSlide: z.int().min(0),
    /** The index of the main-line slide the path rejoins (null: the path ends the scenario). */
    rejoinAt: z.int().min(0).nullable(),
  }),
);
export type LiveDecisionOption = z.infer<typeof liveDecisionOption>;

/** The fields a decision slide adds to the common live ones. */
export const liveDecisionFields = z
  .object({
    options: z.array(liveDecisionOption),
    /** After the chosen path, the host may show what the other options would have led to. */
    showRoadNotTaken: z.boolean(),
  })
  .meta({
    description:
      "A decision slide: `questions` holds one choice question (the title, the options' labels) the phones vote on; `options` where each option leads.",
  });

/** A decision the session made: the room's vote and the option the host took (followed: the room's majority). */
export const liveDecision = z.object({
  /** The decision slide. */
  slideIndex: z.int().min(0),
  /** Votes per option, in the options' order, when the host decided. */
  votes: z.array(z.int().min(0)),
  /** The option taken. */
  option: z.int().min(0),
  /** Whether it was the room's majority (false: the host overrode the room, or picked on a tie). */
  followed: z.boolean(),
  /** Whether the room was tied between the most voted options. */
  tie: z.boolean(),
});
export type LiveDecision = z.infer<typeof liveDecision>;

/** A decision a session made, in its report: with the decision's title and its options' labels. */
export const liveDecisionResult = liveDecision.extend({
  title: z.string(),
  /** The options' labels, in order (`votes` and `option` point here). */
  options: z.array(z.string()),
});
export type LiveDecisionResult = z.infer<typeof liveDecisionResult>;

/** One session of a scenario, in the comparison of teams: its path and decisions. */
export const sessionDecisions = z.object({
  sessionId: z.string(),
  pin: z.string(),
  isPractice: z.boolean(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  participantCount: z.int().min(0),
  /** The slides the session showed (their indexes), in the order it showed them (a branching scenario's path). */
  path: z.array(z.int().min(0)),
  /** The decisions the session made, in the order it made them (empty: a scenario without decisions). */
  decisions: z.array(liveDecisionResult),
});
export type SessionDecisions = z.infer<typeof sessionDecisions>;

/** The sessions (teams) of a scenario the viewer may read, newest first, to compare their choices. */
export const scenarioDecisions = z.object({
  scenarioId: z.int(),
  sessions: z.array(sessionDecisions),
});
export type ScenarioDecisions = z.infer<typeof scenarioDecisions>;

/** What the host sends about a decision (the phones vote with a choice answer). */
export const decisionEvents = {
  /** Host: show (revealed, the default) or hide a decision's live vote split on the presenter. */
  'reveal-decision': liveEvent(
    'host',
    z.object({ slideIndex: z.int(), revealed: z.boolean().default(true) }),
  ),
  /**
   * Host: take a decision and go down its path: without `option`, the room's choice (the majority; refused on a tie);
   * with `option`, that one (recorded as an override when it is not the majority).
   */
  decide: liveEvent('host', z.object({ slideIndex: z.int(), option: z.int().min(0).optional() })),
  /** Host: show what the other options of a decision would have led to (any goto leaves it). */
  'road-not-taken': liveEvent('host', z.object({ slideIndex: z.int() })),
};
