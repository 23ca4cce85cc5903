// The live shapes are written twice on purpose: as the contract (openapi.yaml, generated into the client's
// live-events.ts, which the server and the app use) and as @readyteams/activities' schemas (which the ui's views take,
// the ui never importing the client). These assertions hold the two to each other. They fail under `tsc` (npm run
// typecheck), where a field one side lacks, or types differently, is an error; at run time they pass. The events the
// phones and hosts send are not in the contract: the client's ClientToServerEvents is typed from activities' schemas.
import type * as activities from '@readyteams/activities/live';
import type { components } from '@readyteams/api-client';
import type * as contract from '@readyteams/api-client/live-events';
import { describe, expectTypeOf, it } from 'vitest';

describe("@readyteams/activities' live shapes", () => {
  // `branded`: compared field by field, as the contract's slides are intersections (a branch's slideType and own
  // fields & LiveSlideFields) where zod's are one object each; the same fields, but not the same type to plain
  // toEqualTypeOf.
  it("are the contract's", () => {
    expectTypeOf<activities.SlideType>().branded.toEqualTypeOf<contract.LiveSlideType>();
    expectTypeOf<activities.LiveSlide>().branded.toEqualTypeOf<contract.LiveSlide>();
    expectTypeOf<activities.LiveSlideOf<'poll'>>().branded.toEqualTypeOf<contract.LiveSlideOf<'poll'>>();
    expectTypeOf<activities.LiveState>().branded.toEqualTypeOf<contract.LiveState>();
    expectTypeOf<activities.LiveTally>().branded.toEqualTypeOf<contract.LiveTally>();
    expectTypeOf<activities.LiveReactions>().branded.toEqualTypeOf<contract.LiveReactions>();
    expectTypeOf<activities.SessionResults>().branded.toEqualTypeOf<contract.SessionResults>();
    expectTypeOf<activities.ScenarioDecisions>().branded.toEqualTypeOf<
      components['schemas']['ScenarioDecisions']
    >();
  });
});

// The contract's SlideWrite branches also take every other kind's fields (SlideFields, unknown: accepted and not
// stored), which the editor never sends: each branch is compared on the fields activities' branch has.
type ContractSlideWrite = components['schemas']['SlideWrite'];
type OwnSlideWrite = {
  [T in activities.SlideType]: Pick<
    Extract<ContractSlideWrite, { slideType: T }>,
    keyof activities.SlideWriteOf<T>
  >;
}[activities.SlideType];

describe("@readyteams/activities' slide shapes", () => {
  it("are the contract's", () => {
    expectTypeOf<activities.SlideWrite>().branded.toEqualTypeOf<OwnSlideWrite>();
    expectTypeOf<activities.SlideRead>().branded.toEqualTypeOf<components['schemas']['SlideRead']>();
    // Plain objects both sides, compared as they are (branded misreads the answers' `{ [key: string]: string }`).
    expectTypeOf<activities.PollQuestionWrite>().toEqualTypeOf<components['schemas']['PollQuestionWrite']>();
    expectTypeOf<activities.PollQuestionRead>().toEqualTypeOf<components['schemas']['PollQuestionRead']>();
    expectTypeOf<activities.DecisionOptionWrite>().toEqualTypeOf<
      components['schemas']['DecisionOptionWrite']
    >();
    expectTypeOf<activities.DecisionOptionRead>().toEqualTypeOf<
      components['schemas']['DecisionOptionRead']
    >();
  });
});
