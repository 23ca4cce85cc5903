import {
  BookOpen,
  FileBarChart,
  Heart,
  PlayCircle,
  TrendingUp,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '../lib/paths';

export type NavItem = { label: string; to: string; icon: LucideIcon; end?: boolean };

export const hostNav: NavItem[] = [
  { label: 'Library', to: paths.library, icon: BookOpen },
  { label: 'Favorites', to: paths.favorites, icon: Heart },
  { label: 'Help Guides', to: paths.helpGuides, icon: PlayCircle },
  { label: 'Reports', to: paths.reports, icon: FileBarChart },
  { label: 'Impact', to: paths.impact, icon: TrendingUp },
  { label: 'Team', to: paths.team, icon: UsersRound },
];
