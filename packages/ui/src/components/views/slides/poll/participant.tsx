// Poll slides on a participant's phone: each question with its answers, saved as it is tapped.
import type { LiveSlideOf } from '@readyteams/activities/live';
import { screens } from '../../../../i18n/screens';
import { answerKey } from '../../../live/format';
import { QuestionInput } from '../../../live/participant-parts';
import type { TranslateOf } from '../../../../i18n/catalogue';
import type { ParticipantSlideView } from '../kind';

const headingOf = (slide: LiveSlideOf<'poll'>, t: TranslateOf<typeof screens>) =>
  slide.title || t('screens.poll.title');

export const pollParticipant: ParticipantSlideView<'poll'> = {
  Screen: function PollScreen({ slide, answers, statuses, onAnswer }) {
    const t = screens.useT();
    return (
      <section className="space-y-8">
        <h1 className="text-2xl font-bold [unicode-bidi:plaintext]">{headingOf(slide, t)}</h1>
        {slide.questions.map((question, qi) => {
          const key = answerKey(slide.index, qi);
          return (
            <QuestionInput
              key={key}
              id={`q-${slide.index}-${qi}`}
              question={question}
              value={answers[key]}
              status={statuses[key]}
              onAnswer={(value) => onAnswer(slide.index, qi, value)}
            />
          );
        })}
      </section>
    );
  },
  announcement: (slide, _state, t) => t('screens.announce.poll', { title: headingOf(slide, t) }),
};
