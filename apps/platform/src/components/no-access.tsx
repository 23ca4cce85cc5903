import { errors } from '../i18n/errors';

/** What a signed-in user sees on a page their role does not open. */
export function NoAccess() {
  const t = errors.useT();
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-2 py-24 text-center">
      <h1 className="text-xl font-semibold">{t('errors.noAccess.title')}</h1>
      <p className="text-muted-foreground">{t('errors.noAccess.body')}</p>
    </div>
  );
}
