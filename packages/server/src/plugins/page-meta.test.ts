import { describe, expect, it } from 'vitest';
import { withMeta } from './page-meta.ts';

const SHELL =
  '<!doctype html><html lang="fr"><head><title>Cairn</title></head><body><div id="root"></div></body></html>';

describe('withMeta', () => {
  it('puts the page title, escaped, in the title and the sharing tags', () => {
    const html = withMeta(SHELL, {
      title: 'Arête <des> "Cosmiques"',
      description: 'Belle course',
      url: 'https://cairn.example/routes/1',
      type: 'article',
      lang: 'en',
    });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Arête &lt;des&gt; &quot;Cosmiques&quot;</title>');
    expect(html).toContain('<meta property="og:title" content="Arête &lt;des&gt; &quot;Cosmiques&quot;" />');
  });

  it("keeps a title's $ signs as text (no replacement patterns such as $' or $&)", () => {
    const html = withMeta(SHELL, {
      title: "Voie $' du $& dollar $1",
      description: 'd',
      url: 'u',
      type: 'article',
      lang: 'fr',
    });
    expect(html).toContain("<title>Voie $' du $&amp; dollar $1</title>");
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
  });
});
