/**
 * First-start seeding (PRODUCT.md §5). Runs once: when the operator company already exists the
 * database is considered seeded and nothing is touched, so restarts are harmless.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Deps } from '../context.js';
import {
  companies,
  faqCategories,
  faqTagLinks,
  faqTags,
  faqs,
  helpCategories,
  helpGuides,
  scenarioCategories,
  scenarioTags,
  scenarios,
  users,
} from '../db/schema.js';
import { uploadsDir } from '../services/uploads.js';
import { writeResources, writeSlides, writeTags } from '../services/scenarios.js';
import {
  ACTIVITY_SCENARIOS,
  BRANCHING_SCENARIOS,
  CATEGORIES,
  FAQ_CATEGORIES,
  FAQ_TAGS,
  FAQS,
  HELP_CATEGORIES,
  HELP_GUIDES,
  SCENARIOS,
  TAGS,
} from './content.js';
import { WELCOME_VIDEO_PATH, captionsPath, demoVideoPath, slug } from './demo-videos.js';
import { activityTemplate, branchingTemplate, defaultTemplate, type TemplateVideo } from './template.js';
import { slideListErrors } from '../slides/index.js';
import type { SlideWrite } from '../slides/kind.js';

export { defaultTemplate } from './template.js';

export const ADMIN_EMAIL = 'admin@example.com';
export const HOST_EMAIL = 'host@example.com';
export const OPERATOR_NAME = 'Ready Teams';
export const DEMO_COMPANY_NAME = 'Northwind Training';

export interface SeedOptions {
  /** Seed the demo library, FAQs and help guides (default true; tests turn it off for speed). */
  demo?: boolean;
  adminPassword?: string;
  hostPassword?: string;
}

export interface SeedResult {
  seeded: boolean;
  adminEmail: string;
  /** Only on the start that created the account (and only when it was generated or given). */
  adminPassword?: string;
  hostEmail?: string;
  hostPassword?: string;
}

const generatePassword = () => randomBytes(12).toString('base64url');

/** The demo videos of a seeded scenario, served with the web app (apps/platform/public/media/demo). */
function demoVideos(publicUrl: string, scenarioTitle: string) {
  const video = (path: string): TemplateVideo => ({
    videoUrl: `${publicUrl}${path}`,
    captionsUrl: `${publicUrl}${captionsPath(path)}`,
  });
  return {
    welcome: video(WELCOME_VIDEO_PATH),
    scene: video(demoVideoPath(scenarioTitle, 'scene')),
    bestPractices: video(demoVideoPath(scenarioTitle, 'best-practices')),
  };
}

/**
 * The seeded library in its order: the scenarios on the default template first (the first a library lists; the
 * e2e tests start sessions on them), but with the first branching scenario second, so a newcomer sees one on the
 * library's first screen; then one per category on the activity template and the other branching ones, each playing
 * the videos of the case it revisits. Each with its slides as the editor would send them once every video is uploaded.
 */
function seededScenarios(publicUrl: string) {
  const onDefault = SCENARIOS.map((s) => ({
    ...s,
    slides: defaultTemplate({ ...s.content, videos: demoVideos(publicUrl, s.title) }),
  }));
  /** The case a scenario revisits: its videos, with the titles and scripts they narrate. */
  const film = (s: { title: string; caseOf: string; category: string }) => {
    const theCase = SCENARIOS.find((c) => c.title === s.caseOf && c.category === s.category);
    if (!theCase)
      throw new Error(`seed: "${s.title}" revisits "${s.caseOf}", which is not a ${s.category} case`);
    const { videoTitle, videoScript, bestPracticesScript } = theCase.content;
    return { videoTitle, videoScript, bestPracticesScript, videos: demoVideos(publicUrl, theCase.title) };
  };
  const onActivity = ACTIVITY_SCENARIOS.map((s) => ({
    ...s,
    slides: activityTemplate({ ...s.content, ...film(s) }),
  }));
  const onBranching = BRANCHING_SCENARIOS.map((s) => {
    const slides = branchingTemplate({ ...s.content, ...film(s) });
    // The seed writes without the API's checks: its paths must meet the same rules as a saved scenario's.
    const errors = slideListErrors(slides as SlideWrite[]);
    if (Object.keys(errors).length)
      throw new Error(`seed: "${s.title}" breaks the path rules: ${JSON.stringify(errors)}`);
    return { ...s, slides };
  });
  const [first, ...rest] = onDefault;
  const [shownFirst, ...otherBranching] = onBranching;
  return [first!, shownFirst!, ...rest, ...onActivity, ...otherBranching];
}

/** An original 16:9 cover image with `label` on a `color` gradient, written to the uploads; returns its address. */
function thumbnail(dataDir: string, publicUrl: string, name: string, label: string, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
<circle cx="520" cy="90" r="120" fill="#ffffff" fill-opacity="0.08"/>
<circle cx="120" cy="320" r="90" fill="#ffffff" fill-opacity="0.06"/>
<text x="40" y="300" font-family="Inter, Arial, sans-serif" font-size="${label.length > 26 ? 30 : 40}" font-weight="700" fill="#ffffff">${label.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</text>
</svg>
`;
  writeFileSync(join(uploadsDir(dataDir), name), svg);
  return `${publicUrl}/uploads/${name}`;
}

export async function seed(deps: Deps, options: SeedOptions = {}): Promise<SeedResult> {
  const { db, config, passwords } = deps;
  const demo = options.demo ?? true;
  const adminPassword = options.adminPassword ?? config.adminPassword ?? generatePassword();
  const hostPassword = options.hostPassword ?? generatePassword();
  // Hash outside the transaction: Argon2 is deliberately slow.
  const [adminHash, hostHash] = await Promise.all([
    passwords.hash(adminPassword),
    demo ? passwords.hash(hostPassword) : null,
  ]);

  return db.transaction(async (tx) => {
    // Two servers starting on one empty database must not both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    const [existing] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.isOperator, true));
    if (existing) return { seeded: false, adminEmail: ADMIN_EMAIL };

    const [operator] = await tx
      .insert(companies)
      .values({ name: OPERATOR_NAME, isOperator: true, order: 0 })
      .returning();
    await tx.insert(users).values({
      firstName: 'Platform',
      lastName: 'Admin',
      email: ADMIN_EMAIL,
      passwordHash: adminHash,
      companyId: operator!.id,
      isAdmin: true,
      order: 0,
    });
    const result: SeedResult = { seeded: true, adminEmail: ADMIN_EMAIL, adminPassword };
    if (!demo) return result;

    const [customer] = await tx.insert(companies).values({ name: DEMO_COMPANY_NAME, order: 1 }).returning();
    const inOneYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
    await tx.insert(users).values({
      firstName: 'Dana',
      lastName: 'Host',
      email: HOST_EMAIL,
      passwordHash: hostHash,
      companyId: customer!.id,
      isAdmin: false,
      subscriptionPlan: 'core',
      expiresAt: inOneYear,
      order: 1,
    });
    result.hostEmail = HOST_EMAIL;
    result.hostPassword = hostPassword;

    const categoryIds = new Map<string, number>();
    for (const [order, c] of CATEGORIES.entries()) {
      const [row] = await tx
        .insert(scenarioCategories)
        .values({ category: c.category, description: c.description, order })
        .returning({ id: scenarioCategories.id });
      categoryIds.set(c.category, row!.id);
    }
    const tagIds = new Map<string, number>();
    for (const [order, t] of TAGS.entries()) {
      const [row] = await tx
        .insert(scenarioTags)
        .values({ tag: t.tag, color: t.color, order })
        .returning({ id: scenarioTags.id });
      tagIds.set(t.tag, row!.id);
    }
    const thumbs = new Map(
      CATEGORIES.map((c) => [
        c.category,
        thumbnail(config.dataDir, config.publicUrl, `seed-${slug(c.category)}.svg`, c.category, c.color),
      ]),
    );

    for (const [order, s] of seededScenarios(config.publicUrl).entries()) {
      const [row] = await tx
        .insert(scenarios)
        .values({
          title: s.title,
          description: s.description,
          script: s.script,
          status: 'published',
          isDemo: true,
          rating: 0,
          isPublic: true,
          thumbNailUrl: thumbs.get(s.category) ?? null,
          authorName: 'Ready Teams Studio',
          authorEmail: 'studio@example.com',
          notes: 'Demo scenario seeded on first start.',
          categoryId: categoryIds.get(s.category)!,
          sourceId: operator!.id,
          companyId: operator!.id,
          order,
        })
        .returning({ id: scenarios.id });
      await writeSlides(tx, row!.id, s.slides as SlideWrite[], false);
      await writeTags(
        tx,
        row!.id,
        s.tags.map((t) => tagIds.get(t)!),
      );
      await writeResources(tx, row!.id, s.resources);
    }

    const faqCategoryIds = new Map<string, number>();
    for (const [order, c] of FAQ_CATEGORIES.entries()) {
      const [row] = await tx
        .insert(faqCategories)
        .values({ category: c.category, color: c.color, order })
        .returning({ id: faqCategories.id });
      faqCategoryIds.set(c.category, row!.id);
    }
    const faqTagIds = new Map<string, number>();
    for (const [order, tag] of FAQ_TAGS.entries()) {
      const [row] = await tx.insert(faqTags).values({ tag, order }).returning({ id: faqTags.id });
      faqTagIds.set(tag, row!.id);
    }
    for (const [order, f] of FAQS.entries()) {
      const [row] = await tx
        .insert(faqs)
        .values({
          question: f.question,
          answer: f.answer,
          categoryId: faqCategoryIds.get(f.category)!,
          order,
        })
        .returning({ id: faqs.id });
      await tx.insert(faqTagLinks).values(f.tags.map((t) => ({ faqId: row!.id, tagId: faqTagIds.get(t)! })));
    }

    const helpCategoryIds = new Map<string, number>();
    for (const [order, c] of HELP_CATEGORIES.entries()) {
      const [row] = await tx
        .insert(helpCategories)
        .values({ name: c.name, color: c.color, order })
        .returning({ id: helpCategories.id });
      helpCategoryIds.set(c.name, row!.id);
    }
    for (const [order, g] of HELP_GUIDES.entries()) {
      await tx.insert(helpGuides).values({
        title: g.title,
        description: g.description,
        categoryId: helpCategoryIds.get(g.category)!,
        targetAudience: g.targetAudience,
        mediaUrl: '',
        // Each guide's own cover: its title in its help category's colour.
        thumbnailUrl: thumbnail(
          config.dataDir,
          config.publicUrl,
          `seed-guide-${slug(g.title)}.svg`,
          g.title,
          HELP_CATEGORIES.find((c) => c.name === g.category)!.color,
        ),
        order,
      });
    }
    return result;
  });
}
