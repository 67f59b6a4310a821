import { postForumTopic, type Lang } from '@cairn/domain';
import { ApiError, call } from '../../../lib/api.ts';

/**
 * api.md §14.4: opens the comment topic of a document locale. Spec 2 "Forum": a 400 whose
 * error carries a `topic_id` means the topic exists already, and that topic is adopted.
 */
export async function openCommentTopic(documentId: number, lang: string): Promise<number> {
  try {
    const created = await call(postForumTopic, { body: { document_id: documentId, lang: lang as Lang } });
    return created.topic_id;
  } catch (error) {
    const existing = error instanceof ApiError && error.status === 400 ? existingTopicOf(error) : undefined;
    if (existing !== undefined) return existing;
    throw error;
  }
}

function existingTopicOf(error: ApiError): number | undefined {
  const topicId = error.errors.find((entry) => typeof entry.topic_id === 'number')?.topic_id;
  return typeof topicId === 'number' ? topicId : undefined;
}
