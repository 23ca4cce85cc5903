import { useQuery } from '@tanstack/react-query';
import { Badge, InitialsAvatar } from '@readyteams/ui';
import { useAuth } from '../../lib/auth';
import { teamQuery } from '../../lib/host-pages';

export default function TeamRoute() {
  const { user } = useAuth();
  const team = useQuery({ ...teamQuery(user?.companyId ?? 0), enabled: Boolean(user) });
  const members = team.data?.data ?? [];

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Team</h1>
        <p className="text-muted-foreground">The people of {user?.companyName}.</p>
      </div>
      {team.isLoading ? (
        <p className="py-12 text-center text-muted-foreground">Loading...</p>
      ) : team.isError ? (
        <p role="alert" className="py-12 text-center text-destructive">
          Failed to load users
        </p>
      ) : members.length === 0 ? (
        <p className="py-12 text-center text-muted-foreground">No team members yet.</p>
      ) : (
        <ul className="divide-y divide-border rounded-xl border border-border bg-card">
          {members.map((member) => (
            <li key={member.id} className="flex items-center gap-3 px-4 py-3">
              <InitialsAvatar names={[member.firstName, member.lastName]} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">
                  {member.firstName} {member.lastName}
                </p>
                <p className="truncate text-sm text-muted-foreground">{member.email}</p>
              </div>
              {member.isAdmin && <Badge variant="secondary">Admin</Badge>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
