/**
 * The built-in forum's pages for people who follow a forum link: latest topics (all or one
 * category), a topic with its posts and the reply form, a user's latest posts.
 */
import type { PageLang, PageTexts } from './page-texts.ts';
import { avatarHtml, escapeHtml, FORUM_BASE, pageHtml, timeHtml, type ForumPage } from './page-layout.ts';
import type { CategoryRow, ForumUser, PostRow, TopicRow } from './store.ts';

type Users = Map<number | null, ForumUser>;
interface Ctx {
  lang: PageLang;
  t: PageTexts;
}

export const topicHref = (topic: Pick<TopicRow, 'id' | 'slug'>, postNumber?: number) =>
  `${FORUM_BASE}/t/${encodeURIComponent(topic.slug)}/${topic.id}${postNumber ? `/${postNumber}` : ''}`;
export const categoryHref = (c: Pick<CategoryRow, 'id' | 'slug'>) =>
  `${FORUM_BASE}/c/${encodeURIComponent(c.slug)}/${c.id}`;
const userHref = (username: string) => `${FORUM_BASE}/u/${encodeURIComponent(username)}`;

const userOf = (users: Users, id: number | null) => users.get(id) ?? users.get(null)!;

function categoryChip(c: CategoryRow | undefined): string {
  if (!c) return '';
  return `<a class="chip" href="${categoryHref(c)}"><span class="dot" style="background:#${escapeHtml(c.color)}"></span>${escapeHtml(c.name)}</a>`;
}

const tagsHtml = (tags: string[]) =>
  tags.map((tag) => `<span class="tag">${escapeHtml(tag)}</span>`).join(' ');

export interface LatestPage {
  topics: TopicRow[];
  categories: CategoryRow[];
  users: Users;
  current?: CategoryRow;
  nextHref?: string;
}

export function latestPage({ lang, t }: Ctx, page: LatestPage): ForumPage {
  const byId = new Map(page.categories.map((c) => [c.id, c]));
  const title = page.current ? page.current.name : t.latest;
  const chips = [
    `<li><a class="chip" href="${FORUM_BASE}/"${page.current ? '' : ' aria-current="page"'}>${escapeHtml(t.allCategories)}</a></li>`,
    ...page.categories.map(
      (c) =>
        `<li><a class="chip" href="${categoryHref(c)}"${page.current?.id === c.id ? ' aria-current="page"' : ''}><span class="dot" style="background:#${escapeHtml(c.color)}"></span>${escapeHtml(c.name)} <span>(${c.topic_count})</span></a></li>`,
    ),
  ].join('');
  const rows = page.topics
    .map((topic) => {
      const last = userOf(page.users, topic.last_poster_id);
      const category = page.current ? '' : categoryChip(byId.get(topic.category_id));
      return `<li>
<div><a class="title" href="${topicHref(topic, topic.highest_post_number > 1 ? topic.highest_post_number : undefined)}">${escapeHtml(topic.title)}</a>
<div class="meta">${category}${tagsHtml(topic.tags)}<span>${escapeHtml(t.lastPost)} ${avatarHtml(last.username, 20)} <a href="${userHref(last.username)}">${escapeHtml(last.name)}</a></span></div></div>
<div class="stats"><span title="${escapeHtml(t.replies)}">${escapeHtml(t.posts(topic.posts_count))}</span>${timeHtml(topic.last_posted_at, lang)}</div>
</li>`;
    })
    .join('\n');
  const body = `<h1>${escapeHtml(title)}</h1>
${page.current?.description ? `<p>${escapeHtml(page.current.description)}</p>` : ''}
<nav aria-label="${escapeHtml(t.categories)}"><ul class="chips">${chips}</ul></nav>
<section class="card" aria-label="${escapeHtml(t.latest)}">
${page.topics.length ? `<ul class="topics">${rows}</ul>` : `<p class="notice">${escapeHtml(t.noTopics)}</p>`}
</section>
${page.nextHref ? `<p class="pager"><a href="${escapeHtml(page.nextHref)}">${escapeHtml(t.olderTopics)}</a></p>` : ''}`;
  return pageHtml({ lang, t, title, body });
}

export interface TopicPage {
  topic: TopicRow;
  posts: PostRow[];
  users: Users;
  category?: CategoryRow;
  canonical: string;
}

/** Sends a reply with the guidebook's session (same site: its token is in localStorage). */
const replyScript = (topicId: number, here: string, t: PageTexts) => `
(function(){
var form=document.getElementById('reply-form'),signin=document.getElementById('reply-signin');
if(!form)return;
var session=null;try{session=JSON.parse(localStorage.getItem('cairn.session')||'null');}catch(e){}
if(!session||typeof session.token!=='string'||session.expire*1000<=Date.now())return;
signin.hidden=true;form.hidden=false;
var button=form.querySelector('button'),error=form.querySelector('.error'),text=form.querySelector('textarea');
form.addEventListener('submit',function(event){
event.preventDefault();error.hidden=true;button.disabled=true;button.textContent=${JSON.stringify(t.sending)};
fetch('${FORUM_BASE}/posts.json',{method:'POST',headers:{'Content-Type':'application/json','Accept':'application/json','Authorization':'JWT token="'+session.token+'"'},body:JSON.stringify({topic_id:${topicId},raw:text.value})})
.then(function(r){return r.json().catch(function(){return {};}).then(function(body){return {ok:r.ok,body:body};});})
.then(function(res){
if(res.ok){location.replace(${JSON.stringify(here)}+'/'+res.body.post_number+'#post_'+res.body.post_number);return;}
throw new Error((res.body.errors||[]).join(' ')||'HTTP');
}).catch(function(e){error.textContent=${JSON.stringify(t.replyFailed)}+' '+e.message;error.hidden=false;button.disabled=false;button.textContent=${JSON.stringify(t.reply)};});
});
})();`;

export function topicPage({ lang, t }: Ctx, page: TopicPage): ForumPage {
  const { topic } = page;
  const posts = page.posts
    .map((post) => {
      const author = userOf(page.users, post.user_id);
      return `<li class="card post" id="post_${post.post_number}">
${avatarHtml(author.username, 45)}
<article aria-label="${escapeHtml(`${t.postedBy} ${author.name}`)}">
<header><span class="name">${escapeHtml(author.name)}</span><a class="user" href="${userHref(author.username)}">@${escapeHtml(author.username)}</a>${timeHtml(post.created_at, lang, true)}</header>
<div class="cooked">${post.cooked}</div>
</article>
</li>`;
    })
    .join('\n');
  const here = topicHref(topic);
  const signInHref = `/auth?redirect=${encodeURIComponent(`/forum?to=${encodeURIComponent(here)}`)}`;
  const reply = topic.closed
    ? `<p class="card notice">${escapeHtml(t.closed)}</p>`
    : `<section class="card reply" aria-labelledby="reply-title">
<h2 id="reply-title">${escapeHtml(t.reply)}</h2>
<div id="reply-signin"><p class="hint">${escapeHtml(t.signInText)}</p><p><a class="button" href="${escapeHtml(signInHref)}">${escapeHtml(t.signInToReply)}</a></p></div>
<form id="reply-form" hidden>
<label for="reply-text">${escapeHtml(t.yourReply)}</label>
<textarea id="reply-text" name="raw" required minlength="2" aria-describedby="reply-hint"></textarea>
<p id="reply-hint" class="hint">${escapeHtml(t.replyHint)}</p>
<p class="error" role="alert" hidden></p>
<button type="submit">${escapeHtml(t.reply)}</button>
</form>
</section>`;
  const body = `<nav class="crumbs" aria-label="${escapeHtml(t.categories)}"><a href="${FORUM_BASE}/">${escapeHtml(t.latest)}</a>${page.category ? ` › ${categoryChip(page.category)}` : ''}</nav>
<h1>${escapeHtml(topic.title)}</h1>
<div class="meta">${tagsHtml(topic.tags)}<span>${escapeHtml(t.posts(topic.posts_count))}</span></div>
<ol class="posts">${posts}</ol>
${reply}`;
  return pageHtml({
    lang,
    t,
    title: topic.title,
    body,
    script: topic.closed ? '' : replyScript(topic.id, here, t),
    canonical: page.canonical,
  });
}

export interface UserPage {
  user: ForumUser;
  posts: (PostRow & { topic_title: string; topic_slug: string })[];
}

export function userPage({ lang, t }: Ctx, page: UserPage): ForumPage {
  const items = page.posts
    .map(
      (
        p,
      ) => `<li><div><a class="title" href="${topicHref({ id: p.topic_id, slug: p.topic_slug }, p.post_number)}">${escapeHtml(p.topic_title)}</a>
<div class="cooked meta">${escapeHtml(p.raw.slice(0, 160))}${p.raw.length > 160 ? '…' : ''}</div></div>
<div class="stats">${timeHtml(p.created_at, lang)}</div></li>`,
    )
    .join('\n');
  const body = `<h1>${avatarHtml(page.user.username, 45)} ${escapeHtml(page.user.name)} <span class="user">@${escapeHtml(page.user.username)}</span></h1>
<section class="card" aria-labelledby="user-posts"><h2 id="user-posts" class="notice">${escapeHtml(t.userPosts)}</h2>
${items ? `<ul class="topics">${items}</ul>` : `<p class="notice">${escapeHtml(t.noPosts)}</p>`}</section>`;
  return pageHtml({ lang, t, title: page.user.name, body });
}

export function notFoundPage({ lang, t }: Ctx): ForumPage {
  const body = `<h1>${escapeHtml(t.notFound)}</h1><p>${escapeHtml(t.notFoundText)}</p><p><a href="${FORUM_BASE}/">${escapeHtml(t.toLatest)}</a></p>`;
  return pageHtml({ lang, t, title: t.notFound, body });
}
