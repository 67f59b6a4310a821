import { useTranslation } from 'react-i18next';
import type { RiskError, RiskResult as Result } from '@cairn/domain';
import { useLooseT } from '../../../lib/loose-t.ts';
import styles from './risk-tool.module.css';

/** The verdict and its figures, or what is still missing (spec 3 §5, §9). */
export function RiskResult({
  outcome,
}: {
  outcome: { ok: true; result: Result } | { ok: false; errors: RiskError[] };
}) {
  const { t } = useTranslation();
  const { tx } = useLooseT();
  return (
    <section className={styles.result} aria-labelledby="risk-result-title">
      <h2 id="risk-result-title">{t('riskTool.result')}</h2>
      <div role="status" aria-live="polite">
        {outcome.ok ? (
          <Figures result={outcome.result} />
        ) : (
          <>
            <p className={styles.incomplete}>{t('riskTool.incomplete')}</p>
            <ul className={styles.problems}>
              {outcome.errors.map((error) => (
                <li key={`${error.field}-${error.code}`}>{tx(`riskTool.errors.${error.code}`)}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}

function Figures({ result }: { result: Result }) {
  const { t } = useTranslation();
  const { tx } = useLooseT();
  const limit = result.slopeLimit;
  return (
    <>
      <p className={`${styles.verdict} ${styles[result.verdict]}`} data-verdict={result.verdict}>
        {tx(`riskTool.verdicts.${result.verdict}`)}
      </p>
      <dl className={styles.figures}>
        <dt>{t('riskTool.methodUsed')}</dt>
        <dd>{tx(`riskTool.methods.${result.method}.name`)}</dd>
        <dt>{t('riskTool.dangerUsed')}</dt>
        <dd>{tx(`riskTool.levels.${result.dangerLevel}`)}</dd>
        <dt>{t('riskTool.potential')}</dt>
        <dd>{result.hazardPotential}</dd>
        {result.verdict !== 'stayHome' && (
          <>
            <dt>{t('riskTool.slopeLimit')}</dt>
            <dd>
              {limit === null
                ? t('riskTool.slopeLimitNone')
                : limit.inclusive
                  ? t('riskTool.slopeLimitAbove', { degrees: limit.degrees })
                  : t('riskTool.slopeLimitBelow', { degrees: limit.degrees })}
              {result.slopeExcluded && <strong> — {t('riskTool.slopeExcluded')}</strong>}
            </dd>
          </>
        )}
        {result.residualRisk !== null && result.residualRiskLevel !== null && (
          <>
            <dt>{t('riskTool.factors')}</dt>
            <dd>
              {result.factors.length === 0 ? (
                t('riskTool.factorsNone')
              ) : (
                <ul className={styles.factors}>
                  {result.factors.map((factor) => (
                    <li key={factor.code}>
                      {tx(`riskTool.factorNames.${factor.code}`)}{' '}
                      <span className={styles.times}>×{factor.value}</span>
                    </li>
                  ))}
                </ul>
              )}
            </dd>
            <dt>{t('riskTool.residual')}</dt>
            <dd>
              <span className={`${styles.residual} ${styles[result.residualRiskLevel]}`}>
                {result.hazardPotential} ÷ {result.reduction} = {result.residualRisk}
              </span>{' '}
              {tx(`riskTool.residualLevels.${result.residualRiskLevel}`)}
            </dd>
          </>
        )}
      </dl>
      {result.notes.length > 0 && (
        <ul className={styles.notes}>
          {result.notes.map((note) => (
            <li key={note}>{tx(`riskTool.notes.${note}`)}</li>
          ))}
        </ul>
      )}
    </>
  );
}
