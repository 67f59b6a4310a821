import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { imageUrl, titleOf, typeOfLetter, type Listing } from '../../../lib/documents.ts';
import { documentHref } from '../../../lib/document-href.ts';
import { useFormatter } from '../../../lib/field-format.tsx';
import { useLooseT } from '../../../lib/loose-t.ts';
import { DocumentCard } from '../../../components/document-card.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { ForumAvatar } from '../../../components/forum-avatar.tsx';
import { userAvatarTemplate } from '../../../lib/forum-links.ts';
import type { FeedItem } from '../api/get-feed.ts';
import { actionKey, FEED_MAX_IMAGES } from '../lib/feed-rules.ts';
import styles from './feed-card.module.css';

/** Spec 1 §7: the forum avatar of the card's user, 36 px. */
const CARD_AVATAR_SIZE = 36;

/** Spec 1 §2.4: one feed entry: who did what, up to 3 images, then the document's card. */
export function FeedCard({ item }: { item: FeedItem }) {
  const { tx } = useLooseT();
  const format = useFormatter();
  const { document: doc, user } = item;
  const type = typeOfLetter(doc.type);
  const images = [item.image1, item.image2, item.image3]
    .filter((image): image is Listing => !!image)
    .slice(0, FEED_MAX_IMAGES);
  // The server answers null for an author whose profile it cannot read: no card then.
  if (user?.type !== 'u') return null;
  const userName = typeof user.name === 'string' ? user.name : '';

  return (
    <article className={styles.card} aria-labelledby={`feed-${item.id}`}>
      <header className={styles.header}>
        {typeof user.forum_username === 'string' && user.forum_username ? (
          <ForumAvatar template={userAvatarTemplate(user.forum_username)} size={CARD_AVATAR_SIZE} />
        ) : (
          <UserAvatar name={userName} size={CARD_AVATAR_SIZE} />
        )}
        <p className={styles.action}>
          <Link to={paths.documentView.href('profile', user.document_id)} className={styles.user}>
            {userName}
          </Link>{' '}
          {tx(actionKey(item.change_type, type))}
          <br />
          <time dateTime={item.time} className={styles.time}>
            {format.dateTime(item.time)}
          </time>
        </p>
      </header>
      {images.length > 0 && (
        <ul className={styles.images} data-count={images.length}>
          {images.map((image) => (
            <li key={image.document_id}>
              <Link to={documentHref(image, 'image')}>
                <img src={imageUrl(image.document_id, 'SI')} alt={titleOf(image)} loading="lazy" />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <DocumentCard doc={doc} titleId={`feed-${item.id}`} />
    </article>
  );
}
