// A switch the host controls draw as one button (role switch) with its label: the kit's switch, drawn, as a control
// inside a button is not allowed. At least 48 px high. Used by the reactions' switch, team mode's and the Q&A's.
import type { ReactNode } from 'react';

export function SwitchButton({
  checked,
  onChange,
  disabled,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className="flex min-h-12 w-full items-center justify-between gap-3 rounded-lg border border-border px-3 text-start text-base font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      {children}
      <span
        aria-hidden="true"
        className={`inline-flex h-[1.15rem] w-8 shrink-0 items-center rounded-full shadow-xs ${checked ? 'bg-primary' : 'bg-input'}`}
      >
        <span
          className={`block size-4 rounded-full bg-background transition-transform ${checked ? 'translate-x-[calc(100%-2px)] rtl:-translate-x-[calc(100%-2px)]' : ''}`}
        />
      </span>
    </button>
  );
}
