import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CONTEST_YEARS, type ContestEdition, type ContestWinner } from '@cairn/domain';
import { paths } from '../../../config/paths.ts';
import { imageUrl, localeOf, titleOf, type Listing } from '../../../lib/documents.ts';
import { documentHref } from '../../../lib/document-href.ts';
import { preparedCookedHtml } from '../../../lib/cooked-html.ts';
import { useContentLang } from '../../../lib/content-lang.ts';
import { useLooseT } from '../../../lib/loose-t.ts';
import { LoadingNotice } from '../../../components/loading-notice.tsx';
import { DangerNotice } from '../../../components/danger-notice.tsx';
import { ThumbnailList, useImageViewer } from '../../image-viewer/index.ts';
import { contestEditionsQuery, contestHistoryQuery, contestYearQuery } from '../api/contest-queries.ts';
import { sortedByAssociationDate, type Candidate } from '../lib/candidates.ts';
import styles from './picture-contest.module.css';

/**
 * Spec 3 "Photo contest": the year buttons, then the year's winners and its candidates. With no
 * year in the address, the latest edition the contest article lists.
 */
export function PictureContest({ year }: { year?: number }) {
  const { t } = useTranslation();
  const lang = useContentLang();
  const editions = useQuery(contestEditionsQuery(lang));
  const shownYear = year ?? editions.data?.at(-1)?.year ?? CONTEST_YEARS.at(-1)!;
  const edition = editions.data?.find((e) => e.year === shownYear);
  return (
    <div className={styles.page}>
      <title>{`${t('pictureContest.title')} ${shownYear} · ${t('app.name')}`}</title>
      <h1>{t('pictureContest.title')}</h1>
      <nav aria-label={t('pictureContest.years')}>
        <ul className={styles.years}>
          {CONTEST_YEARS.map((y) => (
            <li key={y}>
              <Link
                to={paths.pictureContest.href(y)}
                className={y === shownYear ? 'button button-accent' : 'button button-quiet'}
                aria-current={y === shownYear ? 'page' : undefined}
              >
                {y}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {editions.isPending ? (
        <LoadingNotice />
      ) : editions.isError ? (
        <DangerNotice title={t('errors.title')}>{t('pictureContest.loadError')}</DangerNotice>
      ) : edition ? (
        <ContestYear key={edition.year} edition={edition} lang={lang} />
      ) : (
        <p className={styles.empty}>{t('pictureContest.noEdition', { year: shownYear })}</p>
      )}
    </div>
  );
}

function ContestYear({ edition, lang }: { edition: ContestEdition; lang: string }) {
  const { t } = useTranslation();
  // Spec 3: the count toggles sorting by association date; the viewer walks the order shown.
  const [byAssociationDate, setByAssociationDate] = useState(false);
  const year = useQuery(contestYearQuery(edition, lang));
  const history = useQuery({
    ...contestHistoryQuery(edition.articleId),
    enabled: edition.candidatesFromHistory,
  });
  if (year.isPending) return <LoadingNotice />;
  if (year.isError || !year.data)
    return <DangerNotice title={t('errors.title')}>{t('pictureContest.loadError')}</DangerNotice>;
  const { doc, winners, images } = year.data;
  const cooked = doc.cooked as Record<string, unknown> | undefined;
  const summary = typeof cooked?.summary === 'string' ? cooked.summary : '';
  const candidates: Candidate[] | undefined = edition.candidatesFromHistory
    ? history.data
    : images.map((image) => ({
        document_id: image.document_id,
        type: 'i',
        locales: [{ lang: image.locales?.[0]?.lang ?? lang, title: titleOf(image) }],
      }));
  const shown = candidates && byAssociationDate ? sortedByAssociationDate(candidates) : candidates;
  return (
    <ContestImages winners={winners} candidates={shown}>
      {(linkProps) => (
        <>
          <section className={styles.section} aria-labelledby="contest-year">
            <h2 id="contest-year">
              <Link to={documentHref(doc, 'article')}>{String(localeOf(doc)?.title ?? edition.year)}</Link>
            </h2>
            {summary && (
              <div
                className={styles.summary}
                dangerouslySetInnerHTML={{ __html: preparedCookedHtml(summary) }}
              />
            )}
            <h3>{t('pictureContest.winners')}</h3>
            {winners.length === 0 ? (
              <p className={styles.empty}>{t('pictureContest.noWinners')}</p>
            ) : (
              <Winners winners={winners} linkProps={linkProps} />
            )}
          </section>
          <section className={styles.section} aria-labelledby="contest-candidates">
            <h3 id="contest-candidates">{t('pictureContest.candidates')}</h3>
            {candidates ? (
              <Candidates
                candidates={shown ?? candidates}
                byAssociationDate={byAssociationDate}
                onToggle={() => setByAssociationDate((on) => !on)}
                linkProps={linkProps}
              />
            ) : history.isError ? (
              <DangerNotice title={t('errors.title')}>{t('pictureContest.loadError')}</DangerNotice>
            ) : (
              <LoadingNotice />
            )}
          </section>
        </>
      )}
    </ContestImages>
  );
}

type LinkProps = ReturnType<typeof useImageViewer>['linkProps'];

/**
 * One image viewer over the year's winners and candidates (a winner is a candidate too: two
 * viewers would both open on it), in the order the page shows them: the winners that are not
 * candidates, then the candidates as they are sorted now, so that the viewer walks the
 * candidates' grid thumbnail after thumbnail.
 */
function ContestImages({
  winners,
  candidates,
  children,
}: {
  winners: ContestWinner[];
  candidates: Candidate[] | undefined;
  children: (linkProps: LinkProps) => ReactNode;
}) {
  const images = useMemo(() => {
    const candidateIds = new Set(candidates?.map((c) => c.document_id));
    const all = new Map<number, Listing>();
    for (const w of winners)
      if (!candidateIds.has(w.documentId))
        all.set(w.documentId, {
          document_id: w.documentId,
          type: 'i',
          locales: [{ lang: '', title: w.title }],
        } as Listing);
    for (const c of candidates ?? []) all.set(c.document_id, c as unknown as Listing);
    return [...all.values()];
  }, [winners, candidates]);
  const { linkProps, viewer } = useImageViewer(images);
  return (
    <>
      {children(linkProps)}
      {viewer}
    </>
  );
}

function Winners({ winners, linkProps }: { winners: ContestWinner[]; linkProps: LinkProps }) {
  const { t } = useTranslation();
  const { tx } = useLooseT();
  return (
    <>
      <ul className={styles.winners}>
        {winners.map((winner, index) => (
          <li key={`${winner.category}-${winner.documentId}-${index}`} className={styles.winner}>
            <Link to={paths.documentView.href('image', winner.documentId)} {...linkProps(winner.documentId)}>
              <img
                src={imageUrl(winner.documentId, 'MI')}
                alt={winner.title || `#${winner.documentId}`}
                loading="lazy"
              />
            </Link>
            <p className={styles.category}>{tx(`pictureContest.categories.${winner.category}`)}</p>
            <p className={styles.winnerTitle}>{winner.title}</p>
            {winner.author && (
              <p className={styles.author}>{t('pictureContest.by', { author: winner.author })}</p>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

function Candidates({
  candidates,
  byAssociationDate,
  onToggle,
  linkProps,
}: {
  /** In the order shown. */
  candidates: Candidate[];
  byAssociationDate: boolean;
  onToggle: () => void;
  linkProps: LinkProps;
}) {
  const { t } = useTranslation();
  if (candidates.length === 0) return <p className={styles.empty}>{t('pictureContest.noCandidates')}</p>;
  return (
    <>
      {/* Spec 3: the count toggles sorting by association date. */}
      <button type="button" className={styles.count} aria-pressed={byAssociationDate} onClick={onToggle}>
        {t('pictureContest.count', { count: candidates.length })}
        <span className={styles.sortHint}>
          {byAssociationDate
            ? t('pictureContest.sortedByAssociationDate')
            : t('pictureContest.sortByAssociationDate')}
        </span>
      </button>
      <ThumbnailList
        images={candidates}
        linkProps={linkProps}
        className={styles.candidates}
        label={t('pictureContest.candidates')}
      />
    </>
  );
}
