import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postImageList, postImageUpload, type DocumentType } from '@cairn/domain';
import { call } from '../../../lib/api.ts';
import { uploadFile, type UploadOptions } from '../../../lib/api-upload.ts';

/** `POST /images/upload` (api.md §14.3): the file in, its stored name out, with its progress. */
export const uploadImage = (file: Blob, name: string, options: UploadOptions): Promise<string> =>
  uploadFile(postImageUpload, file, name, options).then((answer) => answer.filename);

/**
 * `POST /images/list` (api.md §14.3): creates the image documents of the saved items, linked
 * to their parent, whose pages are then read again so that they show the new images.
 */
export function useSaveImages(parentType: DocumentType, parentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { images: Record<string, unknown>[] }) =>
      call(postImageList, { body: body as never }).then((answer) => answer.images),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['document', parentType, parentId] }),
        queryClient.invalidateQueries({ queryKey: ['documents'] }),
      ]);
    },
  });
}
