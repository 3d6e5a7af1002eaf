/**
 * spec 1 §4, §9: the token is refreshed "every 12 hours (432000000 ms)". The two figures disagree
 * (432000000 ms is 5 days); 12 hours is meant, as the issue confirms. Shared by the chart's delay
 * and the restore, which refreshes at once a stored token last renewed that long ago.
 */
export const TOKEN_REFRESH_MS = 12 * 60 * 60 * 1000;
