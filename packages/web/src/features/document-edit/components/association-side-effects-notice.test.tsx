import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { setLanguage } from '../../../lib/i18n.ts';
import { AssociationSideEffectsNotice } from './association-side-effects-notice.tsx';

describe('association side effects notice (spec 3 §4)', () => {
  it('names the fields a route fills, before saving', async () => {
    await setLanguage('en');
    render(
      <AssociationSideEffectsNotice
        type="outing"
        sourceTitle="Mont Blanc : North face"
        changes={[
          { field: 'geom', value: '{}' },
          { field: 'elevation_max', value: 3100 },
          { field: 'title', value: 'Mont Blanc : North face', lang: 'en' },
        ]}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'These fields will be filled from “Mont Blanc : North face”: Point on the map, Maximum elevation, Title (English)',
    );
  });

  it('says nothing when nothing is filled', () => {
    const { container } = render(<AssociationSideEffectsNotice type="outing" sourceTitle="x" changes={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
