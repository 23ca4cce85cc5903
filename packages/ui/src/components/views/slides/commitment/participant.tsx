// Commitment slides on a participant's phone: what happens to what they write, said before they type (in two short
// lines, the whole statement behind "More"); one thing they will do differently and, unless it is a practice session,
// an e-mail address for one reminder; then their commitment as stored, which they can edit while the slide is
// current. Plain elements: this file is all the phones load of the type.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { LiveMyCommitment, LiveSlideOf } from '@readyteams/activities/live';
import { participant } from '../../../../i18n/participant';
import { screens } from '../../../../i18n/screens';
import { COMMITMENT_MAX } from '@readyteams/activities/commitment';
import { EMAIL_MAX, isPlainEmail } from '@readyteams/activities/email';
import type { TranslateOf } from '../../../../i18n/catalogue';
import { useAnnouncement } from '../../../live/announcer';
import type { ParticipantCommitments, ParticipantSlideView } from '../kind';
import { buttonVariants } from '../../../ui/button-variants';

/** The prompt, else the slide's title. */
const headingOf = (slide: LiveSlideOf<'commitment'>, t: TranslateOf<typeof screens>) =>
  slide.questions[0]?.question || slide.title || t('screens.commitment.title');

const fieldClass =
  'w-full rounded-xl border-2 border-input bg-background px-3 text-base outline-none focus:border-ring';

function CommitmentEntry({
  slide,
  practice,
  mine,
  onCommit,
}: {
  slide: LiveSlideOf<'commitment'>;
  practice: boolean;
  mine: LiveMyCommitment | undefined;
  onCommit: ParticipantCommitments['onCommit'];
}) {
  const t = screens.useT();
  const tp = participant.useT();
  const id = `commitment-${slide.index}`;
  // Editing a stored commitment (without one, the form shows anyway).
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(mine?.text ?? '');
  // The address typed on this page, kept for an edit (the server never sends a kept address back).
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Commitments stored from this screen: each one announced.
  const [stored, setStored] = useState(0);
  useAnnouncement(stored ? t('screens.commitment.saved') : null, { key: String(stored) });
  const moved = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const entry = text.trim();
  const shown = editing || !mine;

  // After a commit or an edit opens, the focus goes where the screen changed (not on the first render).
  useEffect(() => {
    if (!moved.current) return;
    if (shown) textarea.current?.focus();
    else heading.current?.focus();
  }, [shown]);

  const commit = async (event: FormEvent) => {
    event.preventDefault();
    if (!entry || sending) return;
    const address = practice ? null : email.trim() || null;
    // The server's rule and words for the address (a plain local@domain one), said before anything is sent.
    if (address !== null && !isPlainEmail(address)) return setError(t('screens.commitment.emailInvalid'));
    setSending(true);
    setError(null);
    const ack = await onCommit(slide.index, entry, address);
    setSending(false);
    if (!ack.ok) return setError(ack.message);
    setStored((count) => count + 1);
    moved.current = true;
    setEditing(false);
  };

  if (!shown) {
    return (
      <section
        aria-labelledby={`${id}-mine`}
        className="space-y-3 rounded-xl border-2 border-primary bg-card p-4"
      >
        <h2 id={`${id}-mine`} ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
          {t('screens.commitment.yours')}
        </h2>
        <p className="text-lg break-words [unicode-bidi:plaintext]">{mine.text}</p>
        {mine.reminder ? (
          <p className="font-medium text-success">{t('screens.commitment.reminder')}</p>
        ) : null}
        <button
          type="button"
          className={buttonVariants({ variant: 'outline', size: 'touch' })}
          onClick={() => {
            moved.current = true;
            setText(mine.text);
            setEditing(true);
          }}
        >
          {t('screens.commitment.edit')}
        </button>
      </section>
    );
  }

  return (
    <form noValidate className="space-y-5" onSubmit={(event) => void commit(event)}>
      <div className="space-y-1">
        <label htmlFor={`${id}-text`} className="block text-base font-medium">
          {t('screens.commitment.yours')}
        </label>
        <textarea
          id={`${id}-text`}
          ref={textarea}
          value={text}
          maxLength={COMMITMENT_MAX}
          rows={3}
          onChange={(event) => setText(event.target.value)}
          dir="auto"
          aria-describedby={`${id}-left`}
          className={`${fieldClass} py-3`}
        />
        <p id={`${id}-left`} className="text-sm text-muted-foreground">
          {t('screens.charactersLeft', { count: COMMITMENT_MAX - text.length })}
        </p>
      </div>
      {practice ? (
        <p className="text-muted-foreground">{t('screens.commitment.practice')}</p>
      ) : (
        <div className="space-y-1">
          <label htmlFor={`${id}-email`} className="block text-base font-medium">
            {t('screens.commitment.email')}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            value={email}
            maxLength={EMAIL_MAX}
            onChange={(event) => setEmail(event.target.value)}
            aria-describedby={mine?.reminder ? `${id}-kept` : undefined}
            className={`${fieldClass} h-12`}
          />
          {mine?.reminder ? (
            <p id={`${id}-kept`} className="text-sm text-muted-foreground">
              {t('screens.commitment.kept')}
            </p>
          ) : null}
        </div>
      )}
      {error ? (
        <p role="alert" className="text-base font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        {mine ? (
          <button
            type="button"
            className={buttonVariants({ variant: 'outline', size: 'touch' })}
            onClick={() => {
              moved.current = true;
              setError(null);
              setEditing(false);
            }}
          >
            {t('screens.cancel')}
          </button>
        ) : null}
        <button
          type="submit"
          className={buttonVariants({ size: 'touch', className: 'flex-1' })}
          // Not disabled: a refused commitment gives the focus back to the button it was sent with.
          aria-disabled={!entry || sending}
        >
          {sending ? tp('participant.sending') : t('screens.commitment.commit')}
        </button>
      </div>
    </form>
  );
}

/**
 * What happens to what they write, before the fields: in two short lines, and in full (the words: a
 * participant's consent rests on them) behind "More".
 */
function PrivacyNote({ id }: { id: string }) {
  const t = screens.useT();
  const [more, setMore] = useState(false);
  return (
    <div className="space-y-2 text-sm text-muted-foreground">
      <p>
        <span>{t('screens.commitment.privacyShort')}</span>{' '}
        <button
          type="button"
          aria-expanded={more}
          aria-controls={`${id}-privacy`}
          onClick={() => setMore((shown) => !shown)}
          // A 44 px target that does not make its line taller.
          className="-my-3 inline-flex min-h-11 min-w-11 items-center justify-center rounded-md align-middle font-medium text-foreground underline underline-offset-4 outline-none focus-visible:ring-4 focus-visible:ring-ring/50"
        >
          {more ? t('screens.commitment.privacyLess') : t('screens.commitment.privacyMore')}
        </button>
      </p>
      {more ? <p id={`${id}-privacy`}>{t('screens.commitment.privacy')}</p> : null}
    </div>
  );
}

function CommitmentScreen({
  slide,
  state,
  commitments,
}: Parameters<ParticipantSlideView<'commitment'>['Screen']>[0]) {
  const t = screens.useT();
  return (
    <section className="space-y-6">
      <div className="space-y-2">
        <h1 className="text-2xl font-bold [unicode-bidi:plaintext]">{headingOf(slide, t)}</h1>
        <PrivacyNote id={`commitment-${slide.index}`} />
      </div>
      <CommitmentEntry
        key={slide.index}
        slide={slide}
        practice={state.isPractice}
        mine={commitments.mine.find((commitment) => commitment.slideIndex === slide.index)}
        onCommit={commitments.onCommit}
      />
    </section>
  );
}

export const commitmentParticipant: ParticipantSlideView<'commitment'> = {
  Screen: CommitmentScreen,
  announcement: (slide, _state, t) => t('screens.announce.commitment', { title: headingOf(slide, t) }),
};
