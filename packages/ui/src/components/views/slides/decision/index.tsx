// Decision slides in the views (branching scenarios): the situation the room votes on and each option with where it
// leads. The curriculum lists the options' path slides under the decision (scenario-preview.tsx).
import { GitBranchIcon } from 'lucide-react';
import { live } from '../../../../i18n/live';
import type { SlideView } from '../kind';
import { answerLetter } from '../poll';
import { curriculumOf, rejoinText } from './paths';

export const decision: SlideView<'decision'> = {
  label: 'live.curriculum.decision',
  icon: GitBranchIcon,
  meta: (slide, t) => t('live.curriculum.options', { count: slide.options.length }),
  Body: function DecisionBody({ slide, slides = [] }) {
    const t = live.useT();
    const { options } = slide;
    const paths = curriculumOf(slides).find((entry) => entry.slide === slide)?.paths ?? [];
    return (
      <div className="grid gap-3">
        {slide.script && <p className="text-sm whitespace-pre-line text-muted-foreground">{slide.script}</p>}
        <p className="text-sm">{t('live.curriculum.decisionBody')}</p>
        <ul className="grid gap-2" aria-label={t('live.decision.options')}>
          {options.map((option, index) => {
            const path = paths[index]?.slides ?? [];
            return (
              <li key={index} className="grid gap-0.5 text-sm">
                <span>
                  <span className="font-semibold text-primary">{answerLetter(index)}.</span> {option.label}
                </span>
                {path.length ? (
                  <span className="ps-5 text-muted-foreground">
                    {t('live.curriculum.leadsTo', {
                      slides: path
                        .map(({ slide: s }) => `"${s.title}"`)
                        .reduce((first, next) => t('live.curriculum.then', { first, next })),
                    })}
                  </span>
                ) : null}
                <span className="ps-5 text-muted-foreground">{rejoinText(slides, option.rejoinAt, t)}</span>
              </li>
            );
          })}
        </ul>
        {slide.showRoadNotTaken && options.length > 1 ? (
          <p className="text-sm text-muted-foreground">{t('live.curriculum.roadNotTaken')}</p>
        ) : null}
      </div>
    );
  },
};
