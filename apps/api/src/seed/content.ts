/**
 * Original demo content seeded on first start: the landing page's 8 categories, tags, two
 * scenarios per category (on the default template), one more per category on the activity template
 * (a word cloud, a threshold-reveal poll and the discussion board), FAQs and help guides.
 */
import type { components } from '@readyteams/api-client';
import type { ActivityContent, TemplateContent } from './template.js';

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
