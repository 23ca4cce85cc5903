/**
 * Original demo content seeded on first start: the landing page's 8 categories, tags, two
 * scenarios per category (on the default template), one more per category on the activity template
 * (a word cloud, a threshold-reveal poll, the discussion board and a closing commitment), one more per category on
 * the branching template (the room votes a decision and follows its consequence path), FAQs and help guides.
 */
import type { components } from '@readyteams/api-client';
import type { ActivityContent, BranchingContent, TemplateContent } from './template.js';

export const CATEGORIES: { category: string; description: string; color: string }[] = [
  {
    category: 'Human Resources',
    description: 'Hiring, feedback, conflict and the conversations in between.',
    color: '#7c3aed',
  },
  { category: 'Sales', description: 'Discovery, objections and honest selling.', color: '#0ea5e9' },
  { category: 'Safety', description: 'Speaking up, near misses and safe habits.', color: '#f97316' },
  {
    category: 'Leadership',
    description: 'Decisions, delegation and leading through change.',
    color: '#16a34a',
  },
  {
    category: 'Customer Service',
    description: 'Calm, clear help when customers need it most.',
    color: '#e11d48',
  },
  {
    category: 'Compliance',
    description: 'Doing the right thing when the rules get blurry.',
    color: '#475569',
  },
  {
    category: 'Culture & Inclusion',
    description: 'Belonging, respect and everyday inclusion.',
    color: '#d97706',
  },
  {
    category: 'Custom Scenarios',
    description: 'Scenarios built around your own workplace.',
    color: '#2563eb',
  },
];

export const TAGS: { tag: string; color: string }[] = [
  { tag: 'Communication', color: '#2563eb' },
  { tag: 'Conflict', color: '#dc2626' },
  { tag: 'Feedback', color: '#16a34a' },
  { tag: 'Ethics', color: '#475569' },
  { tag: 'New managers', color: '#7c3aed' },
  { tag: 'Frontline', color: '#f97316' },
  { tag: 'Remote work', color: '#0891b2' },
  { tag: 'Customer', color: '#e11d48' },
];

/** What every seeded scenario has besides its slides. */
interface SeededScenario {
  category: string;
  title: string;
  description: string;
  script: string;
  tags: string[];
  resources: components['schemas']['ResourceWrite'][];
}

/** A scenario on the default template, with its own case and best-practices videos. */
export interface DemoScenario extends SeededScenario {
  content: Required<
    Pick<
      TemplateContent,
      | 'videoTitle'
      | 'videoScript'
      | 'pollQuestion'
      | 'pollAnswers'
      | 'bestPracticesScript'
      | 'discussionQuestions'
    >
  >;
}

/**
 * A scenario on the activity template. It revisits the case of `caseOf` (a scenario of SCENARIOS in the same
 * category) from another side and plays that case's videos, so its video slides need no media of their own.
 */
export interface ActivityScenario extends SeededScenario {
  caseOf: string;
  content: ActivityContent;
}

/**
 * A scenario on the branching template. Like an activity scenario it plays the videos of `caseOf` (a scenario of
 * SCENARIOS in the same category); the room then votes on what happens next and follows the chosen path.
 */
export interface BranchingScenario extends SeededScenario {
  caseOf: string;
  content: BranchingContent;
}

export const SCENARIOS: DemoScenario[] = [
  {
    category: 'Human Resources',
    title: 'The Missed Deadline Conversation',
    description: 'A reliable team member has missed three deadlines in a row.',
    script:
      'Priya has been one of the most dependable analysts on the team for two years. This month she missed three deadlines, and a client noticed. Her manager, Tom, has ten minutes before a one-to-one with her. In this session the group decides how Tom should open the conversation, what he should listen for, and how to agree next steps without damaging trust.',
    tags: ['Feedback', 'New managers'],
    content: {
      videoTitle: 'Three Deadlines',
      videoScript:
        'Tom reviews the project tracker: three red items, all Priya\'s. A client email asks why the report is late again. Tom has heard from a colleague that Priya has been "distracted". Her one-to-one starts in ten minutes.',
      pollQuestion: 'How should Tom open the one-to-one?',
      pollAnswers: [
        'Show her the tracker and ask her to explain each missed deadline',
        'Say he has noticed a change and ask how things are going for her',
        'Mention what the colleague said about her being distracted',
        'Skip the topic and wait to see if next month is better',
      ],
      bestPracticesScript:
        'Open with a specific, neutral observation and a genuine question. Keep second-hand reports out of it. Listen before solving, then agree one or two concrete next steps and a date to check in.',
      discussionQuestions: [
        "What might be behind a sudden change in a reliable person's work?",
        'How can a manager be direct about impact while staying supportive?',
        'What would a good follow-up look like two weeks later?',
      ],
    },
    resources: [
      {
        title: 'Giving feedback that lands',
        linkUrl: 'https://example.com/resources/feedback-that-lands',
        type: 'pdf',
        description: 'A one-page guide to observation-based feedback.',
      },
    ],
  },
  {
    category: 'Human Resources',
    title: 'Two Colleagues, One Promotion',
    description: 'Two strong peers applied for the same role; only one got it.',
    script:
      'Marcus and Elena both applied to lead the operations team. Elena got the role. Marcus is now reporting to her, and the team has noticed tension in meetings. HR has asked the department head to help the two of them find a workable way forward. The group explores how to acknowledge disappointment, set expectations and rebuild a working relationship.',
    tags: ['Conflict', 'Communication'],
    content: {
      videoTitle: 'The Announcement',
      videoScript:
        "The promotion is announced in the Monday meeting. Marcus congratulates Elena, then goes quiet for the rest of the week. In Thursday's planning session he challenges two of her decisions in front of the team.",
      pollQuestion: 'What should the department head do first?',
      pollAnswers: [
        'Meet Marcus alone to acknowledge his disappointment and talk about his goals',
        'Bring both together straight away to clear the air',
        'Tell Elena to assert her authority in the next meeting',
        'Leave it for a month; it usually settles down',
      ],
      bestPracticesScript:
        'Acknowledge the disappointment privately and early. Be clear about expectations for respectful disagreement. Help the new leader and the former peer agree how they will work together, then follow up.',
      discussionQuestions: [
        'How would you want to be treated if you were Marcus?',
        'What can Elena do in her first month to build trust?',
        'Where is the line between healthy challenge and undermining?',
      ],
    },
    resources: [
      {
        title: 'After the promotion decision',
        linkUrl: 'https://example.com/resources/after-the-decision',
        type: 'website',
        description: 'Practical steps for managers after an internal selection.',
      },
    ],
  },
  {
    category: 'Sales',
    title: 'The Discount Ultimatum',
    description: 'A key prospect demands 30% off before they will sign today.',
    script:
      "Jordan has worked a mid-size prospect for four months. On the final call, the buyer says a competitor offered 30% less and that they will sign today only if Jordan matches it. Jordan's authority stops at 10%. The group decides how Jordan should respond, which questions uncover what the buyer really values, and how to protect both the deal and the margin.",
    tags: ['Customer', 'Communication'],
    content: {
      videoTitle: 'Sign Today or Lose It',
      videoScript:
        'The buyer leans into the camera: "Your competitor is thirty percent cheaper. Match it and we sign before five. Otherwise we go with them." Jordan\'s manager is on a flight until tonight.',
      pollQuestion: 'What should Jordan do?',
      pollAnswers: [
        'Match the 30% to save the deal and sort out approval later',
        "Ask what is driving the decision and what the competitor's offer includes",
        "Refuse any discount and restate the product's value",
        'Offer 10% now and say the rest needs approval',
      ],
      bestPracticesScript:
        "Slow the moment down with questions. Understand the comparison, the buyer's priorities and the deadline behind the deadline. Trade concessions for something of value, and never promise what you cannot approve.",
      discussionQuestions: [
        'What questions would reveal whether the deadline is real?',
        'What could Jordan ask for in exchange for any concession?',
        'How does a rushed discount affect the long-term relationship?',
      ],
    },
    resources: [
      {
        title: 'Negotiating without caving',
        linkUrl: 'https://example.com/resources/negotiating-without-caving',
        type: 'podcast',
        description: 'A 20-minute episode on trading value instead of price.',
      },
    ],
  },
  {
    category: 'Sales',
    title: 'The Overpromise',
    description: 'A colleague promised a client a feature that does not exist.',
    script:
      'During a renewal meeting, a senior account executive told a client that a reporting feature would ship "next month". It is not on the roadmap. The client has now emailed Sam, the account manager, asking for a demo. The group works out how Sam should handle the client, the colleague and the product team honestly.',
    tags: ['Ethics', 'Customer'],
    content: {
      videoTitle: 'The Demo Request',
      videoScript:
        'Sam opens the client\'s email: "Looking forward to seeing the new reporting module next week!" Sam checks the roadmap twice. The feature is not there. The colleague who promised it is on holiday.',
      pollQuestion: 'What should Sam do first?',
      pollAnswers: [
        'Reply vaguely and buy time until the colleague is back',
        'Check the facts with product, then tell the client the truth with options',
        'Promise a demo of something similar and hope it satisfies them',
        'Forward the email to the colleague and stay out of it',
      ],
      bestPracticesScript:
        'Correct a wrong commitment quickly and honestly. Come with what you can offer instead, take ownership on behalf of the company, and raise the issue with the colleague directly rather than around them.',
      discussionQuestions: [
        'Why do people overpromise under pressure?',
        'How can Sam tell the client the truth without blaming a colleague?',
        'What would stop this happening again?',
      ],
    },
    resources: [
      {
        title: 'Honest selling checklist',
        linkUrl: 'https://example.com/resources/honest-selling',
        type: 'pdf',
        description: 'Questions to ask yourself before making a commitment.',
      },
    ],
  },
  {
    category: 'Safety',
    title: 'The Skipped Lockout',
    description: 'A veteran technician skips a lockout step to finish a repair faster.',
    script:
      'On a busy night shift, Dev, a technician with twenty years of experience, starts a conveyor repair without completing the lockout procedure. He says it will only take two minutes. Aisha, who joined six months ago, notices. The group decides what Aisha should do, how to speak up to someone more senior, and what the shift lead should do afterwards.',
    tags: ['Frontline', 'Communication'],
    content: {
      videoTitle: 'Two Minutes',
      videoScript:
        'The line is down and the supervisor wants it running. Dev reaches into the conveyor housing. The lockout tag is still hanging on the board. Aisha stops, a few steps away, holding her tools.',
      pollQuestion: 'What should Aisha do?',
      pollAnswers: [
        'Say nothing; Dev has done this repair a hundred times',
        'Call "stop" clearly and ask Dev to lock out before continuing',
        'Finish her own task and mention it to the supervisor later',
        'Quietly lock out the machine herself without saying anything',
      ],
      bestPracticesScript:
        'Anyone can stop work that looks unsafe, whatever their seniority. Speak up in the moment, clearly and respectfully. Afterwards, talk about why the shortcut felt necessary and fix the pressure behind it.',
      discussionQuestions: [
        'What makes it hard to challenge someone more experienced?',
        'What words would you use to stop the work without a confrontation?',
        'What pressures on the shift make shortcuts tempting?',
      ],
    },
    resources: [
      {
        title: 'Stop-work authority explained',
        linkUrl: 'https://example.com/resources/stop-work-authority',
        type: 'video',
        description: 'A short video on when and how to stop unsafe work.',
      },
    ],
  },
  {
    category: 'Safety',
    title: 'The Near Miss Nobody Reported',
    description: 'A pallet fell where someone had been standing seconds earlier.',
    script:
      'In the warehouse, a badly stacked pallet slid off a rack and landed in an aisle. Nobody was hurt; a picker had walked past moments before. The team restacked it and carried on. Two days later, the site manager hears about it by chance. The group discusses why near misses go unreported and how to make reporting normal.',
    tags: ['Frontline'],
    content: {
      videoTitle: 'Seconds Away',
      videoScript:
        'A loud crash echoes through aisle six. Boxes are scattered across the floor. The picker who just passed turns around, pale. A team lead says, "Let\'s just clean it up before anyone sees."',
      pollQuestion: 'What should the team lead have done?',
      pollAnswers: [
        'Clean up quickly to avoid disruption',
        'Make the area safe, check on the picker and report the near miss',
        'Report it only if someone had been hurt',
        'Tell the picker to be more careful',
      ],
      bestPracticesScript:
        'A near miss is free information. Make the area safe, look after the people involved, report it without blame, and share what was learned so the cause gets fixed.',
      discussionQuestions: [
        'Why might people hide a near miss?',
        'What would make reporting feel safe and quick on this site?',
        'How should a manager respond when a near miss is reported late?',
      ],
    },
    resources: [
      {
        title: 'Near-miss reporting guide',
        linkUrl: 'https://example.com/resources/near-miss-guide',
        type: 'pdf',
        description: 'What to report, how, and what happens next.',
      },
    ],
  },
  {
    category: 'Leadership',
    title: 'The Unpopular Decision',
    description: 'Leadership moved the team to a new schedule without asking them.',
    script:
      'Senior leadership has decided that the support team will move to a rota covering evenings and weekends. Carla, the team manager, was not consulted and disagrees with parts of it. She must announce it tomorrow. The group explores how Carla can communicate a decision she did not make, handle pushback honestly and still lead the change.',
    tags: ['New managers', 'Communication'],
    content: {
      videoTitle: 'The Memo',
      videoScript:
        'Carla reads the memo twice. Evening and weekend shifts start in four weeks. Three people on her team have childcare duties. Her director says, "I need you to sell this tomorrow."',
      pollQuestion: 'How should Carla announce the change?',
      pollAnswers: [
        'Say leadership forced it on her and she hates it too',
        'Explain the reasons, be honest about open questions and invite concerns',
        'Present it as final and move on quickly',
        'Delay the announcement until she gets more details',
      ],
      bestPracticesScript:
        'Own the message without pretending you chose it. Share the why, be honest about what is still open, listen to concerns and take them back up. People accept hard news better when they are treated as adults.',
      discussionQuestions: [
        'What is the difference between disagreeing privately and undermining publicly?',
        'Which concerns can Carla act on, and which must she escalate?',
        'How can the team be involved in the parts that are still open?',
      ],
    },
    resources: [
      {
        title: 'Leading change you did not choose',
        linkUrl: 'https://example.com/resources/leading-change',
        type: 'blog',
        description: 'An article on communicating decisions from above.',
      },
    ],
  },
  {
    category: 'Leadership',
    title: 'Delegating the Big Project',
    description: 'A manager must hand over a high-stakes project she built herself.',
    script:
      "Nina built the company's customer portal and knows every detail. Now promoted, she has to hand the next phase to Omar, a capable but less experienced lead. She worries about quality and keeps checking his work. Omar is frustrated. The group explores how to delegate real ownership while managing risk.",
    tags: ['New managers', 'Feedback'],
    content: {
      videoTitle: 'Just One More Check',
      videoScript:
        'It is 9 p.m. Nina is reviewing Omar\'s design document again and leaving comments on every page. The next morning Omar asks, "Do you want me to run this project, or not?"',
      pollQuestion: 'What should Nina do next?',
      pollAnswers: [
        'Keep reviewing everything until she trusts Omar fully',
        'Agree with Omar on decisions he owns, check-in points and risks to escalate',
        'Take the project back; it is too important',
        'Stop all involvement so Omar can learn on his own',
      ],
      bestPracticesScript:
        "Delegate outcomes, not tasks. Agree what good looks like, which decisions are the other person's, when you will check in and what must be escalated. Then resist the urge to do the work yourself.",
      discussionQuestions: [
        'Why is it hard to let go of work you are good at?',
        'What should be agreed at the start of a delegated project?',
        'How can Omar ask for more autonomy constructively?',
      ],
    },
    resources: [
      {
        title: 'Levels of delegation',
        linkUrl: 'https://example.com/resources/levels-of-delegation',
        type: 'elearning',
        description: 'A 15-minute interactive module on delegation.',
      },
    ],
  },
  {
    category: 'Customer Service',
    title: 'The Furious Caller',
    description: 'A customer calls for the third time about the same unresolved fault.',
    script:
      "Mr. Alvarez's internet has dropped every evening for two weeks. He has called twice and was promised a technician who never came. On his third call he is shouting. Lee, a new support agent, takes the call. The group decides how Lee can de-escalate, take ownership and make a promise that will actually be kept.",
    tags: ['Customer', 'Frontline'],
    content: {
      videoTitle: 'Third Time Calling',
      videoScript:
        '"Two weeks! Two weeks I\'ve been working from home with no internet! Nobody came! Do you people even read your notes?" Lee opens the account. The previous tickets were closed without a visit.',
      pollQuestion: 'What should Lee say first?',
      pollAnswers: [
        'Ask him to calm down so they can talk',
        'Acknowledge the frustration, apologise for the missed visit and say what Lee will do now',
        "Explain the company's technician booking process",
        'Transfer him to a supervisor straight away',
      ],
      bestPracticesScript:
        'Let the customer be heard, acknowledge the impact, and apologise specifically. Then take ownership: say exactly what you will do, by when, and how you will keep them informed. Only promise what you can make happen.',
      discussionQuestions: [
        'What does the customer need to hear before he can listen?',
        'How can Lee own a problem he did not cause?',
        'What should happen internally after this call?',
      ],
    },
    resources: [
      {
        title: 'De-escalation in five steps',
        linkUrl: 'https://example.com/resources/de-escalation',
        type: 'pdf',
        description: 'A pocket card for calls that heat up.',
      },
    ],
  },
  {
    category: 'Customer Service',
    title: 'The Refund Outside the Policy',
    description: 'A loyal customer asks for a refund the policy does not allow.',
    script:
      'A customer of eight years bought a coffee machine 45 days ago; the return window is 30 days. It now leaks. She asks for a refund, not a repair, because she needs it for her café tomorrow. Rosa at the service desk has limited discretion. The group discusses how to balance policy, fairness and loyalty.',
    tags: ['Customer'],
    content: {
      videoTitle: 'Day Forty-Five',
      videoScript:
        'The customer puts the machine on the counter. "I\'ve shopped here for eight years. I open at six tomorrow. I need this sorted today." The screen shows: return window expired.',
      pollQuestion: 'What should Rosa do?',
      pollAnswers: [
        'Refuse politely; the policy is clear',
        'Explain the policy, explore options and ask a manager about an exception',
        'Refund her immediately without asking anyone',
        'Offer a repair that will take two weeks',
      ],
      bestPracticesScript:
        'Policies exist for good reasons, and so do exceptions. Show you understand the situation, explain what the policy allows, look for options that solve the real problem, and escalate when discretion is beyond you.',
      discussionQuestions: [
        'When should loyalty change how a rule is applied?',
        "What options might solve the customer's real problem tomorrow?",
        'How can Rosa say no, if she has to, without losing the customer?',
      ],
    },
    resources: [
      {
        title: 'Using discretion well',
        linkUrl: 'https://example.com/resources/using-discretion',
        type: 'website',
        description: 'Guidance on exceptions for frontline staff.',
      },
    ],
  },
  {
    category: 'Compliance',
    title: 'The Generous Supplier',
    description: 'A supplier offers a buyer tickets to a final during a tender.',
    script:
      'Kim works in purchasing and is evaluating three bids for a large contract. One supplier\'s account manager, whom Kim likes, offers two tickets to a sold-out cup final "as a thank-you for your time". The gifts policy sets a limit and requires declaration. The group discusses conflicts of interest and how to decline gracefully.',
    tags: ['Ethics'],
    content: {
      videoTitle: 'Two Tickets',
      videoScript:
        'The message pops up: "Got two spare tickets for the final on Saturday. Thought of you! No strings attached." The tender decision is due next Friday.',
      pollQuestion: 'What should Kim do?',
      pollAnswers: [
        'Accept; there are no strings attached',
        'Decline politely, mention the tender and declare the offer',
        'Accept but give the tickets to a colleague',
        'Ignore the message and say nothing',
      ],
      bestPracticesScript:
        'During a tender, even a well-meant gift creates a conflict of interest. Decline warmly, explain why, and declare the offer so the process stays clean and the relationship stays friendly.',
      discussionQuestions: [
        'Why does timing matter for gifts and hospitality?',
        'How can Kim decline without damaging the relationship?',
        'What would make you unsure whether to declare something?',
      ],
    },
    resources: [
      {
        title: 'Gifts and hospitality: the basics',
        linkUrl: 'https://example.com/resources/gifts-basics',
        type: 'elearning',
        description: 'A short course on declaring gifts and avoiding conflicts.',
      },
    ],
  },
  {
    category: 'Compliance',
    title: 'The Data in the Wrong Inbox',
    description: 'A spreadsheet of customer data was emailed to the wrong person.',
    script:
      "Ben meant to email a spreadsheet of 400 customers' names, addresses and order histories to a colleague. Autocomplete picked an external contact with a similar name. He notices ten minutes later. He is embarrassed and tempted to just ask the recipient to delete it. The group discusses what to do in the first hour of a data incident.",
    tags: ['Ethics', 'Remote work'],
    content: {
      videoTitle: 'Wrong Ben',
      videoScript:
        'Ben stares at the sent folder. The recipient is "Ben Carter, Carter Logistics", not "Ben Carver, Finance". The attachment is called customers_full_export.xlsx. Nobody else knows yet.',
      pollQuestion: 'What should Ben do first?',
      pollAnswers: [
        'Ask the recipient to delete it and say nothing else',
        'Report it to the data protection contact straight away, then try to recall it',
        'Wait to see if the recipient replies',
        'Delete it from his own sent folder',
      ],
      bestPracticesScript:
        'Report data incidents immediately, even when they feel small or embarrassing. The people who handle them need time to assess the risk and meet legal deadlines. Honest early reporting is always better than a quiet fix.',
      discussionQuestions: [
        'Why do people hesitate to report their own mistakes?',
        'What can a team do to make reporting feel safe?',
        'Which habits would prevent this mistake?',
      ],
    },
    resources: [
      {
        title: 'Data incident first steps',
        linkUrl: 'https://example.com/resources/data-incident-steps',
        type: 'pdf',
        description: 'What to do in the first hour after a data mistake.',
      },
    ],
  },
  {
    category: 'Culture & Inclusion',
    title: 'The Joke in the Meeting',
    description: "A manager makes a joke about a colleague's accent in a meeting.",
    script:
      'In a project meeting, a manager imitates the accent of Tomasz, a developer who has just presented, and several people laugh. Tomasz smiles, but his camera goes off soon after. Hana, a peer, felt uncomfortable. The group explores how bystanders can respond in the moment and afterwards.',
    tags: ['Communication', 'Remote work'],
    content: {
      videoTitle: 'Just a Joke',
      videoScript:
        'Tomasz finishes his demo. The manager says, in an exaggerated accent, "Very good, very good, we ship tomorrow!" A few people laugh. Tomasz smiles. His camera switches off a minute later.',
      pollQuestion: 'What should Hana do?',
      pollAnswers: [
        'Nothing; Tomasz smiled, so he is probably fine',
        'Redirect in the meeting by praising the demo, then check in with Tomasz privately',
        'Confront the manager loudly in front of everyone',
        'Report it anonymously without talking to anyone',
      ],
      bestPracticesScript:
        "Small moments shape belonging. A bystander can interrupt gently, redirect attention to the person's work, check in privately with the person affected, and raise the behaviour with the person who made the joke or with someone who can act.",
      discussionQuestions: [
        'Why might Tomasz smile even if he was hurt?',
        'What could you say in the moment that feels natural to you?',
        'How should the manager respond if someone raises it with them?',
      ],
    },
    resources: [
      {
        title: 'Being an active bystander',
        linkUrl: 'https://example.com/resources/active-bystander',
        type: 'video',
        description: 'Five ways to respond when something is not right.',
      },
    ],
  },
  {
    category: 'Culture & Inclusion',
    title: 'The Team Dinner',
    description: 'The team celebration is planned somewhere not everyone can join.',
    script:
      'To celebrate a successful launch, the team lead books a late-evening dinner at a steakhouse with an open bar. Two team members do not drink, one is vegetarian, and one cannot stay late because of caring duties. Nobody was asked. The group discusses how to plan celebrations that include everyone.',
    tags: ['Communication'],
    content: {
      videoTitle: 'The Invitation',
      videoScript:
        'The invitation lands in the team chat: "Launch party! Friday 8 p.m. at the Grill House, drinks on the company!" Lots of thumbs up. Three people do not react.',
      pollQuestion: 'What should the team lead do now?',
      pollAnswers: [
        'Keep the plan; people can skip it if they want',
        'Ask the team for input and adjust the plan so everyone can take part',
        'Cancel the celebration altogether',
        'Add a second, smaller event only for the people who cannot come',
      ],
      bestPracticesScript:
        'Inclusion is mostly about asking. Offer options on time, place, food and drink, so nobody has to explain why they are left out. Celebrations that everyone can join build the team they celebrate.',
      discussionQuestions: [
        'Who might feel left out of a typical team social, and why?',
        'How can you ask about needs without singling people out?',
        'What celebrations have worked well in your teams?',
      ],
    },
    resources: [
      {
        title: 'Planning inclusive events',
        linkUrl: 'https://example.com/resources/inclusive-events',
        type: 'blog',
        description: 'A checklist for socials everyone can enjoy.',
      },
    ],
  },
  {
    category: 'Custom Scenarios',
    title: 'First Week on the Night Shift',
    description: 'A new hire is left alone on a night shift in the first week.',
    script:
      'Ravi started on Monday. By Thursday he is covering the night shift at a care home with one experienced colleague who is off sick, leaving him with an agency worker he has never met. A resident becomes confused and distressed. This template shows how an organisation can build a scenario around its own onboarding risks.',
    tags: ['Frontline', 'New managers'],
    content: {
      videoTitle: 'Alone at 2 a.m.',
      videoScript:
        'The corridor is quiet. A call bell rings from room twelve. Mrs. Okafor is standing by her door, confused, asking for her husband. Ravi has not yet done the dementia-care training.',
      pollQuestion: 'What should Ravi do?',
      pollAnswers: [
        'Guide her back to bed firmly and move on',
        'Stay calm, reassure her, and call the on-call nurse for guidance',
        'Wait for the agency worker to deal with it',
        'Call her family in the middle of the night',
      ],
      bestPracticesScript:
        'New starters should never be left without support, and they should know who to call. In the moment: stay calm, keep the person safe, reassure, and use the on-call line. Afterwards, raise the staffing gap.',
      discussionQuestions: [
        'What should every new starter know before their first night shift?',
        'How can Ravi raise the staffing gap without blaming his colleagues?',
        'What would you add to your own onboarding after this?',
      ],
    },
    resources: [
      {
        title: 'Onboarding checklist template',
        linkUrl: 'https://example.com/resources/onboarding-checklist',
        type: 'other',
        description: 'An editable checklist for first-week support.',
      },
    ],
  },
  {
    category: 'Custom Scenarios',
    title: 'The Handover That Went Wrong',
    description: 'Critical information was lost between two shifts.',
    script:
      "At shift change in a distribution centre, the outgoing lead mentions verbally that dock three's door sensor is faulty. The incoming lead is distracted by a phone call and does not write it down. An hour later a truck reverses into the door. This custom scenario helps teams practise structured handovers.",
    tags: ['Frontline', 'Communication'],
    content: {
      videoTitle: 'Dock Three',
      videoScript:
        'The outgoing lead says quickly, "Oh, and watch dock three, the sensor\'s playing up," as the incoming lead answers a call. An hour later there is a bang from dock three.',
      pollQuestion: 'What would have prevented this?',
      pollAnswers: [
        'Nothing; accidents happen',
        'A written handover with known hazards, read back by the incoming lead',
        'A longer overlap between shifts',
        'Telling drivers to be more careful',
      ],
      bestPracticesScript:
        'Good handovers are structured, written and confirmed. Hazards come first, the incoming person reads back what they heard, and nobody leaves until open issues have an owner.',
      discussionQuestions: [
        'What goes wrong in your handovers today?',
        'Which items must always be in a handover?',
        'How can people push back when a handover is rushed?',
      ],
    },
    resources: [
      {
        title: 'Structured handover template',
        linkUrl: 'https://example.com/resources/handover-template',
        type: 'pdf',
        description: 'A one-page handover form with a hazards section.',
      },
    ],
  },
];

/** One scenario per category on the activity template, in the categories' order. */
export const ACTIVITY_SCENARIOS: ActivityScenario[] = [
  {
    category: 'Human Resources',
    title: 'Leading Your Former Peer',
    caseOf: 'Two Colleagues, One Promotion',
    description: 'A new team lead is challenged in public by the colleague she beat to the role.',
    script:
      "Elena's promotion to lead the operations team was announced on Monday. Marcus, who applied for the same role, now reports to her. In Thursday's planning session he questions two of her decisions in front of everyone, and the room goes quiet. This session looks at the case from Elena's side: how a new leader answers a public challenge without pulling rank, and how she and Marcus can agree a way of disagreeing that works for the whole team.",
    tags: ['Conflict', 'New managers'],
    content: {
      wordCloudPrompt: 'In one word, what makes someone easy to disagree with?',
      entryLimit: 2,
      pollQuestion: 'What should Elena do in the meeting?',
      pollAnswers: [
        'Overrule Marcus firmly so the team sees who is in charge',
        'Thank him for the challenge, answer on the facts and offer to go deeper after the meeting',
        'Drop both decisions to avoid a conflict in front of the team',
        'Ask the department head to step in',
      ],
      discussionQuestions: [
        'Where is the line between a challenge that helps the team and one that undermines its lead?',
        'What should Elena and Marcus agree about disagreeing in front of the team?',
        'What could Marcus gain from the next six months if the relationship works?',
      ],
    },
    resources: [
      {
        title: 'Leading people who used to be your peers',
        linkUrl: 'https://example.com/resources/leading-former-peers',
        type: 'pdf',
        description: 'The conversations to have in your first month, and how to open them.',
      },
    ],
  },
  {
    category: 'Sales',
    title: 'Questions Before Discounts',
    caseOf: 'The Discount Ultimatum',
    description: 'A buyer demands a price match by five; one good question comes before any number.',
    script:
      "Jordan's buyer wants a 30% price match by five o'clock, and Jordan's manager cannot be reached. Before Jordan says any number, there is time for one good question. This session uses the same call to practise discovery under pressure: which question to ask first, how to listen to the answer, and how to keep the conversation about value when the buyer keeps steering it back to price.",
    tags: ['Customer', 'Communication'],
    content: {
      wordCloudPrompt: "In one word, how do you feel when a buyer says 'match it or we walk'?",
      entryLimit: 3,
      pollQuestion: 'Which question should Jordan ask first?',
      pollAnswers: [
        'If we match the price, will you sign the same terms today?',
        'Apart from price, what matters most to you, and what does their offer include?',
        "How do I know the competitor's price is real?",
        'If I get 10% approved in the next hour, will you sign?',
      ],
      discussionQuestions: [
        'Which question have you seen change the direction of a price conversation?',
        'How do you stay curious rather than defensive when a buyer threatens to walk?',
        'When is walking away from a deal the right call?',
      ],
    },
    resources: [
      {
        title: 'Discovery questions for price pressure',
        linkUrl: 'https://example.com/resources/discovery-under-pressure',
        type: 'pdf',
        description: 'Ten questions to ask before you discuss a discount.',
      },
    ],
  },
  {
    category: 'Safety',
    title: 'The Pressure Behind the Shortcut',
    caseOf: 'The Skipped Lockout',
    description: 'A supervisor learns his push to restart the line led to a skipped lockout.',
    script:
      "Aisha called a stop when she saw Dev reach into the conveyor before it was locked out. Nobody was hurt. The next morning Ken, the shift supervisor, reads her report and realises that his radio calls to get the line running were part of the story. This session replays the case from Ken's side: how a supervisor responds when his own pressure contributed to an unsafe shortcut, what he says to the team, and how he makes sure speaking up is rewarded.",
    tags: ['Frontline', 'Feedback'],
    content: {
      wordCloudPrompt: 'In one word, what pushes people to take shortcuts at work?',
      entryLimit: 3,
      pollQuestion: 'What should Ken do at the start-of-shift briefing?',
      pollAnswers: [
        'Remind everyone that lockout is mandatory and move on',
        'Thank the person who spoke up, own his part in the pressure and ask what gets in the way of locking out',
        'Speak to Dev privately and leave the rest of the team out of it',
        'Say nothing; nobody was hurt',
      ],
      discussionQuestions: [
        'What would convince you that a supervisor really wants you to stop the line?',
        'How should Dev be treated after this: coaching, a warning, or both?',
        'What would make locking out feel like the normal option on your site, not the slow one?',
      ],
    },
    resources: [
      {
        title: 'Production pressure and safe choices',
        linkUrl: 'https://example.com/resources/production-pressure',
        type: 'blog',
        description: 'How supervisors can remove the pressure that makes shortcuts tempting.',
      },
    ],
  },
  {
    category: 'Leadership',
    title: 'The Reset Conversation',
    caseOf: 'Delegating the Big Project',
    description: 'After a tense exchange, a manager and her project lead agree how ownership will work.',
    script:
      'Omar\'s question, "Do you want me to run this project, or not?", is still hanging in the air. Nina has asked for thirty minutes with him on Friday to reset how they work together. This session starts where the case ends: the group decides how Nina should open that conversation, what the two of them should agree, and how a manager can stay informed on a high-stakes project without taking it back.',
    tags: ['New managers', 'Feedback'],
    content: {
      wordCloudPrompt: 'In one word, how does it feel when a manager checks everything you do?',
      entryLimit: 2,
      pollQuestion: "How should Nina open Friday's conversation?",
      pollAnswers: [
        'Explain how much is riding on the portal and why she has to be careful',
        'Admit she has been over-checking, ask what Omar needs and propose how they agree decisions and check-ins',
        'Ask Omar to prove he is ready before she steps back',
        'Tell him the project is his from now on and cancel every review',
      ],
      discussionQuestions: [
        "Which decisions on this project should be Omar's alone, and which should stay shared?",
        'What early warning signs should Omar promise to raise, and how quickly?',
        'How would you rebuild trust after a moment like this?',
      ],
    },
    resources: [
      {
        title: 'A one-page delegation agreement',
        linkUrl: 'https://example.com/resources/delegation-agreement',
        type: 'pdf',
        description: 'Outcomes, decision rights, check-ins and escalations on one page.',
      },
    ],
  },
  {
    category: 'Customer Service',
    title: 'Keeping the Promise',
    caseOf: 'The Furious Caller',
    description: 'An agent promised an angry customer a visit; now it depends on a team he cannot control.',
    script:
      "Lee calmed Mr. Alvarez down and promised him a technician on Thursday morning, with a call the day before to confirm. Back in the ticketing system, Lee sees that the field team's Thursday calendar is already overbooked, which is how the last two visits were lost. This session picks up the case after the call: how a frontline agent keeps a promise that depends on other teams, and what to do when it starts to slip.",
    tags: ['Customer', 'Frontline'],
    content: {
      wordCloudPrompt: 'In one word, what does a customer need after being let down twice?',
      entryLimit: 3,
      pollQuestion: 'The Thursday visit is at risk. What should Lee do?',
      pollAnswers: [
        'Wait until Thursday and hope the visit goes ahead',
        'Call Mr. Alvarez now, explain the risk honestly and agree a back-up plan with him',
        'Mark the job as urgent so it jumps the queue, whatever the rules say',
        'Pass the ticket to the field team and consider it handled',
      ],
      discussionQuestions: [
        'What makes a promise to a customer one you can actually keep?',
        'Who do you depend on to keep your promises, and how do you reach them quickly?',
        'How do you tell a customer that a promise is slipping before they find out themselves?',
      ],
    },
    resources: [
      {
        title: 'Following through on escalated cases',
        linkUrl: 'https://example.com/resources/follow-through',
        type: 'website',
        description: 'A checklist for owning a case until the customer confirms it is fixed.',
      },
    ],
  },
  {
    category: 'Compliance',
    title: 'Asked to Keep It Quiet',
    caseOf: 'The Data in the Wrong Inbox',
    description: 'A colleague confides a data mistake and asks a teammate not to tell anyone.',
    script:
      "Ben has sent a spreadsheet of 400 customers' details to the wrong Ben. An hour later, at the coffee machine, he tells his teammate Maya and asks her to keep it between them while he asks the recipient to delete it. Maya likes Ben and can see how embarrassed he is. This session looks at the same incident from the bystander's side: what a colleague should do when a friend asks them to stay quiet about something that has to be reported.",
    tags: ['Ethics', 'Communication'],
    content: {
      wordCloudPrompt: 'In one word, what stops people reporting their own mistakes?',
      entryLimit: 3,
      pollQuestion: 'What should Maya do?',
      pollAnswers: [
        "Keep it quiet; it is Ben's mistake to handle",
        'Urge Ben to report it now, offer to go with him, and make sure it is reported today either way',
        'Report it herself straight away without telling Ben',
        'Email the recipient herself and ask them to delete it',
      ],
      discussionQuestions: [
        'How can Maya stay a good friend to Ben and still make sure this is reported?',
        "What would you want a colleague to do if you were in Ben's place?",
        'Does your team know who to call about a data incident, and how quickly?',
      ],
    },
    resources: [
      {
        title: "Speaking up about a colleague's mistake",
        linkUrl: 'https://example.com/resources/speaking-up-for-colleagues',
        type: 'website',
        description: 'When a mistake must be reported, and how to support the person who made it.',
      },
    ],
  },
  {
    category: 'Culture & Inclusion',
    title: 'When the Joke Was Yours',
    caseOf: 'The Joke in the Meeting',
    description: "A manager hears that his joke about a colleague's accent hurt, and must respond.",
    script:
      "The day after the project meeting, Hana asks Greg, the manager, for five minutes. She tells him that his imitation of Tomasz's accent made people uncomfortable and that Tomasz went quiet afterwards. Greg's first instinct is that it was just a bit of fun. This session replays the case from the other side: how to take feedback about your own behaviour, and what a genuine repair with Tomasz and the team looks like.",
    tags: ['Feedback', 'Communication'],
    content: {
      wordCloudPrompt: 'In one word, how would you feel if you heard your joke had hurt a colleague?',
      entryLimit: 2,
      pollQuestion: 'What should Greg say to Hana?',
      pollAnswers: [
        '"It was only a joke; Tomasz laughed along."',
        '"Thank you for telling me. I did not see it that way, but I will talk to Tomasz and put it right."',
        '"Why did Tomasz not come to me himself?"',
        'Apologise to Hana and treat the matter as closed',
      ],
      discussionQuestions: [
        'What makes it hard to hear that your own behaviour left someone out?',
        'What should Greg say to Tomasz, and what should he avoid saying?',
        'Should Greg raise it with the whole team, or would that make things worse?',
      ],
    },
    resources: [
      {
        title: 'Apologising well at work',
        linkUrl: 'https://example.com/resources/apologising-well',
        type: 'blog',
        description: 'What a real apology includes, and what turns it into an excuse.',
      },
    ],
  },
  {
    category: 'Custom Scenarios',
    title: 'Designing Our Handover Routine',
    caseOf: 'The Handover That Went Wrong',
    description: 'A team turns a handover incident into a shift-change routine of its own.',
    script:
      'After the collision at dock three, the shift leads of the distribution centre are asked to design a handover routine that everyone will actually use. Some want a long checklist; others say nobody reads forms at six in the morning. This custom scenario shows how an organisation can turn a real incident into a practice designed with its own people, using the word cloud to surface views and the discussion board to collect ideas anonymously.',
    tags: ['Frontline', 'Communication'],
    content: {
      wordCloudPrompt: 'In one word, what makes a shift handover go well?',
      entryLimit: 3,
      pollQuestion: 'The leads can make one change next week. Which should it be?',
      pollAnswers: [
        'A written log with hazards at the top, read back by the incoming lead',
        'A fifteen-minute overlap between shifts',
        'A walk round the floor together before the outgoing lead leaves',
        'A reminder poster next to the time clock',
      ],
      discussionQuestions: [
        'What must never be left out of a handover on our site?',
        'What would make a handover routine quick enough to survive a busy shift?',
        'Who should own the routine, and how will we know it is working?',
      ],
    },
    resources: [
      {
        title: 'Handover routine starter kit',
        linkUrl: 'https://example.com/resources/handover-starter-kit',
        type: 'other',
        description: 'A log template, a read-back card and a ten-minute team exercise.',
      },
    ],
  },
];

/**
 * One scenario per category on the branching template, in the categories' order. Each continues a case of SCENARIOS
 * that no activity scenario revisits, at the moment its character has to act.
 */
export const BRANCHING_SCENARIOS: BranchingScenario[] = [
  {
    category: 'Human Resources',
    title: 'The First Two Minutes',
    caseOf: 'The Missed Deadline Conversation',
    description: 'The room chooses how Tom opens a hard one-to-one, then lives with what follows.',
    script:
      "Tom has the tracker with three red items, a client's complaint and a colleague's remark that Priya has seemed distracted. Priya is at the door for her one-to-one. In this branching session the room votes on how Tom opens the conversation, follows the path it chose to see what Tom learns (or does not), then looks at the roads not taken before the debrief.",
    tags: ['Feedback', 'New managers'],
    content: {
      decision: 'Priya sits down. What does Tom do next?',
      decisionScript:
        'Tom has ten minutes of facts and one piece of hearsay. How he opens the next two minutes decides what he will learn.',
      options: [
        {
          label: 'Put the tracker on screen and ask her to explain each missed deadline',
          consequence: {
            title: 'Priya Explains Everything but the Reason',
            script:
              'Tom goes through the tracker item by item. Priya has an answer for each: a late data feed, a changed brief, a day off sick. Every answer is true, and none of them is the real story. They agree she will "keep a closer eye on dates". Tom leaves without knowing why a reliable analyst has been struggling.',
            questions: [
              'What did Tom find out, and what did he miss?',
              'How would Priya describe this meeting to a friend tonight?',
            ],
          },
          reaction: {
            title: 'The Next Deadline',
            question: 'How likely is Priya to warn Tom early if the next deadline is at risk?',
            answers: ['Very likely', 'Somewhat likely', 'Unlikely', 'Very unlikely'],
          },
        },
        {
          label: 'Say he has noticed a change in her work and ask how things are going',
          consequence: {
            title: 'Priya Opens Up',
            script:
              'Tom says he has noticed three late pieces of work, which is not like her, and asks how things are going. After a pause, Priya tells him her father has been in hospital and she has been covering his care in the evenings. They move one deadline, hand the client report to a colleague for a month, and book a check-in for two weeks from now.',
            questions: [
              'What made it possible for Priya to say what was really going on?',
              'Tom still has an unhappy client. How should he handle that now?',
            ],
          },
          reaction: {
            title: 'Walking Out',
            prompt: 'In one word, how does Priya feel walking out of the meeting?',
          },
        },
        {
          label: 'Tell her a colleague has said she seems distracted lately',
          consequence: {
            title: '"Who Said That?"',
            script:
              'Priya\'s face changes. "Who said that?" she asks. The rest of the meeting is about the colleague, not the work, and Tom will not say who it was. By the afternoon the team chat is noticeably quieter, and Priya has asked HR how to raise a concern.',
            questions: [
              'Why does second-hand feedback so often backfire?',
              'What could Tom say tomorrow to start putting this right?',
            ],
          },
        },
      ],
      debriefQuestions: [
        'Honestly, which opening would you have chosen before today?',
        "What does the room's choice say about how we handle performance conversations?",
        'What one sentence would you use to open a conversation like this?',
      ],
    },
    resources: [
      {
        title: 'Opening a performance conversation',
        linkUrl: 'https://example.com/resources/opening-the-conversation',
        type: 'pdf',
        description: 'Five openings that invite the real story, and three that shut it down.',
      },
    ],
  },
  {
    category: 'Sales',
    title: 'The Reply to the Demo Request',
    caseOf: 'The Overpromise',
    description: "A client expects a demo of a feature that does not exist; the room picks Sam's reply.",
    script:
      'A colleague promised a client a reporting module that is not on the roadmap, and the client now wants a demo next week. The colleague is on holiday. In this branching session the room votes on how Sam answers the client, follows the consequences of its choice, and then sees where the other replies would have led.',
    tags: ['Ethics', 'Customer'],
    content: {
      decision: 'The client is waiting for an answer. What does Sam do next?',
      decisionScript:
        'Sam has checked the roadmap twice, the colleague who made the promise is away, and the client is expecting a demo next week.',
      options: [
        {
          label: 'Check with product, then call the client with the truth and what can be offered',
          consequence: {
            title: 'The Honest Call',
            script:
              'Product confirms there is no reporting module this year, but a scheduled export covers most of what the client needs. Sam calls the client, says plainly that the feature was promised in error, apologises on behalf of the company and offers to set up the export this week. The client is disappointed and says so, then asks for the export and a roadmap briefing.',
            questions: [
              "What kept the call about the client's needs rather than the mistake?",
              'How should Sam raise this with the colleague when they are back?',
            ],
          },
          reaction: {
            title: 'After the Call',
            prompt: 'In one word, how does the client see Sam after this call?',
          },
        },
        {
          label: 'Reply that the demo is being arranged and wait for the colleague to return',
          consequence: {
            title: 'A Week of Silence',
            script:
              'Sam replies: "We\'re lining up the demo, more soon." A week later the colleague comes back and admits the feature was "more of an ambition". Meanwhile the client has told its board that the new reporting will be in place this quarter. The next meeting is with the client\'s finance director, who wants to discuss the contract\'s exit clause.',
            questions: [
              'When did the truth become more expensive to tell?',
              'What does the client now believe about everything else Sam has said?',
            ],
          },
          reaction: {
            title: 'Trust Check',
            question: "How far will the client trust Sam's next promise?",
            answers: ['Fully', 'Mostly', 'A little', 'Not at all'],
          },
        },
        {
          label: 'Demo the existing dashboard and present it as the new module',
          consequence: {
            title: 'The Demo Goes Sideways',
            script:
              "Sam shows the existing dashboard with a fresh colour theme. Ten minutes in, the client's analyst asks to see the custom report builder described at the renewal meeting. There is nothing to show. The client asks, politely, whether anything they were told at the renewal meeting was accurate.",
            questions: [
              'Why did this feel like a safe option beforehand?',
              'What would Sam have to say now to rebuild trust?',
            ],
          },
        },
      ],
      debriefQuestions: [
        'Which reply felt easiest in the moment, and why?',
        "What makes it hard to correct a colleague's promise to a client?",
        'How could a promise like this be checked before it is made?',
      ],
    },
    resources: [
      {
        title: 'Correcting a commitment',
        linkUrl: 'https://example.com/resources/correcting-a-commitment',
        type: 'blog',
        description: 'How to tell a client a promise was wrong, and what to offer instead.',
      },
    ],
  },
  {
    category: 'Safety',
    title: 'Clean It Up or Call It In',
    caseOf: 'The Near Miss Nobody Reported',
    description:
      'A pallet nearly hit Luis; his team lead wants it tidied away. The room decides what Luis does.',
    script:
      'A badly stacked pallet has just crashed into aisle six, seconds after Luis walked past. Nobody is hurt, and the team lead says, "Let\'s just clean it up before anyone sees." In this branching session the room votes on what Luis does next, follows the path it chose, and then compares it with the roads not taken.',
    tags: ['Frontline', 'Communication'],
    content: {
      decision: 'The team lead wants it cleaned up quietly. What does Luis do next?',
      decisionScript:
        'Luis is shaken: the pallet landed where he was standing a few seconds earlier. His team lead is already picking up boxes.',
      options: [
        {
          label: 'Help clean up and say nothing',
          consequence: {
            title: 'Two Days Later',
            script:
              'The aisle is tidy in ten minutes and nothing is written down. Two days later, on the night shift, another pallet slides off the same rack, this time onto a reach truck. The driver is shaken but unhurt. The site manager asks why nobody mentioned the first one.',
            questions: [
              'What did staying quiet cost, and who paid for it?',
              'Why did silence feel like the safe choice for Luis?',
            ],
          },
          reaction: {
            title: 'The Night Shift',
            prompt: 'In one word, how does Luis feel when he hears about the night shift?',
          },
        },
        {
          label: 'Report it anonymously through the safety hotline after his shift',
          consequence: {
            title: 'A Report With No Story',
            script:
              'The hotline logs "pallet fell in aisle six". The safety adviser visits the next day, finds a tidy aisle and nobody who will talk about it, and books a rack inspection for the following week. The team lead hears that someone went over his head and spends the next shift asking who.',
            questions: [
              'What did the anonymous report achieve, and what did it miss?',
              'When is an anonymous channel the right one to use?',
            ],
          },
        },
        {
          label: 'Tell the team lead it needs reporting, and offer to write it up together',
          consequence: {
            title: 'Five Minutes of Paperwork',
            script:
              '"That was nearly me. I think it has to go in the log," Luis says. The team lead sighs, then agrees, and they write it up together in five minutes. The next morning maintenance finds a bent beam on the rack and the bay is restacked. At the weekly huddle the site manager thanks them both.',
            questions: [
              'What made it possible for Luis to push back on his team lead?',
              'What should the site manager do so the next report takes less courage?',
            ],
          },
          reaction: {
            title: 'Would You Have Said It?',
            question: 'Would you have told your team lead that this needed reporting?',
            answers: ['Yes, straight away', 'Yes, but later', 'Only to someone else', 'Probably not'],
          },
        },
      ],
      debriefQuestions: [
        'What would make reporting a near miss the normal thing to do on this site?',
        'How should a team lead respond when someone says "this needs reporting"?',
        'Is there a near miss from your own work that was never reported? Why not?',
      ],
    },
    resources: [
      {
        title: 'Talking about near misses',
        linkUrl: 'https://example.com/resources/talking-about-near-misses',
        type: 'video',
        description: 'A team lead and a picker on how they made reporting routine.',
      },
    ],
  },
  {
    category: 'Leadership',
    title: 'The Night Before the Announcement',
    caseOf: 'The Unpopular Decision',
    description: 'Carla must announce a rota she disagrees with. The room chooses her approach.',
    script:
      'Leadership has moved the support team to evening and weekend shifts, starting in four weeks. Carla, the team manager, was not consulted, disagrees with parts of it, and has to announce it tomorrow. In this branching session the room votes on what Carla does next, follows the path it chose through the following days, and then looks at the roads not taken.',
    tags: ['New managers', 'Communication'],
    content: {
      decision: 'The announcement is tomorrow. What does Carla do next?',
      decisionScript:
        'Carla has the memo, a director who wants her to "sell this", and three people on her team with childcare duties.',
      options: [
        {
          label: 'Tell the team the decision was forced on her and she dislikes it too',
          consequence: {
            title: 'Us Against Them',
            script:
              'Carla says, "I didn\'t choose this and I don\'t like it either." The room relaxes for a moment, then turns on the director. Within a week two people have asked about transfers, and the rest are waiting for Carla to get the decision reversed. When it is not reversed, they conclude she has no influence.',
            questions: [
              'Why did being honest about her feelings make things harder here?',
              'What does the team now expect from Carla, and can she deliver it?',
            ],
          },
          reaction: {
            title: 'Trust in Leadership',
            question: 'How much does the team trust leadership after this meeting?',
            answers: ['More than before', 'About the same', 'Less than before', 'Much less'],
          },
        },
        {
          label: 'Read the memo out as final and close the meeting quickly',
          consequence: {
            title: 'The Meeting After the Meeting',
            script:
              'The announcement takes four minutes and nobody asks a question. Afterwards three people talk in the car park, and by the evening the team chat has a petition against the rota. Carla hears about it from her director.',
            questions: [
              'Why did nobody ask anything in the meeting?',
              'How can Carla reopen the conversation without looking as if she is backing down?',
            ],
          },
        },
        {
          label:
            'Take the childcare concerns to her director tonight, then announce with reasons and open questions',
          consequence: {
            title: 'One Evening Later',
            script:
              'The director listens and agrees to pilot shift swaps for carers, although the start date stays. Next morning Carla explains the reasons, announces the swap scheme, and lists the questions she will take back. People are unhappy about the weekends, but they ask practical questions, and two volunteer to help design the swaps.',
            questions: [
              'What did Carla gain by raising concerns before the announcement rather than after?',
              "Which of the team's worries can still be shaped, and how would you involve them?",
            ],
          },
          reaction: {
            title: 'Leaving the Room',
            prompt: 'In one word, how does the team feel leaving the announcement?',
          },
        },
      ],
      debriefQuestions: [
        'How do you own a decision you would not have made, without pretending you made it?',
        'Where is the line between being honest with your team and undermining leadership?',
        'What would you say in the first minute of an announcement like this one?',
      ],
    },
    resources: [
      {
        title: 'Announcing a decision from above',
        linkUrl: 'https://example.com/resources/announcing-decisions',
        type: 'pdf',
        description: 'A one-page plan: the why, what is fixed, what is open, and what happens next.',
      },
    ],
  },
  {
    category: 'Customer Service',
    title: 'The Café Opens at Six',
    caseOf: 'The Refund Outside the Policy',
    description:
      'A loyal customer wants a refund the policy does not allow. The room decides what Rosa does.',
    script:
      'A customer of eight years has brought back a leaking coffee machine 45 days after buying it; the return window is 30 days. She opens her café at six tomorrow morning and wants a refund, not a repair. In this branching session the room votes on what Rosa does at the service desk, follows the path it chose, and then sees the roads not taken.',
    tags: ['Customer'],
    content: {
      decision: 'The screen says the return window has expired. What does Rosa do next?',
      decisionScript:
        'The machine is on the counter, the customer has been polite but firm, and Rosa can only make small exceptions on her own.',
      options: [
        {
          label: 'Refuse the refund politely and book the standard two-week repair',
          consequence: {
            title: 'The Review',
            script:
              'Rosa explains the policy clearly and courteously and books the repair. The customer leaves without a word. That evening a one-star review appears: "Eight years a customer. Left without a coffee machine the night before opening." The store manager asks Rosa whether there were any other options.',
            questions: [
              'Rosa followed the policy exactly. What was missing?',
              'What options were there between a refund and a two-week repair?',
            ],
          },
          reaction: {
            title: 'Was Rosa Right?',
            question: 'Was Rosa right to refuse the refund?',
            answers: [
              'Yes, the policy is clear',
              'Yes, but she should have offered more',
              'No, she should have asked a manager',
              'No, she should have refunded',
            ],
          },
        },
        {
          label: 'Explain the policy, then ask the duty manager about an exception while the customer waits',
          consequence: {
            title: 'A Replacement by Six',
            script:
              'The duty manager listens and approves a replacement machine from stock instead of a refund, with the faulty one sent off for repair under warranty. The customer opens her café on time. Rosa notes on the account what was agreed and why, so the next colleague does not have to guess.',
            questions: [
              'Why did a replacement solve the real problem better than a refund?',
              'What did Rosa do that made the exception easy to approve?',
            ],
          },
          reaction: {
            title: 'Word of Mouth',
            prompt: 'In one word, what does the customer tell her friends about this shop?',
          },
        },
        {
          label: 'Refund her straight away without asking anyone',
          consequence: {
            title: 'The Quiet Exception',
            script:
              "The customer is delighted and leaves with her money. At the end of the week the till audit flags a refund outside the policy. Rosa's manager is not worried about the money but asks how she decided, because two more customers have since asked for the same, mentioning a friend.",
            questions: [
              'What is the difference between using discretion and making a new rule?',
              'How should Rosa answer her manager?',
            ],
          },
        },
      ],
      debriefQuestions: [
        'When should loyalty change how a rule is applied, and who should decide?',
        "Which option solved the customer's real problem, not just her request?",
        'What would help you use discretion confidently on your own desk?',
      ],
    },
    resources: [
      {
        title: 'Exceptions that stay fair',
        linkUrl: 'https://example.com/resources/fair-exceptions',
        type: 'website',
        description: 'When to make an exception, who approves it, and how to record it.',
      },
    ],
  },
  {
    category: 'Compliance',
    title: 'The Final on Saturday',
    caseOf: 'The Generous Supplier',
    description: 'A bidder offers cup final tickets during a tender. The room decides how Kim answers.',
    script:
      "Kim is evaluating three bids for a large contract, and the decision is due next Friday. One bidder's account manager, whom Kim likes, has offered two tickets to Saturday's sold-out cup final, \"no strings attached\". In this branching session the room votes on Kim's reply, follows what happens next, and then looks at where the other replies would have led.",
    tags: ['Ethics'],
    content: {
      decision: 'The message is waiting for a reply. What does Kim do next?',
      decisionScript:
        'The tickets are worth more than the gifts limit, the tender decision is a week away, and the account manager has been friendly and helpful throughout.',
      options: [
        {
          label: 'Accept the tickets and declare them after the match',
          consequence: {
            title: 'Declared Too Late',
            script:
              'Kim enjoys the final and declares the tickets on Monday. The compliance team asks Kim to step back from the tender, and a colleague re-runs the evaluation, delaying the contract by a month. The supplier, which had the strongest bid, now has a question mark over its win.',
            questions: [
              'Why did declaring the tickets afterwards not fix the problem?',
              'Who lost out because of a gift with "no strings attached"?',
            ],
          },
          reaction: {
            title: 'From the Outside',
            prompt: 'In one word, how would the losing bidders see this?',
          },
        },
        {
          label: 'Decline warmly, mention the tender, and declare the offer today',
          consequence: {
            title: 'A Clean Decision',
            script:
              "Kim replies: \"That's really kind, but we're in the middle of a tender, so I can't accept. Enjoy the game!\" The offer goes on the gifts register in two minutes. The account manager answers with a thumbs-up. On Friday the supplier wins on the strength of its bid, and nobody can question why.",
            questions: [
              "What in Kim's reply kept the relationship friendly?",
              'Why declare an offer that was declined?',
            ],
          },
          reaction: {
            title: 'Your Own Register',
            question: 'Would you have declared the offer after declining it?',
            answers: ['Yes, always', 'Probably', 'Probably not', 'No, there was nothing to declare'],
          },
        },
        {
          label: 'Accept the tickets and pass them to a colleague in another team',
          consequence: {
            title: 'Passed Along',
            script:
              "Kim's colleague in marketing is thrilled. A photo from the match appears on the intranet, with the supplier's account manager in the next seat. Internal audit asks how the tickets were obtained, and Kim spends the following week explaining.",
            questions: [
              'Why does giving a gift away not remove the conflict?',
              'How would this look to the two bidders who lost the tender?',
            ],
          },
        },
      ],
      debriefQuestions: [
        'Why does the timing of a gift matter as much as its value?',
        'How can you decline something generous without damaging the relationship?',
        'What would make you unsure whether something needs declaring, and who would you ask?',
      ],
    },
    resources: [
      {
        title: 'Gifts during a tender',
        linkUrl: 'https://example.com/resources/gifts-during-tenders',
        type: 'pdf',
        description: 'What you may accept while a decision is open, and how to decline well.',
      },
    ],
  },
  {
    category: 'Culture & Inclusion',
    title: 'Three People Did Not React',
    caseOf: 'The Team Dinner',
    description: 'A launch party not everyone can join. The room decides what the team lead does next.',
    script:
      'To celebrate a launch, Sofia, the team lead, has invited everyone to a late dinner at a steakhouse with an open bar. The chat fills with thumbs-up, but three people do not react: two do not drink, one is vegetarian, and one cannot stay late because of caring duties. In this branching session the room votes on what Sofia does next, follows the path it chose, and then compares it with the roads not taken.',
    tags: ['Communication'],
    content: {
      decision: 'Three people have not reacted to the invitation. What does Sofia do next?',
      decisionScript:
        'The booking can still be changed until Wednesday. Nobody has complained, and Sofia is not sure anything is wrong.',
      options: [
        {
          label: 'Ask the whole team what would work, with a quick anonymous poll',
          consequence: {
            title: 'A Lunch Everyone Can Join',
            script:
              'The anonymous poll offers three options. A long Friday lunch at a place with vegetarian and alcohol-free choices wins easily, and the budget covers a taxi for anyone coming from the other site. Sixteen of seventeen come. The one who cannot make it asks for the next one to be on a Thursday.',
            questions: [
              'What made the poll feel safe to answer honestly?',
              'What did the team lose, if anything, by moving the celebration?',
            ],
          },
          reaction: {
            title: 'What Would Work for You?',
            question: 'Which team celebration would you be most likely to join?',
            answers: [
              'A daytime lunch',
              'An early-evening event',
              'An activity during work hours',
              'Something else',
            ],
          },
        },
        {
          label: 'Keep the plan: people can skip it if they want',
          consequence: {
            title: 'Monday Morning',
            script:
              'Fourteen people go to the Grill House; three do not. On Monday the team chat is full of photos and jokes from the evening. Ama, who does not drink, and Pete, who had to collect his children, find the conversation hard to join for the rest of the week.',
            questions: [
              'Nobody was left out on purpose. Why do Ama and Pete still feel left out?',
              'What should Sofia take from the three who did not react?',
            ],
          },
          reaction: {
            title: 'On the Outside',
            prompt: 'In one word, how does Monday feel for the three who stayed at home?',
          },
        },
        {
          label: 'Keep the dinner and add a smaller daytime event for those who cannot come',
          consequence: {
            title: 'The Other Party',
            script:
              'Sofia books a coffee morning "for those who can\'t make Friday". Only the three come. One of them says afterwards that it felt like being sat at a separate table: an event for the people who are different.',
            questions: [
              'Why did a well-meant second event single people out?',
              'How could Sofia have changed the plan instead of adding to it?',
            ],
          },
        },
      ],
      debriefQuestions: [
        'Who might feel left out of a typical team social, and would you know?',
        'How can you ask about needs without putting anyone on the spot?',
        'What will you do differently when you plan the next celebration?',
      ],
    },
    resources: [
      {
        title: 'Asking before you plan',
        linkUrl: 'https://example.com/resources/asking-before-you-plan',
        type: 'blog',
        description: 'Simple, anonymous ways to plan team events around everyone.',
      },
    ],
  },
  {
    category: 'Custom Scenarios',
    title: 'Room Twelve at 2 a.m.',
    caseOf: 'First Week on the Night Shift',
    description: "A care home's own onboarding case: the room chooses what a new carer does at 2 a.m.",
    script:
      'Ravi started at the care home on Monday. On Thursday night his experienced colleague is off sick, and he is working with an agency carer he has never met. At 2 a.m. Mrs. Okafor is standing at her door, confused, asking for her husband. This custom scenario shows how an organisation can turn its own onboarding risks into a branching session: the room votes on what Ravi does, follows the path, and then sees the roads not taken.',
    tags: ['Frontline', 'New managers'],
    content: {
      decision: 'Mrs. Okafor is asking for her husband. What does Ravi do next?',
      decisionScript:
        'Ravi has not done the dementia-care training yet. The agency carer is on the other floor, and the on-call nurse number is on the office wall.',
      options: [
        {
          label: 'Guide her firmly back to bed and carry on with his rounds',
          consequence: {
            title: 'Up Again at Three',
            script:
              'Mrs. Okafor goes back to her room, upset. At three she is in the corridor again, this time near the stairs. Ravi finds her by chance and calls the agency carer, who has never met her either. Neither of them knows her care plan, and it takes an hour for her to settle.',
            questions: [
              'Why did being firm make things worse?',
              'What did Ravi and the agency carer not know, and where should it have been?',
            ],
          },
          reaction: {
            title: 'Who Should Have Known?',
            question: 'Who was responsible for making sure Ravi was ready for this night?',
            answers: ['Ravi himself', 'His manager', 'Whoever planned the rota', 'The whole team'],
          },
        },
        {
          label: 'Go and find the agency carer to deal with it',
          consequence: {
            title: 'Ten Minutes Away',
            script:
              'The agency carer is on the other floor. By the time they both come back, Mrs. Okafor has tried the fire door and set off the alarm. The night turns into an incident report, in which Ravi writes that he did not know what he was allowed to do on his own.',
            questions: [
              'What did Ravi need to hear before his first night to act on his own?',
              'How should the home respond to what Ravi wrote in the report?',
            ],
          },
        },
        {
          label: 'Stay with her, reassure her, and call the on-call nurse for guidance',
          consequence: {
            title: 'The On-Call Line',
            script:
              "Ravi sits with Mrs. Okafor and talks about her husband's garden until she settles. The on-call nurse talks him through what to watch for and calls back at four. The morning handover note says exactly what happened, and the manager books Ravi onto the dementia-care training for next week.",
            questions: [
              'What did Ravi need to know to make this choice, and who told him?',
              'What should the manager change after reading the handover note?',
            ],
          },
          reaction: {
            title: 'What Helped',
            prompt: 'In one word, what helped Ravi most tonight?',
          },
        },
      ],
      debriefQuestions: [
        'What should every new starter know before their first night shift here?',
        'Whose job is it to make sure a new starter is never without support?',
        'What will we add to our own onboarding after this session?',
      ],
    },
    resources: [
      {
        title: 'First night shift checklist',
        linkUrl: 'https://example.com/resources/first-night-shift',
        type: 'other',
        description: 'Who to call, what to read, and what a new starter may decide alone.',
      },
    ],
  },
];

export const FAQ_CATEGORIES: { category: string; color: string }[] = [
  { category: 'Getting started', color: '#2563eb' },
  { category: 'Live sessions', color: '#16a34a' },
  { category: 'Accounts and billing', color: '#d97706' },
  { category: 'Privacy and security', color: '#475569' },
];

export const FAQ_TAGS = ['beginner', 'setup', 'troubleshooting', 'participants', 'billing', 'privacy'];

export const FAQS: { question: string; answer: string; category: string; tags: string[] }[] = [
  {
    question: 'How do I run my first session?',
    answer:
      'Open the library, pick a scenario and choose Preview. Select Start Session to get a four-character code. Share your screen, tell participants to enter the code on the home page, and use the host controls on your phone to move through the slides.',
    category: 'Getting started',
    tags: ['beginner', 'setup'],
  },
  {
    question: 'Do participants need an account?',
    answer:
      'No. Participants join anonymously with the session code from any phone, tablet or computer. They are never asked for a name or an email address.',
    category: 'Live sessions',
    tags: ['participants', 'privacy'],
  },
  {
    question: 'What is a practice session?',
    answer:
      'A practice session lets you rehearse a scenario on your own. It does not block you from starting a real session, it never appears in reports, and it ends by itself after 12 hours.',
    category: 'Live sessions',
    tags: ['beginner'],
  },
  {
    question: 'Why can I not start a new session?',
    answer:
      'You can have one open session at a time. Close the current session from the banner at the top of the library, then start the new one. If your subscription has expired, starting sessions is paused until it is renewed.',
    category: 'Live sessions',
    tags: ['troubleshooting'],
  },
  {
    question: 'How long is the free trial?',
    answer:
      'The free trial lasts four weeks and needs no credit card. Your administrator can tell you which plan your account is on.',
    category: 'Accounts and billing',
    tags: ['billing', 'beginner'],
  },
  {
    question: 'I forgot my password. What do I do?',
    answer:
      'Choose "Forgot your password" on the sign-in page and enter your work email. If an account exists, you will receive a link that is valid for one hour.',
    category: 'Accounts and billing',
    tags: ['troubleshooting'],
  },
  {
    question: 'Who can see the answers participants give?',
    answer:
      'Answers are anonymous. The host sees live totals during the session, and the host and their company administrators can see the session report afterwards. Nobody outside your organisation can see them.',
    category: 'Privacy and security',
    tags: ['privacy', 'participants'],
  },
  {
    question: 'Can I create scenarios for my own organisation?',
    answer:
      'Company administrators can create private scenarios that only people in their company see. The Pro and Enterprise plans also include custom scenarios developed with our team.',
    category: 'Getting started',
    tags: ['setup'],
  },
];

export const HELP_CATEGORIES: { name: string; color: string }[] = [
  { name: 'Getting started', color: '#2563eb' },
  { name: 'Running sessions', color: '#16a34a' },
  { name: 'Administration', color: '#7c3aed' },
];

export const HELP_GUIDES: {
  title: string;
  description: string;
  category: string;
  targetAudience: string | null;
}[] = [
  {
    title: 'A tour of the library',
    description: 'Find scenarios by category or search, preview the slides and save favorites for later.',
    category: 'Getting started',
    targetAudience: null,
  },
  {
    title: 'Starting and ending a live session',
    description:
      'Start a session, share the code and QR code, present from your computer, and close the session when you are done.',
    category: 'Running sessions',
    targetAudience: 'Hosts',
  },
  {
    title: 'Using host controls on your phone',
    description:
      'Scan the QR code to open the host controls, move between slides, read the facilitator guide and watch answers arrive.',
    category: 'Running sessions',
    targetAudience: 'Hosts',
  },
  {
    title: 'Reading your session report',
    description:
      'Understand the poll results, the confidence change from before to after, and export all answers as CSV.',
    category: 'Running sessions',
    targetAudience: null,
  },
  {
    title: 'Managing users in your company',
    description: 'Add people, set who is an administrator, and archive accounts that are no longer needed.',
    category: 'Administration',
    targetAudience: 'Company administrators',
  },
  {
    title: 'Building a custom scenario',
    description:
      'Start from the default template, add your own video and questions, and publish the scenario for your company.',
    category: 'Administration',
    targetAudience: 'Company administrators',
  },
];
