import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LayerChoice } from '../layers/use-layer-choice.ts';
import styles from './layer-switcher.module.css';

const LAYERS = 'M12 3 2 8l10 5 10-5-10-5zM2 13l10 5 10-5M2 17.5l10 5 10-5';

/**
 * Spec 3 §2 "Base-layer switcher", "Slope overlays" and "Protection-area overlay": one button opening the list of base
 * layers (one at a time) and of overlays (any number), among those the visitor may see.
 */
export function LayerSwitcher({ choice }: { choice: LayerChoice }) {
  const { t } = useTranslation();
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [isOpen]);

  if (choice.baseLayers.length < 2 && choice.overlays.length === 0 && !choice.hasProtection) return null;

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen) return;
    // The map's full screen also leaves on Escape: the open list closes first.
    event.stopPropagation();
    setIsOpen(false);
    button.current?.focus();
  };

  return (
    <div ref={root} className={styles.switcher} onKeyDown={handleKeyDown}>
      <button
        ref={button}
        type="button"
        className={styles.toggle}
        aria-expanded={isOpen}
        aria-controls={`${id}-panel`}
        title={t('map.layers')}
        onClick={() => setIsOpen((open) => !open)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d={LAYERS} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
        <span className={styles.label}>{t('map.layers')}</span>
      </button>
      <div id={`${id}-panel`} className={styles.panel} hidden={!isOpen}>
        <fieldset className={styles.group}>
          <legend>{t('map.baseLayer')}</legend>
          {choice.baseLayers.map((layer) => (
            <label key={layer.name} className={styles.option}>
              <input
                type="radio"
                name={`${id}-base`}
                checked={layer.name === choice.baseLayer.name}
                onChange={() => choice.chooseBaseLayer(layer.name)}
              />
              {layer.name}
            </label>
          ))}
        </fieldset>
        {(choice.overlays.length > 0 || choice.hasProtection) && (
          <fieldset className={styles.group}>
            <legend>{t('map.overlays')}</legend>
            {choice.overlays.map((overlay) => (
              <label key={overlay.name} className={styles.option}>
                <input
                  type="checkbox"
                  checked={choice.shownOverlays.includes(overlay)}
                  onChange={(event) => choice.toggleOverlay(overlay.name, event.target.checked)}
                />
                {overlay.name}
              </label>
            ))}
            {choice.hasProtection && (
              <label className={styles.option}>
                <input
                  type="checkbox"
                  checked={choice.showsProtection}
                  onChange={(event) => choice.toggleProtection(event.target.checked)}
                />
                {t('map.protection.overlay')}
              </label>
            )}
          </fieldset>
        )}
      </div>
    </div>
  );
}
