import { lazy, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { WhenVisible } from './when-visible.tsx';

// A lazy part whose chunk is still on its way, then arrives.
function pendingPart() {
  let arrive = () => {};
  const Part = lazy(
    () =>
      new Promise<{ default: () => ReactElement }>((resolve) => {
        arrive = () => resolve({ default: () => <p>The map</p> });
      }),
  );
  return { Part, arrive: () => arrive() };
}

describe('parts that load as they near the screen keep their room (no layout shift)', () => {
  it('holds the anchor’s place (its class) while the chunk loads, then shows the part', async () => {
    // jsdom has no IntersectionObserver: the part is shown once mounted, as in old browsers.
    const { Part, arrive } = pendingPart();
    const { container } = render(
      <WhenVisible className="slot">
        <Part />
      </WhenVisible>,
    );
    const waiting = container.querySelector('.slot');
    expect(waiting).not.toBeNull();
    expect(waiting).toHaveAttribute('aria-busy', 'true');
    await act(async () => arrive());
    expect(await screen.findByText('The map')).toBeInTheDocument();
    expect(container.querySelector('.slot')).toBeNull();
  });
});
