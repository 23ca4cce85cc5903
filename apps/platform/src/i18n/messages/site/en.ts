// The site catalogue (site.ts): the public pages (the landing page, sign-in and sign-up, the password pages, the
// legal pages; the error pages have errors.ts): English, the source. ICU MessageFormat: {name} is a value, <0>...</0> an element.
export default {
  // Shared by several pages.
  'site.backHome': 'Back to Home',
  'site.signIn': 'Sign In',
  'site.tryLater': 'Try again later',
  'site.forgotPassword': 'Forgot your password',

  // The landing page: header and navigation.
  'site.header.home': 'Ready Teams home',
  'site.header.tryFree': 'Try for Free',
  'site.header.openMenu': 'Open menu',
  'site.header.closeMenu': 'Close menu',
  'site.nav.main': 'Main',
  'site.nav.mobile': 'Mobile',
  'site.nav.product': 'Product',
  'site.nav.scenarios': 'Scenarios',
  'site.nav.features': 'Features',
  'site.nav.solutions': 'Solutions',
  'site.nav.pricing': 'Pricing',

  // The join banner.
  'site.join.region': 'Join a live session',
  'site.join.label': 'Enter code to join a live session',
  'site.join.submit': 'Join',

  // The hero.
  'site.hero.eyebrow': 'Scenario-based team training',
  'site.hero.title': 'Ready teams win',
  'site.hero.body':
    'Run live, peer-to-peer training sessions built on real workplace scenarios. Your team watches, votes anonymously and talks it through, and you see what they think in real time.',
  'site.hero.seeHow': 'See how it works',
  'site.hero.claim.enterprise': 'Enterprise-ready',
  'site.hero.claim.anonymous': 'Anonymous & secure',
  'site.hero.claim.analytics': 'Real-time analytics',
  'site.hero.claim.deployment': 'Instant deployment',
  'site.hero.video': 'Ready Teams explainer video',
  'site.hero.watchDemo': 'Watch Demo',
  'site.hero.caption': 'See a full session in our 90-second explainer.',

  // The two intro blocks.
  'site.intro.peer.eyebrow': 'Peer-to-peer learning',
  'site.intro.peer.title': 'Practice the hard conversations before they happen',
  'site.intro.peer.body':
    'Teams work through realistic workplace situations together, vote anonymously on what they would do, and talk through the best answer with their peers. People remember what they decided together far longer than what they clicked through alone.',
  'site.intro.peer.point1': 'A library of 500+ workplace scenarios, ready to run',
  'site.intro.peer.point2': 'Participants join from any phone with a 4-character code',
  'site.intro.peer.point3': 'No accounts, no installs, no names collected from participants',
  'site.intro.results.eyebrow': 'Proven results',
  'site.intro.results.title': 'Readiness you can measure, not just hope for',
  'site.intro.results.body':
    'Every session ends with closing questions that compare confidence before and after, so you see what moved. Results land in your dashboard in real time and export in one click.',
  'site.intro.results.point1': 'Confidence before and after, Net Promoter Score and free-text feedback',
  'site.intro.results.point2': 'Reports for every session, ready to share with leadership',
  'site.intro.results.point3': '24/7 support whenever your team is training',

  // How it works.
  'site.how.eyebrow': 'How it works',
  'site.how.title': 'From scenario to insight in three steps',
  'site.how.body':
    'No installs and no participant accounts. If you can share your screen, you can run a session.',
  'site.how.start.title': 'Start Session',
  'site.how.start.body':
    'Pick a scenario from the library and press start. You get a 4-character code and a QR code for your phone in seconds.',
  'site.how.engage.title': 'Teams Engage',
  'site.how.engage.body':
    'Participants join anonymously from their phones, watch the scenario, answer polls and discuss what they would do.',
  'site.how.insights.title': 'Get Insights',
  'site.how.insights.body':
    'Answers become live charts during the session and a full report afterwards, so you know where your team stands.',

  // The scenario library.
  'site.library.eyebrow': 'Scenario library',
  'site.library.title': '500+ workplace scenarios, ready to run',
  'site.library.body':
    'Short, realistic situations written with practitioners. Pick one and start a session in minutes.',
  'site.category.hr.title': 'Human Resources',
  'site.category.hr.body': 'Hiring, feedback, performance conversations and the moments in between.',
  'site.category.sales.title': 'Sales',
  'site.category.sales.body': 'Discovery, objections and negotiation, practised before the customer call.',
  'site.category.safety.title': 'Safety',
  'site.category.safety.body': 'Speak-up culture, near misses and the decisions that keep everyone safe.',
  'site.category.leadership.title': 'Leadership',
  'site.category.leadership.body': 'Delegation, difficult decisions and leading teams through change.',
  'site.category.service.title': 'Customer Service',
  'site.category.service.body': 'De-escalation, empathy and turning complaints into loyalty.',
  'site.category.compliance.title': 'Compliance',
  'site.category.compliance.body': 'Ethics, data protection and the grey areas policies do not spell out.',
  'site.category.culture.title': 'Culture & Inclusion',
  'site.category.culture.body': 'Belonging, bias and building a workplace where everyone contributes.',
  'site.category.custom.title': 'Custom Scenarios',
  'site.category.custom.body': 'Your own situations, written with our team for your people and policies.',

  // Features.
  'site.features.eyebrow': 'Features',
  'site.features.title': 'Everything you need to run training people talk about',
  'site.features.body': 'Built for facilitators, trusted by administrators, effortless for participants.',
  'site.feature.scenarios.title': 'Scenario-based learning',
  'site.feature.scenarios.body':
    'Short video scenarios drawn from real workplaces put teams in the moment and make every discussion concrete.',
  'site.feature.management.title': 'Management tools',
  'site.feature.management.body':
    'Team administration, playlists and custom scenario building keep every facilitator and every session organised.',
  'site.feature.analytics.title': 'Real-time analytics',
  'site.feature.analytics.body':
    'Live poll results, confidence shifts and engagement numbers while the session runs, and reports afterwards.',
  'site.feature.anonymous.title': 'Anonymous and secure participation',
  'site.feature.anonymous.body':
    'Participants never sign up or give a name, so they answer honestly. Your data stays protected.',

  // Solutions.
  'site.solutions.eyebrow': 'Solutions',
  'site.solutions.title': 'Made for every team that works with people',
  'site.solutions.body':
    'Small businesses, enterprises, schools and non-profits use Ready Teams to prepare their people.',
  'site.industry.healthcare': 'Healthcare',
  'site.industry.higherEducation': 'Higher Education',
  'site.industry.manufacturing': 'Manufacturing',
  'site.industry.automotive': 'Automotive',
  'site.industry.financialServices': 'Financial Services',
  'site.industry.nonprofits': 'Nonprofits',
  'site.industry.technology': 'Technology',
  'site.industry.government': 'Government',
  'site.industry.legal': 'Legal',
  'site.industry.hospitality': 'Hospitality',
  'site.industry.retail': 'Retail',

  // Customers.
  'site.customers.title': 'Trusted by teams that take readiness seriously',
  'site.stats.rating.value': '4.9/5',
  'site.stats.rating.label': 'Average rating',
  'site.stats.organizations.value': '250+',
  'site.stats.organizations.label': 'Organizations',
  'site.stats.learners.value': '50k+',
  'site.stats.learners.label': 'Learners',

  // Pricing.
  'site.pricing.eyebrow': 'Pricing',
  'site.pricing.title': 'Simple pricing per host',
  'site.pricing.body': 'Every plan starts with a 4-week free trial. No credit card required.',
  'site.pricing.perHost': 'per host / month',
  'site.pricing.billedYearly': 'Billed yearly, excluding tax',
  'site.pricing.startTrial': 'Start Free Trial',
  'site.plan.core.tag': 'Special Offer',
  'site.plan.core.title': 'Core',
  'site.plan.core.description':
    'Everything a facilitator needs to run engaging sessions with the full library.',
  'site.plan.core.feature1': 'Unlimited sessions and participants',
  'site.plan.core.feature2': 'Full library access',
  'site.plan.core.feature3': 'Priority email support',
  'site.plan.pro.tag': 'Great Deal',
  'site.plan.pro.title': 'Pro',
  'site.plan.pro.description': 'For teams that want scenarios written for them and help running sessions.',
  'site.plan.pro.feature1': 'Everything in Core',
  'site.plan.pro.feature2': 'Up to 5 custom scenarios a year',
  'site.plan.pro.feature3': 'Up to 4 third-party facilitation credits',
  'site.plan.pro.feature4': 'Team management and playlists',
  'site.plan.pro.feature5': 'Priority web-conferencing support',
  'site.plan.enterprise.tag': 'Please Inquire',
  'site.plan.enterprise.title': 'Enterprise',
  'site.plan.enterprise.price': 'Custom',
  'site.plan.enterprise.priceUnit': 'pricing',
  'site.plan.enterprise.billingNote': 'Tailored to your organization',
  'site.plan.enterprise.description':
    'For organizations rolling out scenario training across many teams and sites.',
  'site.plan.enterprise.feature1': 'Everything in Pro',
  'site.plan.enterprise.feature2': 'Unlimited custom scenario development',
  'site.plan.enterprise.feature3': 'Volume discounts on host seats',
  'site.plan.enterprise.feature4': 'SSO integration',
  'site.plan.enterprise.feature5': 'Dedicated onboarding and customer success',
  'site.plan.enterprise.button': 'Contact Sales',

  // The footer.
  'site.footer.tagline':
    'Live, scenario-based group training that gets teams ready for the moments that matter.',
  'site.footer.nav': 'Footer',
  'site.footer.product': 'Product',
  'site.footer.contact': 'Contact',
  'site.footer.privacy': 'Privacy Policy',
  'site.footer.terms': 'Terms of Service',
  'site.footer.accessibility': 'Accessibility',
  'site.footer.rights': '© {year} {company} All rights reserved.',

  // The sign-in and sign-up pages' brand panel.
  'site.auth.panel.title': 'Run a scenario with your team in minutes!',
  'site.auth.panel.body': 'Create engaging, immersive learning experiences that drive measurable results.',
  'site.auth.point.interactive.title': 'Interactive Learning',
  'site.auth.point.interactive.body': 'Scenarios, polls and discussion that keep every participant involved.',
  'site.auth.point.analytics.title': 'Real-Time Analytics',
  'site.auth.point.analytics.body': 'See what your team thinks while the session is still running.',
  'site.auth.point.setup.title': 'Easy Setup',
  'site.auth.point.setup.body': 'Pick a scenario, share a code, start. No installs for anyone.',

  // Sign-in.
  'site.signInPage.title': 'Welcome back',
  'site.signInPage.subtitle': 'Sign in to run your next session.',
  'site.signInPage.finishing': 'Signing you in...',
  'site.signInPage.providerSessionOpen':
    'You are signed out of Ready Teams. Your {provider} session is still open: sign out there too on shared computers.',
  'site.signInPage.newHere': 'New to Ready Teams?',
  'site.signInPage.startTrial': 'Start free trial',

  // Sign-up: the waitlist.
  'site.waitlist.title': 'Something Big Is Coming',
  'site.waitlist.body':
    'We are putting the finishing touches on Ready Teams. Leave your email and you will be among the first to start your 4-week free trial, no credit card required.',
  'site.waitlist.thanks': "Thanks for joining! We'll notify you when we launch.",
  'site.waitlist.haveAccount': 'Already have an account? <0>Sign in</0>',
  'site.trial.title': 'Start your free trial',
  'site.trial.body':
    '4 weeks free, no credit card. Your team gets its own company account, with you as its admin.',
  'site.trial.sent':
    'We sent a link to {email}. Open it within 24 hours to confirm your email and start your trial.',
  'site.verify.title': 'Confirm your email',
  'site.verify.confirming': 'Confirming your email...',
  'site.verify.invalid':
    'This link is invalid, already used or expired. If you have confirmed your email already, sign in.',
  'site.verify.startAgain': 'Sign up again',

  // The password pages.
  'site.forgot.back': 'Back to Sign In',
  'site.forgot.title': 'Forgot your password?',
  'site.forgot.body': 'Enter your work email and we will send you a link to set a new one.',
  'site.forgot.sent':
    'If an account exists for this address, we have sent a link to reset your password. It is valid for 1 hour.',
  'site.reset.title': 'Set a new password',
  'site.reset.body': 'Choose a password of at least 8 characters.',
  'site.reset.done': 'Your password has been changed. You can sign in with it now.',
  'site.reset.invalid': 'This reset link is invalid or has expired. Request a new one.',
  'site.reset.requestNew': 'Request a new link',

  // The app shell's placeholder (spa.html, prerendered).
  'site.shell.loading': 'Loading...',

  // The legal pages' frame.
  'site.legal.lastUpdated': 'Last updated: {date}',
  'site.legal.englishPrevails':
    'This translation is provided for your convenience. If it differs from the English version, the English version prevails.',
  'site.legal.sectionTitle': '{number}. {title}',

  // The privacy policy.
  'site.privacy.title': 'Privacy Policy',
  'site.privacy.intro':
    'Your privacy matters to us and to the people who join your sessions. This policy describes what we collect, why, and the choices you have.',
  'site.privacy.introduction.title': 'Introduction',
  'site.privacy.introduction.p1':
    'This policy explains how {company} ("Ready Teams", "we") handles personal information when you visit our site, use the platform as a host or administrator, or join a session as a participant.',
  'site.privacy.collect.title': 'Information We Collect',
  'site.privacy.collect.p1': 'We collect only what we need to run the service:',
  'site.privacy.collect.item1':
    'Personal information: name, work email, company and plan of account holders; the email address you give us for the waitlist.',
  'site.privacy.collect.item2':
    'Usage information: sessions started, scenarios used, anonymous answers given in sessions, and technical data such as browser type and IP address.',
  'site.privacy.collect.item3':
    'Communication information: messages you send to our support team and your email preferences.',
  'site.privacy.use.title': 'How We Use Information',
  'site.privacy.use.p1':
    'We use information to provide and secure the service, to show hosts and administrators the results of their sessions, to answer support requests, to bill subscriptions, and to improve the product. We send product updates only to people who asked for them and each message lets you unsubscribe.',
  'site.privacy.sharing.title': 'Information Sharing',
  'site.privacy.sharing.p1': 'We do not sell personal information. We share it only:',
  'site.privacy.sharing.item1':
    'with the administrators of your organization, who can see its users and session reports;',
  'site.privacy.sharing.item2':
    'with service providers who host, email or bill on our behalf under written confidentiality terms;',
  'site.privacy.sharing.item3':
    'when the law, a court order or the protection of someone’s safety requires it;',
  'site.privacy.sharing.item4':
    'in a merger, acquisition or sale of assets, where the buyer keeps this policy’s commitments.',
  'site.privacy.security.title': 'Data Security',
  'site.privacy.security.p1':
    'Passwords are stored with a modern one-way hash, connections are encrypted, and access to production data is limited to the staff who need it. No system is perfectly secure, so we also watch for and respond to incidents.',
  'site.privacy.rights.title': 'Your Rights',
  'site.privacy.rights.p1': 'Depending on where you live, you may ask us to:',
  'site.privacy.rights.item1': 'access the personal information we hold about you;',
  'site.privacy.rights.item2': 'correct information that is wrong;',
  'site.privacy.rights.item3': 'delete your information;',
  'site.privacy.rights.item4': 'object to or restrict certain processing;',
  'site.privacy.rights.item5': 'receive your information in a portable format;',
  'site.privacy.rights.item6': 'withdraw consent you gave earlier, without affecting earlier processing.',
  'site.privacy.retention.title': 'Data Retention',
  'site.privacy.retention.p1':
    'We keep account information while your account is active and for a short period afterwards for legal and billing reasons. Session answers are kept for as long as your organization keeps its reports, then deleted.',
  'site.privacy.transfers.title': 'International Transfers',
  'site.privacy.transfers.p1':
    'We are based in the United States and may process information there or wherever our service providers operate. When we transfer information across borders we use the safeguards the law requires.',
  'site.privacy.changes.title': 'Changes to This Policy',
  'site.privacy.changes.p1':
    'We may update this policy. We will post the new version here with a new date and, for material changes, tell account holders by email or in the product.',
  'site.privacy.contact.title': 'Contact Us',
  'site.privacy.contact.p1':
    'Write to {email} or to {company}, {street}, {city} with any privacy question or request.',

  // The terms of service.
  'site.terms.title': 'Terms of Service',
  'site.terms.intro':
    'Please read these terms carefully. They explain what you can expect from us and what we expect from you when you use Ready Teams.',
  'site.terms.acceptance.title': 'Acceptance of Terms',
  'site.terms.acceptance.p1':
    'These Terms of Service form an agreement between you and {company} ("Ready Teams", "we", "us"). By creating an account, starting a session or joining one, you accept these terms. If you use the service on behalf of an organization, you confirm that you may bind that organization to them.',
  'site.terms.service.title': 'Description of the Service',
  'site.terms.service.p1':
    'Ready Teams is a cloud platform for live, scenario-based group training. Hosts choose scenarios from a library, run live sessions that participants join anonymously with a short code, and review the results. We may add, change or remove features as the product evolves.',
  'site.terms.accounts.title': 'Accounts',
  'site.terms.accounts.p1':
    'You must be at least 18 years old to hold an account. One person or entity may hold only one account. You are responsible for keeping your password confidential and for everything done with your account; tell us at once if you suspect unauthorized use.',
  'site.terms.use.title': 'Acceptable Use',
  'site.terms.use.p1': 'You agree not to misuse the service. In particular you will not:',
  'site.terms.use.item1':
    'upload content that is unlawful, harassing, discriminatory or infringes the rights of others;',
  'site.terms.use.item2': 'try to identify anonymous participants against their will;',
  'site.terms.use.item3': 'probe, scan or test the security of the service, or guess session codes;',
  'site.terms.use.item4': 'resell or sublicense the service without our written permission.',
  'site.terms.billing.title': 'Subscription and Billing',
  'site.terms.billing.p1':
    'Paid plans are priced per host and billed annually in advance. New accounts may start with a 4-week free trial without a credit card. We give at least 30 days’ notice before a price change takes effect.',
  'site.terms.billing.p2':
    'You may cancel at any time; the service continues until the end of the billing period you paid for. We do not refund unused prepaid time except where the law requires it. Failed payments may lead to suspension of the service.',
  'site.terms.ip.title': 'Intellectual Property',
  'site.terms.ip.p1':
    'The service, the scenario library and our trademarks belong to us or our licensors. You keep all rights in the content you upload and grant us the licence needed to host and show it to the people you choose. Custom scenarios we write for you are covered by your order.',
  'site.terms.privacy.title': 'Privacy',
  'site.terms.privacy.p1':
    'Our Privacy Policy explains what we collect and how we use it. Participants join sessions without giving their name, and their answers are reported to hosts without identifying them.',
  'site.terms.availability.title': 'Service Availability and Support',
  'site.terms.availability.p1':
    'We aim for 99.9% uptime but do not guarantee it. Planned maintenance is announced in advance where we can. Support is available by email, with priority handling for the plans that include it.',
  'site.terms.liability.title': 'Limitation of Liability',
  'site.terms.liability.p1':
    'To the extent the law allows, the service is provided "as is" and we are not liable for indirect, incidental or consequential damages, lost profits or lost data. Our total liability for any claim is limited to the fees you paid us in the twelve months before the claim arose.',
  'site.terms.indemnification.title': 'Indemnification',
  'site.terms.indemnification.p1':
    'You agree to defend and hold us harmless against claims arising from content you upload, from your breach of these terms, or from your violation of the rights of others.',
  'site.terms.termination.title': 'Termination',
  'site.terms.termination.p1':
    'You may close your account at any time. We may suspend or terminate accounts that breach these terms, that remain unpaid, or where the law requires it. On termination your right to use the service ends; sections that by their nature should survive, survive.',
  'site.terms.law.title': 'Governing Law',
  'site.terms.law.p1':
    'These terms are governed by the laws of the State of New York, without regard to its conflict-of-law rules. The courts located in New York County, New York have exclusive jurisdiction over any dispute.',
  'site.terms.changes.title': 'Changes to These Terms',
  'site.terms.changes.p1':
    'We may update these terms. For material changes we give at least 30 days’ notice by email or in the product before they take effect. Continuing to use the service after that date means you accept the updated terms.',
  'site.terms.contact.title': 'Contact',
  'site.terms.contact.p1': 'Questions about these terms: write to {email} or to {company}, {street}, {city}.',

  // The accessibility statement.
  'site.a11y.title': 'Accessibility Statement',
  'site.a11y.intro':
    'Ready Teams is for everyone in the room: the host who runs a session and every participant who joins it on a phone. This statement says what we aim for, how we check it, and where we fall short today.',
  'site.a11y.target.title': 'Our Target',
  'site.a11y.target.p1':
    'We aim for Ready Teams to conform to the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA: the public site, sign-in, the participant page on the phones, the host’s presenter screen and host controls, the dashboard and the back-office.',
  'site.a11y.target.p2':
    'Today the product is partially conformant: most of it meets the target, and the limitations below do not yet.',
  'site.a11y.testing.title': 'How We Test',
  'site.a11y.testing.p1': 'The project’s test suite runs these checks, and any failure fails it:',
  'site.a11y.testing.item1':
    'Every screen and component state has a story (657 stories of the design system, the forms and whole screens). Each renders in Chromium and is checked with axe; any violation fails the run, and the colour checks run again in the other theme, so light and dark are both checked.',
  'site.a11y.testing.item2':
    'The end-to-end tests drive the real server in Chromium and open every page of the app, each of which must show its heading without an error; the live session runs there with the presenter, the host controls and phones at once.',
  'site.a11y.testing.item3':
    'Keyboard-only journeys, with no pointer at all: authoring a branching scenario in the editor; on a phone, joining with the code, answering every type of question and changing an answer; on the host controls, moving on, revealing a vote, following the room’s choice and ending the session. Focus must land on the new content.',
  'site.a11y.testing.item4':
    'Screen-reader announcements: in those journeys the test reads the text of the page’s live region after every step (a new slide, an answer received, results shown), which is what a screen reader announces.',
  'site.a11y.testing.item5':
    'Every page at 320 pixels wide without sideways scrolling, every control of the phone pages at least 44 by 44 pixels, and the presenter screen’s question text at no less than 4% of the screen’s height on a laptop and a television.',
  'site.a11y.testing.item6':
    'The live pages in five languages, Arabic right to left among them, and in a test language a third longer than English that finds any text left untranslated or cut off; a linter finds text written into the code instead of the translations.',
  'site.a11y.notYet.title': 'What We Have Not Done Yet',
  'site.a11y.notYet.p1':
    'No one has yet gone through the product with a screen reader (NVDA, JAWS, VoiceOver or TalkBack): the announcements above are checked by reading the live region’s text, not by listening to it. Automated checks find only part of the problems a person meets; until people have used it that way, we do not claim full conformance.',
  'site.a11y.limitations.title': 'Known Limitations',
  'site.a11y.limitations.p1': 'These parts do not meet the target yet:',
  'site.a11y.limitations.item1':
    'Text fields are outlined in a light grey with a contrast of 1.44:1 against the page in the light theme and 1.69:1 in the dark theme, below the 3:1 WCAG asks of a control’s boundary. Fields are labelled, and a focused field takes a darker outline or a ring.',
  'site.a11y.limitations.item2':
    'Videos have captions only when their author uploaded a captions file with the video; no video has an audio description. The demo scenarios’ videos have captions.',
  'site.a11y.limitations.item3':
    'The presenter screen is made for a room’s shared display, and videos play only there: the phones show each question, its answers and the revealed results, but a participant who cannot see the display misses the video unless the host describes it.',
  'site.a11y.limitations.item4':
    'The impact report’s PDF is printed by a browser as a tagged PDF and has not been checked with a PDF accessibility checker.',
  'site.a11y.limitations.item5':
    'Scenarios are not translated: each shows in the language its author wrote it in. The product’s own words are in English, Spanish, German, French and Arabic.',
  'site.a11y.pace.title': 'Pace of a Live Session',
  'site.a11y.pace.p1':
    'The product sets no time limit on a participant: the host moves the session on, a participant may change an answer until then, and each phone can tell the host anonymously that the session goes too fast.',
  'site.a11y.feedback.title': 'Feedback and Contact',
  'site.a11y.feedback.p1':
    'If something in Ready Teams is hard or impossible for you to use, write to {email}. Tell us the page, what you tried to do and, if you use one, your assistive technology; we will answer and help you reach the same information another way.',
};
