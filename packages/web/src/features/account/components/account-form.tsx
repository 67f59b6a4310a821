import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '../../../components/password-input.tsx';
import { DangerNotice } from '../../../components/danger-notice.tsx';
import { useToast } from '../../../components/toast-provider.tsx';
import type { Account } from '../api/get-account.ts';
import { useUpdateAccount } from '../api/update-account.ts';
import { useTimedFlag } from '../hooks/use-timed-flag.ts';
import {
  ACCOUNT_FIELDS,
  accountAfter,
  accountUpdateOf,
  missingFields,
  valuesOf,
  type AccountField,
  type AccountValues,
  type TextField,
} from '../lib/account-update.ts';
import { bannerMessageOf, fieldErrorsOf } from '../lib/server-messages.ts';
import { EMAIL_TOAST_MS, SAVED_INDICATOR_MS } from '../lib/durations.ts';
import { describedBy, FormField } from './form-field.tsx';
import { SaveStatus } from './save-status.tsx';
import styles from './account-form.module.css';
import checkboxStyles from './checkbox.module.css';

type Props = { userId: number; username: string; account: Account };

/**
 * Spec 1 §2.8, §5: the account form. Sends only the changed values with the current password;
 * the server's errors sit under their fields (until the field is edited again), others show
 * above the form.
 */
export function AccountForm({ userId, username, account }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const showToast = useToast();
  const mutation = useUpdateAccount(userId);
  const [values, setValues] = useState(() => valuesOf(account));
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [edited, setEdited] = useState<ReadonlySet<AccountField>>(new Set());
  const [isSaved, showSaved] = useTimedFlag(SAVED_INDICATOR_MS);

  const missing: readonly AccountField[] = isSubmitted ? missingFields(values) : [];
  const serverErrors = fieldErrorsOf(mutation.error, ACCOUNT_FIELDS, t);
  const banner = bannerMessageOf(mutation.error, ACCOUNT_FIELDS, t);
  // Spec 1 §5: a required field left empty, else the server's message until the field is edited.
  const errorOf = (field: AccountField): string | undefined =>
    missing.includes(field) ? t('account.required') : edited.has(field) ? undefined : serverErrors[field];

  const change = <F extends AccountField>(field: F, value: AccountValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setEdited((fields) => new Set(fields).add(field));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (missingFields(values).length > 0) return; // spec 1 §5: no submit with a field in error
    const update = accountUpdateOf(account, values);
    setEdited(new Set());
    mutation.mutate(update, {
      onSuccess: (answer) => {
        setValues(valuesOf(accountAfter(account, update)));
        setIsSubmitted(false);
        showSaved();
        if (answer.sent_email) {
          showToast(t('account.emailSent', { email: answer.email ?? update.email }), {
            tone: 'info',
            duration: EMAIL_TOAST_MS,
          });
        }
      },
    });
  };

  /** Props shared by the text controls: id, value, change, error state and descriptions. */
  const control = (field: TextField, hint?: string) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    'aria-invalid': !!errorOf(field),
    'aria-describedby': describedBy(`${id}-${field}`, hint, errorOf(field)),
  });

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      {banner && <DangerNotice>{banner}</DangerNotice>}
      <FormField id={`${id}-username`} label={t('account.username')} hint={t('account.usernameHint')}>
        <input
          id={`${id}-username`}
          className="input"
          value={username}
          readOnly
          aria-describedby={`${id}-username-hint`}
        />
      </FormField>
      <FormField
        id={`${id}-currentpassword`}
        label={t('account.currentPassword')}
        error={errorOf('currentpassword')}
      >
        <PasswordInput {...control('currentpassword')} autoComplete="current-password" required />
      </FormField>
      <FormField
        id={`${id}-newpassword`}
        label={t('account.newPassword')}
        hint={t('account.newPasswordHint')}
        error={errorOf('newpassword')}
      >
        <PasswordInput
          {...control('newpassword', t('account.newPasswordHint'))}
          autoComplete="new-password"
        />
      </FormField>
      <FormField
        id={`${id}-email`}
        label={t('account.email')}
        hint={t('account.emailNotice')}
        error={errorOf('email')}
      >
        <input
          {...control('email', t('account.emailNotice'))}
          className="input"
          type="email"
          autoComplete="email"
          spellCheck={false}
          required
        />
      </FormField>
      <FormField id={`${id}-name`} label={t('account.name')} error={errorOf('name')}>
        <input {...control('name')} className="input" autoComplete="name" required />
      </FormField>
      <FormField
        id={`${id}-forum_username`}
        label={t('account.forumUsername')}
        hint={t('account.forumUsernameHint')}
        error={errorOf('forum_username')}
      >
        <input
          {...control('forum_username', t('account.forumUsernameHint'))}
          className="input"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
      </FormField>
      <div className={styles.checkField}>
        <label className={checkboxStyles.checkbox}>
          <input
            type="checkbox"
            name="is_profile_public"
            checked={values.is_profile_public}
            onChange={(event) => change('is_profile_public', event.target.checked)}
            aria-describedby={`${id}-public-hint`}
          />
          {t('account.publicProfile')}
        </label>
        <p id={`${id}-public-hint`} className={styles.hint}>
          {t('account.publicProfileHint')}
        </p>
        {errorOf('is_profile_public') && <p className={styles.error}>{errorOf('is_profile_public')}</p>}
      </div>
      <div className={styles.actions}>
        <button className="button" type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t('account.saving') : t('account.save')}
        </button>
        <SaveStatus state={isSaved ? 'saved' : 'idle'} />
      </div>
    </form>
  );
}
