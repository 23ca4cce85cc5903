import {
  BookOpen,
  FileBarChart,
  Heart,
  ListOrdered,
  PlayCircle,
  TrendingUp,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import type { MessageIdOf } from '@readyteams/ui/i18n';
import type { app } from '../i18n/app';
import { paths } from '../lib/paths';

/** An entry of the menu; `label` is its message in the app catalogue. */
export type NavItem = { label: MessageIdOf<typeof app>; to: string; icon: LucideIcon; end?: boolean };

export const hostNav: NavItem[] = [
  { label: 'app.nav.library', to: paths.library, icon: BookOpen },
  { label: 'app.nav.favorites', to: paths.favorites, icon: Heart },
  { label: 'app.nav.helpGuides', to: paths.helpGuides, icon: PlayCircle },
  { label: 'app.nav.playlists', to: paths.playlists, icon: ListOrdered },
  { label: 'app.nav.reports', to: paths.reports, icon: FileBarChart },
  { label: 'app.nav.impact', to: paths.impact, icon: TrendingUp },
  { label: 'app.nav.team', to: paths.team, icon: UsersRound },
];
