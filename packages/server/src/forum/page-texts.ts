/**
 * Words of the built-in forum's HTML pages in French and English, chosen by the browser's
 * `Accept-Language` (English when it asks for neither).
 */
export type PageLang = 'fr' | 'en';

const TEXTS = {
  en: {
    forum: 'Forum',
    backToGuidebook: 'Back to the guidebook',
    latest: 'Latest topics',
    categories: 'Categories',
    allCategories: 'All categories',
    topic: 'Topic',
    replies: 'Replies',
    activity: 'Activity',
    lastPost: 'Last post by',
    noTopics: 'No topic yet.',
    olderTopics: 'Older topics',
    topics: (n: number) => (n === 1 ? '1 topic' : `${n} topics`),
    postedBy: 'Posted by',
    reply: 'Reply',
    yourReply: 'Your reply',
    replyHint: 'Markdown is welcome: **bold**, *italic*, [link](https://…), lists.',
    sending: 'Sending…',
    signInToReply: 'Sign in to reply',
    signInText: 'You need a guidebook account to take part.',
    closed: 'This topic is closed: it takes no new replies.',
    replyFailed: 'Your reply could not be sent:',
    posts: (n: number) => (n === 1 ? '1 post' : `${n} posts`),
    userPosts: 'Latest posts',
    noPosts: 'No post yet.',
    inTopic: 'in',
    notFound: 'Page not found',
    notFoundText: 'This topic or page does not exist, or no longer does.',
    toLatest: 'See the latest topics',
  },
  fr: {
    forum: 'Forum',
    backToGuidebook: 'Retour au topoguide',
    latest: 'Derniers sujets',
    categories: 'Catégories',
    allCategories: 'Toutes les catégories',
    topic: 'Sujet',
    replies: 'Réponses',
    activity: 'Activité',
    lastPost: 'Dernier message de',
    noTopics: 'Aucun sujet pour le moment.',
    olderTopics: 'Sujets plus anciens',
    topics: (n: number) => (n === 1 ? '1 sujet' : `${n} sujets`),
    postedBy: 'Publié par',
    reply: 'Répondre',
    yourReply: 'Votre réponse',
    replyHint: 'Le markdown est accepté : **gras**, *italique*, [lien](https://…), listes.',
    sending: 'Envoi…',
    signInToReply: 'Se connecter pour répondre',
    signInText: 'Un compte du topoguide est nécessaire pour participer.',
    closed: 'Ce sujet est fermé : il ne reçoit plus de réponses.',
    replyFailed: "Votre réponse n'a pas pu être envoyée :",
    posts: (n: number) => (n === 1 ? '1 message' : `${n} messages`),
    userPosts: 'Derniers messages',
    noPosts: 'Aucun message pour le moment.',
    inTopic: 'dans',
    notFound: 'Page introuvable',
    notFoundText: "Ce sujet ou cette page n'existe pas, ou plus.",
    toLatest: 'Voir les derniers sujets',
  },
} satisfies Record<PageLang, Record<string, unknown>>;

export type PageTexts = (typeof TEXTS)['en'];

/** The first of French or English the header prefers (weights respected). */
export function pageLangOf(acceptLanguage: string | undefined): PageLang {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.toLowerCase().slice(0, 2), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  const found = ranked.find((entry) => entry.lang === 'fr' || entry.lang === 'en');
  return found?.lang === 'fr' ? 'fr' : 'en';
}

export const textsOf = (lang: PageLang): PageTexts => TEXTS[lang];
