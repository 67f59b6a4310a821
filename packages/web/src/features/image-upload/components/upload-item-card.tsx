import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVITIES, IMAGE_CATEGORIES } from '@cairn/domain';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import type { ApiError } from '../../../lib/api.ts';
import { useFormatter } from '../../../lib/field-format.tsx';
import { imageLicence, MAX_TITLE } from '../lib/image-rules.ts';
import { refusalMessage } from '../lib/refusal-message.ts';
import { canRotate, type ItemMetadata, type UploadItem } from '../lib/upload-items.ts';
import { UNREADABLE } from '../hooks/use-uploader.ts';
import styles from './image-uploader.module.css';

type Props = {
  item: UploadItem;
  preview: string | undefined;
  /** The file is still at hand (not so for an item put back from a closed tab): it can be turned. */
  hasFile: boolean;
  error: ApiError | undefined;
  typeChoices: readonly string[];
  isSaving: boolean;
  onRetry: () => void;
  onRemove: () => void;
  onRotate: () => void;
  onEdit: (metadata: Partial<ItemMetadata>) => void;
};

const toggled = (list: readonly string[], value: string, on: boolean): string[] =>
  on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value);

/** The checkboxes of one list field of the item (categories, activities). */
function Choices({
  legend,
  values,
  chosen,
  labelOf,
  disabled,
  onChange,
}: {
  legend: string;
  values: readonly string[];
  chosen: readonly string[];
  labelOf: (value: string) => string;
  disabled: boolean;
  onChange: (chosen: string[]) => void;
}) {
  return (
    <fieldset className={styles.choices} disabled={disabled}>
      <legend className={styles.label}>{legend}</legend>
      {values.map((value) => (
        <label key={value} className={styles.choice}>
          <input
            type="checkbox"
            checked={chosen.includes(value)}
            onChange={(event) => onChange(toggled(chosen, value, event.target.checked))}
          />
          {labelOf(value)}
        </label>
      ))}
    </fieldset>
  );
}

/** One image of the uploader: its preview and state, its actions, what the user sets on it. */
export function UploadItemCard({
  item,
  preview,
  hasFile,
  error,
  typeChoices,
  isSaving,
  onRetry,
  onRemove,
  onRotate,
  onEdit,
}: Props) {
  const { t } = useTranslation();
  const format = useFormatter();
  const id = useId();
  const licence = imageLicence(item.metadata.image_type);
  const facts = item.exif
    ? [
        item.exif.date_time && format.dateTime(item.exif.date_time),
        item.exif.camera_name,
        item.exif.geom && t('imageUpload.position'),
        item.exif.elevation !== undefined && `${format.number(item.exif.elevation)} m`,
      ].filter(Boolean)
    : [];
  const statusText =
    item.status === 'saving'
      ? t('imageUpload.status.saving', { percent: item.percent })
      : t(`imageUpload.status.${item.status}`);
  const failure =
    item.status === 'failed'
      ? item.error === UNREADABLE || !error
        ? t('imageUpload.unreadable')
        : (refusalMessage(error, t, (value) => format.number(value, Number.isInteger(value) ? 0 : 1)) ??
          apiErrorMessage(error, t))
      : null;
  return (
    <li className={styles.item} data-status={item.status} aria-labelledby={`${id}-name`}>
      <div className={styles.preview}>
        {preview ? (
          <img
            src={preview}
            alt=""
            className={styles.previewImage}
            style={{ transform: `rotate(${item.rotation}deg)` }}
          />
        ) : (
          <span className={styles.previewNone} aria-hidden="true">
            ▧
          </span>
        )}
      </div>
      <div className={styles.itemHead}>
        <p className={styles.itemName} id={`${id}-name`}>
          {item.name}
        </p>
        <div className={styles.state} role="status">
          <span>{statusText}</span>
          {item.rotation !== 0 && (
            <span className={styles.muted}>{t('imageUpload.rotated', { degrees: item.rotation })}</span>
          )}
        </div>
        {item.status === 'saving' && (
          <progress
            className={styles.progress}
            max={100}
            value={item.percent}
            aria-label={t('imageUpload.status.saving', { percent: item.percent })}
          />
        )}
        {failure && (
          <p className={styles.failure} role="alert">
            {failure}
          </p>
        )}
        {facts.length > 0 && (
          <p className={styles.muted}>{t('imageUpload.fromPhoto', { facts: facts.join(' · ') })}</p>
        )}
      </div>
      <div className={styles.itemBody}>
        <div className={styles.itemActions}>
          {hasFile && canRotate(item) && (
            <button type="button" className="button button-quiet" onClick={onRotate} disabled={isSaving}>
              {t('imageUpload.rotate')}
            </button>
          )}
          {item.status === 'failed' && (
            <button type="button" className="button" onClick={onRetry} disabled={!hasFile}>
              {t('imageUpload.retry')}
            </button>
          )}
          <button
            type="button"
            className="button button-quiet"
            onClick={onRemove}
            disabled={isSaving}
            aria-describedby={`${id}-name`}
          >
            {item.status === 'failed' || item.status === 'saving'
              ? t('imageUpload.cancel')
              : t('imageUpload.remove')}
          </button>
        </div>
        {item.status !== 'failed' && (
          <>
            <div className={styles.fields}>
              <label className={styles.field}>
                <span className={styles.label}>{format.label('image', 'title')}</span>
                <input
                  className="input"
                  value={item.metadata.title}
                  maxLength={MAX_TITLE}
                  disabled={isSaving}
                  onChange={(event) => onEdit({ title: event.target.value })}
                />
              </label>
              {typeChoices.length > 1 ? (
                <label className={styles.field}>
                  <span className={styles.label}>{format.label('image', 'image_type')}</span>
                  <select
                    className="input"
                    value={item.metadata.image_type}
                    disabled={isSaving}
                    onChange={(event) => onEdit({ image_type: event.target.value })}
                  >
                    {typeChoices.map((choice) => (
                      <option key={choice} value={choice}>
                        {format.enumLabel('image_types', choice)}
                      </option>
                    ))}
                  </select>
                </label>
              ) : (
                <p className={styles.field}>
                  <span className={styles.label}>{format.label('image', 'image_type')}</span>
                  <span>{format.enumLabel('image_types', item.metadata.image_type)}</span>
                </p>
              )}
            </div>
            <p className={styles.licence}>
              {licence.url ? (
                <>
                  {t('imageUpload.licence')}{' '}
                  <a href={licence.url} target="_blank" rel="license noopener noreferrer">
                    CC {licence.code.toUpperCase()} {licence.version}
                  </a>
                </>
              ) : (
                t('imageUpload.copyright')
              )}
            </p>
            <details className={styles.more}>
              <summary>{t('imageUpload.more')}</summary>
              <Choices
                legend={format.label('image', 'categories')}
                values={IMAGE_CATEGORIES}
                chosen={item.metadata.categories}
                labelOf={(value) => format.enumLabel('image_categories', value)}
                disabled={isSaving}
                onChange={(categories) => onEdit({ categories })}
              />
              <Choices
                legend={format.label('image', 'activities')}
                values={ACTIVITIES}
                chosen={item.metadata.activities}
                labelOf={(value) => format.enumLabel('activities', value)}
                disabled={isSaving}
                onChange={(activities) => onEdit({ activities })}
              />
            </details>
          </>
        )}
      </div>
    </li>
  );
}
