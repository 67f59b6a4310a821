import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import type { Consent, ConsentCategory } from '../lib/consent.ts';
import styles from './cookie-settings-dialog.module.css';

// After necessary, in the spec's order. The dialog takes no code of the feature's lib: what the
// first page already loaded comes through the props, and this chunk stays small.
const SWITCHES: readonly ConsentCategory[] = ['statistics', 'ad', 'social'];

type Props = {
  /** Where the switches start: the stored choice, else every optional category off. */
  initial: Consent;
  onSubmit: (consent: Consent) => void;
  onClose: () => void;
};

/**
 * Spec 1 §2.13 configure dialog: necessary (always on), statistics, advertisement and social
 * switches; Submit hands the choice over to be stored, Cancel (or Escape) leaves it as it was.
 */
export default function CookieSettingsDialog({ initial, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState(initial);
  const handleSubmit = () => {
    onSubmit(choice);
    onClose();
  };
  return (
    <ConfirmDialog
      title={t('cookieSettings.title')}
      confirmLabel={t('cookieSettings.submit')}
      isPending={false}
      onConfirm={handleSubmit}
      onCancel={onClose}
    >
      <p>{t('cookieSettings.intro')}</p>
      <ul className={styles.switches}>
        <ConsentSwitch
          label={t('cookieSettings.necessary')}
          description={t('cookieSettings.necessaryText')}
          isOn
        />
        {SWITCHES.map((category) => (
          <ConsentSwitch
            key={category}
            label={t(`cookieSettings.${category}`)}
            description={t(`cookieSettings.${category}Text`)}
            isOn={choice[category]}
            onToggle={(isOn) => setChoice({ ...choice, [category]: isOn })}
          />
        ))}
      </ul>
    </ConfirmDialog>
  );
}

type SwitchProps = {
  label: string;
  description: string;
  isOn: boolean;
  /** Absent for a category that cannot be turned off. */
  onToggle?: (isOn: boolean) => void;
};

function ConsentSwitch({ label, description, isOn, onToggle }: SwitchProps) {
  const id = useId();
  return (
    <li className={styles.row}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={isOn}
        disabled={!onToggle}
        aria-describedby={`${id}-text`}
        onChange={(event) => onToggle?.(event.target.checked)}
      />
      <p id={`${id}-text`} className={styles.description}>
        {description}
      </p>
    </li>
  );
}
