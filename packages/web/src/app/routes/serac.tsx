import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EVENT_ACTIVITIES, SERAC_ARTICLE_ID } from '@cairn/domain';
import { env } from '../../config/env.ts';
import { paths } from '../../config/paths.ts';
import { useContentLang } from '../../lib/content-lang.ts';
import { useLooseT } from '../../lib/loose-t.ts';
import { Icon } from '../../components/icon.tsx';
import styles from './hub.module.css';

const BENEFITS = ['nearMiss', 'testimony', 'anonymity'] as const;

/** Spec 3 "Incident database landing page": why to report, how to, and reports per activity. */
export default function SeracRoute() {
  const { t } = useTranslation();
  const { tx } = useLooseT();
  const lang = useContentLang();
  return (
    <div className={styles.page}>
      <title>{`${t('screens.serac')} · ${t('app.name')}`}</title>
      <header className={styles.hero}>
        <h1>{t('serac.title')}</h1>
        <p>{t('serac.intro')}</p>
        <div className={styles.actions}>
          <Link className="button button-accent" to={paths.documentAdd.href('xreport', lang)}>
            <Icon name="plus" size={18} /> {t('serac.create')}
          </Link>
          <Link className="button" to={paths.documentList.href('xreport')}>
            {t('serac.view')}
          </Link>
          <Link className="button button-quiet" to={paths.documentView.href('article', SERAC_ARTICLE_ID)}>
            {t('serac.about')}
          </Link>
          {env.seracAnalysisUrl && (
            <a
              className="button button-quiet"
              href={env.seracAnalysisUrl}
              rel="noopener noreferrer"
              target="_blank"
            >
              {t('serac.analysis')}
            </a>
          )}
        </div>
      </header>

      <ul className={styles.benefits}>
        {BENEFITS.map((benefit) => (
          <li key={benefit} className={styles.benefit}>
            <h2>{t(`serac.benefits.${benefit}.title`)}</h2>
            <p>{t(`serac.benefits.${benefit}.text`)}</p>
          </li>
        ))}
      </ul>

      <section className={styles.section} aria-labelledby="serac-activities">
        <h2 id="serac-activities">{t('serac.byActivity')}</h2>
        <ul className={styles.tiles}>
          {EVENT_ACTIVITIES.map((activity) => (
            <li key={activity}>
              <Link to={paths.documentList.href('xreport', { act: activity })} className={styles.tile}>
                <span className={styles.tileIcon}>
                  <Icon name="alert" size={22} />
                </span>
                <span className={styles.tileLabel}>{tx(`enums.event_activities.${activity}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
