import * as React from 'react';

import { kit } from '../../i18n/kit';
import { cn } from '../../lib/utils';
import { Button } from '../ui/button';

type CustomScenarioAllowanceProps = React.ComponentPropsWithoutRef<'div'> & {
  /** Custom (company-private) scenarios the company made this plan year. */
  used: number;
  /** How many it may make this plan year; null: unlimited. */
  limit: number | null;
  /** Why a new one is refused now, naming the plan that gives more (the server's own words); null while one fits. */
  refusal: string | null;
  /** The create button's label. */
  newLabel: string;
  /** Called by the create button. */
  onNew: () => void;
};

/**
 * The create button of a company's custom scenarios with what its plan year allows ("3 of 5 custom scenarios this
 * year"), shown before the action; once none is left the button is off and the refusal says which plan gives more.
 */
function CustomScenarioAllowance({
  used,
  limit,
  refusal,
  newLabel,
  onNew,
  className,
  ...props
}: CustomScenarioAllowanceProps) {
  const t = kit.useT();
  const countId = React.useId();
  const refusalId = React.useId();
  return (
    <div
      data-slot="custom-scenario-allowance"
      className={cn('grid justify-items-end gap-1 text-end', className)}
      {...props}
    >
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p id={countId} className="text-sm text-muted-foreground">
          {limit === null
            ? t('kit.customScenarios.used', { used })
            : t('kit.customScenarios.usedOf', { used, limit })}
        </p>
        <Button
          onClick={onNew}
          disabled={refusal !== null}
          aria-describedby={refusal === null ? countId : `${countId} ${refusalId}`}
        >
          {newLabel}
        </Button>
      </div>
      {refusal !== null && (
        <p id={refusalId} className="max-w-sm text-sm text-muted-foreground">
          {refusal}
        </p>
      )}
    </div>
  );
}

export { CustomScenarioAllowance, type CustomScenarioAllowanceProps };
