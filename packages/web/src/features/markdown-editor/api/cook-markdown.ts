import { useQuery } from '@tanstack/react-query';
import { postCooker } from '@cairn/domain';
import { call } from '../../../lib/api.ts';

/** POST /cooker (api.md §14.2): markdown in, the server's sanitised HTML out. */
export async function cookMarkdown(markdown: string, signal?: AbortSignal): Promise<string> {
  const cooked = await call(postCooker, { body: { value: markdown }, signal });
  return String(cooked.value ?? '');
}

/** The cooked preview of a text, fetched only while the preview shows. */
export const useCookedPreview = (markdown: string, enabled: boolean) =>
  useQuery({
    queryKey: ['cooked', markdown],
    queryFn: ({ signal }) => cookMarkdown(markdown, signal),
    enabled: enabled && markdown.trim() !== '',
    staleTime: Infinity,
    retry: false,
  });
