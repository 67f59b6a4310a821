import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { authHeaders, createUser } from '../test/factories.ts';
import { createTopic } from './store.ts';

describe('the built-in forum answers Discourse JSON under /forum', () => {
  let ctx: TestContext;
  let alice: Record<string, string>;
  let mod: Record<string, string>;
  let aliceId: number;

  beforeAll(async () => {
    ctx = await buildTestApp();
    const db = ctx.database.db;
    await db
      .insertInto('forum_categories')
      .values([
        { id: 1, name: 'Annonces', slug: 'annonces', moderators_only: true },
        { id: 4, name: 'Conditions', slug: 'conditions' },
        { id: 29, name: 'Commentaires', slug: 'commentaires' },
      ])
      .execute();
    const a = await createUser(db, { username: 'alice' });
    aliceId = a.id;
    alice = await authHeaders(db, a);
    mod = await authHeaders(db, {
      ...(await createUser(db, { username: 'morgan', moderator: true })),
      moderator: true,
    });
  });
  afterAll(() => ctx.close());

  const post = (payload: object, headers: Record<string, string> = alice) =>
    ctx.app.inject({ method: 'POST', url: '/forum/posts.json', headers, payload });

  it('posting needs a session of the guidebook (single sign-on)', async () => {
    const res = await post({ title: 'Sans session', raw: 'Un message', category: 4 }, {});
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      errors: ['You are not permitted to view the requested resource.'],
      error_type: 'invalid_access',
    });
    const bad = await post(
      { title: 'Jeton inconnu', raw: 'Un message', category: 4 },
      { authorization: 'JWT token="nope"' },
    );
    expect(bad.statusCode).toBe(401);
    expect(bad.json().errors).toEqual(['Invalid token']);
  });

  it('opens a topic, cooks its markdown and answers the created post', async () => {
    const res = await post({ title: 'Neige au col', raw: 'La trace est **bonne**.', category: 4 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      post_number: 1,
      username: 'forum_alice',
      name: 'Name alice',
      cooked: '<p>La trace est <strong>bonne</strong>.</p>',
      raw: 'La trace est **bonne**.',
      topic_slug: 'neige-au-col',
      avatar_template: '/user_avatar/localhost%3A8080/forum_alice/{size}/1.png',
      yours: true,
    });
    expect(typeof body.topic_id).toBe('number');
    expect(typeof body.id).toBe('number');
  });

  it('replies at the end of a topic and moves it to the top of the latest list', async () => {
    const first = (await post({ title: 'Sortie du dimanche', raw: 'Qui vient ?', category: 4 })).json();
    const reply = await post({ topic_id: first.topic_id, raw: 'Moi !' }, mod);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      post_number: 2,
      topic_id: first.topic_id,
      username: 'forum_morgan',
    });

    const latest = (await ctx.app.inject('/forum/latest.json')).json();
    const top = latest.topic_list.topics[0];
    expect(top).toMatchObject({
      id: first.topic_id,
      slug: 'sortie-du-dimanche',
      title: 'Sortie du dimanche',
      posts_count: 2,
      highest_post_number: 2,
      last_poster_username: 'forum_morgan',
      category_id: 4,
      tags: [],
    });
    expect(top.posters.map((p: { description: string }) => p.description)).toEqual([
      'Original Poster',
      'Most Recent Poster',
    ]);
    expect(latest.users).toEqual(
      expect.arrayContaining([
        {
          id: aliceId,
          username: 'forum_alice',
          name: 'Name alice',
          avatar_template: '/user_avatar/localhost%3A8080/forum_alice/{size}/1.png',
        },
        expect.objectContaining({ username: 'forum_morgan' }),
      ]),
    );
  });

  it('latest.json leaves out the categories of exclude_category_ids[]', async () => {
    await createTopic(ctx.database.db, {
      categoryId: 29,
      title: '12_fr',
      raw: '[Doc](/routes/12/fr)',
      cooked: '<p><a href="/routes/12/fr">Doc</a></p>',
      userId: null,
    });
    const all = (await ctx.app.inject('/forum/latest.json')).json().topic_list.topics;
    expect(all.map((t: { category_id: number }) => t.category_id)).toContain(29);
    const res = await ctx.app.inject('/forum/latest.json?exclude_category_ids[]=29&exclude_category_ids[]=1');
    const topics = res.json().topic_list.topics;
    expect(topics.length).toBeGreaterThan(0);
    expect(topics.every((t: { category_id: number }) => t.category_id !== 29 && t.category_id !== 1)).toBe(
      true,
    );
    const single = (await ctx.app.inject('/forum/latest.json?exclude_category_ids[]=4')).json().topic_list
      .topics;
    expect(single.map((t: { category_id: number }) => t.category_id)).toEqual([29]);
    // The system account opened the comment topic.
    expect(single[0].last_poster_username).toBe('system');
  });

  it('reads a topic by id, by slug and id, and by slug', async () => {
    const created = (await post({ title: 'Topo du couloir', raw: 'Premier message', category: 4 })).json();
    await post({ topic_id: created.topic_id, raw: 'Deuxième *message*' }, mod);
    for (const url of [
      `/forum/t/${created.topic_id}.json`,
      `/forum/t/topo-du-couloir/${created.topic_id}.json`,
      '/forum/t/topo-du-couloir.json',
    ]) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      const topic = res.json();
      expect(topic).toMatchObject({
        id: created.topic_id,
        title: 'Topo du couloir',
        slug: 'topo-du-couloir',
        posts_count: 2,
        tags: [],
      });
      expect(topic.post_stream.posts.map((p: { post_number: number }) => p.post_number)).toEqual([1, 2]);
      expect(topic.post_stream.posts[1]).toMatchObject({
        username: 'forum_morgan',
        name: 'Name morgan',
        cooked: '<p>Deuxième <em>message</em></p>',
        avatar_template: '/user_avatar/localhost%3A8080/forum_morgan/{size}/1.png',
      });
      expect(Date.parse(topic.post_stream.posts[1].created_at)).not.toBeNaN();
      expect(Date.parse(topic.post_stream.posts[1].updated_at)).not.toBeNaN();
    }
    const missing = await ctx.app.inject('/forum/t/999999.json');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error_type).toBe('not_found');
  });

  it('refuses empty posts, unknown categories, closed topics and announcements by non-moderators', async () => {
    const empty = await post({ title: 'Vide', raw: ' ', category: 4 });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual(['Body is too short (minimum is 2 characters)']);
    expect((await post({ title: 'Catégorie inconnue', raw: 'Bonjour', category: 77 })).json().errors).toEqual(
      ['Category is invalid'],
    );
    const announcement = await post({ title: 'Annonce', raw: 'Nouveauté', category: 1 });
    expect(announcement.statusCode).toBe(403);
    expect(
      (await post({ title: 'Annonce', raw: 'Nouveauté', category: 1, tags: ['visible'] }, mod)).statusCode,
    ).toBe(200);
    expect(
      (await post({ title: 'Étiquette', raw: 'Bonjour', category: 4, tags: ['visible'] })).statusCode,
    ).toBe(403);

    const closed = await createTopic(ctx.database.db, {
      categoryId: 4,
      title: 'Fermé',
      raw: 'Fin',
      cooked: '<p>Fin</p>',
      userId: null,
      closed: true,
    });
    const reply = await post({ topic_id: closed.topic.id, raw: 'Encore un mot' });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().errors).toEqual(['This topic is closed.']);
  });

  it('lists categories with their counts', async () => {
    const res = await ctx.app.inject('/forum/categories.json');
    const categories = res.json().category_list.categories;
    expect(categories.map((c: { id: number }) => c.id)).toEqual([1, 4, 29]);
    expect(categories[1]).toMatchObject({ name: 'Conditions', slug: 'conditions', color: '0088CC' });
    expect(categories[1].topic_count).toBeGreaterThan(2);
  });

  it('draws letter avatars at the asked size', async () => {
    const res = await ctx.app.inject('/forum/user_avatar/localhost/forum_alice/40/1.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 40, 40]);
    expect((await ctx.app.inject('/forum/user_avatar/localhost/forum_alice/abc/1.png')).statusCode).toBe(404);
  });

  describe('pages for people', () => {
    it('/forum/ lists the latest topics; /forum itself stays the web app’s route', async () => {
      const res = await ctx.app.inject({ url: '/forum/', headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<html lang="fr">');
      expect(res.body).toContain('<h1>Derniers sujets</h1>');
      expect(res.body).toContain('href="/forum/t/sortie-du-dimanche/');
      // No web app is built in tests: the fallback answers, not the forum.
      expect((await ctx.app.inject('/forum')).statusCode).toBe(503);
    });

    it('shows a topic with its posts, escaped, and a reply form for signed-in readers', async () => {
      const created = (
        await post({ title: '<script>alert(1)</script> Couloir', raw: 'Premier <b>message</b>', category: 4 })
      ).json();
      const res = await ctx.app.inject({
        url: `/forum/t/${created.topic_slug}/${created.topic_id}/1`,
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<h1>&lt;script&gt;alert(1)&lt;/script&gt; Couloir</h1>');
      expect(res.body).not.toContain('<script>alert(1)');
      expect(res.body).toContain('Name alice');
      expect(res.body).toContain('<label for="reply-text">Your reply</label>');
      expect(res.body).toContain(
        `/auth?redirect=${encodeURIComponent(`/forum?to=${encodeURIComponent(`/forum/t/${created.topic_slug}/${created.topic_id}`)}`)}`,
      );
      const missing = await ctx.app.inject('/forum/t/nothing/999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('Page not found');
    });

    it('shows a category and a user page', async () => {
      const category = await ctx.app.inject({
        url: '/forum/c/conditions/4',
        headers: { 'accept-language': 'en' },
      });
      expect(category.statusCode).toBe(200);
      expect(category.body).toContain('<h1>Conditions</h1>');
      expect(category.body).not.toContain('12_fr');
      const user = await ctx.app.inject({
        url: '/forum/u/forum_alice',
        headers: { 'accept-language': 'en' },
      });
      expect(user.body).toContain('Latest posts');
      expect(user.body).toContain('Topo du couloir');
      expect((await ctx.app.inject('/forum/u/forum_alice.json')).json().user).toMatchObject({
        id: aliceId,
        username: 'forum_alice',
      });
    });
  });
});
