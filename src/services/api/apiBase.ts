/**
 * Where the client sends `/web/*`, `/data/*` and the `/webchat` socket.
 *
 * By default the page's own origin: the reference server serves the SPA, the API and the socket
 * on one port, and `npm run dev` proxies them. To point the client at another API server, set
 * `VITE_API_BASE` when building or running the dev server, e.g.
 * `VITE_API_BASE=https://api.example.com npm run build` (a trailing slash is ignored; that server
 * must allow the page's origin in CORS, including the `x-auth-token` header).
 */
export function apiBase(): string {
  const configured: unknown = import.meta.env.VITE_API_BASE;
  if (typeof configured === 'string' && configured.trim() !== '') return configured.trim().replace(/\/+$/, '');
  return window.location.origin;
}
