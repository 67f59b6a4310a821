import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '../lib/i18n.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

function renderDialog(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      title="Restore version 12?"
      isPending={false}
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    >
      <p>A new version identical to this one will be saved.</p>
    </ConfirmDialog>,
  );
  return { onConfirm, onCancel, user: userEvent.setup() };
}

describe('confirm dialog (spec 1 §2.12)', () => {
  it('is a modal dialog named by its title, focus on Confirm, with the irreversible warning', async () => {
    await setLanguage('en');
    const { onConfirm, user } = renderDialog({ isIrreversible: true });
    const dialog = screen.getByRole('dialog', { name: 'Restore version 12?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('A new version identical to this one will be saved.');
    expect(dialog).toHaveTextContent('Warning: This action cannot be undone!');
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('Cancel and Escape cancel; no warning unless asked', async () => {
    await setLanguage('en');
    const { onCancel, user } = renderDialog();
    expect(screen.queryByText('Warning: This action cannot be undone!')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('is busy while its request runs: buttons disabled, Escape ignored; an error shows as an alert', async () => {
    const { onCancel, user } = renderDialog({ isPending: true, error: 'Unexpected error' });
    expect(screen.getByRole('dialog')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Confirmer' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Unexpected error');
  });
});
