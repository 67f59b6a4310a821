import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { MapWaiting } from './lazy-map.tsx';

describe('maps loading in chunks of their own keep their room (no layout shift)', () => {
  it('a map waits in a space of its own height (with its border when it has one)', () => {
    const { container } = render(
      <>
        <MapWaiting height={280} />
        <MapWaiting height={360} bordered />
      </>,
    );
    const [plain, bordered] = container.querySelectorAll('[aria-busy="true"]');
    expect(plain).toHaveStyle({ height: '280px' });
    expect(bordered).toHaveStyle({ height: '362px' });
  });
});
