import { useTranslation } from 'react-i18next';
import { diffLines, type WordPart } from '../lib/lcs-diff.ts';
import styles from './text-diff.module.css';

function Parts({ parts, Mark }: { parts: WordPart[]; Mark: 'del' | 'ins' }) {
  return parts.map((part, index) => (part.isChanged ? <Mark key={index}>{part.text}</Mark> : part.text));
}

/** A text (a section's markdown) compared line by line, and word by word within a changed line. */
export function TextDiff({ before, after }: { before: string; after: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.text}>
      {diffLines(before, after).map((line, index) => {
        switch (line.kind) {
          case 'equal':
            return (
              <div key={index} className={styles.line}>
                {line.text || '\u00a0'}
              </div>
            );
          case 'skipped':
            return (
              <div key={index} className={styles.skipped}>
                {t('history.unchangedLines', { count: line.count })}
              </div>
            );
          case 'removed':
            return (
              <div key={index} className={styles.removed}>
                <span className="visually-hidden">{t('history.removedLine')} </span>
                <Parts parts={line.parts} Mark="del" />
              </div>
            );
          case 'added':
            return (
              <div key={index} className={styles.added}>
                <span className="visually-hidden">{t('history.addedLine')} </span>
                <Parts parts={line.parts} Mark="ins" />
              </div>
            );
        }
      })}
    </div>
  );
}
