import { supportEmail } from '../../lib/config';
import { LegalPage, type LegalSection } from './legal-page';

// Written from the repository's own tests on the statement's date: the figures are counted from apps/storybook (the
// stories checked by axe), apps/platform/e2e (the pages scanned with @axe-core/playwright, the keyboard-only
// journeys) and the contrast of packages/ui/src/theme.css. Update the date with the figures.

const sections: LegalSection[] = [
  {
    title: 'Our Target',
    paragraphs: [
      'We aim for Ready Teams to conform to the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA: the public site, sign-in, the participant page on the phones, the host’s presenter screen and host controls, the dashboard and the back-office.',
      'Today the product is partially conformant: most of it meets the target, and the limitations below do not yet.',
    ],
  },
  {
    title: 'How We Test',
    paragraphs: ['The project’s test suite runs these checks, and any failure fails it:'],
    list: [
      'Every screen and component state has a story (610 stories of the design system, the forms and whole screens). Each renders in Chromium and is checked with axe; any violation fails the run, and the colour checks run again in the other theme, so light and dark are both checked.',
      'The end-to-end tests drive the real server in Chromium and scan the pages they reach with axe at 82 points in 16 test files (the public pages, sign-in, the dashboard, the back-office, the presenter, the host controls and the participant page); a serious or critical violation fails them.',
      'Keyboard-only journeys, with no pointer at all: authoring a branching scenario in the editor, and a whole live session, as a participant (joining with the code, answering every question type, changing an answer, coming back after a reload) and as a host on the host controls (starting, moving on, revealing a vote, ending). Focus must stay visible and land on the new content.',
      'Screen-reader announcements: during that live session, the test reads the text of the participant page’s live region after every step (a new slide, an answer received, results shown), which is what a screen reader announces.',
      'Every public page, the participant page and the host’s pages at 320 and 390 pixels wide without sideways scrolling; the presenter screen’s question text at no less than 4% of the screen’s height on a laptop and a television.',
      'The live pages in five languages, Arabic right to left among them, and in a test language that finds any text left untranslated.',
    ],
  },
  {
    title: 'What We Have Not Done Yet',
    paragraphs: [
      'No one has yet gone through the product with a screen reader (NVDA, JAWS, VoiceOver or TalkBack): the announcements above are checked by reading the live region’s text, not by listening to it. Automated checks find only part of the problems a person meets; until people have used it that way, we do not claim full conformance.',
    ],
  },
  {
    title: 'Known Limitations',
    paragraphs: ['These parts do not meet the target yet:'],
    list: [
      'Text fields are outlined in a light grey with a contrast of 1.44:1 against the page in the light theme and 1.69:1 in the dark theme, below the 3:1 WCAG asks of a control’s boundary. Fields are labelled, and a focused field takes a darker outline or a ring.',
      'Videos have captions only when their author uploaded a captions file with the video; no video has an audio description. The demo scenarios’ videos have captions.',
      'The presenter screen is made for a room’s shared display, and videos play only there: the phones show each question, its answers and the revealed results, but a participant who cannot see the display misses the video unless the host describes it.',
      'The impact report’s PDF is printed by a browser as a tagged PDF and has not been checked with a PDF accessibility checker.',
      'The public site, the legal pages and this statement are in English only; a scenario is in the language its author wrote it in.',
    ],
  },
  {
    title: 'Pace of a Live Session',
    paragraphs: [
      'The product sets no time limit on a participant: the host moves the session on, a participant may change an answer until then, and each phone can tell the host anonymously that the session goes too fast.',
    ],
  },
  {
    title: 'Feedback and Contact',
    paragraphs: [
      `If something in Ready Teams is hard or impossible for you to use, write to ${supportEmail}. Tell us the page, what you tried to do and, if you use one, your assistive technology; we will answer and help you reach the same information another way.`,
    ],
  },
];

export default function AccessibilityStatementRoute() {
  return (
    <LegalPage
      title="Accessibility Statement"
      lastUpdated="November 26, 2026"
      intro="Ready Teams is for everyone in the room: the host who runs a session and every participant who joins it on a phone. This statement says what we aim for, how we check it, and where we fall short today."
      sections={sections}
    />
  );
}
