// Decision slides in the views (branching scenarios): the situation the room votes on and each option with where it
// leads. The curriculum lists the options' path slides under the decision (scenario-preview.tsx).
import { GitBranchIcon } from 'lucide-react';
import type { SlideView } from '../kind';
import { answerLetter } from '../poll';
import { curriculumOf, rejoinText } from './paths';

const optionCount = (count: number) => `${count} ${count === 1 ? 'option' : 'options'}`;

export const decision: SlideView = {
  label: 'Decision',
  icon: GitBranchIcon,
  meta: (slide) => optionCount(slide.options?.length ?? 0),
  Body: ({ slide, slides = [] }) => {
    const options = slide.options ?? [];
    const paths = curriculumOf(slides).find((entry) => entry.slide === slide)?.paths ?? [];
    return (
      <div className="grid gap-3">
        {slide.script && <p className="text-sm whitespace-pre-line text-muted-foreground">{slide.script}</p>}
        <p className="text-sm">The room votes; the host follows the room's choice or picks another option.</p>
        <ul className="grid gap-2" aria-label="Options">
          {options.map((option, index) => {
            const path = paths[index]?.slides ?? [];
            return (
              <li key={index} className="grid gap-0.5 text-sm">
                <span>
                  <span className="font-semibold text-primary">{answerLetter(index)}.</span> {option.label}
                </span>
                {path.length ? (
                  <span className="pl-5 text-muted-foreground">
                    Leads to {path.map(({ slide: s }) => `"${s.title}"`).join(', then ')}
                  </span>
                ) : null}
                <span className="pl-5 text-muted-foreground">{rejoinText(slides, option.rejoinAt)}</span>
              </li>
            );
          })}
        </ul>
        {slide.showRoadNotTaken !== false && options.length > 1 ? (
          <p className="text-sm text-muted-foreground">
            After the chosen path, the road not taken shows what the other options would have led to.
          </p>
        ) : null}
      </div>
    );
  },
};
