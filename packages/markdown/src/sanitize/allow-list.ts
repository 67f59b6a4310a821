// bleach allow-lists used by camptocamp (markdown.md §6).

export const ALLOWED_TAGS = new Set([
  // bleach defaults
  'a', 'abbr', 'acronym', 'b', 'blockquote', 'code', 'em', 'i', 'li', 'ol', 'strong', 'ul',
  // camptocamp additions
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'div', 'p', 'pre', 'hr', 'center', 'span', 'br', 'sub', 'sup', 's', 'del',
  'ins', 'small', 'figure', 'img', 'figcaption', 'table', 'tbody', 'tr', 'td', 'th',
]);

const HEADING = ['id', 'c2c:role'];
export const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title', 'c2c:role', 'c2c:document-type', 'c2c:document-id', 'c2c:lang', 'c2c:slug', 'c2c:anchor'],
  abbr: ['title'],
  acronym: ['title'],
  h1: HEADING,
  h2: HEADING,
  h3: HEADING,
  h4: HEADING,
  h5: HEADING,
  h6: HEADING,
  table: ['c2c:role'],
  div: ['class', 'style', 'c2c:role'],
  td: ['colspan'],
  span: ['class', 'translate', 'id', 'c2c:role'],
  figure: ['c2c:position', 'c2c:role', 'c2c:size'],
  img: ['alt', 'c2c:document-id', 'c2c:role', 'c2c:size', 'c2c:url-proxy', 'c2c:svg-name', 'c2c:emoji-db'],
};

/** Attributes whose value is a URI and gets the protocol check (bleach attr_val_is_uri, the ones we allow). */
export const URI_ATTRIBUTES = new Set(['href', 'src']);

export const ALLOWED_PROTOCOLS = new Set(['http', 'https', 'mailto']);

export const ALLOWED_CSS_PROPERTIES = new Set([
  'azimuth', 'background-color', 'border-bottom-color', 'border-collapse', 'border-color', 'border-left-color',
  'border-right-color', 'border-top-color', 'clear', 'color', 'cursor', 'direction', 'display', 'elevation', 'float',
  'font', 'font-family', 'font-size', 'font-style', 'font-variant', 'font-weight', 'height', 'letter-spacing',
  'line-height', 'overflow', 'pause', 'pause-after', 'pause-before', 'pitch', 'pitch-range', 'richness', 'speak',
  'speak-header', 'speak-numeral', 'speak-punctuation', 'speech-rate', 'stress', 'text-align', 'text-decoration',
  'text-indent', 'unicode-bidi', 'vertical-align', 'voice-family', 'volume', 'white-space', 'width',
  // SVG ones
  'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'stroke-opacity',
]);

/** html5lib's void elements: no end tag when serialised. */
export const VOID_ELEMENTS = new Set([
  'area', 'base', 'br', 'col', 'command', 'embed', 'event-source', 'hr', 'img', 'input', 'keygen', 'link', 'meta',
  'param', 'source', 'track', 'wbr', 'basefont', 'bgsound', 'frame', 'image', 'isindex',
]);
