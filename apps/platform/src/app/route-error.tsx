import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { errors } from '../i18n/errors';
import { paths } from '../lib/paths';

/** Last-resort screen when a route fails to load or render (e.g. a lazy chunk missing after a deploy). */
export function RouteError() {
  const t = errors.useT();
  const error = useRouteError();
  // A response's status and its text as the server sent it.
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : t('errors.routeError.title');
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-xl font-semibold">{message}</h1>
      <button
        type="button"
        className="rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground"
        onClick={() => window.location.reload()}
      >
        {t('errors.routeError.reload')}
      </button>
      <Link to={paths.home} className="text-sm text-primary underline">
        {t('errors.backHome')}
      </Link>
    </main>
  );
}

/** What a screen reader hears while the first lazy route loads. */
export function RouteLoading() {
  const t = errors.useT();
  return <p className="sr-only">{t('errors.loading')}</p>;
}
