import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoApp, type TestContext } from '../test/build-app.ts';

describe('the demo forum', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildDemoApp();
  }, 120_000);
  afterAll(() => ctx.close());

  it('has conversations outside the announcement and comment categories', async () => {
    const latest = (
      await ctx.app.inject('/forum/latest.json?exclude_category_ids[]=1&exclude_category_ids[]=29')
    ).json();
    const topics = latest.topic_list.topics;
    expect(topics.length).toBeGreaterThanOrEqual(9);
    expect(topics.map((t: { title: string }) => t.title)).toContain('First time in the Alps: hut etiquette?');
    const usernames = new Set(latest.users.map((u: { username: string }) => u.username));
    for (const t of topics) expect(usernames.has(t.last_poster_username)).toBe(true);
  });

  it('has a visible announcement topic for each language that has one', async () => {
    for (const slug of [
      'annonce',
      'announcement',
      'annuncio',
      'ankundigung',
      'anuncio',
      'anunci',
      'iragarpena',
    ]) {
      const topic = (await ctx.app.inject(`/forum/t/${slug}.json`)).json();
      expect(topic.tags, slug).toEqual(['visible']);
      expect(topic.post_stream.posts[0].cooked).toContain('<strong>Cairn</strong>');
    }
  });

  it('gives two routes a comment topic stored on their French locale', async () => {
    const rows = await ctx.database.db
      .selectFrom('document_locales')
      .select(['document_id', 'topic_id'])
      .where('topic_id', 'is not', null)
      .execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const topic = (await ctx.app.inject(`/forum/t/${row.topic_id}.json`)).json();
      expect(topic.title).toBe(`${row.document_id}_fr`);
      expect(topic.posts_count).toBeGreaterThan(1);
    }
  });
});
