import {
  BuildingIcon,
  CalendarIcon,
  ChartColumnIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronsUpDownIcon,
  ChevronUpIcon,
  CircleHelpIcon,
  ClapperboardIcon,
  CloudIcon,
  CoinsIcon,
  ExternalLinkIcon,
  EyeIcon,
  GitBranchIcon,
  Grid2x2Icon,
  GripVerticalIcon,
  HeartIcon,
  ImageIcon,
  InboxIcon,
  LibraryIcon,
  ListChecksIcon,
  Loader2Icon,
  LogOutIcon,
  MailXIcon,
  MenuIcon,
  MessageCircleQuestionIcon,
  MessagesSquareIcon,
  MonitorIcon,
  MoonIcon,
  PanelLeftCloseIcon,
  PanelLeftOpenIcon,
  PencilIcon,
  PlayIcon,
  PlusIcon,
  RadioIcon,
  SearchIcon,
  SettingsIcon,
  ShieldIcon,
  SunIcon,
  TargetIcon,
  Trash2Icon,
  UploadIcon,
  UsersIcon,
  VideoIcon,
  Volume2Icon,
  XIcon,
  type LucideIcon,
} from 'lucide-react';

/**
 * The lucide icons the ui and forms packages draw, by role (each once). `site/docs-pages.test.ts` fails when a
 * component starts using an icon missing here, or one listed here is no longer used.
 */
export const KIT_ICONS: Record<string, Record<string, LucideIcon>> = {
  'Navigation (the dashboard)': {
    LibraryIcon,
    HeartIcon,
    ChartColumnIcon,
    UsersIcon,
    SettingsIcon,
    CircleHelpIcon,
    MessageCircleQuestionIcon,
    BuildingIcon,
    ClapperboardIcon,
    ShieldIcon,
    LogOutIcon,
    MenuIcon,
    PanelLeftCloseIcon,
    PanelLeftOpenIcon,
  },
  Controls: {
    CheckIcon,
    ChevronDownIcon,
    ChevronUpIcon,
    ChevronLeftIcon,
    ChevronRightIcon,
    ChevronsUpDownIcon,
    XIcon,
    PlusIcon,
    SearchIcon,
    CalendarIcon,
    GripVerticalIcon,
    Loader2Icon,
  },
  Actions: { PencilIcon, Trash2Icon, UploadIcon, ExternalLinkIcon, EyeIcon, PlayIcon, MailXIcon },
  'Slide types (with ChartColumnIcon for poll results)': {
    VideoIcon,
    ListChecksIcon,
    MessagesSquareIcon,
    GitBranchIcon,
    CloudIcon,
    TargetIcon,
    CoinsIcon,
    Grid2x2Icon,
  },
  'Status, media and theme': { RadioIcon, InboxIcon, ImageIcon, Volume2Icon, SunIcon, MoonIcon, MonitorIcon },
};

/** A PascalCase name with a line-break opportunity before each word after the first. */
function wordBreaks(name: string) {
  return name
    .split(/(?=[A-Z])/)
    .flatMap((word, index) => (index === 0 ? [word] : [<wbr key={index} />, word]));
}

export function KitIcons() {
  return (
    <div className="sb-unstyled grid gap-6 text-foreground">
      {Object.entries(KIT_ICONS).map(([group, icons]) => (
        <section key={group} className="grid gap-3" aria-label={group}>
          <h2 className="text-lg font-semibold">{group}</h2>
          <ul className="grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-2">
            {Object.entries(icons).map(([name, Icon]) => (
              <li key={name} className="flex items-center gap-3 rounded-md border p-3 text-sm">
                <Icon className="size-5 shrink-0" aria-hidden="true" />
                {/* In full, wrapping between its words (MessageCircle·Question·Icon) when the column is narrow. */}
                <code className="min-w-0 [overflow-wrap:anywhere]">{wordBreaks(name)}</code>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
