import { describe, expect, it } from 'vitest';
import { renderedModuleOf, scriptSafeJson } from './entry-server.tsx';

describe('server rendering', () => {
  it('renders document pages, their history and versions, lists, their print views and the home page, nothing else', () => {
    expect(renderedModuleOf('/')).toBe('src/app/routes/home.tsx');
    expect(renderedModuleOf('/home')).toBe('src/app/routes/home.tsx');
    expect(renderedModuleOf('/routes')).toBe('src/app/routes/documents/list.tsx');
    expect(renderedModuleOf('/xreports/')).toBe('src/app/routes/documents/list.tsx');
    for (const page of ['/routes/12', '/routes/12/fr', '/routes/12/fr/arete-des-cosmiques', '/profiles/3'])
      expect(renderedModuleOf(page)).toBe('src/app/routes/documents/view.tsx');
    for (const page of ['/routes/print', '/outings/print/'])
      expect(renderedModuleOf(page)).toBe('src/app/routes/documents/print.tsx');
    expect(renderedModuleOf('/routes/history/12/fr')).toBe('src/app/routes/documents/history.tsx');
    expect(renderedModuleOf('/routes/version/12/fr/345')).toBe('src/app/routes/documents/version.tsx');
    for (const page of ['/routes/edit/12/fr', '/routes/history/12', '/auth', '/things', '/routes/x'])
      expect(renderedModuleOf(page)).toBeUndefined();
  });

  it('writes JSON that cannot end or change its script element', () => {
    const value = { text: '</script><script>alert(1)</script><!-- \u2028 \u2029 & \'"' };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
