import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ToastProvider, useToast, type ToastOptions } from './toast-provider.tsx';
import { TOAST_DURATION } from './toast.tsx';

function Trigger({ message, options }: { message: string; options?: ToastOptions }) {
  const showToast = useToast();
  return (
    <button type="button" onClick={() => showToast(message, options)}>
      {message}
    </button>
  );
}

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('toasts (spec 1 §2.12)', () => {
  it('spec 1 §9: a toast shows its message and goes away after 3000 ms', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Trigger message="An error occurred, couldn't (un)mask version" />
      </ToastProvider>,
    );
    expect(TOAST_DURATION).toBe(3000);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('alert')).toHaveTextContent("An error occurred, couldn't (un)mask version");
    advance(2999);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    vi.useRealTimers();
  });

  it('waits while the pointer is over it, and counts again once it leaves', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Trigger message="Saved" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button'));
    const toast = screen.getByRole('alert');
    fireEvent.mouseEnter(toast);
    advance(10_000);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fireEvent.mouseLeave(toast);
    advance(3000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    vi.useRealTimers();
  });

  it('stacks several toasts in one region, each with its own duration and tone', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Trigger message="First failure" />
        <Trigger message="Check your mailbox" options={{ tone: 'info', duration: 5000 }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'First failure' }));
    advance(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Check your mailbox' }));
    expect(screen.getByRole('alert')).toHaveTextContent('First failure');
    expect(screen.getByRole('status')).toHaveTextContent('Check your mailbox');
    // The second toast does not restart the first one's countdown.
    advance(2000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    advance(3000);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    vi.useRealTimers();
  });

  it('tells a developer who forgot the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Trigger message="x" />)).toThrow(/ToastProvider/);
  });
});
