import { Link } from 'react-router';
import { errors } from '../i18n/errors';
import { paths } from '../lib/paths';

export default function NotFoundRoute() {
  const t = errors.useT();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-muted px-4 text-center">
      <p className="text-7xl font-extrabold text-primary" aria-hidden>
        404
      </p>
      <h1 className="text-xl font-semibold">{t('errors.notFound.title')}</h1>
      <Link
        to={paths.home}
        className="rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground hover:bg-primary/90"
      >
        {t('errors.notFound.back')}
      </Link>
    </main>
  );
}
