import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, scenarioBody, type TestServer } from './helpers.js';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(async () => {
  await s?.close();
});

describe('scenarios', () => {
  let id: number;

  it('creates a scenario with slides, questions, tags and resources (201, read form)', async () => {
    const res = await s.request({
      method: 'POST',
      url: '/scenarios',
      as: 'operator',
      payload: scenarioBody(s.fx),
    });
    expect(res.statusCode).toBe(201);
    const scenario = res.json();
    id = scenario.id;
    expect(scenario).toMatchObject({
      title: 'Handling a difficult conversation',
      status: 'draft',
      isPublic: true,
      category: { id: s.fx.categoryId, category: 'Safety' },
      tags: [
        { id: s.fx.tagIds[0], tag: 'Conflict' },
        { id: s.fx.tagIds[1], tag: 'Feedback' },
      ],
      resources: [
        {
          title: 'Guide',
          linkUrl: 'https://example.com/guide.pdf',
          type: 'pdf',
          description: 'A short guide.',
        },
      ],
      isFavorite: false,
    });
    expect(scenario.slides.map((x: { slideType: string }) => x.slideType)).toEqual([
      'video',
      'poll',
      'discussion',
      'poll-results',
    ]);
    // Poll answers come back in the read form; discussion questions as strings.
    expect(scenario.slides[1].questions[0].answers).toEqual({
      options: [
        { option: 'option 1', answer: 'Talk now' },
        { option: 'option 2', answer: 'Wait' },
      ],
    });
    expect(scenario.slides[2].questions).toEqual(['Why?', 'How?', 'When?']);
    expect(scenario.slides[3].pollTitle).toBe('What would you do?');
  });

  it('gets, patches (replacing slides) and keeps slide ids sent back', async () => {
    const got = (await s.request({ method: 'GET', url: `/scenarios/${id}`, as: 'host' })).json();
    expect(got.title).toBe('Handling a difficult conversation');
    expect(got.notes).toBeUndefined(); // internal notes are for admins only
    const firstSlideId = got.slides[0].id;
    const res = await s.request({
      method: 'PATCH',
      url: `/scenarios/${id}`,
      as: 'operator',
      payload: {
        title: 'Handling a hard conversation',
        slides: [
          {
            id: firstSlideId,
            title: 'Hello',
            slideType: 'video',
            videoUrl: 'https://cdn.example.com/a.mp4',
            script: 'Hi all',
          },
        ],
        tags: [s.fx.tagIds[1]],
        resources: [],
      },
    });
    expect(res.statusCode).toBe(200);
    const patched = res.json();
    expect(patched.title).toBe('Handling a hard conversation');
    expect(patched.slides).toHaveLength(1);
    expect(patched.slides[0]).toMatchObject({ id: firstSlideId, title: 'Hello' });
    expect(patched.tags).toEqual([{ id: s.fx.tagIds[1], tag: 'Feedback', color: '#000000' }]);
    expect(patched.resources).toEqual([]);
  });

  it('lists with $limit/$skip, $sort[title] and a contains search title=%text%', async () => {
    for (const title of ['Alpha drill', 'Beta drill', 'Gamma review']) {
      const r = await s.request({
        method: 'POST',
        url: '/scenarios',
        as: 'operator',
        payload: scenarioBody(s.fx, { title }),
      });
      expect(r.statusCode).toBe(201);
    }
    const page = (
      await s.request({ method: 'GET', url: '/scenarios?$limit=2&$skip=1&$sort[title]=1', as: 'host' })
    ).json();
    expect(page).toMatchObject({ total: 4, limit: 2, skip: 1 });
    expect(page.data.map((x: { title: string }) => x.title)).toEqual(['Beta drill', 'Gamma review']);
    const search = (
      await s.request({ method: 'GET', url: '/scenarios?title=%25DRILL%25&$sort[title]=-1', as: 'host' })
    ).json();
    expect(search.data.map((x: { title: string }) => x.title)).toEqual(['Beta drill', 'Alpha drill']);
    const $in = (
      await s.request({ method: 'GET', url: `/scenarios?id[$in][]=${id}&$select[]=title`, as: 'host' })
    ).json();
    expect($in.data).toEqual([{ id, title: 'Handling a hard conversation' }]);
    const cards = (
      await s.request({
        method: 'GET',
        url: '/scenarios?$limit=2&$select[]=title&$select[]=tags&$select[]=category&$select[]=isFavorite',
        as: 'host',
      })
    ).json();
    expect(cards.total).toBe(4);
    expect(Object.keys(cards.data[0]).sort()).toEqual(['category', 'id', 'isFavorite', 'tags', 'title']);
    expect(cards.data[0].category).toEqual({ id: s.fx.categoryId, category: 'Safety' });
    expect(
      (await s.request({ method: 'GET', url: '/scenarios?$select[]=passwordHash', as: 'host' })).statusCode,
    ).toBe(400);
    const beyond = (await s.request({ method: 'GET', url: '/scenarios?$skip=100', as: 'host' })).json();
    expect(beyond).toMatchObject({ total: 4, skip: 100, data: [] });
    const capped = (await s.request({ method: 'GET', url: '/scenarios?$limit=500', as: 'host' })).json();
    expect(capped.limit).toBe(50);
  });

  it('lists each scenario exactly as GET /scenarios/{id} reads it, and /favorites takes $select', async () => {
    for (const who of ['host', 'operator'] as const) {
      const list = (await s.request({ method: 'GET', url: '/scenarios?$limit=50', as: who })).json();
      expect(list.data.length).toBeGreaterThan(0);
      for (const item of list.data) {
        const one = await s.request({ method: 'GET', url: `/scenarios/${item.id}`, as: who });
        expect(one.statusCode).toBe(200);
        // Same keys in the same order, same related rows (slides with questions and answers, tags, resources).
        expect(JSON.stringify(one.json())).toBe(JSON.stringify(item));
      }
    }
    const [first] = (await s.request({ method: 'GET', url: '/scenarios?$limit=1', as: 'host' })).json().data;
    expect(
      (await s.request({ method: 'POST', url: '/favorites', as: 'host', payload: { scenarioId: first.id } }))
        .statusCode,
    ).toBe(201);
    const favorites = (
      await s.request({
        method: 'GET',
        url: '/favorites?$limit=20&$select[0]=title&$select[1]=tags&$select[2]=isFavorite&$skip=0',
        as: 'host',
      })
    ).json();
    expect(favorites.total).toBe(1);
    expect(favorites.data).toEqual([
      { id: first.id, title: first.title, tags: first.tags, isFavorite: true },
    ]);
  });

  it('favorites: add (repeat is fine), list with isFavorite, remove, 404 when not a favorite', async () => {
    expect(
      (await s.request({ method: 'POST', url: '/favorites', as: 'host', payload: { scenarioId: id } }))
        .statusCode,
    ).toBe(201);
    expect(
      (await s.request({ method: 'POST', url: '/favorites', as: 'host', payload: { scenarioId: id } }))
        .statusCode,
    ).toBe(201);
    const favs = (await s.request({ method: 'GET', url: '/favorites', as: 'host' })).json();
    expect(favs.total).toBe(1);
    expect(favs.data[0]).toMatchObject({ id, isFavorite: true });
    expect((await s.request({ method: 'GET', url: `/scenarios/${id}`, as: 'host' })).json().isFavorite).toBe(
      true,
    );
    expect(
      (await s.request({ method: 'GET', url: `/scenarios/${id}`, as: 'host2A' })).json().isFavorite,
    ).toBe(false);
    expect((await s.request({ method: 'DELETE', url: `/favorites/${id}`, as: 'host' })).statusCode).toBe(200);
    expect((await s.request({ method: 'DELETE', url: `/favorites/${id}`, as: 'host' })).statusCode).toBe(404);
    expect(
      (await s.request({ method: 'POST', url: '/favorites', as: 'host', payload: { scenarioId: 99999 } }))
        .statusCode,
    ).toBe(404);
  });

  it('saves a new order with /reorder and lists by it', async () => {
    const all = (await s.request({ method: 'GET', url: '/scenarios?$limit=50', as: 'operator' })).json();
    const ids = all.data.map((x: { id: number }) => x.id).reverse();
    const res = await s.request({
      method: 'POST',
      url: '/reorder',
      as: 'operator',
      payload: { resource: 'scenarios', ids },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ resource: 'scenarios', ids });
    const after = (await s.request({ method: 'GET', url: '/scenarios?$limit=50', as: 'operator' })).json();
    expect(after.data.map((x: { id: number }) => x.id)).toEqual(ids);
    const bad = await s.request({
      method: 'POST',
      url: '/reorder',
      as: 'operator',
      payload: { resource: 'scenarios', ids: [999999] },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('deletes for good and answers 404 afterwards', async () => {
    expect((await s.request({ method: 'DELETE', url: `/scenarios/${id}`, as: 'operator' })).statusCode).toBe(
      200,
    );
    expect((await s.request({ method: 'GET', url: `/scenarios/${id}`, as: 'operator' })).statusCode).toBe(
      404,
    );
    expect((await s.request({ method: 'DELETE', url: `/scenarios/${id}`, as: 'operator' })).statusCode).toBe(
      404,
    );
    expect(
      (await s.request({ method: 'PATCH', url: `/scenarios/${id}`, as: 'operator', payload: { title: 'x' } }))
        .statusCode,
    ).toBe(404);
  });

  it('keeps captions with a video slide, not with other slides, and refuses captions that are not an address', async () => {
    const base = scenarioBody(s.fx, { title: 'Captioned case' });
    const withCaptions = (first: string, second?: string) => ({
      ...base,
      slides: base.slides.map((slide, i) =>
        i === 0 ? { ...slide, captionsUrl: first } : i === 1 ? { ...slide, captionsUrl: second } : slide,
      ),
    });
    const body = withCaptions('https://cdn.example.com/welcome.vtt', 'https://cdn.example.com/stray.vtt');
    const created = await s.request({ method: 'POST', url: '/scenarios', as: 'operator', payload: body });
    expect(created.statusCode).toBe(201);
    const read = (
      await s.request({ method: 'GET', url: `/scenarios/${created.json().id}`, as: 'host' })
    ).json();
    expect(read.slides[0].captionsUrl).toBe('https://cdn.example.com/welcome.vtt');
    expect(read.slides[1].captionsUrl).toBeNull();

    const refused = await s.request({
      method: 'POST',
      url: '/scenarios',
      as: 'operator',
      payload: withCaptions('captions.vtt'),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ 'slides.0.captionsUrl': 'Captions must be a WebVTT file' });
  });
});

describe('scenario categories and tags', () => {
  it('creates, gets, renames, archives (PATCH and DELETE) and lists active ones by default', async () => {
    const created = await s.request({
      method: 'POST',
      url: '/scenario-categories',
      as: 'operator',
      payload: { category: 'Sales' },
    });
    expect(created.statusCode).toBe(201);
    const cat = created.json();
    expect(cat).toMatchObject({ category: 'Sales', isActive: true });
    expect(
      (await s.request({ method: 'GET', url: `/scenario-categories/${cat.id}`, as: 'host' })).json().category,
    ).toBe('Sales');
    const renamed = await s.request({
      method: 'PATCH',
      url: `/scenario-categories/${cat.id}`,
      as: 'operator',
      payload: { category: 'Sales & Marketing' },
    });
    expect(renamed.json().category).toBe('Sales & Marketing');
    const archived = await s.request({
      method: 'DELETE',
      url: `/scenario-categories/${cat.id}`,
      as: 'operator',
    });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().isActive).toBe(false);
    const active = (
      await s.request({ method: 'GET', url: '/scenario-categories?$limit=50&isActive=true', as: 'host' })
    ).json();
    expect(active.data.map((c: { id: number }) => c.id)).not.toContain(cat.id);
    const byDefault = (await s.request({ method: 'GET', url: '/scenario-categories', as: 'host' })).json();
    expect(byDefault.data.map((c: { id: number }) => c.id)).not.toContain(cat.id);
    const archivedList = (
      await s.request({ method: 'GET', url: '/scenario-categories?isActive=false', as: 'operator' })
    ).json();
    expect(archivedList.data.map((c: { id: number }) => c.id)).toContain(cat.id);
    expect(
      (await s.request({ method: 'GET', url: '/scenario-categories/99999', as: 'host' })).statusCode,
    ).toBe(404);
  });

  it('tags default to colour #000000 and archive with PATCH isActive=false', async () => {
    const tag = (
      await s.request({
        method: 'POST',
        url: '/scenario-tags',
        as: 'operator',
        payload: { tag: 'Onboarding' },
      })
    ).json();
    expect(tag).toMatchObject({ tag: 'Onboarding', color: '#000000', isActive: true });
    const coloured = await s.request({
      method: 'PATCH',
      url: `/scenario-tags/${tag.id}`,
      as: 'operator',
      payload: { color: '#ff0000' },
    });
    expect(coloured.json().color).toBe('#ff0000');
    expect((await s.request({ method: 'GET', url: `/scenario-tags/${tag.id}`, as: 'host' })).statusCode).toBe(
      200,
    );
    const off = await s.request({
      method: 'PATCH',
      url: `/scenario-tags/${tag.id}`,
      as: 'operator',
      payload: { isActive: false },
    });
    expect(off.json().isActive).toBe(false);
    expect(
      (await s.request({ method: 'DELETE', url: `/scenario-tags/${tag.id}`, as: 'operator' })).statusCode,
    ).toBe(200);
    const list = (
      await s.request({
        method: 'GET',
        url: '/scenario-tags?$limit=50&isActive=true&tag=%25board%25',
        as: 'host',
      })
    ).json();
    expect(list.total).toBe(0);
  });
});

describe('companies and users', () => {
  it('operator creates, gets, renames and archives a company', async () => {
    const c = await s.request({
      method: 'POST',
      url: '/companies',
      as: 'operator',
      payload: { name: 'Initech' },
    });
    expect(c.statusCode).toBe(201);
    const id = c.json().id;
    expect((await s.request({ method: 'GET', url: `/companies/${id}`, as: 'operator' })).json().name).toBe(
      'Initech',
    );
    expect(
      (
        await s.request({
          method: 'PATCH',
          url: `/companies/${id}`,
          as: 'operator',
          payload: { name: 'Initrode' },
        })
      ).json().name,
    ).toBe('Initrode');
    expect(
      (
        await s.request({
          method: 'PATCH',
          url: `/companies/${id}`,
          as: 'operator',
          payload: { isActive: false },
        })
      ).json().isActive,
    ).toBe(false);
    const names = (await s.request({ method: 'GET', url: '/companies?$limit=50', as: 'operator' }))
      .json()
      .data.map((x: { name: string }) => x.name);
    expect(names).not.toContain('Initrode');
    expect((await s.request({ method: 'GET', url: '/companies/99999', as: 'operator' })).statusCode).toBe(
      404,
    );
  });

  it('creates a user (company name in the read form), patches and archives it', async () => {
    const res = await s.request({
      method: 'POST',
      url: '/users',
      as: 'operator',
      payload: {
        firstName: 'Zoe',
        lastName: 'Quinn',
        email: 'Zoe.Quinn@Example.com',
        companyId: s.fx.companyA,
        isAdmin: false,
        subscriptionPlan: 'pro',
        expiresAt: '2030-01-31',
        isActive: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({
      companyName: 'Acme',
      subscriptionPlan: 'pro',
      expiresAt: '2030-01-31',
      isAdmin: false,
      isOperator: false,
    });
    expect(user.password).toBeUndefined();
    expect(user.passwordHash).toBeUndefined();
    const dup = await s.request({
      method: 'POST',
      url: '/users',
      as: 'operator',
      payload: {
        firstName: 'Z',
        lastName: 'Q',
        email: 'zoe.quinn@example.COM',
        companyId: s.fx.companyA,
        isAdmin: true,
      },
    });
    expect(dup.statusCode).toBe(409);
    const patched = await s.request({
      method: 'PATCH',
      url: `/users/${user.id}`,
      as: 'adminA',
      payload: { firstName: 'Zoey' },
    });
    expect(patched.json().firstName).toBe('Zoey');
    const promoted = await s.request({
      method: 'PATCH',
      url: `/users/${user.id}`,
      as: 'operator',
      payload: { isAdmin: true },
    });
    expect(promoted.json()).toMatchObject({ isAdmin: true, subscriptionPlan: null, expiresAt: null });
    const archived = await s.request({
      method: 'PATCH',
      url: `/users/${user.id}`,
      as: 'adminA',
      payload: { isActive: false },
    });
    expect(archived.json().isActive).toBe(false);
    const list = (await s.request({ method: 'GET', url: '/users?$limit=50', as: 'adminA' })).json();
    expect(list.data.map((u: { id: number }) => u.id)).not.toContain(user.id);
    const search = (await s.request({ method: 'GET', url: '/users?$search=acme', as: 'operator' })).json();
    expect(search.total).toBeGreaterThanOrEqual(3);
    expect((await s.request({ method: 'GET', url: '/users/99999', as: 'operator' })).statusCode).toBe(404);
  });
});

describe('FAQs and help guides', () => {
  it('FAQ categories and tags, then a FAQ with tags; search and archive', async () => {
    const cat = await s.request({
      method: 'POST',
      url: '/faq-categories',
      as: 'operator',
      payload: { category: 'Billing', isActive: true, color: '#00ff00' },
    });
    expect(cat.statusCode).toBe(201);
    const tag1 = (
      await s.request({ method: 'POST', url: '/faq-tags', as: 'operator', payload: { tag: 'invoices' } })
    ).json();
    const again = await s.request({
      method: 'POST',
      url: '/faq-tags',
      as: 'operator',
      payload: { tag: 'Invoices' },
    });
    expect(again.json().id).toBe(tag1.id); // an existing tag is returned, not duplicated
    const tag2 = (
      await s.request({ method: 'POST', url: '/faq-tags', as: 'operator', payload: { tag: 'refunds' } })
    ).json();
    const faq = await s.request({
      method: 'POST',
      url: '/faqs',
      as: 'operator',
      payload: {
        question: 'How do refunds work?',
        answer: 'Within 30 days.',
        categoryId: cat.json().id,
        faq_tagsIds: [tag1.id, tag2.id],
      },
    });
    expect(faq.statusCode).toBe(201);
    expect(faq.json()).toMatchObject({
      question: 'How do refunds work?',
      category: { id: cat.json().id, category: 'Billing', color: '#00ff00' },
      tags: [
        { id: tag1.id, tag: 'invoices' },
        { id: tag2.id, tag: 'refunds' },
      ],
      isActive: true,
    });
    const id = faq.json().id;
    expect((await s.request({ method: 'GET', url: `/faqs/${id}`, as: 'host' })).statusCode).toBe(200);
    expect((await s.request({ method: 'GET', url: '/faqs?$search=billing', as: 'host' })).json().total).toBe(
      1,
    );
    expect((await s.request({ method: 'GET', url: '/faqs?$search=refunds', as: 'host' })).json().total).toBe(
      1,
    );
    const patched = await s.request({
      method: 'PATCH',
      url: `/faqs/${id}`,
      as: 'operator',
      payload: { faq_tagsIds: [] },
    });
    expect(patched.json().tags).toEqual([]);
    await s.request({ method: 'PATCH', url: `/faqs/${id}`, as: 'operator', payload: { isActive: false } });
    expect((await s.request({ method: 'GET', url: '/faqs?isActive=true', as: 'host' })).json().total).toBe(0);
    expect((await s.request({ method: 'GET', url: '/faq-tags?$limit=50', as: 'host' })).json().total).toBe(2);
    expect(
      (await s.request({ method: 'GET', url: '/faq-categories?$limit=50', as: 'host' })).json().total,
    ).toBe(1);
    expect((await s.request({ method: 'GET', url: '/faqs/99999', as: 'host' })).statusCode).toBe(404);
  });

  it('help categories and guides', async () => {
    const cat = await s.request({
      method: 'POST',
      url: '/help-categories',
      as: 'operator',
      payload: { name: 'Basics', color: '#123456' },
    });
    expect(cat.statusCode).toBe(201);
    const guide = await s.request({
      method: 'POST',
      url: '/help-guides',
      as: 'operator',
      payload: {
        title: 'Starting a session',
        description: 'How to start.',
        mediaUrl: 'https://cdn.example.com/v.mp4',
        helpCategoriesId: cat.json().id,
        targetAudience: '',
        thumbnailUrl: '',
      },
    });
    expect(guide.statusCode).toBe(201);
    expect(guide.json()).toMatchObject({
      category: { name: 'Basics', color: '#123456' },
      targetAudience: null,
      thumbnailUrl: null,
    });
    const id = guide.json().id;
    expect((await s.request({ method: 'GET', url: `/help-guides/${id}`, as: 'host' })).statusCode).toBe(200);
    expect(
      (await s.request({ method: 'GET', url: '/help-guides?$search=basics', as: 'host' })).json().total,
    ).toBe(1);
    const patched = await s.request({
      method: 'PATCH',
      url: `/help-guides/${id}`,
      as: 'operator',
      payload: { targetAudience: 'Hosts' },
    });
    expect(patched.json().targetAudience).toBe('Hosts');
    expect(
      (await s.request({ method: 'GET', url: '/help-categories?$limit=50', as: 'host' })).json().total,
    ).toBe(1);
    expect((await s.request({ method: 'GET', url: '/help-guides/99999', as: 'host' })).statusCode).toBe(404);
  });
});

describe('waitlist', () => {
  it('accepts an email, and a repeat in another case also answers 201 quietly', async () => {
    const first = await s.request({
      method: 'POST',
      url: '/waitlist',
      payload: { email: 'fan@example.com' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ email: 'fan@example.com' });
    const repeat = await s.request({
      method: 'POST',
      url: '/waitlist',
      payload: { email: 'FAN@example.com' },
    });
    expect(repeat.statusCode).toBe(201);
    const rows = await s.deps.database.db.execute(
      "select count(*)::int as n from waitlist where lower(email) = 'fan@example.com'",
    );
    expect((rows.rows[0] as { n: number }).n).toBe(1);
  });
});
