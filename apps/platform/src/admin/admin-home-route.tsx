import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@readyteams/ui';
import { app } from '../i18n/app';
import { useAuth } from '../lib/auth';
import { adminNavFor } from './navigation';

/** /dashboard/admin: the admin groups the signed-in admin may use, as cards of links. */
export default function AdminHomeRoute() {
  const { user } = useAuth();
  const t = app.useT();
  const groups = adminNavFor(user);
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t('app.admin.title')}</h1>
        <p className="text-muted-foreground">
          {user?.isOperator
            ? t('app.admin.platform')
            : user?.companyName
              ? t('app.admin.company', { company: user.companyName })
              : t('app.admin.yourCompany')}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {groups.map((group) => (
          <Card key={group.label} className="gap-3">
            <CardHeader>
              <CardTitle>
                <h2>{t(group.label)}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-2">
                {group.items.map((item) => (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      className="inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline"
                    >
                      <item.icon aria-hidden className="size-4" />
                      {t(item.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        ))}
      </div>
    </div>
  );
}
