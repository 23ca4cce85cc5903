// Knowledge checks in the views: the question, its choices with the correct ones marked, the explanation and the time
// limit, in the scenario preview and the host's list. Its words are its own catalogue's (i18n.ts).
import { ListChecksIcon } from 'lucide-react';
import type { SlideView } from '../kind';
import { host } from './i18n';

export const knowledgeCheck: SlideView<'knowledge-check'> = {
  label: (i18n) => host.translator(i18n)('check.host.label'),
  icon: ListChecksIcon,
  scored: true,
  meta: (slide, _t, i18n) => {
    const t = host.translator(i18n);
    const choices = t('check.host.meta', { count: slide.choices.length });
    return slide.timeLimit === null
      ? choices
      : `${choices} · ${t('check.host.timed', { seconds: slide.timeLimit })}`;
  },
  Body: function KnowledgeCheckBody({ slide }) {
    const t = host.useT();
    return (
      <div className="grid gap-2 text-sm">
        {slide.script && <p className="whitespace-pre-line text-muted-foreground">{slide.script}</p>}
        <ul className="grid gap-1 ps-4">
          {slide.choices.map((choice, index) => (
            <li key={index} className="list-disc [unicode-bidi:plaintext]">
              {choice.label}
              {choice.correct ? (
                <span className="ms-2 font-semibold text-success">✓ {t('check.host.correctMark')}</span>
              ) : null}
            </li>
          ))}
        </ul>
        {slide.explanation && (
          <p className="text-muted-foreground">
            <span className="font-semibold">{t('check.host.explanation')}: </span>
            {slide.explanation}
          </p>
        )}
        {slide.speedBonus && <p className="text-muted-foreground">{t('check.host.speedBonus')}</p>}
      </div>
    );
  },
};
