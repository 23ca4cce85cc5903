// A knowledge check's results as bars: each choice, how many chose it and their share, the correct ones marked (a tick
// and the word, never colour alone); above them the share of answers exactly right and the misconception (the wrong
// choice most chosen). In the report (md) and on the presenter after the reveal (lg).
import { misconception } from '@readyteams/activities/knowledge-check';
import type { LiveQuestionResult } from '@readyteams/activities/live';
import { useFormat } from '../../../../i18n/format';
import { presenterType } from '../../../live/format';
import { host } from './i18n';

const SIZES = {
  md: { row: 'text-sm', bar: 'h-2.5', gap: 'space-y-2' },
  lg: { row: presenterType.body, bar: presenterType.bar, gap: 'space-y-[1.5vh]' },
} as const;

/** The share of answers exactly right. */
export function ShareCorrect({ result, className }: { result: LiveQuestionResult; className?: string }) {
  const t = host.useT();
  const format = useFormat();
  if (result.correctPercent === null || result.correctPercent === undefined) return null;
  return (
    <p className={className} data-testid="share-correct">
      {t('check.host.shareCorrect', {
        share: format.number(result.correctPercent / 100, { style: 'percent', maximumFractionDigits: 0 }),
      })}
    </p>
  );
}

export function CheckBars({
  result,
  size = 'md',
}: {
  result: LiveQuestionResult;
  size?: keyof typeof SIZES;
}) {
  const t = host.useT();
  const format = useFormat();
  const s = SIZES[size];
  const wrong = misconception(result);
  return (
    <div className={s.gap}>
      {size === 'md' ? (
        <>
          <ShareCorrect result={result} className="text-sm font-semibold" />
          {result.answerCount > 0 && (
            <p className="text-sm text-muted-foreground" data-testid="misconception">
              {wrong
                ? t('check.host.misconception', { label: `${wrong.key}. ${wrong.label}` })
                : t('check.host.noMisconception')}
            </p>
          )}
        </>
      ) : null}
      <ul aria-label={t('check.host.report')} className={s.gap}>
        {result.options.map((option) => {
          const correct = option.correct === true;
          return (
            <li key={option.key} className={s.row}>
              <div className="flex items-baseline justify-between gap-3">
                <span className={`[unicode-bidi:plaintext] ${correct ? 'font-bold' : ''}`}>
                  {option.key}. {option.label}
                  {correct ? (
                    <span className="ms-2 text-success">✓ {t('check.host.correctMark')}</span>
                  ) : null}
                </span>
                <span className="shrink-0 text-muted-foreground tabular-nums">
                  {t('check.host.chose', {
                    count: option.count,
                    percent: format.number(option.percent / 100, {
                      style: 'percent',
                      maximumFractionDigits: 0,
                    }),
                  })}
                </span>
              </div>
              <div className={`${s.bar} w-full overflow-hidden rounded-full bg-muted`}>
                <div
                  className={`h-full rounded-full ${correct ? 'bg-success' : 'bg-muted-foreground/60'}`}
                  style={{ width: `${option.percent}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
