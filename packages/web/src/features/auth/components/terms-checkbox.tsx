import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { ARTICLE_IDS } from '../../../config/links.ts';
import styles from './auth-form.module.css';

/** The terms of use to accept (sign-in after a 403, signup), with a link to read them. */
export function TermsCheckbox({
  isChecked,
  onChange,
}: {
  isChecked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.terms}>
      <label className={styles.checkbox}>
        <input type="checkbox" checked={isChecked} onChange={(event) => onChange(event.target.checked)} />
        {t('auth.acceptTerms')}
      </label>
      <Link to={paths.documentView.href('article', ARTICLE_IDS.termsOfService)} target="_blank">
        {t('auth.readTerms')}
      </Link>
    </div>
  );
}
