// A switch the size of its row on the host's phone: the whole row is the switch (its label, and the kit's switch
// drawn inside, as a control inside a button is not allowed), a thumb's target. The reactions' and the Q&A's.
export function SwitchRow({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={() => onChange(!checked)}
      className="flex min-h-12 w-full items-center justify-between gap-3 rounded-lg border border-border px-3 text-start text-base font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      {label}
      <span
        aria-hidden="true"
        className={`inline-flex h-[1.15rem] w-8 shrink-0 items-center rounded-full shadow-xs ${checked ? 'bg-primary' : 'bg-input'}`}
      >
        <span
          className={`block size-4 rounded-full bg-background transition-transform ${checked ? 'translate-x-[calc(100%-2px)]' : ''}`}
        />
      </span>
    </button>
  );
}
