import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EditedDocument } from '@cairn/domain';
import { setLanguage } from '../../../lib/i18n.ts';
import { ConflictResolver, type TheirVersionInfo } from './conflict-resolver.tsx';

const DESCRIPTION = 'Approach from the hut.\n\nClimb the ridge.\n\nDescend by the glacier.';

const route = (
  fields: Record<string, unknown> & { description?: string; version?: number } = {},
): EditedDocument => {
  const { description = DESCRIPTION, version = 1, ...rest } = fields;
  return {
    document_id: 600,
    version,
    activities: ['mountain_climbing'],
    elevation_max: 3600,
    height_diff_up: 300,
    global_rating: 'AD',
    locales: [{ lang: 'en', version, title: 'Cosmiques ridge', description }],
    associations: { waypoints: [{ document_id: 5 }] },
    ...rest,
  };
};

function renderResolver(versions: { mine: EditedDocument; theirs: EditedDocument }, info?: TheirVersionInfo) {
  const onResolved = vi.fn<(document: EditedDocument) => void>();
  const onCancel = vi.fn();
  const view = render(
    <ConflictResolver
      type="route"
      lang="en"
      base={route()}
      mine={versions.mine}
      theirs={versions.theirs}
      theirVersionInfo={info}
      onResolved={onResolved}
      onCancel={onCancel}
    />,
  );
  return { ...view, onResolved, onCancel, user: userEvent.setup() };
}

const applyButton = () => screen.getByRole('button', { name: 'Apply my changes to the new version' });
const sentDescription = (onResolved: ReturnType<typeof renderResolver>['onResolved']) =>
  onResolved.mock.calls[0]![0].locales!.find((l) => l.lang === 'en')!.description;

describe('version conflict screen (issue 12 §7)', () => {
  it('different fields and paragraphs: both sides shown, merged by themselves, sent on the new versions', async () => {
    await setLanguage('en');
    const theirs = route({
      version: 2,
      elevation_max: 3700,
      description: DESCRIPTION.replace('glacier', 'rappels'),
    });
    const mine = route({ height_diff_up: 350, description: DESCRIPTION.replace('hut', 'lift') });
    const { onResolved, user } = renderResolver(
      { mine, theirs },
      { name: 'Marie', written_at: '2025-06-01T10:00:00Z', comment: 'descent fixed' },
    );

    expect(screen.getByRole('heading', { name: /Someone else saved this document/ })).toHaveFocus();
    expect(screen.getByText(/The new version was saved by Marie on/)).toBeInTheDocument();
    expect(screen.getByText('Their comment: “descent fixed”')).toBeInTheDocument();

    const their = screen.getByRole('region', { name: 'Their changes' });
    const elevation = their.querySelector('[data-field="elevation_max"]')!;
    expect(elevation).toHaveTextContent('Maximum elevation');
    expect(
      within(elevation as HTMLElement)
        .getByText('3,600 m')
        .closest('del'),
    ).not.toBeNull();
    expect(
      within(elevation as HTMLElement)
        .getByText('3,700 m')
        .closest('ins'),
    ).not.toBeNull();
    const theirText = their.querySelector('[data-section="description"]')!;
    expect([...theirText.querySelectorAll('ins')].map((el) => el.textContent)).toEqual(['rappels']);

    const yours = screen.getByRole('region', { name: 'Your changes' });
    expect(yours.querySelector('[data-field="height_diff_up"]')).toHaveTextContent('300 m');
    expect(yours.querySelector('[data-field="elevation_max"]')).toBeNull();
    expect(
      [...yours.querySelectorAll('[data-section="description"] ins')].map((el) => el.textContent),
    ).toEqual(['lift']);

    const merged = screen.getByRole('region', { name: 'Combined automatically' });
    expect(
      within(merged)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Maximum elevation: their change is kept',
      'Height gain: your change is applied',
      'Description: both changes are combined',
    ]);
    expect(screen.queryByRole('region', { name: /choose what to keep/ })).not.toBeInTheDocument();

    await user.click(applyButton());
    expect(onResolved).toHaveBeenCalledOnce();
    const sent = onResolved.mock.calls[0]![0];
    expect(sent).toMatchObject({ version: 2, elevation_max: 3700, height_diff_up: 350 });
    expect(sent.locales![0]).toMatchObject({
      version: 2,
      description: 'Approach from the lift.\n\nClimb the ridge.\n\nDescend by the rappels.',
    });
  });

  it('a value conflict: Apply is disabled with its reason until "Take theirs" is chosen', async () => {
    await setLanguage('en');
    const { onResolved, user } = renderResolver({
      mine: route({ elevation_max: 3650, height_diff_up: 350 }),
      theirs: route({ version: 2, elevation_max: 3700 }),
    });
    expect(applyButton()).toBeDisabled();
    expect(applyButton()).toHaveAccessibleDescription('Conflicts still to settle: 1');

    const choice = screen.getByRole('group', { name: 'Maximum elevation' });
    expect(choice).toHaveTextContent('Before both changes: 3,600 m');
    expect(within(choice).getByRole('radio', { name: /Keep mine.*3,650 m/ })).not.toBeChecked();
    await user.click(within(choice).getByRole('radio', { name: /Take theirs.*3,700 m/ }));

    expect(applyButton()).toBeEnabled();
    await user.click(applyButton());
    expect(onResolved.mock.calls[0]![0]).toMatchObject({
      version: 2,
      elevation_max: 3700,
      height_diff_up: 350,
    });
  });

  describe('a text conflict (the same paragraph changed by both)', () => {
    const mineText = DESCRIPTION.replace('Climb the ridge.', 'Climb the ridge, icy in autumn.');
    const theirText = DESCRIPTION.replace('Climb the ridge.', 'Climb the ridge, loose rock.');
    const versions = () => ({
      mine: route({ description: mineText }),
      theirs: route({ version: 2, description: theirText }),
    });

    it('shows each side of the passage; "both" keeps their lines and the user’s', async () => {
      await setLanguage('en');
      const { onResolved, user } = renderResolver(versions());
      expect(applyButton()).toBeDisabled();
      const passage = screen.getByRole('group', { name: 'Description, passage 1 of 1' });
      expect(passage).toHaveTextContent('Before both changes:Climb the ridge.');
      expect(passage).toHaveTextContent('Your version:Climb the ridge, icy in autumn.');
      expect(passage).toHaveTextContent('Their version:Climb the ridge, loose rock.');
      // The user's whole text stays at hand whatever they choose.
      expect(screen.getByText('Your whole text as you left it').closest('details')).toHaveTextContent(
        'Climb the ridge, icy in autumn.',
      );

      await user.click(within(passage).getByRole('radio', { name: 'Keep both (theirs first)' }));
      await user.click(applyButton());
      expect(sentDescription(onResolved)).toBe(
        'Approach from the hut.\n\nClimb the ridge, loose rock.\nClimb the ridge, icy in autumn.\n\nDescend by the glacier.',
      );
    });

    it('by hand: opens with markers; refused while they remain; the written text is sent', async () => {
      await setLanguage('en');
      const { onResolved, user } = renderResolver(versions());
      await user.click(screen.getByRole('button', { name: 'Edit the text by hand' }));
      const editor = screen.getByRole('textbox', { name: 'Description: combined text' });
      expect(editor).toHaveValue(
        'Approach from the hut.\n\n<<<<<<< your version\nClimb the ridge, icy in autumn.\n=======\nClimb the ridge, loose rock.\n>>>>>>> their version\n\nDescend by the glacier.',
      );
      expect(editor).toHaveAttribute('aria-invalid', 'true');
      expect(applyButton()).toBeDisabled();

      // Deleting the separator alone is not enough.
      const withoutSeparator = (editor as HTMLTextAreaElement).value.replace('\n=======', '');
      await user.clear(editor);
      await user.type(editor, withoutSeparator);
      expect(screen.getByText(/Marker lines remain/)).toBeInTheDocument();
      expect(applyButton()).toBeDisabled();

      const written =
        'Approach from the hut.\n\nClimb the ridge: loose rock, icy in autumn.\n\nDescend by the glacier.';
      await user.clear(editor);
      await user.type(editor, written);
      expect(editor).toHaveAttribute('aria-invalid', 'false');
      expect(applyButton()).toBeEnabled();
      await user.click(applyButton());
      expect(sentDescription(onResolved)).toBe(written);
    });

    it('by hand after a choice: the chosen passage is settled in the editor; back to the choices keeps them', async () => {
      await setLanguage('en');
      const { user } = renderResolver(versions());
      await user.click(screen.getByRole('radio', { name: 'Keep mine' }));
      await user.click(screen.getByRole('button', { name: 'Edit the text by hand' }));
      expect(screen.getByRole('textbox', { name: 'Description: combined text' })).toHaveValue(mineText);
      expect(applyButton()).toBeEnabled();
      await user.click(screen.getByRole('button', { name: 'Back to the choices' }));
      expect(screen.getByRole('radio', { name: 'Keep mine' })).toBeChecked();
    });

    it('Cancel hands the form back untouched', async () => {
      await setLanguage('en');
      const mine = versions().mine;
      const snapshot = structuredClone(mine);
      const { onCancel, onResolved, user } = renderResolver({ mine, theirs: versions().theirs });
      await user.click(screen.getByRole('radio', { name: 'Take theirs' }));
      // Their line chosen, the user's line is still there to copy.
      expect(screen.getByText('Your whole text as you left it').closest('details')).toHaveTextContent(
        'Climb the ridge, icy in autumn.',
      );
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(onCancel).toHaveBeenCalledOnce();
      expect(onResolved).not.toHaveBeenCalled();
      expect(mine).toEqual(snapshot);
    });
  });

  it('is in the interface language', async () => {
    renderResolver({
      mine: route({ elevation_max: 3650 }),
      theirs: route({ version: 2, elevation_max: 3700 }),
    });
    expect(
      screen.getByRole('button', { name: 'Appliquer mes modifications à la nouvelle version' }),
    ).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Prendre la sienne/ })).toBeInTheDocument();
  });
});
