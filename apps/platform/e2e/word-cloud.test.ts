import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, expectAccessible, launchBrowser, openLiveScreens, startLiveSession } from './support';

// A word cloud in a real session (issue 16): the presenter on a computer, the host controls and three participants
// on phones. Phones send words; the cloud on the presenter grows with them, a word entered twice in any case is one
// bigger word; the host hides a word from the phone and it leaves the presenter; a rejoining phone gets its words
// back; the report shows the cloud without the hidden word.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The words on the presenter's cloud, each with its font size in pixels. */
const cloudOf = (presenter: Page) =>
  presenter
    .getByRole('list', { name: 'Word cloud' })
    .locator('li')
    .evaluateAll((items) =>
      Object.fromEntries(
        items.map((item) => [
          item.firstChild?.textContent ?? '',
          parseFloat(getComputedStyle(item).fontSize),
        ]),
      ),
    );

it('grows a word cloud from three phones, lets the host hide a word, and keeps it in the report', async () => {
  const { id, pin, hostKey, token } = await startLiveSession({
    title: 'Feedback in a word',
    description: 'A word cloud about how feedback feels in the team.',
    script: 'The group says in a word how feedback feels, then talks about the biggest words.',
    slides: [
      {
        title: 'In a word',
        slideType: 'word-cloud',
        order: 0,
        prompt: 'One word for how feedback feels',
        entryLimit: 2,
        script: 'Read the biggest words out loud.',
      },
    ],
  });

  try {
    const { presenter, controls, participants: phones } = await openLiveScreens(browser, { pin, hostKey }, 3);
    await controls.getByRole('button', { name: 'Start' }).click();
    await presenter.getByRole('heading', { name: 'One word for how feedback feels' }).waitFor();
    await presenter.getByText('Answer on your phone: the words appear here.').waitFor();

    const send = async (participant: Page, box: number, word: string) => {
      const field = participant.getByLabel(`Word ${box} of 2`);
      await field.fill(word);
      await field.press('Enter');
      await participant
        .getByText('Answer saved. You can change it until the host moves on.')
        .nth(0)
        .waitFor();
    };
    await send(phones[0]!, 1, 'Scary');
    await send(phones[0]!, 2, 'Useful');
    await send(phones[1]!, 1, 'scary ');
    await send(phones[1]!, 2, 'Awkward');
    await send(phones[2]!, 1, 'SCARY');

    // Three entries of one word in any case are one word, the biggest; the presenter counts every entry.
    await expect.poll(() => cloudOf(presenter).then(Object.keys), { timeout: 10_000 }).toHaveLength(3);
    const cloud = await cloudOf(presenter);
    expect(Object.keys(cloud).sort()).toEqual(['Awkward', 'Useful', 'scary']);
    expect(cloud.scary).toBeGreaterThan(cloud.Useful!);
    await expect
      .poll(() => presenter.getByTestId('answer-count').textContent())
      .toBe('5 words from 3 participants');
    await expectAccessible(presenter);

    // The host hides a word from the phone: it leaves the presenter, and can be shown again.
    const words = controls.getByRole('region', { name: 'Words' });
    await words.getByText('scary').waitFor();
    await controls.getByRole('button', { name: 'Hide "Awkward"' }).click();
    await expect
      .poll(() => cloudOf(presenter).then((c) => Object.keys(c).sort()))
      .toEqual(['Useful', 'scary']);
    await controls.getByRole('button', { name: 'Show "awkward" again' }).waitFor();
    await expectAccessible(controls);

    // A phone that reloads gets its words back, ready to change.
    await phones[0]!.reload();
    await expect.poll(() => phones[0]!.getByLabel('Word 1 of 2').inputValue()).toBe('Scary');
    await expect(phones[0]!.getByLabel('Word 2 of 2').inputValue()).resolves.toBe('Useful');
    await expectAccessible(phones[0]!);

    // The report: the cloud without the hidden word.
    const results = await api<{ polls: { questions: { options: { label: string; count: number }[] }[] }[] }>(
      'GET',
      `/sessions/${id}/results`,
      undefined,
      token,
    );
    expect(results.body.polls[0]!.questions[0]!.options.map((o) => [o.label, o.count])).toEqual([
      ['scary', 3],
      ['Useful', 1],
    ]);
  } finally {
    await api('PATCH', `/sessions/${id}`, { completedAt: new Date().toISOString() }, token);
  }
});
