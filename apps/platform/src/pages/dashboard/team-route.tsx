import { lazy, Suspense } from 'react';
import { flattenPages, useUsers } from '@readyteams/api-client';
import { Badge, InitialsAvatar } from '@readyteams/ui';
import { app } from '../../i18n/app';
import { useAuth } from '../../lib/auth';

// Only a company admin sees the branding and single sign-on cards: their forms (react-hook-form, zod) load for them
// alone.
const CompanySsoCard = lazy(async () => ({
  default: (await import('../../components/company-sso-card')).CompanySsoCard,
}));
const CompanyBrandingCard = lazy(async () => ({
  default: (await import('../../components/company-branding-card')).CompanyBrandingCard,
}));

/** The company's users, read-only (the server lists only the signed-in user's company for hosts). */
export default function TeamRoute() {
  const { user } = useAuth();
  const team = useUsers();
  const { items: members } = flattenPages(team.data);
  const t = app.useT();

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('app.team.title')}</h1>
        <p className="text-muted-foreground">{t('app.team.intro', { company: user?.companyName ?? '' })}</p>
      </div>
      {team.isLoading ? (
        <p className="py-12 text-center text-muted-foreground">{t('app.common.loading')}</p>
      ) : team.isError ? (
        <p role="alert" className="py-12 text-center text-destructive">
          {t('app.team.failed')}
        </p>
      ) : members.length === 0 ? (
        <p className="py-12 text-center text-muted-foreground">{t('app.team.empty')}</p>
      ) : (
        <ul
          className="divide-y divide-border rounded-xl border border-border bg-card"
          aria-label={t('app.team.members')}
        >
          {members.map((member) => (
            <li key={member.id} className="flex items-center gap-3 px-4 py-3">
              <InitialsAvatar names={[member.firstName, member.lastName]} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">
                  {member.firstName} {member.lastName}
                </p>
                <p className="truncate text-sm text-muted-foreground">{member.email}</p>
              </div>
              {member.isAdmin && <Badge variant="secondary">{t('app.team.admin')}</Badge>}
            </li>
          ))}
        </ul>
      )}
      {team.hasNextPage && (
        <button
          type="button"
          className="text-sm font-medium text-primary hover:underline"
          onClick={() => void team.fetchNextPage()}
        >
          {t('app.common.showMore')}
        </button>
      )}
      {/* Company admins manage their company's branding and single sign-on here (the operator in the company editor). */}
      {user?.isAdmin && !user.isOperator && (
        <Suspense fallback={<p className="text-muted-foreground">{t('app.common.loading')}</p>}>
          <CompanyBrandingCard companyId={user.companyId} />
          <CompanySsoCard companyId={user.companyId} />
        </Suspense>
      )}
    </div>
  );
}
