// What a phone's boards share (a discussion slide's, views/slides/discussion/participant.tsx, and the audience Q&A's,
// live/qna/phone.tsx): the box a short text is written in, with its characters left and its send button, and the
// upvote button of another participant's entry. Plain elements: the phones load them.
import { useState, type FormEvent, type ReactNode } from 'react';
import type { LiveAck, LivePostStatus } from '@readyteams/activities/live';
import { buttonVariants } from '../ui/button-variants';
import type { SaveStatus } from '../views/slides/kind';

/**
 * A board's entry on a phone: the text being written, how its last send went (`last`: the server's ack), and the votes
 * given or taken back on this phone, shown at once and dropped again if the server refuses (`voted`, by id).
 */
export function useBoardEntry<A extends LiveAck>(
  send: (text: string) => Promise<A>,
  onVote: (id: number, up: boolean) => Promise<LiveAck>,
) {
  const [text, setText] = useState('');
  const [status, setStatus] = useState<SaveStatus>();
  const [last, setLast] = useState<A>();
  const [voted, setVoted] = useState<Record<number, boolean>>({});
  const sending = status?.state === 'saving';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const entry = text.trim();
    if (!entry || sending) return;
    setStatus({ state: 'saving' });
    const ack = await send(entry);
    setLast(ack);
    if (ack.ok) setText('');
    setStatus(ack.ok ? { state: 'saved' } : { state: 'error', message: ack.message });
  };

  const vote = async (id: number, up: boolean) => {
    setVoted((current) => ({ ...current, [id]: up }));
    const ack = await onVote(id, up);
    if (ack.ok) return;
    setVoted(({ [id]: _refused, ...rest }) => rest);
    setStatus({ state: 'error', message: ack.message });
  };

  return { text, setText, status, sending, last, voted, submit, vote };
}

/**
 * A short text's box: its label (visually hidden, read with `labelledBy` before it), the characters left and the send
 * button (never disabled: it keeps the focus once its text is sent and the box empty again).
 */
export function ComposeBox({
  id,
  value,
  max,
  label,
  labelledBy,
  placeholder,
  left,
  send,
  busy,
  statusId,
  onChange,
  onSubmit,
}: {
  id: string;
  value: string;
  max: number;
  label: string;
  /** The ids read before the label (the question it answers), if any. */
  labelledBy?: string;
  placeholder: string;
  /** The characters left, in words. */
  left: string;
  send: string;
  /** Sending: the button says nothing new but does not send again. */
  busy: boolean;
  /** The id of the line that says how the last send went. */
  statusId: string;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
}) {
  return (
    <form className="space-y-2" onSubmit={onSubmit}>
      <label id={`${id}-label`} htmlFor={`${id}-post`} className="sr-only">
        {label}
      </label>
      <textarea
        id={`${id}-post`}
        value={value}
        maxLength={max}
        rows={2}
        placeholder={placeholder}
        dir="auto"
        onChange={(event) => onChange(event.target.value)}
        aria-labelledby={labelledBy ? `${labelledBy} ${id}-label` : `${id}-label`}
        aria-describedby={`${id}-left ${statusId}`}
        className="w-full rounded-xl border-2 border-input bg-background p-3 text-base outline-none focus:border-ring"
      />
      <div className="flex items-center justify-between gap-3">
        <span id={`${id}-left`} className="text-sm text-muted-foreground">
          {left}
        </span>
        <button
          type="submit"
          className={buttonVariants({ size: 'touch' })}
          aria-disabled={!value.trim() || busy}
        >
          {send}
        </button>
      </div>
    </form>
  );
}

/** Another participant's entry's upvote button (44 px at least): pressed once this phone upvoted it. */
export function UpvoteButton({
  up,
  votes,
  describedBy,
  label,
  onClick,
}: {
  up: boolean;
  votes: number;
  /** The id of the entry's text. */
  describedBy: string;
  /** What a screen reader says (the votes in words). */
  label: ReactNode;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={up}
      aria-describedby={describedBy}
      onClick={onClick}
      className={`flex min-h-11 min-w-14 shrink-0 items-center justify-center gap-1 rounded-lg border-2 px-2 font-semibold tabular-nums outline-none focus-visible:ring-4 focus-visible:ring-ring/50 ${
        up ? 'border-primary bg-primary text-primary-foreground' : 'border-border active:bg-muted'
      }`}
    >
      <span aria-hidden="true">▲ {votes}</span>
      <span className="sr-only">{label}</span>
    </button>
  );
}

/** An entry of a board (a post, a question) as a phone lists it. */
interface BoardEntry {
  id: number;
  text: string;
  votes: number;
  status: LivePostStatus;
}

const entryClass = 'flex items-start gap-3 rounded-xl border border-border bg-card p-3';

/**
 * A board's list on a phone: the room's entries (another participant's with its upvote button, this phone's own with
 * its votes in words), then this phone's own entries the room does not see, each with why (`why`).
 */
export function BoardEntries<E extends BoardEntry>({
  label,
  idPrefix,
  listed,
  unlisted,
  mine,
  upvoted,
  yours,
  upvote,
  why,
  extra,
  onVote,
}: {
  label: string;
  /** Each entry's text is `${idPrefix}-${id}` (its upvote button's description). */
  idPrefix: string;
  listed: E[];
  unlisted: E[];
  /** Ids of this phone's own entries. */
  mine: Set<number>;
  /** Whether this phone upvoted an entry (as shown now). */
  upvoted: (id: number) => boolean;
  yours: (votes: number) => string;
  upvote: (votes: number) => string;
  why: (entry: E) => string;
  /** What an entry shows under its text (a question's "Answered"). */
  extra?: (entry: E) => ReactNode;
  onVote: (id: number, up: boolean) => void;
}) {
  return (
    <ul className="space-y-2" aria-label={label}>
      {listed.map((entry) => {
        const up = upvoted(entry.id);
        const text = (
          <p id={`${idPrefix}-${entry.id}`} className="min-w-0 flex-1 break-words [unicode-bidi:plaintext]">
            {entry.text}
          </p>
        );
        const more = extra?.(entry);
        return (
          <li key={entry.id} className={entryClass}>
            {more ? (
              <div className="min-w-0 flex-1 space-y-1">
                {text}
                {more}
              </div>
            ) : (
              text
            )}
            {mine.has(entry.id) ? (
              <span className="py-2 text-end text-sm text-muted-foreground">{yours(entry.votes)}</span>
            ) : (
              <UpvoteButton
                up={up}
                votes={entry.votes}
                describedBy={`${idPrefix}-${entry.id}`}
                label={upvote(entry.votes)}
                onClick={() => onVote(entry.id, !up)}
              />
            )}
          </li>
        );
      })}
      {unlisted.map((entry) => (
        <li key={entry.id} className={`${entryClass} border-dashed`}>
          <p className="min-w-0 flex-1 break-words text-muted-foreground [unicode-bidi:plaintext]">
            {entry.text}
          </p>
          <span className="shrink-0 text-sm font-medium">{why(entry)}</span>
        </li>
      ))}
    </ul>
  );
}
