import { describe, expect, it } from 'vitest';
import {
  insertClear,
  insertImage,
  insertLink,
  insertPitchRow,
  insertToc,
  toggleAlert,
  toggleEmphasis,
  toggleHeading,
  toggleList,
  type TextState,
} from './markdown-commands.ts';

/** `a«b»c` is the text `abc` with `b` selected; `a‸bc` has the cursor after `a`. */
function parse(marked: string): TextState {
  const cursor = marked.indexOf('‸');
  if (cursor !== -1) {
    return { value: marked.replace('‸', ''), selectionStart: cursor, selectionEnd: cursor };
  }
  const start = marked.indexOf('«');
  const end = marked.indexOf('»') - 1;
  if (start === -1 || end < start) throw new Error(`no selection in ${marked}`);
  return { value: marked.replace('«', '').replace('»', ''), selectionStart: start, selectionEnd: end };
}

function show({ value, selectionStart, selectionEnd }: TextState): string {
  if (selectionStart === selectionEnd)
    return `${value.slice(0, selectionStart)}‸${value.slice(selectionStart)}`;
  return `${value.slice(0, selectionStart)}«${value.slice(selectionStart, selectionEnd)}»${value.slice(selectionEnd)}`;
}

const run = (command: (state: TextState) => TextState) => (marked: string) => show(command(parse(marked)));

describe('bold and italic (markdown.md §3 emphasis)', () => {
  const bold = run((s) => toggleEmphasis(s, '**'));
  const italic = run((s) => toggleEmphasis(s, '*'));

  it.each([
    ['the «north» face', 'the **«north»** face'],
    ['the **«north»** face', 'the «north» face'],
    ['the «**north**» face', 'the «north» face'],
    ['the *«north»* face', 'the ***«north»*** face'],
    ['the ***«north»*** face', 'the *«north»* face'],
    // Spaces at the ends stay outside the markers, or the emphasis would not be read.
    ['the« north »face', 'the **«north»** face'],
    ['«**a** and **b**»', '**«**a** and **b**»**'],
    ['x‸y', 'x**‸**y'],
    ['x**‸**y', 'x‸y'],
    ['« »', ' **‸**'],
  ])('bold: %s → %s', (input, expected) => {
    expect(bold(input)).toBe(expected);
  });

  it.each([
    ['the «north» face', 'the *«north»* face'],
    ['the *«north»* face', 'the «north» face'],
    ['the «*north*» face', 'the «north» face'],
    ['the **«north»** face', 'the ***«north»*** face'],
    ['the ***«north»*** face', 'the **«north»** face'],
    ['the «***north***» face', 'the «**north**» face'],
    ['x‸y', 'x*‸*y'],
    ['x*‸*y', 'x‸y'],
  ])('italic: %s → %s', (input, expected) => {
    expect(italic(input)).toBe(expected);
  });

  it('wraps each line after its heading, list or alert marker', () => {
    expect(bold('«## Approach\n- by the hut\n\n!! beware»')).toBe(
      '## **«Approach**\n- **by the hut**\n\n!! **beware»**',
    );
    expect(bold('## «**Approach**\n- **by the hut**»')).toBe('## «Approach\n- by the hut»');
  });

  it('wraps the lines not yet emphasised when only some are', () => {
    expect(bold('«**a**\nb»')).toBe('«**a**\n**b»**');
  });
});

describe('headings (markdown.md §4.1)', () => {
  const h2 = run((s) => toggleHeading(s, 2));
  const h3 = run((s) => toggleHeading(s, 3));

  it.each([
    ['Appr‸oach', '## Appr‸oach'],
    ['‸Approach', '## ‸Approach'],
    ['## Appr‸oach', 'Appr‸oach'],
    ['### Appr‸oach', '## Appr‸oach'],
    ['#Appr‸oach', '## Appr‸oach'],
    ['‸', '## ‸'],
    ['text\nAppr‸oach\nmore', 'text\n## Appr‸oach\nmore'],
  ])('## on %j → %j', (input, expected) => {
    expect(h2(input)).toBe(expected);
  });

  it('### on the selected lines, blank ones left alone', () => {
    expect(h3('«a\n\nb»')).toBe('### «a\n\n### b»');
    expect(h3('### «a\n\n### b»')).toBe('«a\n\nb»');
  });
});

describe('lists (markdown.md §3: a list needs a new block)', () => {
  const bullets = run((s) => toggleList(s, 'bulleted'));
  const numbers = run((s) => toggleList(s, 'numbered'));

  it.each([
    ['‸', '- ‸'],
    ['«a\nb»', '- «a\n- b»'],
    ['- «a\n- b»', '«a\nb»'],
    ['1. «a\n2. b»', '- «a\n- b»'],
    ['    - n‸ested', '    n‸ested'],
  ])('bulleted: %j → %j', (input, expected) => {
    expect(bullets(input)).toBe(expected);
  });

  it.each([
    ['«a\nb\nc»', '1. «a\n2. b\n3. c»'],
    ['- «a\n- b»', '1. «a\n2. b»'],
    ['1. «a\n2. b»', '«a\nb»'],
  ])('numbered: %j → %j', (input, expected) => {
    expect(numbers(input)).toBe(expected);
  });

  it('separates the list from text above and below by a blank line', () => {
    expect(bullets('Intro\n«a\nb»\nOutro')).toBe('Intro\n\n- «a\n- b»\n\nOutro');
    expect(bullets('Intro\nite‸m')).toBe('Intro\n\n- ite‸m');
  });

  it('joins a list above or below without a blank line', () => {
    expect(bullets('- a\nb‸\n- c')).toBe('- a\n- b‸\n- c');
  });
});

describe('alerts (markdown.md §4.5)', () => {
  const info = run((s) => toggleAlert(s, 'info'));
  const warning = run((s) => toggleAlert(s, 'warning'));
  const danger = run((s) => toggleAlert(s, 'danger'));

  it('puts the marker on every line, a bare marker on blank lines', () => {
    expect(danger('«Rockfall\nin the couloir\n\nGo early.»')).toBe(
      '!!!! «Rockfall\n!!!! in the couloir\n!!!!\n!!!! Go early.»',
    );
  });

  it('toggles and changes the level', () => {
    expect(info('‸')).toBe('!! ‸');
    expect(info('!! T‸ip')).toBe('T‸ip');
    expect(warning('!! T‸ip')).toBe('!!! T‸ip');
    expect(info('!!!! «a\n!!!!\n!!!! b»')).toBe('!! «a\n!!\n!! b»');
    expect(danger('!!!! «a\n!!!!\n!!!! b»')).toBe('«a\n\nb»');
  });

  it('keeps a list above from swallowing the alert', () => {
    expect(warning('- item\nbew‸are')).toBe('- item\n\n!!! bew‸are');
  });
});

describe('[toc] and [p] (markdown.md §4.2, §4.7)', () => {
  const toc = run(insertToc);
  const clear = run(insertClear);

  it.each([
    ['‸', '[toc]‸'],
    ['‸# Approach', '[toc]‸\n\n# Approach'],
    ['Intro‸\n\n# Approach', 'Intro\n\n[toc]‸\n\n# Approach'],
    ['Intro\n‸', 'Intro\n\n[toc]‸'],
    ['ab‸cd', 'ab\n\n[toc]‸\n\ncd'],
    ['«Intro»', 'Intro\n\n[toc]‸'],
  ])('[toc]: %j → %j', (input, expected) => {
    expect(toc(input)).toBe(expected);
  });

  it('[p] alone on its paragraph', () => {
    expect(clear('[img=1 right/]\nBeside the image.‸\nBelow.')).toBe(
      '[img=1 right/]\nBeside the image.\n\n[p]‸\n\nBelow.',
    );
  });
});

describe('images (markdown.md §4.3)', () => {
  const image = (
    position: 'inline' | 'left' | 'right' | 'center',
    size: 'medium' | 'big' | 'small' | 'orig' = 'medium',
  ) => run((s) => insertImage(s, { id: 987, title: 'Summit view', position, size }));

  it('starts a line, captioned by the title', () => {
    expect(image('right')('‸')).toBe('[img=987 right]Summit view[/img]‸');
    expect(image('left', 'big')('Text ‸')).toBe('Text \n[img=987 left big]Summit view[/img]‸');
    expect(image('center', 'orig')('Text‸ more')).toBe(
      'Text\n[img=987 center orig]Summit view[/img]‸\n more',
    );
    expect(image('inline', 'small')('a\n‸')).toBe('a\n[img=987 inline small]Summit view[/img]‸');
  });

  it('takes the selection as caption', () => {
    expect(image('right')('«From the col»')).toBe('[img=987 right]From the col[/img]‸');
    expect(image('right')('«two\n\nparagraphs»')).toBe('[img=987 right]two\nparagraphs[/img]‸');
  });

  it('writes the short form without a caption', () => {
    const state = insertImage(parse('‸'), { id: 5, title: ' ', position: 'left', size: 'medium' });
    expect(show(state)).toBe('[img=5 left/]‸');
  });
});

describe('internal links (markdown.md §5.1)', () => {
  const link = (title: string) => run((s) => insertLink(s, { path: 'routes', id: 123, title }));

  it('labels the link with the title, or the selection', () => {
    expect(link('Walker spur')('See ‸.')).toBe('See [[routes/123|Walker spur]]‸.');
    expect(link('Walker spur')('See «the spur» now')).toBe('See [[routes/123|the spur]]‸ now');
    expect(link('Walker spur')('See« the spur »now')).toBe('See [[routes/123|the spur]]‸ now');
  });

  it('keeps the label readable by the dialect', () => {
    expect(link('Arête [W] face\nnorth')('‸')).toBe('[[routes/123|Arête (W) face north]]‸');
    expect(link('')('‸')).toBe('[[routes/123|123]]‸');
  });
});

describe('L# pitch rows (markdown.md §4.6)', () => {
  const row = run(insertPitchRow);

  it('starts a table on an empty line or under a text line', () => {
    expect(row('‸')).toBe('L# | ‸');
    expect(row('Pitches:‸')).toBe('Pitches:\nL# | ‸');
    expect(row('Pitches:‸\nthen walk off')).toBe('Pitches:\nL# | ‸\n\nthen walk off');
  });

  it('adds a row with the cells of the row above, after its continuation lines', () => {
    expect(row('L#= | grade | notes\nL# | 5c | sl‸ab\nstill the slab\nL# | 6a | crack')).toBe(
      'L#= | grade | notes\nL# | 5c | slab\nstill the slab\nL# | ‸ | \nL# | 6a | crack',
    );
    expect(row('L# | 5c | slab\n‸')).toBe('L# | 5c | slab\nL# | ‸ | ');
    expect(row('L# | 4 | exit [[waypoints/9|summit]]‸')).toBe(
      'L# | 4 | exit [[waypoints/9|summit]]\nL# | ‸ | ',
    );
  });

  it('skips a ~ row when counting cells and follows the R# letter', () => {
    expect(row('R# | a | b | c\nR#~ traverse‸')).toBe('R# | a | b | c\nR#~ traverse\nR# | ‸ |  | ');
  });

  it('writes the number once a label was used (a bare L# would switch numbering off)', () => {
    expect(row('L#1 | a\nL#2bis | b‸')).toBe('L#1 | a\nL#2bis | b\nL#3 | ‸');
    expect(row('L#6ter-9 | a‸')).toBe('L#6ter-9 | a\nL#10 | ‸');
    expect(row('L# | a\nL#12 | b‸')).toBe('L# | a\nL#12 | b\nL# | ‸');
  });
});
