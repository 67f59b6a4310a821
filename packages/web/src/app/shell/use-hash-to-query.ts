import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { hashToQuery } from './hash-to-query.ts';

/** Rewrites `/routes#act=skitouring` to `/routes?act=skitouring` with a replace navigation. */
export function useHashToQuery(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const rewritten = hashToQuery(search, hash);
    if (rewritten !== undefined) void navigate({ pathname, search: rewritten, hash: '' }, { replace: true });
  }, [pathname, search, hash, navigate]);
}
