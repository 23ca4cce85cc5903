import {
  BuildingIcon,
  CalendarIcon,
  ChartColumnIcon,
  CheckCircle2Icon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronsUpDownIcon,
  ChevronUpIcon,
  CircleHelpIcon,
  CircleIcon,
  ClapperboardIcon,
  ExternalLinkIcon,
  EyeIcon,
  GripVerticalIcon,
  HeartIcon,
  ImageIcon,
  InboxIcon,
  LibraryIcon,
  ListOrderedIcon,
  Loader2Icon,
  LogOutIcon,
  MailXIcon,
  MenuIcon,
  MessageCircleQuestionIcon,
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
  Trash2Icon,
  UploadIcon,
  UsersIcon,
  Volume2Icon,
  XIcon,
  type LucideIcon,
} from 'lucide-react';

import { slideViews } from '../../../../packages/ui/src/components/views/slides/registry';

/**
 * The lucide icons the ui and forms packages draw, by role (each once), the slide types' aside: those are read from
 * the views' registry (`SLIDE_TYPE_ICONS`). `site/docs-pages.test.ts` fails when a component starts using an icon
 * missing from the page, or one shown is no longer used.
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
  'Status, media and theme': {
    RadioIcon,
    CircleIcon,
    CheckCircle2Icon,
    ListOrderedIcon,
    InboxIcon,
    ImageIcon,
    Volume2Icon,
    SunIcon,
    MoonIcon,
    MonitorIcon,
  },
};

/** Each slide type with its icon, as its view sets it (`views/slides/<type>/index.tsx`), in the registry's order. */
const SLIDE_TYPE_ICONS = Object.entries(slideViews).map(([type, view]) => ({
  type,
  Icon: view.icon,
  // Lucide names each icon component after the icon ("ListChecks"): the name it is imported by, less "Icon".
  name: `${view.icon.displayName}Icon`,
}));

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
      <section className="grid gap-3" aria-label="Slide types">
        <h2 className="text-lg font-semibold">Slide types</h2>
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-2">
          {SLIDE_TYPE_ICONS.map(({ type, Icon, name }) => (
            <li key={type} className="flex items-center gap-3 rounded-md border p-3 text-sm">
              <Icon className="size-5 shrink-0" aria-hidden="true" />
              <span className="grid min-w-0">
                {type}
                <code className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
                  {wordBreaks(name)}
                </code>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
