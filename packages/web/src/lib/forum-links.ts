import { env } from '../config/env.ts';

/**
 * Addresses on the forum (Discourse's): its home, topics, avatars. Relative avatar templates
 * are relative to the forum's base address, as Discourse gives them.
 */
export const forumHome = () => `${env.forumUrl}/`;

/** Where the /forum route leads: a page of the forum given in `to`, else the forum's home. */
export function forumTarget(to: string | null): string {
  const home = forumHome();
  if (!to || !to.startsWith(home) || to.includes('//', home.length - 1) || /[\\\s]/.test(to)) return home;
  return to;
}

/** Spec 1 §2.3: a widget topic opens at its last post. */
export const topicHref = (topic: { id: number; slug: string; highest_post_number: number }) =>
  `${env.forumUrl}/t/${encodeURIComponent(topic.slug)}/${topic.id}/${topic.highest_post_number}`;

/** api.md §14.4 (UI): the comment topic of a document locale. */
export const commentTopicHref = (documentId: number, lang: string, topicId: number) =>
  `${env.forumUrl}/t/${documentId}_${lang}/${topicId}`;

/** Spec 1 "Forum": the avatar address from a user's template at a size in pixels. */
export function avatarUrl(template: string, size: number): string {
  const url = template.replace('{size}', String(size));
  if (/^(https?:)?\/\//.test(url)) return url;
  return `${env.forumUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * The avatar template of a forum user known by name only (feed cards, spec 1 §7), as Discourse
 * writes it: `/user_avatar/{forum host}/{username}/{size}/1.png`.
 */
export function userAvatarTemplate(username: string): string {
  const host = new URL(env.forumUrl, 'http://localhost').host;
  return `/user_avatar/${host}/${encodeURIComponent(username)}/{size}/1.png`;
}
