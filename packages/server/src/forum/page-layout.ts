/**
 * The frame of the built-in forum's HTML pages: head, header with the way back to the
 * guidebook, the stylesheet (the guidebook's colours), and the script that localises dates.
 * Every interpolated value goes through `escapeHtml`; cooked posts are already sanitised.
 */
import { createHash } from 'node:crypto';
import type { PageLang, PageTexts } from './page-texts.ts';

export const FORUM_BASE = '/forum';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A date readable without script (UTC); the page's script shows it in the reader's time zone. */
export function timeHtml(date: Date, lang: PageLang, withTime = false): string {
  const text = new Intl.DateTimeFormat(lang, {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: 'UTC',
  }).format(date);
  return `<time datetime="${date.toISOString()}"${withTime ? ' data-time' : ''}>${escapeHtml(text)}</time>`;
}

export function avatarHtml(username: string, size: number): string {
  const src = `${FORUM_BASE}/user_avatar/avatar/${encodeURIComponent(username)}/${size * 2}/1.png`;
  return `<img class="avatar" src="${src}" width="${size}" height="${size}" alt="" loading="lazy">`;
}

const STYLE = `
:root{--brand:#1f5f5b;--brand-strong:#164744;--brand-soft:#e3efed;--accent:#ad561d;--accent-strong:#8c4414;--bg:#f6f4ef;--surface:#fff;--text:#1d2729;--muted:#5a6769;--border:#e1ddd3;--danger:#b3261e;--focus:#2f7fd1;--radius:10px;color-scheme:light}
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:'Inter','Segoe UI',system-ui,-apple-system,'Helvetica Neue',Arial,'Noto Sans',sans-serif;font-size:16px;line-height:1.55;color:var(--text);background:var(--bg)}
a{color:var(--brand)}a:hover{color:var(--brand-strong)}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.skip{position:absolute;left:-9999px}.skip:focus{left:12px;top:12px;z-index:2;background:var(--surface);padding:8px 12px;border-radius:6px}
header.bar{background:#173d3b;color:#e9f1ef}
header.bar .in{max-width:960px;margin:0 auto;padding:10px 16px;display:flex;flex-wrap:wrap;align-items:center;gap:8px 20px}
header.bar a{color:#e9f1ef;text-decoration:none;font-weight:600}
header.bar a:hover{text-decoration:underline}
.brand{font-size:1.2rem;display:flex;align-items:center;gap:8px}
.brand svg{flex:none}
header.bar nav{margin-left:auto;display:flex;gap:16px;flex-wrap:wrap}
main{max-width:960px;margin:0 auto;padding:20px 16px 48px}
h1{font-size:1.6rem;line-height:1.25;margin:0 0 12px;color:var(--brand-strong);overflow-wrap:anywhere}
h2{font-size:1.15rem;margin:0 0 10px;color:var(--brand-strong)}
.card{background:var(--surface);border:1px solid var(--border);border-radius:var(--radius);box-shadow:0 1px 2px rgb(23 61 59/8%),0 4px 16px rgb(23 61 59/6%)}
.chips{display:flex;flex-wrap:wrap;gap:8px;margin:0 0 16px;padding:0;list-style:none}
.chip{display:inline-flex;align-items:center;gap:6px;padding:4px 10px;border-radius:999px;background:var(--surface);border:1px solid var(--border);font-size:.9rem;text-decoration:none;color:var(--text)}
.chip[aria-current="page"]{background:var(--brand);border-color:var(--brand);color:#fff}
.dot{width:10px;height:10px;border-radius:2px;flex:none}
.topics{list-style:none;margin:0;padding:0}
.topics li{display:grid;grid-template-columns:minmax(0,1fr) auto;gap:4px 16px;padding:12px 16px;border-bottom:1px solid var(--border)}
.topics li:last-child{border-bottom:0}
.topics .title{font-weight:600;font-size:1.05rem;overflow-wrap:anywhere}
.meta{display:flex;flex-wrap:wrap;align-items:center;gap:4px 12px;color:var(--muted);font-size:.875rem}
.stats{display:flex;align-items:center;gap:12px;color:var(--muted);font-size:.875rem;white-space:nowrap}
.avatar{border-radius:50%;vertical-align:middle;background:var(--brand-soft)}
.tag{display:inline-block;padding:0 8px;border-radius:4px;background:var(--brand-soft);color:var(--brand-strong);font-size:.8rem}
.posts{display:grid;gap:12px;margin:16px 0;padding:0;list-style:none}
.post{display:grid;grid-template-columns:45px minmax(0,1fr);gap:12px;padding:16px}
.post header{display:flex;flex-wrap:wrap;align-items:baseline;gap:4px 10px;margin-bottom:6px}
.post .name{font-weight:700}
.post .user{color:var(--muted);font-size:.875rem}
.post header time{margin-left:auto;color:var(--muted);font-size:.875rem}
.cooked{overflow-wrap:anywhere}.cooked>:first-child{margin-top:0}.cooked>:last-child{margin-bottom:0}
.cooked img{max-width:100%;height:auto}
.reply{padding:16px;display:grid;gap:10px}
label{font-weight:600}
textarea{width:100%;min-height:140px;padding:10px;border:1px solid #8c9799;border-radius:6px;font:inherit;resize:vertical}
.hint{margin:0;color:var(--muted);font-size:.875rem}
button,.button{justify-self:start;display:inline-block;padding:9px 18px;border:0;border-radius:6px;background:var(--accent);color:#fff;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
button:hover,.button:hover{background:var(--accent-strong);color:#fff}
button[disabled]{opacity:.7;cursor:progress}
.error{margin:0;color:var(--danger);font-weight:600}
.notice{padding:12px 16px;color:var(--muted)}
.crumbs{display:flex;flex-wrap:wrap;gap:6px;align-items:center;margin:0 0 8px;font-size:.9rem}
.pager{margin-top:16px}
@media (max-width:640px){
  h1{font-size:1.35rem}
  .topics li{grid-template-columns:minmax(0,1fr)}
  .post{grid-template-columns:32px minmax(0,1fr);padding:12px}
  .post .avatar{width:32px;height:32px}
  header.bar nav{margin-left:0}
}
`;

const LOGO = `<svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true"><path d="M4 27 13 9l5 9 3-5 7 14z" fill="#e9f1ef"/><path d="m13 9 2.2 4.4-2.2 1.6-2-1.5z" fill="#173d3b"/></svg>`;

/** Shows dates in the reader's time zone and language. */
const DATE_SCRIPT = `document.querySelectorAll('time[datetime]').forEach(function(t){var d=new Date(t.getAttribute('datetime'));if(isNaN(d))return;t.textContent=d.toLocaleString(document.documentElement.lang,t.hasAttribute('data-time')?{dateStyle:'medium',timeStyle:'short'}:{dateStyle:'medium'});});`;

export interface PageOptions {
  lang: PageLang;
  t: PageTexts;
  title: string;
  body: string;
  /** Extra script run after the page (the reply form). */
  script?: string;
  canonical?: string;
}

/**
 * A page and the SHA-256 hashes of its inline script and stylesheet, which its
 * Content-Security-Policy allows (`plugins/security-headers.ts`): no other inline code runs.
 */
export interface ForumPage {
  html: string;
  hashes: { script: string[]; style: string[] };
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

export function pageHtml({ lang, t, title, body, script, canonical }: PageOptions): ForumPage {
  const code = `${DATE_SCRIPT}${script ?? ''}`;
  const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${escapeHtml(title)} · ${escapeHtml(t.forum)} · Cairn</title>
${canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}">` : ''}
<link rel="alternate" type="application/json" href="${FORUM_BASE}/latest.json">
<style>${STYLE}</style>
</head>
<body>
<a class="skip" href="#content">${escapeHtml(title)}</a>
<header class="bar"><div class="in">
<a class="brand" href="${FORUM_BASE}/">${LOGO}<span>Cairn · ${escapeHtml(t.forum)}</span></a>
<nav aria-label="${escapeHtml(t.forum)}"><a href="${FORUM_BASE}/">${escapeHtml(t.latest)}</a><a href="/">${escapeHtml(t.backToGuidebook)}</a></nav>
</div></header>
<main id="content" tabindex="-1">
${body}
</main>
<script>${code}</script>
</body>
</html>`;
  return { html, hashes: { script: [sha256(code)], style: [sha256(STYLE)] } };
}
