// Word cloud slides on a participant's phone: the prompt and one box per allowed entry, each saved when sent and
// changeable until the host moves on.
import { useState } from 'react';
import { WORD_MAX, answerKey } from '../../../live/format';
import { Status } from '../../../live/participant-parts';
import type { LiveAnswerValue, SaveStatus } from '../../../live/types';
import { buttonVariants } from '../../../ui/button-variants';
import type { ParticipantSlideView } from '../kind';

function WordEntry({
  id,
  label,
  value,
  status,
  onAnswer,
}: {
  id: string;
  label: string;
  value: LiveAnswerValue | undefined;
  status?: SaveStatus;
  onAnswer: (value: string) => void;
}) {
  const saved = typeof value === 'string' ? value : '';
  const [text, setText] = useState(saved);
  const entry = text.trim().replace(/\s+/g, ' ');
  return (
    <form
      className="space-y-1"
      onSubmit={(event) => {
        event.preventDefault();
        if (entry) onAnswer(entry);
      }}
    >
      <label htmlFor={`${id}-word`} className="block text-base font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-word`}
          value={text}
          maxLength={WORD_MAX}
          autoComplete="off"
          enterKeyHint="send"
          onChange={(event) => setText(event.target.value)}
          aria-describedby={`${id}-status`}
          className="h-14 min-w-0 flex-1 rounded-xl border-2 border-input bg-background px-3 text-lg outline-none focus:border-ring"
        />
        <button
          type="submit"
          className={buttonVariants({ size: 'touch' })}
          disabled={!entry || entry === saved}
        >
          {saved ? 'Update' : 'Send'}
        </button>
      </div>
      <Status status={status} id={id} />
    </form>
  );
}

export const wordCloudParticipant: ParticipantSlideView<'word-cloud'> = {
  Screen: ({ slide, answers, statuses, onAnswer }) => (
    <section className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">{slide.questions[0]?.question || slide.title || 'Word cloud'}</h1>
        <p className="text-muted-foreground">
          Answer in a word or two (up to {WORD_MAX} characters). Your words appear on the host's screen
          without your name.
        </p>
      </div>
      {slide.questions.map((_, qi) => {
        const key = answerKey(slide.index, qi);
        return (
          <WordEntry
            key={key}
            id={`q-${slide.index}-${qi}`}
            label={slide.questions.length === 1 ? 'Your word' : `Word ${qi + 1} of ${slide.questions.length}`}
            value={answers[key]}
            status={statuses[key]}
            onAnswer={(value) => onAnswer(slide.index, qi, value)}
          />
        );
      })}
    </section>
  ),
};
