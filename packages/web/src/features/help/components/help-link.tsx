import { lazy, Suspense, useState, type ReactNode } from 'react';
import { loadAllMessages } from '../../../lib/i18n.ts';

// The pop-up and its messages load on the first click (the top bar is part of the home page).
const HelpPopup = lazy(() =>
  Promise.all([import('./help-popup.tsx'), loadAllMessages()]).then(([module]) => module),
);

type Props = {
  articleId: number;
  /** The section of the article to show (a heading's id). */
  anchor?: string;
  className?: string;
  label?: string;
  children: ReactNode;
};

/** Spec 1 §2.2: a help link of the top bar or a form, which opens the help pop-up. */
export function HelpLink({ articleId, anchor, className, label, children }: Props) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => setIsOpen(true)}
      >
        {children}
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <HelpPopup articleId={articleId} anchor={anchor} onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
