import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CODE_NOT_FOUND, REFERRAL_COOKIES } from '@casino/contracts';
import { useRootData } from '../../lib/root-data.ts';
import { fetchRewardCheck } from './profile-api.ts';

/**
 * The browser half of referral attribution (the server half remembers the code in a cookie): a guest's
 * invite code is checked once, and a 'code not found' reply drops invited_by from the URL and the cookie,
 * so sign-up does not promise a reward that will not come.
 */
export function ReferralCodeCheck() {
  const { appInit } = useRootData();
  const location = useLocation();
  const navigate = useNavigate();
  const checked = useRef(new Set<string>());
  const isGuest = appInit.isGuest;
  const code = new URLSearchParams(location.search).get(REFERRAL_COOKIES.invitedBy)?.trim() ?? '';

  useEffect(() => {
    // Spec: a referral code in the query is used only when the user is not logged in.
    if (!isGuest || !code || checked.current.has(code)) return;
    checked.current.add(code);
    // Not a query (ADR 0018): a guest's one check per code, acted on once; the query library stays out of
    // a guest's first load.
    // eslint-disable-next-line no-restricted-syntax
    fetchRewardCheck(code)
      .then((answer) => {
        if (answer.registrationReferralReward !== CODE_NOT_FOUND) return;
        document.cookie = `${REFERRAL_COOKIES.invitedBy}=; Path=/; Max-Age=0; SameSite=Lax`;
        const params = new URLSearchParams(window.location.search);
        // The visitor may have moved on meanwhile; only this code is dropped.
        if (params.get(REFERRAL_COOKIES.invitedBy)?.trim() !== code) return;
        params.delete(REFERRAL_COOKIES.invitedBy);
        const search = params.toString();
        void navigate(
          {
            pathname: window.location.pathname,
            search: search ? `?${search}` : '',
            hash: window.location.hash,
          },
          { replace: true, preventScrollReset: true },
        );
      })
      // A failed check keeps the code: the server ignores unknown codes at sign-up anyway.
      .catch(() => {});
  }, [code, isGuest, navigate]);

  return null;
}
