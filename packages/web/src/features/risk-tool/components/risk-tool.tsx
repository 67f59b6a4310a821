import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  DANGER_LEVELS,
  HAZARD_POTENTIAL_RANGES,
  RISK_METHODS,
  RISK_ORIENTATIONS,
  SLOPE_HEIGHT_MAX,
  SLOPE_HEIGHT_MIN,
  SLOPE_MAX,
  SLOPE_MIN,
  dangerLevelAt,
  evaluateRisk,
  hazardPotentialOf,
  type Orientation,
  type Position,
  type RiskError,
  type RiskInputs,
} from '@cairn/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { isFullDocument } from '../../../lib/documents.ts';
import { documentQuery } from '../../../lib/get-document.ts';
import { bulletinsAt } from '../../avalanche/index.ts';
import { LazyRiskMap, parseBbox, routeLineOf } from '../../map/index.ts';
import { useLooseT } from '../../../lib/loose-t.ts';
import { useLeaveGuard } from '../../../lib/use-leave-guard.ts';
import { EMPTY_FORM, inputsOf, isChanged, type RiskForm } from '../lib/form-state.ts';
import { RiskResult } from './risk-result.tsx';
import styles from './risk-tool.module.css';

/** Problems shown under their field as the user types; the missing ones wait in the result panel. */
const FIELD_CODES = new Set<RiskError['code']>([
  'dangerInvalid',
  'altitudeRequired',
  'altitudeInvalid',
  'slopeOutOfBounds',
  'slopeHeightOutOfBounds',
  'mrdDangerTooHigh',
  'hazardPotentialOutOfRange',
  'groupSizeInvalid',
  'invalidValue',
]);

export type RiskToolProps = {
  /** The address's `bbox` (EPSG:3857 `xmin,ymin,xmax,ymax`): where the map opens. */
  bbox?: string | undefined;
  /** `yeti/{document_id}`: the route whose line the map shows first. */
  documentId?: number | undefined;
};

/**
 * Spec 3 "Risk tool" (yeti): one slope checked against Werner Munter's reduction methods — the
 * bulletin's levels, the slope, the method and, for the professional one, its factors; the result
 * follows every change. The rules are the domain's `evaluateRisk`. Under them, the map of the
 * slopes coloured by the same verdict (issue 17, `LazyRiskMap` of the map feature).
 */
export function RiskTool({ bbox, documentId }: RiskToolProps = {}) {
  const { t, i18n } = useTranslation();
  const { tx } = useLooseT();
  const [form, setForm] = useState<RiskForm>(EMPTY_FORM);
  const inputs = useMemo(() => inputsOf(form), [form]);
  const outcome = useMemo(() => evaluateRisk(inputs), [inputs]);
  const [initialExtent] = useState(() => parseBbox(bbox));
  const [line, setLine] = useState<{ positions: Position[] | null; byUser: boolean; fitKey: number }>({
    positions: null,
    byUser: false,
    fitKey: 0,
  });
  const route = useQuery({
    ...documentQuery('route', documentId ?? 0, i18n.language),
    enabled: documentId !== undefined,
  });
  const routeDoc = route.data && isFullDocument(route.data) ? route.data : undefined;
  const routeLine = useMemo(
    () => (routeDoc ? routeLineOf(routeDoc.geometry?.geom_detail) : null),
    [routeDoc],
  );
  // The route's line, once read, replaces whatever the map shows, and the view fits it (state
  // adjusted while rendering, as React advises for state that follows a prop).
  const [loadedRoute, setLoadedRoute] = useState<number>();
  if (routeDoc && loadedRoute !== routeDoc.document_id) {
    setLoadedRoute(routeDoc.document_id);
    setLine((old) => ({ positions: routeLine, byUser: false, fitKey: old.fitKey + 1 }));
  }
  const { blocker } = useLeaveGuard(isChanged(form) || line.byUser);

  // Issue 17: a click on the map fills the level from the avalanche bulletin there, if any.
  const [pointBulletin, setPointBulletin] = useState<
    | { status: 'asking' | 'none' | 'failed' }
    | { status: 'filled'; level: number; zones: string; validUntil: string }
    | null
  >(null);
  const askedPoint = useRef(0);
  const handlePointClick = (lon: number, lat: number) => {
    const id = ++askedPoint.current;
    setPointBulletin({ status: 'asking' });
    bulletinsAt(lon, lat).then(
      (answer) => {
        if (id !== askedPoint.current) return;
        if (!answer.enabled) return setPointBulletin(null);
        if (answer.bulletins.length === 0) return setPointBulletin({ status: 'none' });
        const level = Math.max(...answer.bulletins.map((bulletin) => bulletin.danger.max));
        setForm((old) => ({ ...old, dangerHigh: String(level), twoLevels: false }));
        setPointBulletin({
          status: 'filled',
          level,
          zones: answer.bulletins.map((bulletin) => bulletin.name).join(', '),
          validUntil: new Date(
            Math.min(...answer.bulletins.map((bulletin) => Date.parse(bulletin.validUntil))),
          ).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
        });
      },
      () => id === askedPoint.current && setPointBulletin({ status: 'failed' }),
    );
  };
  const set = <K extends keyof RiskForm>(key: K, value: RiskForm[K]) =>
    setForm((old) => ({ ...old, [key]: value }));
  const errors = outcome.ok ? [] : outcome.errors;
  const errorOf = (field: keyof RiskInputs) => {
    const error = errors.find((item) => item.field === field && FIELD_CODES.has(item.code));
    return error ? tx(`riskTool.errors.${error.code}`) : undefined;
  };
  const level = dangerLevelAt(inputs)?.level;
  const range =
    level !== undefined && level <= 4 ? HAZARD_POTENTIAL_RANGES[level as 1 | 2 | 3 | 4] : undefined;
  const aspects = form.method === 'mre' || form.method === 'mrp';
  const toggleCritical = (orientation: Orientation) =>
    set(
      'criticalOrientations',
      form.criticalOrientations.includes(orientation)
        ? form.criticalOrientations.filter((item) => item !== orientation)
        : RISK_ORIENTATIONS.filter(
            (item) => item === orientation || form.criticalOrientations.includes(item),
          ),
    );

  const levelSelect = (key: 'dangerHigh' | 'dangerLow', label: string, field: keyof RiskInputs) => (
    <Field label={label} error={errorOf(field)} id={`risk-${key}`}>
      <select
        id={`risk-${key}`}
        className="input"
        value={form[key]}
        onChange={(event) => set(key, event.target.value)}
        aria-invalid={!!errorOf(field)}
        aria-describedby={errorOf(field) ? `risk-${key}-help` : undefined}
      >
        <option value="">{t('riskTool.chooseLevel')}</option>
        {DANGER_LEVELS.map((value) => (
          <option key={value} value={value}>
            {tx(`riskTool.levels.${value}`)}
          </option>
        ))}
      </select>
    </Field>
  );

  const numberInput = (
    key: 'changeAltitude' | 'slopeAltitude' | 'slope' | 'slopeHeight' | 'hazardPotential' | 'groupSize',
    label: string,
    bounds: { min: number; max: number; step?: number },
    hint?: string,
  ) => (
    <Field label={label} error={errorOf(key)} id={`risk-${key}`} hint={hint}>
      <input
        id={`risk-${key}`}
        className="input"
        type="number"
        inputMode="decimal"
        min={bounds.min}
        max={bounds.max}
        step={bounds.step ?? 1}
        value={form[key]}
        onChange={(event) => set(key, event.target.value)}
        aria-invalid={!!errorOf(key)}
        aria-describedby={hint || errorOf(key) ? `risk-${key}-help` : undefined}
      />
    </Field>
  );

  return (
    <div className={styles.page}>
      <title>{`${t('screens.yeti')} · ${t('app.name')}`}</title>
      <header className={styles.header}>
        <h1>{t('riskTool.title')}</h1>
        <p>{t('riskTool.intro')}</p>
      </header>
      <div className={styles.layout}>
        <form className={styles.form} onSubmit={(event) => event.preventDefault()} noValidate>
          <fieldset className={styles.section}>
            <legend>{t('riskTool.bulletin')}</legend>
            {pointBulletin && (
              <p className={styles.hint} role="status" data-testid="point-bulletin">
                {pointBulletin.status === 'filled'
                  ? t('riskMap.bulletinFilled', pointBulletin)
                  : tx(`riskMap.bulletin.${pointBulletin.status}`)}
              </p>
            )}
            {levelSelect(
              'dangerHigh',
              form.twoLevels ? t('riskTool.dangerHighTwo') : t('riskTool.dangerHigh'),
              'dangerHigh',
            )}
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={form.twoLevels}
                onChange={(event) => set('twoLevels', event.target.checked)}
              />
              {t('riskTool.twoLevels')}
            </label>
            {form.twoLevels && (
              <div className={styles.row}>
                {levelSelect('dangerLow', t('riskTool.dangerLow'), 'dangerLow')}
                {numberInput('changeAltitude', t('riskTool.changeAltitude'), {
                  min: 0,
                  max: 4900,
                  step: 100,
                })}
                {numberInput(
                  'slopeAltitude',
                  t('riskTool.slopeAltitude'),
                  { min: 0, max: 4900 },
                  t('riskTool.slopeAltitudeHint'),
                )}
              </div>
            )}
          </fieldset>

          <fieldset className={styles.section}>
            <legend>{t('riskTool.slopeSection')}</legend>
            <div className={styles.row}>
              {numberInput('slope', t('riskTool.slope'), { min: SLOPE_MIN, max: SLOPE_MAX })}
              {numberInput('slopeHeight', t('riskTool.slopeHeight'), {
                min: SLOPE_HEIGHT_MIN,
                max: SLOPE_HEIGHT_MAX,
                step: 10,
              })}
            </div>
          </fieldset>

          <fieldset className={styles.section}>
            <legend>{t('riskTool.method')}</legend>
            <div className={styles.methods}>
              {RISK_METHODS.map((method) => (
                <label key={method} className={styles.method}>
                  <input
                    type="radio"
                    name="risk-method"
                    value={method}
                    checked={form.method === method}
                    onChange={() => set('method', method)}
                  />
                  <span>
                    <strong>{tx(`riskTool.methods.${method}.name`)}</strong>
                    <span className={styles.muted}>{tx(`riskTool.methods.${method}.text`)}</span>
                  </span>
                </label>
              ))}
            </div>
            {errorOf('method') && (
              <p className={styles.error} role="alert">
                {errorOf('method')}
              </p>
            )}
          </fieldset>

          {aspects && (
            <fieldset className={styles.section}>
              <legend>{t('riskTool.aspects')}</legend>
              <Field label={t('riskTool.orientation')} id="risk-orientation">
                <select
                  id="risk-orientation"
                  className="input"
                  value={form.orientation}
                  onChange={(event) => set('orientation', event.target.value as Orientation | '')}
                >
                  <option value="">{t('riskTool.orientationNone')}</option>
                  {RISK_ORIENTATIONS.map((orientation) => (
                    <option key={orientation} value={orientation}>
                      {tx(`riskTool.orientations.${orientation}`)}
                    </option>
                  ))}
                </select>
              </Field>
              <fieldset className={styles.inner}>
                <legend>{t('riskTool.critical')}</legend>
                <div className={styles.compass}>
                  {RISK_ORIENTATIONS.map((orientation) => (
                    <label key={orientation} className={styles.check}>
                      <input
                        type="checkbox"
                        checked={form.criticalOrientations.includes(orientation)}
                        onChange={() => toggleCritical(orientation)}
                      />
                      {tx(`riskTool.orientations.${orientation}`)}
                    </label>
                  ))}
                </div>
              </fieldset>
            </fieldset>
          )}

          {form.method === 'mrp' && (
            <fieldset className={styles.section}>
              <legend>{t('riskTool.professional')}</legend>
              {numberInput(
                'hazardPotential',
                t('riskTool.hazardPotential'),
                range ?? { min: 1, max: 16 },
                level !== undefined && range
                  ? t('riskTool.hazardPotentialHint', {
                      potential: hazardPotentialOf(level),
                      level,
                      min: range.min,
                      max: range.max,
                    })
                  : undefined,
              )}
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={form.wetSnow}
                  onChange={(event) => set('wetSnow', event.target.checked)}
                />
                <span>
                  {t('riskTool.wetSnow')} <span className={styles.muted}>{t('riskTool.wetSnowHint')}</span>
                </span>
              </label>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={form.frequentlyTravelled}
                  onChange={(event) => set('frequentlyTravelled', event.target.checked)}
                />
                {t('riskTool.frequented')}
              </label>
              {numberInput(
                'groupSize',
                t('riskTool.groupSize'),
                { min: 1, max: 99 },
                t('riskTool.groupHint'),
              )}
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={form.spacing}
                  onChange={(event) => set('spacing', event.target.checked)}
                />
                {t('riskTool.spacing')}
              </label>
            </fieldset>
          )}
        </form>

        <RiskResult outcome={outcome} />
      </div>

      {documentId !== undefined && (route.isError || (route.data && !routeLine)) && (
        <p className={styles.error} role="alert">
          {routeDoc ? t('riskMap.routeNoLine') : t('riskMap.routeNotFound')}
        </p>
      )}
      <LazyRiskMap
        inputs={inputs}
        initialExtent={initialExtent}
        line={line.positions}
        onLineChange={(positions) => setLine((old) => ({ ...old, positions, byUser: true }))}
        onPointClick={handlePointClick}
        lineFitKey={line.fitKey}
        lineName={routeDoc ? `yeti-${routeDoc.document_id}` : 'yeti'}
      />

      {blocker.state === 'blocked' && (
        <ConfirmDialog
          title={t('riskTool.leaveTitle')}
          confirmLabel={t('riskTool.leave')}
          isPending={false}
          onConfirm={() => blocker.proceed()}
          onCancel={() => blocker.reset()}
        >
          <p>{t('riskTool.leaveText')}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

/** A labelled input with its hint and its problem, tied to it for screen readers. */
function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children}
      {(hint || error) && (
        <div id={`${id}-help`}>
          {hint && <p className={styles.hint}>{hint}</p>}
          {error && <p className={styles.error}>{error}</p>}
        </div>
      )}
    </div>
  );
}
