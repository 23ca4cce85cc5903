// Decision slides on the host's screens (branching scenarios). The presenter shows the situation and the lettered
// options while the phones vote, the split once the host reveals it and the option taken once decided; after the
// chosen path, the road not taken (what the other options would have led to). The host's phone shows the split
// privately, reveals it, follows the room's choice or picks any option (an override when it is not the majority).
import type { LiveDecision, LiveSlide, LiveSlideOf, LiveState, LiveTally } from '@readyteams/activities/live';
import type { TranslateOf } from '../../../../i18n/catalogue';
import { useFormat } from '../../../../i18n/format';
import { Trans } from '../../../../i18n/catalogue';
import { live } from '../../../../i18n/live';
import { decisionOn, roomChoice } from './branching';
import { optionLetter, presenterType as type } from '../../../live/format';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Switch } from '../../../ui/switch';
import type { LiveSlideProps, LiveSlideView } from '../kind';

type DecisionSlide = LiveSlideOf<'decision'>;

/** The live vote on a decision: the votes per option (the decision's results come in the tally like a poll's). */
function voteOf(slide: DecisionSlide, tally: LiveTally | null) {
  const result = tally?.polls.find((poll) => poll.slideIndex === slide.index)?.questions[0];
  const votes = slide.options.map((_, i) => result?.options[i]?.count ?? 0);
  const total = votes.reduce((sum, count) => sum + count, 0);
  const percents = votes.map(
    (count, i) => result?.options[i]?.percent ?? (total ? Math.round((count / total) * 1000) / 10 : 0),
  );
  return { votes, total, percents, room: roomChoice(votes) };
}

const optionName = (slide: DecisionSlide, option: number) =>
  `${optionLetter(option)}. ${slide.options[option]?.label ?? ''}`;

type T = TranslateOf<typeof live>;

/** How a decision was taken, on the host's phone. */
export const outcomeText = (decision: LiveDecision, t: T) =>
  t(
    decision.followed
      ? 'live.decision.followed'
      : decision.tie
        ? 'live.decision.tie'
        : 'live.decision.override',
  );

/** How a decision was taken, on the presenter. */
const takenText = (slide: DecisionSlide, decision: LiveDecision, t: T) =>
  t(
    decision.followed
      ? 'live.decision.roomChose'
      : decision.tie
        ? 'live.decision.tieChose'
        : 'live.decision.hostChose',
    { option: optionName(slide, decision.option) },
  );

const SPLIT_SIZES = {
  md: { row: 'text-sm', bar: 'h-2.5', letter: 'font-semibold' },
  lg: { row: type.body, bar: type.bar, letter: 'font-bold' },
};

/** The vote split: each option's votes and share, with a bar; the room's choice marked. */
function Split({
  slide,
  vote,
  size,
}: {
  slide: DecisionSlide;
  vote: ReturnType<typeof voteOf>;
  size: keyof typeof SPLIT_SIZES;
}) {
  const t = live.useT();
  const format = useFormat();
  const sizes = SPLIT_SIZES[size];
  return (
    <ul aria-label={t('live.decision.split')} className={size === 'lg' ? 'space-y-[1.5vh]' : 'space-y-2'}>
      {slide.options.map((option, i) => (
        <li key={i} className={sizes.row} data-testid={`split-${i}`}>
          <div className="flex justify-between gap-3">
            <span>
              <span className={sizes.letter}>{optionLetter(i)}.</span> {option.label}
              {vote.room === i ? <span className="sr-only"> {t('live.decision.most')}</span> : null}
            </span>
            <span className={`shrink-0 tabular-nums ${vote.room === i ? 'font-semibold' : ''}`}>
              {t('live.decision.votes', { count: vote.votes[i] ?? 0 })} (
              {format.percent(vote.percents[i] ?? 0)})
            </span>
          </div>
          <div
            data-slot="bar"
            className={`mt-1 overflow-hidden rounded-full bg-muted ${sizes.bar}`}
            aria-hidden="true"
          >
            <div
              className="h-full rounded-full bg-primary transition-[width] duration-300"
              style={{ width: `${vote.percents[i]}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

function DecisionPresenter({ slide, state, tally }: LiveSlideProps<'decision'>) {
  const t = live.useT();
  const vote = voteOf(slide, tally);
  const revealed = state.revealedDecisions.includes(slide.index);
  const taken = decisionOn(state.decisions, slide.index);
  return (
    <div className={type.slide}>
      <h1 className={`${type.title} [unicode-bidi:plaintext]`}>{slide.title || t('live.decision.title')}</h1>
      {revealed ? (
        <Split slide={slide} vote={vote} size="lg" />
      ) : (
        <ul
          aria-label={t('live.decision.options')}
          className={`grid gap-[1.5vh] md:grid-cols-2 ${type.body}`}
        >
          {slide.options.map((option, i) => (
            <li
              key={i}
              className={`flex items-center gap-[0.6em] rounded-xl border-2 px-[0.7em] py-[0.5em] ${
                taken?.option === i ? 'border-primary bg-primary/10 font-semibold' : 'border-border'
              }`}
            >
              <span className="flex size-[1.8em] shrink-0 items-center justify-center rounded-lg bg-primary font-bold text-primary-foreground">
                {optionLetter(i)}
              </span>
              {option.label}
            </li>
          ))}
        </ul>
      )}
      {taken ? (
        <p className={`${type.question} font-semibold`} data-testid="decision-taken">
          {takenText(slide, taken, t)}
        </p>
      ) : (
        <p className={`${type.body} font-semibold`} role="status" aria-live="polite" data-testid="vote-count">
          {t('live.decision.voteOnPhone', { count: vote.total, total: tally?.participantCount ?? 0 })}
        </p>
      )}
    </div>
  );
}

function DecisionHostPanel({
  slide,
  state,
  tally,
  onRevealDecision,
  onDecide,
}: Parameters<NonNullable<LiveSlideView<'decision'>['HostPanel']>>[0]) {
  const t = live.useT();
  const vote = voteOf(slide, tally);
  const revealed = state.revealedDecisions.includes(slide.index);
  const taken = decisionOn(state.decisions, slide.index);
  const switchId = `reveal-decision-${slide.index}`;
  const roomId = `room-choice-${slide.index}`;
  return (
    <section aria-labelledby="decision-vote" className="space-y-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="decision-vote" className="text-sm font-semibold text-muted-foreground uppercase">
          {t('live.decision.roomVote')}
        </h2>
        <p className="text-sm" data-testid="vote-count">
          {t('live.decision.voted', { count: vote.total, total: tally?.participantCount ?? 0 })}
        </p>
      </div>
      <Split slide={slide} vote={vote} size="md" />
      <div className="flex items-center gap-3 rounded-lg border border-border px-3">
        <label htmlFor={switchId} className="flex min-h-12 flex-1 flex-col justify-center py-1">
          <span className="text-base font-medium">{t('live.decision.reveal')}</span>
          <span className="text-sm text-muted-foreground">
            {revealed ? t('live.decision.revealed') : t('live.decision.private')}
          </span>
        </label>
        <Switch
          id={switchId}
          checked={revealed}
          onCheckedChange={(checked) => onRevealDecision(slide.index, checked)}
        />
      </div>
      {taken ? (
        <div role="status" className="space-y-1 rounded-lg bg-muted p-3" data-testid="decision-outcome">
          <p className="text-base">
            <Trans
              catalogue={live}
              id="live.decision.chosen"
              values={{ option: <strong>{optionName(slide, taken.option)}</strong> }}
            />
          </p>
          <Badge variant={taken.followed ? 'secondary' : 'outline'}>{outcomeText(taken, t)}</Badge>
        </div>
      ) : null}
      <section aria-labelledby="decision-take" className="space-y-2">
        <h3 id="decision-take" className="text-sm font-semibold text-muted-foreground uppercase">
          {taken ? t('live.decision.change') : t('live.decision.take')}
        </h3>
        <p id={roomId} className="text-sm" role={vote.room === null ? 'status' : undefined}>
          {vote.room !== null
            ? t('live.decision.roomChoice', { option: optionName(slide, vote.room) })
            : vote.total
              ? t('live.decision.tied')
              : t('live.decision.noVotes')}
        </p>
        <Button
          size="touch"
          className="w-full"
          disabled={vote.room === null}
          aria-describedby={roomId}
          onClick={() => onDecide(slide.index)}
        >
          {t('live.decision.follow')}
        </Button>
        <ul className="space-y-2">
          {slide.options.map((_, i) => {
            const override = vote.room !== null && vote.room !== i;
            return (
              <li key={i}>
                <Button
                  size="touch"
                  variant="outline"
                  className="h-auto min-h-11 w-full justify-start py-2 text-start whitespace-normal"
                  onClick={() => onDecide(slide.index, i)}
                >
                  <span className="flex-1">
                    {t('live.decision.choose', { option: optionName(slide, i) })}
                  </span>
                  {override ? (
                    <span className="text-sm font-normal text-muted-foreground">
                      {t('live.decision.overrideMark')}
                    </span>
                  ) : null}
                </Button>
              </li>
            );
          })}
        </ul>
      </section>
    </section>
  );
}

export const decisionLive: LiveSlideView<'decision'> = {
  Presenter: DecisionPresenter,
  HostPanel: DecisionHostPanel,
};

/** The slides of one option's path. */
const pathSlides = (slides: readonly LiveSlide[], decision: number, option: number) =>
  slides.filter((slide) => slide.path?.decision === decision && slide.path.option === option);

/** Where an option's path goes after its last slide. */
const rejoinText = (slides: readonly LiveSlide[], rejoinAt: number | null, t: T) => {
  if (rejoinAt === null) return t('live.road.ends');
  const title = slides[rejoinAt]?.title;
  return title ? t('live.road.rejoinsAt', { title }) : t('live.road.rejoinsAtSlide', { n: rejoinAt + 1 });
};

/** The decision on screen as the road not taken, with the option taken (undefined when there is none). */
const roadOf = (state: LiveState) => {
  const slide = state.roadNotTaken === null ? undefined : state.slides[state.roadNotTaken];
  if (slide?.slideType !== 'decision') return undefined;
  const taken = decisionOn(state.decisions, slide.index);
  const others = slide.options.map((option, i) => ({ option, i })).filter(({ i }) => i !== taken?.option);
  return { slide, taken, others };
};

/** The presenter's road not taken: the option taken, then what each other option would have led to. */
export function RoadNotTaken({ state }: { state: LiveState }) {
  const t = live.useT();
  const road = roadOf(state);
  if (!road) return null;
  const { slide, taken, others } = road;
  return (
    <div className={type.slide}>
      <div className="space-y-[1vh]">
        <h1 className={type.title}>{t('live.pacing.roadNotTaken')}</h1>
        <p className={`${type.question} text-muted-foreground`}>
          {slide.title}
          {taken ? (
            <>
              {' '}
              <span className="font-semibold text-foreground">{takenText(slide, taken, t)}.</span>
            </>
          ) : null}
        </p>
      </div>
      <ul aria-label={t('live.road.others')} className="grid gap-[3vh] lg:grid-cols-2">
        {others.map(({ option, i }) => {
          const path = pathSlides(state.slides, slide.index, i);
          return (
            <li key={i} className="space-y-[1vh] rounded-2xl border-2 border-border p-[3vh]">
              <h2 className={`${type.question} font-semibold`}>
                <span className="me-[0.4em] inline-flex size-[1.6em] items-center justify-center rounded-lg bg-muted font-bold">
                  {optionLetter(i)}
                </span>
                {option.label}
              </h2>
              {path.length ? (
                <div className={type.body}>
                  <p className="text-muted-foreground">{t('live.road.ledTo')}</p>
                  <ol className="list-decimal ps-[1.2em]">
                    {path.map((s) => (
                      <li key={s.index}>{s.title}</li>
                    ))}
                  </ol>
                </div>
              ) : null}
              <p className={`${type.body} font-semibold`}>{rejoinText(state.slides, option.rejoinAt, t)}</p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The host's phone while the presenter shows the road not taken: step into another option's path, or go on. */
export function RoadNotTakenControls({
  state,
  onGoto,
}: {
  state: LiveState;
  onGoto: (slide: number) => void;
}) {
  const t = live.useT();
  const road = roadOf(state);
  if (!road) return null;
  return (
    <section aria-labelledby="road-not-taken" className="space-y-2 rounded-lg border border-border p-3">
      <h2 id="road-not-taken" className="text-sm font-semibold text-muted-foreground uppercase">
        {t('live.pacing.roadNotTaken')}
      </h2>
      <p className="text-sm">{t('live.road.help')}</p>
      <ul className="space-y-2">
        {road.others.map(({ option, i }) => (
          <li key={i}>
            <Button
              size="touch"
              variant="outline"
              className="h-auto min-h-11 w-full justify-start py-2 text-start whitespace-normal"
              onClick={() => onGoto(option.firstSlide)}
            >
              {t('live.road.stepInto', { option: optionName(road.slide, i) })}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
